import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The coupon-code usage writes (promotion_codes). `Executor` is the order placement's transaction. */
type Executor = Kysely<Database>;

/**
 * Counts one use of a code, only while it has uses left, in one conditional update: `used_count + 1 where
 * used_count < max_uses` (no limit: always). Concurrent claims of one code queue on its row (PostgreSQL re-checks the
 * condition on the row a committed claim left; SQLite runs one transaction at a time), so a code with one use left
 * is counted once. False when nothing was counted: no uses left, or no such code.
 */
export async function claimCodeUse(db: Executor, promotionId: string, code: string): Promise<boolean> {
  const result = await db
    .updateTable('promotion_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('promotion_id', '=', promotionId)
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function codeExists(db: Executor, promotionId: string, code: string): Promise<boolean> {
  return db
    .selectFrom('promotion_codes')
    .select('code')
    .where('promotion_id', '=', promotionId)
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .executeTakeFirst()
    .then((row) => row !== undefined);
}
