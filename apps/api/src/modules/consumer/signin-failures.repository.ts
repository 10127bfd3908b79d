import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database>;

export interface AttemptState {
  /** Failures counted in the current window, this attempt included. */
  failures: number;
  lockedUntil: string | null;
}

/**
 * Counts an attempt before its password is checked (one atomic upsert), so a burst of parallel attempts cannot all be
 * checked before the lock: the count restarts when the window has passed, or when the lock has ended.
 */
export async function recordAttempt(
  db: Executor,
  throttleKey: string,
  now: string,
  windowStart: string,
): Promise<AttemptState> {
  const row = await db
    .insertInto('signin_failures')
    .values({ throttle_key: throttleKey, failures: 1, first_failed_at: now, locked_until: null, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('throttle_key').doUpdateSet((eb) => {
        const lockEnded = eb.and([
          eb('signin_failures.locked_until', 'is not', null),
          eb('signin_failures.locked_until', '<=', now),
        ]);
        const windowEnded = eb.and([
          eb('signin_failures.locked_until', 'is', null),
          eb('signin_failures.first_failed_at', '<=', windowStart),
        ]);
        const restart = eb.or([lockEnded, windowEnded]);
        return {
          failures: eb
            .case()
            .when(restart)
            .then(1)
            .else(eb('signin_failures.failures', '+', 1))
            .end(),
          first_failed_at: eb.case().when(restart).then(now).else(eb.ref('signin_failures.first_failed_at')).end(),
          locked_until: eb
            .case()
            .when(restart)
            .then(eb.cast<string | null>(eb.val(null), 'varchar(30)'))
            .else(eb.ref('signin_failures.locked_until'))
            .end(),
          updated_at: now,
        };
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), lockedUntil: row.locked_until };
}

export async function lockThrottleKey(db: Executor, throttleKey: string, until: string, now: string): Promise<void> {
  await db
    .updateTable('signin_failures')
    .set({ locked_until: until, updated_at: now })
    .where('throttle_key', '=', throttleKey)
    .execute();
}

export async function clearThrottleKey(db: Executor, throttleKey: string): Promise<void> {
  await db.deleteFrom('signin_failures').where('throttle_key', '=', throttleKey).execute();
}

/** Every client's counter of one account: the keys sharing the account's half (see signin-throttle.ts). */
export async function clearThrottleKeysWithPrefix(db: Executor, prefix: string, suffixLength: number): Promise<void> {
  await db
    .deleteFrom('signin_failures')
    .where('throttle_key', '>=', prefix + '0'.repeat(suffixLength))
    .where('throttle_key', '<=', prefix + 'f'.repeat(suffixLength))
    .execute();
}

/** Counters nobody has touched since `before` (their window and any lock long over). */
export async function deleteStaleAttempts(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('signin_failures').where('updated_at', '<', before).execute();
}
