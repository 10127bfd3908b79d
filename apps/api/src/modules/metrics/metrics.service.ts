import { randomUUID } from 'node:crypto';
import type { PerformanceIngest } from '@outsole/contracts/performance';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { createHourlySweep, daysBefore, deleteInBatches, type HourlySweep } from '../../lib/hourly-sweep.js';
import { deleteWebVitalsBefore, insertWebVitals } from './metrics.repository.js';

/** Stores a page view's web vitals against the request's site, all in one insert. */
export async function ingestWebVitals(
  ctx: RequestContext,
  db: Db,
  input: PerformanceIngest,
  now: Date = new Date(),
): Promise<void> {
  const createdAt = now.toISOString();
  await insertWebVitals(
    db,
    input.metrics.map((metric) => ({
      id: randomUUID(),
      site_id: ctx.site.siteId,
      route: metric.route,
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      metric_id: metric.id,
      navigation_type: metric.navigationType ?? null,
      created_at: createdAt,
    })),
  );
}

/**
 * Real-user web vitals are kept `retentionDays` (every page view of every shopper posts some: unbounded otherwise).
 * The sweep runs after an ingest, at most once an hour per process, in the background and in batches of 5,000 rows
 * (no single long statement on a large table): lib/hourly-sweep.ts.
 */
export function createRetention(db: Db, retentionDays: number, onError: (error: unknown) => void): HourlySweep {
  return createHourlySweep((now) => deleteExpiredWebVitals(db, retentionDays, now), onError);
}

/** Deletes the web vitals older than `retentionDays` before `now`, a batch at a time; answers how many. */
export function deleteExpiredWebVitals(db: Db, retentionDays: number, now: Date, batchSize?: number): Promise<number> {
  const before = daysBefore(now, retentionDays);
  return deleteInBatches((limit) => deleteWebVitalsBefore(db, before, limit), batchSize);
}
