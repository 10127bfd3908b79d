import { describe, expect, it, vi } from 'vitest';

import { PerformanceIngest } from '@outsole/contracts/performance';

import { HttpError } from '../api/api-error.ts';
import { ingestPerformance } from './ingest.server.ts';

const batch = {
  metrics: [
    { name: 'LCP', value: 1830.5, rating: 'good', id: 'v5-1', route: 'routes/home', navigationType: 'navigate' },
    { name: 'CLS', value: 0.02, rating: 'good', id: 'v5-2', route: 'routes/home' },
  ],
};

function beacon(body: string, contentType: string | null = 'text/plain;charset=UTF-8') {
  const headers = new Headers();
  if (contentType) headers.set('content-type', contentType);
  return new Request('http://shop.test/fapi/performance/ingest', { method: 'POST', body, headers });
}

describe('POST /fapi/performance/ingest', () => {
  it('accepts a sendBeacon batch sent as text/plain and forwards it to the api', async () => {
    const post = vi.fn(async () => undefined);
    const response = await ingestPerformance(beacon(JSON.stringify(batch)), { api: { post }, correlationId: 'c-1' });
    expect(response.status).toBe(204);
    expect(post).toHaveBeenCalledWith('/metrics/v1/web-vitals', batch, null);
  });

  it('drops a field the api does not take (a page of another version) rather than losing the beacon', async () => {
    const post = vi.fn(async () => undefined);
    const newer = { metrics: batch.metrics.map((metric) => ({ ...metric, delta: 12, attribution: { x: 1 } })) };
    const response = await ingestPerformance(beacon(JSON.stringify(newer)), { api: { post }, correlationId: 'c-1' });
    expect(response.status).toBe(204);
    expect(post).toHaveBeenCalledWith('/metrics/v1/web-vitals', batch, null);
    expect(PerformanceIngest.safeParse(newer).success).toBe(false); // the api's contract refuses them
  });

  it('accepts application/json too', async () => {
    const post = vi.fn(async () => undefined);
    const response = await ingestPerformance(beacon(JSON.stringify(batch), 'application/json'), {
      api: { post },
      correlationId: 'c-1',
    });
    expect(response.status).toBe(204);
  });

  it('answers 400 API400 naming the field for a batch outside the contract, and stores nothing', async () => {
    const post = vi.fn(async () => undefined);
    const invalid = { metrics: [{ ...batch.metrics[0], name: 'FID' }] };
    const response = await ingestPerformance(beacon(JSON.stringify(invalid)), { api: { post }, correlationId: 'c-2' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errorDetails: [{ errorId: 'API400', field: 'metrics.0.name' }],
      correlationId: 'c-2',
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('answers 400 API400 for malformed JSON and 415 for other content types', async () => {
    const post = vi.fn(async () => undefined);
    const malformed = await ingestPerformance(beacon('{"metrics":['), { api: { post }, correlationId: 'c' });
    expect(malformed.status).toBe(400);
    const form = await ingestPerformance(beacon('a=b', 'application/x-www-form-urlencoded'), {
      api: { post },
      correlationId: 'c',
    });
    expect(form.status).toBe(415);
  });

  it('answers 502 when the api cannot store the batch', async () => {
    const post = vi.fn(async () => {
      throw new HttpError('down', {
        status: 503,
        request: { method: 'POST', path: '/x' },
        body: null,
        correlationId: 'c',
        botProtection: null,
      });
    });
    const response = await ingestPerformance(beacon(JSON.stringify(batch)), { api: { post }, correlationId: 'c' });
    expect(response.status).toBe(502);
  });

  it('answers 413 for a body over the limit', async () => {
    const post = vi.fn(async () => undefined);
    const response = await ingestPerformance(beacon('x'.repeat(70_000)), { api: { post }, correlationId: 'c' });
    expect(response.status).toBe(413);
  });
});
