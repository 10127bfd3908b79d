import { z } from 'zod';

export const WebVitalName = z.enum(['LCP', 'INP', 'CLS', 'TTFB', 'FCP']);

/** One web-vitals beacon posted by the browser to /fapi/performance/ingest. */
export const PerformanceBeacon = z.object({
  name: WebVitalName,
  value: z.number().finite().nonnegative().max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  id: z.string().max(100),
  route: z.string().max(300),
  navigationType: z.string().max(40).optional(),
});
export type PerformanceBeacon = z.infer<typeof PerformanceBeacon>;

/** POST /fapi/performance/ingest body (a batch, so one request carries every metric of a page view). */
export const PerformanceIngest = z.object({ metrics: z.array(PerformanceBeacon).min(1).max(20) });
export type PerformanceIngest = z.infer<typeof PerformanceIngest>;
