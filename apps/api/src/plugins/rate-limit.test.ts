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

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4 address', async () => {
    const trusted = { 'x-server-trust-id': TEST_TRUST_ID, ip: '10.0.0.9' };
    const from = (address: string) => sites({ ...trusted, 'x-forwarded-for': address });
    expect((await from('2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::2')).statusCode).toBe(200);
    expectSpecError(await from('2001:db8:1:2:ffff::3'), 429, 'API429'); // the same /64: the same client
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(200); // another /64 has its own budget
    // Connecting directly over IPv6 too.
    expect((await sites({ ip: '2001:db8:9:9::1' })).statusCode).toBe(200);
    expect((await sites({ ip: '2001:db8:9:9::2' })).statusCode).toBe(200);
    expectSpecError(await sites({ ip: '2001:db8:9:9::3' }), 429, 'API429');
    expect((await from('198.51.100.20')).statusCode).toBe(200);
    expect((await from('198.51.100.20')).statusCode).toBe(200);
    expectSpecError(await from('::ffff:198.51.100.20'), 429, 'API429');
  });
});

/** CI and the development machines run Redis locally; elsewhere set TEST_REDIS_URL or this block is skipped. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 0, lazyConnect: true });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

describe.skipIf(!(await redisAnswers(REDIS_URL)))('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000', REDIS_URL };
    [first, second] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('holds across two api instances behind one load balancer', async () => {
    // A fresh address per run, so counters left in Redis by an earlier run cannot interfere.
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: '/sites/v1/sites', headers: AUTH, remoteAddress: ip });
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(200);
    expectSpecError(await call(second), 429, 'API429');
  });
});

describe('rate limits with Redis down', () => {
  it('starts and serves without shared counters rather than failing', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MAX: '5', REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/sites/v1/sites', headers: AUTH })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
