import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { findWebVitals } from './metrics.repository.js';
import { createRetention, deleteExpiredWebVitals } from './metrics.service.js';

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

describe(`web vitals are kept WEB_VITALS_RETENTION_DAYS (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_VITALS_RETENTION_DAYS: '2' } });
  });
  afterAll(() => t.close());

  const DAY_MS = 24 * 60 * 60 * 1000;
  let serial = 0;
  const stored = (daysAgo: number, now = Date.now()) => {
    serial += 1;
    return {
      id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
      site_id: 'stride-en-us',
      route: '/en-us',
      name: 'LCP',
      value: 1000,
      rating: 'good',
      metric_id: `old-${serial}`,
      navigation_type: null,
      created_at: new Date(now - daysAgo * DAY_MS).toISOString(),
    };
  };
  const ids = async () =>
    (await t.db.selectFrom('web_vitals').select('metric_id').orderBy('metric_id').execute()).map((r) => r.metric_id);

  it('a beacon deletes, in the background, what is older than the retention', async () => {
    await t.db.deleteFrom('web_vitals').execute();
    const [old, recent] = [stored(3), stored(1)];
    await t.db.insertInto('web_vitals').values([old, recent]).execute();
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: AUTH,
      payload: { metrics: [{ name: 'CLS', value: 0.01, rating: 'good', id: 'new-1', route: '/en-us' }] },
    });
    expect(response.statusCode, response.body).toBe(204);
    await vi.waitFor(async () => expect(await ids()).toEqual(['new-1', recent.metric_id]));
  });

  it('deletes in batches, and at most once an hour per process', async () => {
    await t.db.deleteFrom('web_vitals').execute();
    const now = Date.now();
    await t.db
      .insertInto('web_vitals')
      .values([...Array.from({ length: 7 }, () => stored(5, now)), stored(1, now)])
      .execute();
    expect(await deleteExpiredWebVitals(t.db, 2, new Date(now), 3)).toBe(7);
    expect(await ids()).toHaveLength(1);

    const errors: unknown[] = [];
    const retention = createRetention(t.db, 2, (error) => errors.push(error));
    retention.sweepWhenDue(new Date(now));
    await retention.sweeping;
    await t.db.insertInto('web_vitals').values(stored(5, now)).execute();
    retention.sweepWhenDue(new Date(now + 30 * 60 * 1000)); // within the hour: nothing starts
    expect(retention.sweeping).toBeNull();
    expect(await ids()).toHaveLength(2);
    retention.sweepWhenDue(new Date(now + 61 * 60 * 1000));
    await retention.sweeping;
    expect(await ids()).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
