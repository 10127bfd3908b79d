import { z } from 'zod';

export const WebVitalName = z.enum(['LCP', 'INP', 'CLS', 'TTFB', 'FCP']);

const beaconFields = {
  name: WebVitalName,
  value: z.number().finite().nonnegative().max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  id: z.string().max(100),
  route: z.string().max(300),
  navigationType: z.string().max(40).optional(),
};
const MAX_BEACONS = 20;

/** One web-vitals beacon as the api takes it (POST /metrics/v1/web-vitals): these fields and no others. */
export const PerformanceBeacon = z.object(beaconFields).strict();
export type PerformanceBeacon = z.infer<typeof PerformanceBeacon>;

/** POST /metrics/v1/web-vitals body (a batch, so one request carries every metric of a page view). */
export const PerformanceIngest = z.object({ metrics: z.array(PerformanceBeacon).min(1).max(MAX_BEACONS) }).strict();
export type PerformanceIngest = z.infer<typeof PerformanceIngest>;

/**
 * The same batch as the storefront's /fapi/performance/ingest reads it from browsers, where a field it does not know
 * is dropped rather than refused: a page loaded before a deploy may send a beacon of another version, and a beacon
 * refused is lost (the browser cannot retry it). What goes on to the api is the parsed value, these fields only.
 */
export const BrowserPerformanceIngest = z.object({
  metrics: z.array(z.object(beaconFields)).min(1).max(MAX_BEACONS),
});
