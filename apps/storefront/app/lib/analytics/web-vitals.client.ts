import type { PerformanceBeacon } from '@outsole/contracts/performance';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * Reports LCP, INP, CLS, TTFB and FCP of every page view with the React Router route id it happened on. Metrics
 * are queued and sent in batches when the page is hidden or unloaded (the moments web-vitals finalises them).
 */

export const INGEST_URL = '/fapi/performance/ingest';
const MAX_BATCH = 20; // contracts/performance.ts PerformanceIngest
const MAX_VALUE = 600_000;

let started = false;
const queue: PerformanceBeacon[] = [];

export function startWebVitals(currentRoute: () => string): void {
  if (started) return;
  started = true;
  const record = (metric: Metric) => {
    queue.push({
      name: metric.name,
      value: Math.min(Math.max(metric.value, 0), MAX_VALUE),
      rating: metric.rating,
      id: metric.id.slice(0, 100),
      route: currentRoute().slice(0, 300),
      navigationType: metric.navigationType,
    });
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onTTFB(record);
  onFCP(record);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

export function flush(): void {
  while (queue.length > 0) {
    const body = JSON.stringify({ metrics: queue.splice(0, MAX_BATCH) });
    // A string body goes out as text/plain, which the ingest endpoint accepts; sendBeacon survives unload.
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(INGEST_URL, body);
    if (!queued) {
      void fetch(INGEST_URL, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch(() => undefined);
    }
  }
}
