import type { Db } from '../../db/schema.js';
import type { WebVitalsTable } from '../../db/schema.js';

export async function insertWebVitals(db: Db, rows: readonly WebVitalsTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('web_vitals').values(rows).execute();
}

/** The stored metrics of a site, newest first (for reports and tests). */
export function findWebVitals(db: Db, siteId: string, limit = 100): Promise<WebVitalsTable[]> {
  return db
    .selectFrom('web_vitals')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes at most `limit` rows created before `before` (the oldest first, through the created_at index); answers how many. */
export async function deleteWebVitalsBefore(db: Db, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('web_vitals')
    .where('id', 'in', (eb) =>
      eb.selectFrom('web_vitals').select('id').where('created_at', '<', before).orderBy('created_at').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
