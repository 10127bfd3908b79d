import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../test/assertions.js';
import { AUTH, createTestApp, type TestApp } from '../test/test-app.js';

describe('commerce service under a base path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { COMMERCE_BASE_PATH: '/commerce' } });
  });
  afterAll(() => t.close());

  it('serves the spec paths under COMMERCE_BASE_PATH and keeps probes at the root', async () => {
    const sites = await t.app.inject({ method: 'GET', url: '/commerce/sites/v1/sites', headers: AUTH });
    expect(sites.statusCode).toBe(200);
    expectSpecError(await t.app.inject({ method: 'GET', url: '/sites/v1/sites', headers: AUTH }), 404, 'API404');
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const wrongMethod = await t.app.inject({ method: 'PUT', url: '/commerce/metrics/v1/web-vitals', headers: AUTH });
    expectSpecError(wrongMethod, 405, 'API405');
  });
});
