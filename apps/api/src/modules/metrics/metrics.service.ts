import { randomUUID } from 'node:crypto';
import type { PerformanceIngest } from '@outsole/contracts/performance';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { insertWebVitals } from './metrics.repository.js';

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
