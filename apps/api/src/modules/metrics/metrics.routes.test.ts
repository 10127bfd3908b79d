import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { findWebVitals } from './metrics.repository.js';

const URL = '/metrics/v1/web-vitals';

describe(`POST ${URL} (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores every metric against the request site and answers 204', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...AUTH, 'x-site-id': 'stride-de-de' },
      payload: {
        metrics: [
          { name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1', route: '/de-de', navigationType: 'navigate' },
          { name: 'CLS', value: 0.02, rating: 'good', id: 'v5-2', route: '/de-de' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const rows = await findWebVitals(t.db, 'stride-de-de');
    expect(rows).toHaveLength(2);
    const lcp = rows.find((row) => row.name === 'LCP');
    expect(lcp).toMatchObject({
      route: '/de-de',
      value: 1234.5,
      rating: 'good',
      metric_id: 'v5-1',
      navigation_type: 'navigate',
    });
    expect(rows.find((row) => row.name === 'CLS')?.navigation_type).toBeNull();
    expect(new Date(lcp?.created_at ?? '').toISOString()).toBe(lcp?.created_at);
  });

  it('rejects an invalid batch with one detail per offending field and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: AUTH,
      payload: { metrics: [{ name: 'FID', value: -1, rating: 'good', id: 'x', route: '/' }] },
    });
    const body = expectSpecError(response, 400, 'API400');
    expect(body.errorDetails.map((detail) => detail.field).sort()).toEqual([
      'body.metrics.0.name',
      'body.metrics.0.value',
    ]);
    expect(await findWebVitals(t.db, 'stride-en-us')).toEqual([]);
    expectSpecError(
      await t.app.inject({ method: 'POST', url: URL, headers: AUTH, payload: { metrics: [] } }),
      400,
      'API400',
      'body.metrics',
    );
  });
});
