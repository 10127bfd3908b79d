import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../lib/context.js';
import { expectSpecError } from '../test/assertions.js';
import { captureLogs } from '../test/log-capture.js';
import { AUTH, createTestApp, TEST_TRUST_ID, type TestApp } from '../test/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request context', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger });
    // A probe route for this test only: shows what a service receives as ctx.
    t.app.get('/test/ctx', async (request) => {
      request.log.info('inside the handler');
      return request.ctx as RequestContext;
    });
  });
  afterAll(() => t.close());

  const ctx = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: '/test/ctx', headers: { ...AUTH, ...headers } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RequestContext>();
  };

  it('echoes valid correlation and transaction ids and binds them to every log line of the request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/test/ctx',
      headers: { ...AUTH, 'x-correlation-id': 'corr-123:abc', 'x-transaction-id': 'txn.456' },
    });
    expect(response.headers['x-correlation-id']).toBe('corr-123:abc');
    expect(response.headers['x-transaction-id']).toBe('txn.456');
    expect(response.json()).toMatchObject({ correlationId: 'corr-123:abc', transactionId: 'txn.456' });
    const lines = logs.lines.filter((line) => line.correlationId === 'corr-123:abc');
    expect(lines.map((line) => line.msg)).toEqual(['inside the handler', 'request']);
    for (const line of lines) expect(line.transactionId).toBe('txn.456');
  });

  it('generates ids when absent and replaces unsafe ones', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/test/ctx', headers: AUTH });
    expect(generated.headers['x-correlation-id']).toMatch(UUID);
    expect(generated.headers['x-transaction-id']).toMatch(UUID);
    expect(generated.headers['x-correlation-id']).not.toBe(generated.headers['x-transaction-id']);

    const unsafe = await t.app.inject({
      method: 'GET',
      url: '/test/ctx',
      headers: { ...AUTH, 'x-correlation-id': 'evil"}\\u000a{"level":"fatal', 'x-transaction-id': 'x'.repeat(129) },
    });
    expect(unsafe.headers['x-correlation-id']).toMatch(UUID);
    expect(unsafe.headers['x-transaction-id']).toMatch(UUID);
  });

  it('echoes the ids on errors too, the correlation id in the body', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/nowhere',
      headers: { ...AUTH, 'x-correlation-id': 'c-404' },
    });
    expect(expectSpecError(response, 404, 'API404').correlationId).toBe('c-404');
    expect(response.headers['x-transaction-id']).toMatch(UUID);
  });

  it('defaults to stride-en-us in its own locale', async () => {
    expect(await ctx()).toMatchObject({
      site: { siteId: 'stride-en-us', brand: 'stride', currency: 'USD' },
      locale: 'en-us',
      usid: null,
      trusted: false,
      testing: false,
    });
  });

  it('reads site, locale, usid, testing and server trust', async () => {
    expect(
      await ctx({
        'x-site-id': 'stride-ja-jp',
        'x-locale': 'en-US',
        'x-usid': 'usid-1',
        'x-testing': '1',
        'x-server-trust-id': TEST_TRUST_ID,
      }),
    ).toMatchObject({
      site: { siteId: 'stride-ja-jp', currency: 'JPY' },
      locale: 'en-us',
      usid: 'usid-1',
      testing: true,
      trusted: true,
    });
  });

  it("falls back to the site's locale for an unsupported x-locale", async () => {
    expect((await ctx({ 'x-site-id': 'stride-de-de', 'x-locale': 'pt-BR' })).locale).toBe('de-de');
  });

  it('rejects an unknown site and an overlong usid as API400 naming the header', async () => {
    const site = await t.app.inject({
      method: 'GET',
      url: '/test/ctx',
      headers: { ...AUTH, 'x-site-id': 'acme-en-us' },
    });
    expectSpecError(site, 400, 'API400', 'x-site-id');
    const usid = await t.app.inject({
      method: 'GET',
      url: '/test/ctx',
      headers: { ...AUTH, 'x-usid': 'u'.repeat(129) },
    });
    expectSpecError(usid, 400, 'API400', 'x-usid');
  });
});

describe('request context in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    t.app.get('/test/ctx', async (request) => request.ctx as RequestContext);
  });
  afterAll(() => t.close());

  it('ignores x-testing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/ctx', headers: { ...AUTH, 'x-testing': '1' } });
    expect(response.json<RequestContext>().testing).toBe(false);
  });
});
