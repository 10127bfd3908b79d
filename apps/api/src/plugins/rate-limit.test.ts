import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../test/assertions.js';
import { AUTH, createTestApp, TEST_TRUST_ID, type TestApp } from '../test/test-app.js';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(() => t.close());

  /** A call from `ip` (the connecting address) with extra headers. */
  const sites = ({ ip = '10.0.0.1', ...headers }: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/sites/v1/sites', headers: { ...AUTH, ...headers }, remoteAddress: ip });

  it('answers 429 API429 with retry-after once a client spends its budget', async () => {
    expect((await sites()).statusCode).toBe(200);
    expect((await sites()).statusCode).toBe(200);
    const limited = await sites();
    expectSpecError(limited, 429, 'API429');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client address has its own budget; probes are never limited.
    expect((await sites({ ip: '10.0.0.2' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await t.app.inject({ method: 'GET', url: '/health/live', remoteAddress: '10.0.0.1' })).statusCode).toBe(
        200,
      );
  });

  it('counts trusted storefront calls per forwarded shopper address', async () => {
    const trusted = { 'x-server-trust-id': TEST_TRUST_ID, ip: '10.0.0.9' };
    for (let i = 0; i < 4; i += 1) expect((await sites(trusted)).statusCode).toBe(200); // its own calls: not limited
    const shopper = { ...trusted, 'x-forwarded-for': '203.0.113.7, 10.0.0.9' };
    expect((await sites(shopper)).statusCode).toBe(200);
    expect((await sites(shopper)).statusCode).toBe(200);
    expectSpecError(await sites(shopper), 429, 'API429');
    expect((await sites({ ...trusted, 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
  });
});
