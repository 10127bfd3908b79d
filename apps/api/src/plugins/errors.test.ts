import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api-error.js';
import { expectSpecError } from '../test/assertions.js';
import { captureLogs } from '../test/log-capture.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../test/test-app.js';

const VITALS = '/metrics/v1/web-vitals';
const GOOD_METRIC = { name: 'LCP', value: 1, rating: 'good', id: 'v1', route: '/en-us' };
const SECRET = 'SELECT password FROM users -- internal detail';

describe(`bad input never leaves as anything but the spec format (${TEST_DB})`, () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' }, logger: logs.logger });
    // Test-only routes: an unexpected failure, and an expected one with parameters.
    t.app.get('/test/boom', async () => {
      throw new Error(SECRET);
    });
    // A route that takes no body, and one whose body is optional.
    t.app.delete('/test/no-body', async (request) => ({ body: request.body ?? null }));
    t.app.post(
      '/test/optional-body',
      { schema: { body: z.object({ note: z.string() }).nullable().optional() } },
      async (request) => ({
        body: request.body ?? null,
      }),
    );
    t.app.get('/test/max-qty', async () => {
      throw new ApiError('INV408', { params: { maxAllowedQty: 4 } });
    });
    // The database out of reach, as node-postgres and the pool report it.
    const gone = (error: Error) => async () => {
      throw error;
    };
    t.app.get(
      '/test/db-terminated',
      gone(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
    );
    t.app.get(
      '/test/db-refused',
      gone(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' })),
    );
    t.app.get('/test/db-pool-timeout', gone(new Error('timeout exceeded when trying to connect')));
    t.app.get('/test/db-lost', gone(new Error('Connection terminated unexpectedly')));
    t.app.get('/test/db-bad-sql', gone(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' })));
  });
  afterAll(() => t.close());

  const post = (payload: string | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: VITALS,
      payload,
      headers: { ...AUTH, 'content-type': 'application/json', ...headers },
    });

  it('malformed JSON → 400 API400 on the body', async () => {
    expectSpecError(await post('{"metrics": ['), 400, 'API400', 'body');
    expectSpecError(await post(''), 400, 'API400', 'body');
  });

  it('an empty JSON body is no body where the route takes none, and still API400 where it needs one', async () => {
    // Many clients send `Content-Type: application/json` on every call, a DELETE with query parameters only too.
    const empty = (method: 'DELETE' | 'POST', url: string) =>
      t.app.inject({ method, url, payload: '', headers: { ...AUTH, 'content-type': 'application/json' } });
    const removed = await empty('DELETE', '/test/no-body');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ body: null });
    const optional = await empty('POST', '/test/optional-body');
    expect(optional.statusCode, optional.body).toBe(200);
    expect(optional.json()).toEqual({ body: null });
    expectSpecError(await empty('POST', VITALS), 400, 'API400', 'body');
    // A body that is there is still read (and refused when it is not JSON).
    expectSpecError(
      await t.app.inject({
        method: 'DELETE',
        url: '/test/no-body',
        payload: '{',
        headers: { ...AUTH, 'content-type': 'application/json' },
      }),
      400,
      'API400',
      'body',
    );
  });

  it('wrong content type → 415 API415', async () => {
    expectSpecError(
      await post(JSON.stringify({ metrics: [GOOD_METRIC] }), { 'content-type': 'text/plain' }),
      415,
      'API415',
    );
    expectSpecError(await post('<metrics/>', { 'content-type': 'application/xml' }), 415, 'API415');
  });

  it('a compressed body (Content-Encoding) → 415 API415 naming the header, not "not valid JSON"', async () => {
    const gzipped = gzipSync(JSON.stringify({ metrics: [GOOD_METRIC] }));
    for (const encoding of ['gzip', 'br', 'identity, gzip']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: VITALS,
        payload: gzipped,
        headers: { ...AUTH, 'content-type': 'application/json', 'content-encoding': encoding },
      });
      const error = expectSpecError(answer, 415, 'API415', 'content-encoding');
      expect(error.errorDetails[0]!.message).toContain('Content-Encoding');
    }
    // `identity` is no encoding: the body is read as it is.
    const plain = await post(JSON.stringify({ metrics: [GOOD_METRIC] }), { 'content-encoding': 'identity' });
    expect(plain.statusCode, plain.body).toBeLessThan(300);
  });

  it('a body whose bytes are not UTF-8 → 400 API400 at body, never stored as U+FFFD', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('{"metrics":[{"name":"LCP","value":1,"rating":"good","id":"v1","route":"/en-us/caf'),
      Buffer.from([0xe9, 0xff, 0xfe]),
      Buffer.from('"}]}'),
    ]);
    const error = expectSpecError(await post(latin1), 400, 'API400', 'body');
    expect(error.errorDetails[0]!.message).toBe('The request body is not valid UTF-8 text.');
    // Real UTF-8, a byte order mark first too, is read as it is.
    const utf8 = JSON.stringify({ metrics: [{ ...GOOD_METRIC, route: '/en-us/café' }] });
    for (const body of [Buffer.from(utf8), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(utf8)])]) {
      const answer = await post(body);
      expect(answer.statusCode, answer.body).toBeLessThan(300);
    }
  });

  it('body over BODY_LIMIT_BYTES → 413 API413', async () => {
    const big = JSON.stringify({ metrics: [{ ...GOOD_METRIC, route: `/${'x'.repeat(4000)}` }] });
    expectSpecError(await post(big), 413, 'API413');
  });

  it('unknown route → 404 API404', async () => {
    expectSpecError(await t.app.inject({ method: 'GET', url: '/cart/v9/nothing', headers: AUTH }), 404, 'API404');
  });

  it('existing path, wrong method → 405 API405 with Allow', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/sites/v1/sites/stride-en-us', headers: AUTH });
    expectSpecError(response, 405, 'API405');
    expect(response.headers.allow).toBe('GET, HEAD');
    const post = await t.app.inject({ method: 'GET', url: VITALS, headers: AUTH });
    expectSpecError(post, 405, 'API405');
    expect(post.headers.allow).toBe('POST');
  });

  it('missing or unknown access key → 401 API401', async () => {
    expectSpecError(await t.app.inject({ method: 'GET', url: '/sites/v1/sites' }), 401, 'API401');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/sites',
      headers: { 'x-access-key': 'guess-guess' },
    });
    expectSpecError(wrong, 401, 'API401');
    // Unknown paths too: anonymous callers learn nothing about which paths exist.
    expectSpecError(await t.app.inject({ method: 'GET', url: '/cart/v9/nothing' }), 401, 'API401');
  });

  it('wrong server trust id → 401 API401', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/sites',
      headers: { ...AUTH, 'x-server-trust-id': 'not-the-secret' },
    });
    expectSpecError(response, 401, 'API401');
  });

  it('unknown site → 400 API400 on x-site-id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/sites',
      headers: { ...AUTH, 'x-site-id': 'nope-en-us' },
    });
    expectSpecError(response, 400, 'API400', 'x-site-id');
  });

  it('Accept that excludes JSON → 406 API406', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/sites',
      headers: { ...AUTH, accept: 'text/html' },
    });
    expectSpecError(response, 406, 'API406');
  });

  it('a malformed URL → 400 API400', async () => {
    expectSpecError(
      await t.app.inject({ method: 'GET', url: '/sites/v1/sites/%E0%A4%A', headers: AUTH }),
      400,
      'API400',
    );
  });

  it('an unexpected error → 500 GEN500 without internals, logged in full with the correlation id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/test/boom',
      headers: { ...AUTH, 'x-correlation-id': 'boom-1' },
    });
    const body = expectSpecError(response, 500, 'GEN500');
    expect(body.errorDetails).toEqual([
      { errorId: 'GEN500', message: 'Something went wrong. Quote the correlation id when you contact support.' },
    ]);
    expect(response.body).not.toContain('SELECT');
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
    const logged = logs.lines.find((line) => line.correlationId === 'boom-1' && line.level === 'error');
    expect(logged).toMatchObject({ errorId: 'GEN500', err: { message: SECRET } });
  });

  it.each(['db-terminated', 'db-refused', 'db-pool-timeout', 'db-lost'])(
    'the database out of reach (%s) → 503 API503 with retry-after, not a 500',
    async (name) => {
      const response = await t.app.inject({ method: 'GET', url: `/test/${name}`, headers: AUTH });
      const body = expectSpecError(response, 503, 'API503');
      expect(body.errorDetails[0]?.message).toBe('The service is briefly unavailable. Please try again in a moment.');
      expect(response.headers['retry-after']).toBe('5');
      // Nothing of the driver's words (the correlation id is a random UUID: it may hold "5432" by chance).
      expect(JSON.stringify({ ...body, correlationId: undefined })).not.toMatch(/5432|ECONNREFUSED|terminating/);
    },
  );

  it('any other database error is still GEN500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/db-bad-sql', headers: AUTH });
    expectSpecError(response, 500, 'GEN500');
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('an expected error keeps its id, status and parameterised message', async () => {
    const body = expectSpecError(
      await t.app.inject({ method: 'GET', url: '/test/max-qty', headers: AUTH }),
      400,
      'INV408',
    );
    expect(body.errorDetails[0]?.message).toBe('You can add up to 4 of this item.');
  });

  it('odd inputs are client errors, never 500', async () => {
    const cases = [
      { method: 'POST', url: VITALS, payload: '[]' },
      { method: 'POST', url: VITALS, payload: 'null' },
      { method: 'POST', url: VITALS, payload: '"text"' },
      { method: 'POST', url: VITALS, payload: '{"__proto__": {"x": 1}, "metrics": []}' },
      { method: 'POST', url: VITALS, payload: '{"constructor": {"prototype": {}}}' },
      { method: 'POST', url: VITALS, payload: JSON.stringify({ metrics: [{ ...GOOD_METRIC, value: 'NaN' }] }) },
      { method: 'POST', url: VITALS, payload: JSON.stringify({ metrics: Array(21).fill(GOOD_METRIC) }) },
      { method: 'GET', url: '/consumers-v3/utilities/countryList?countryCode=US&countryCode=CA' },
      { method: 'GET', url: '/consumers-v3/utilities/countryList?countryCode=%00%01' },
      { method: 'GET', url: '/products/v2/catalog?levels=abc' },
      { method: 'GET', url: '/products/v2/catalog?levels=1e3' },
      { method: 'GET', url: `/sites/v1/sites/${'a'.repeat(500)}` },
    ] as const;
    for (const { method, url, ...rest } of cases) {
      const payload = 'payload' in rest ? rest.payload : undefined;
      const response = await t.app.inject({
        method,
        url,
        headers: { ...AUTH, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, `${method} ${url} ${payload ?? ''}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url} ${payload ?? ''}: ${response.body}`).toBeLessThan(500);
      expectSpecError(response, response.statusCode, response.statusCode === 404 ? 'API404' : 'API400');
    }
  });
});
