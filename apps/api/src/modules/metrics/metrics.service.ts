import { randomUUID } from 'node:crypto';
import type { PerformanceIngest } from '@outsole/contracts/performance';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
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

/** How often a process deletes web vitals past their retention. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Real-user web vitals are kept `retentionDays` (every page view of every shopper posts some: unbounded otherwise).
 * `sweepWhenDue` is called after each ingest: at most once an hour per process it deletes, in the background and in
 * batches (no single long statement on a large table), the rows older than that. A failure is reported and the next
 * ingest an hour on tries again; sweeps of several processes may overlap harmlessly.
 */
export function createRetention(db: Db, retentionDays: number, onError: (error: unknown) => void) {
  let lastSweep = Number.NEGATIVE_INFINITY;
  let sweeping: Promise<void> | null = null;
  return {
    sweepWhenDue(now: Date): void {
      if (sweeping || now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
      lastSweep = now.getTime();
      sweeping = deleteExpiredWebVitals(db, retentionDays, now)
        .then(
          () => undefined,
          (error: unknown) => onError(error),
        )
        .finally(() => {
          sweeping = null;
        });
    },
    /** The sweep under way, if any (for tests and shutdown). */
    get sweeping(): Promise<void> | null {
      return sweeping;
    },
  };
}

/** Deletes the web vitals older than `retentionDays` before `now`, a batch at a time; answers how many. */
export async function deleteExpiredWebVitals(
  db: Db,
  retentionDays: number,
  now: Date,
  batchSize = DELETE_BATCH,
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  let deleted = 0;
  for (;;) {
    const batch = await deleteWebVitalsBefore(db, before, batchSize);
    deleted += batch;
    if (batch < batchSize) return deleted;
  }
}

const DELETE_BATCH = 5_000;
