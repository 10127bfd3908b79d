import { SESSION_COOKIES } from '@outsole/contracts/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { parseConfig } from '../config.server.ts';
import { createRequestContext } from '../request-context.server.ts';
import { sessionFor, tokenFlights } from '../session/session.server.ts';
import {
  apiError,
  browserCookies,
  cookieMap,
  expiredSession,
  fakeApi,
  silentApi,
  tokenAnswer,
  USID,
} from '../session/session-test-kit.ts';
import { TOKEN_PATH } from '../session/token-client.server.ts';
import { USID_COOKIE } from '../session/usid.server.ts';
import { FRESH_FEEDBACK_COOKIE } from './fresh-feedback.server.ts';
import { PROXY_BODY_LIMIT_BYTES, isRefusedApiPath, proxyToApi } from './proxy.server.ts';

/** A request context per call: the shopper's session is per request. */
function context() {
  return createRequestContext({
    config: parseConfig({ API_URL: 'http://api.test', API_ACCESS_KEY: 'secret-key', SERVER_TRUST_ID: 'trust' }),
    nonce: 'n',
    correlationId: 'corr-proxy-1',
    clientIp: '203.0.113.7',
  });
}
let ctx = context();
beforeEach(() => {
  ctx = context();
  tokenFlights.clear();
});

function upstream(response: Response = Response.json({ ok: true })) {
  const calls: Array<{ url: string; init: RequestInit; headers: Headers; body: string }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body =
      typeof init.body === 'string' ? init.body : init.body ? new TextDecoder().decode(init.body as Uint8Array) : '';
    calls.push({ url: String(input), init, headers: new Headers(init.headers), body });
    return response;
  });
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

describe('/api/* proxy', () => {
  it('forwards path and query to API_URL with the server-side headers', async () => {
    const { fetch, calls } = upstream();
    const request = new Request('http://shop.test/api/consumers-v3/utilities/countryList?countryCode=gb', {
      headers: {
        accept: 'application/json',
        'x-locale': 'en-gb',
        'x-site-id': 'stride-en-gb',
        cookie: 'session=abc',
        connection: 'keep-alive',
        'x-access-key': 'forged',
        'x-server-trust-id': 'forged',
        'x-forwarded-for': '198.51.100.1',
      },
    });
    const response = await proxyToApi(request, ctx, fetch);
    expect(response.status).toBe(200);
    const call = calls[0]!;
    expect(call.url).toBe('http://api.test/consumers-v3/utilities/countryList?countryCode=gb');
    expect(call.headers.get('x-access-key')).toBe('secret-key');
    expect(call.headers.get('x-server-trust-id')).toBe('trust');
    expect(call.headers.get('x-correlation-id')).toBe('corr-proxy-1');
    expect(call.headers.get('x-transaction-id')).toBeTruthy();
    expect(call.headers.get('x-locale')).toBe('en-gb');
    expect(call.headers.get('x-site-id')).toBe('stride-en-gb');
    expect(call.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(call.headers.has('cookie')).toBe(false);
    expect(call.headers.has('connection')).toBe(false);
    // Express's request middleware sets it on every response; a second copy here would duplicate it.
    expect(response.headers.has('x-correlation-id')).toBe(false);
  });

  it('strips cookies and hop-by-hop headers from the answer', async () => {
    const answer = new Response('{"a":1}', {
      status: 201,
      headers: {
        'content-type': 'application/json',
        'set-cookie': 'tracking=1',
        connection: 'close',
        'keep-alive': 'timeout=5',
        'x-ratelimit-remaining': '9',
      },
    });
    const { fetch, calls } = upstream(answer);
    const request = new Request('http://shop.test/api/cart/v1/item', {
      method: 'POST',
      body: JSON.stringify({ productId: 'ABC12345', qty: 1 }),
      headers: { 'content-type': 'application/json', cookie: browserCookies(tokenAnswer('Guest')) },
    });
    const response = await proxyToApi(request, ctx, fetch);
    expect(response.status).toBe(201);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.body).toBe('{"productId":"ABC12345","qty":1}');
    expect(response.headers.has('set-cookie')).toBe(false);
    expect(response.headers.has('connection')).toBe(false);
    expect(response.headers.has('keep-alive')).toBe(false);
    expect(response.headers.get('x-ratelimit-remaining')).toBe('9');
    expect(await response.text()).toBe('{"a":1}');
  });

  it('refuses a body over the limit with 413 API413, without calling the api', async () => {
    const { fetch, calls } = upstream();
    const request = new Request('http://shop.test/api/cart/v1/item', {
      method: 'POST',
      body: 'x'.repeat(PROXY_BODY_LIMIT_BYTES + 1),
    });
    const response = await proxyToApi(request, ctx, fetch);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'API413' }] });
    expect(calls).toHaveLength(0);
  });

  it('answers 502 in the spec format when the api is unreachable, and logs it as an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const response = await proxyToApi(new Request('http://shop.test/api/sites/v1/sites/x'), ctx, fetch);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      errorDetails: [{ errorId: 'GEN500' }],
      correlationId: 'corr-proxy-1',
    });
    expect(error).toHaveBeenCalledOnce();
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      msg: 'api proxy could not reach the api',
      correlationId: 'corr-proxy-1',
      path: '/sites/v1/sites/x',
      error: 'fetch failed',
    });
    error.mockRestore();
  });

  it('answers 504 in the spec format when the api does not answer in time, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = performance.now();
    const response = await proxyToApi(
      new Request('http://shop.test/api/products/v2/search/autoSuggest?q=ru'),
      ctx,
      silentApi,
      { timeoutMs: 50 },
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({
      errorDetails: [{ errorId: 'GEN500' }],
      correlationId: 'corr-proxy-1',
    });
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      msg: 'api proxy: the api did not answer in time',
      path: '/products/v2/search/autoSuggest',
    });
    error.mockRestore();
  });

  it('logs nothing for a call the browser cancelled (a superseded suggestion): 499, no error line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const browser = new AbortController();
    const fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      browser.abort();
      throw init.signal?.reason ?? new Error('no signal passed');
    }) as typeof globalThis.fetch;
    const request = new Request('http://shop.test/api/products/v2/search/autoSuggest?q=ru', {
      signal: browser.signal,
    });
    const response = await proxyToApi(request, ctx, fetch);
    expect(response.status).toBe(499);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('does not forward protocol-relative paths', async () => {
    const { fetch, calls } = upstream();
    const response = await proxyToApi(new Request('http://shop.test/api//evil.example/x'), ctx, fetch);
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});

describe('/api/* proxy: the site is the host’s brand’s (t3 F3-15)', () => {
  const kestrel = () =>
    createRequestContext({
      config: parseConfig({
        API_URL: 'http://api.test',
        API_ACCESS_KEY: 'secret-key',
        SERVER_TRUST_ID: 'trust',
        BRAND_HOSTS: 'kestrel.localhost=kestrel',
      }),
      nonce: 'n',
      correlationId: 'corr-proxy-2',
      clientIp: '203.0.113.7',
    });
  const siteOf = async (url: string, headers: Record<string, string> = {}) => {
    const { fetch, calls } = upstream();
    await proxyToApi(new Request(url, { headers }), kestrel(), fetch);
    return calls[0]?.headers.get('x-site-id');
  };

  it('a call without x-site-id: the host’s brand, in the locale of x-locale, else of the page it came from', async () => {
    const suggest = 'http://kestrel.localhost:3000/api/products/v2/search/autoSuggest?q=glide';
    expect(await siteOf(suggest)).toBe('kestrel-en-us');
    expect(await siteOf(suggest, { 'x-locale': 'en-GB' })).toBe('kestrel-en-gb');
    expect(await siteOf(suggest, { referer: 'http://kestrel.localhost:3000/de-de/c/shoes-653341' })).toBe(
      'kestrel-de-de',
    );
    // Another site's page names no locale of this one.
    expect(await siteOf(suggest, { referer: 'http://elsewhere.test/fr-fr/' })).toBe('kestrel-en-us');
    expect(await siteOf('http://shop.test/api/products/v2/search/autoSuggest?q=glide')).toBe('stride-en-us');
  });

  it('a call naming a site: its locale, in the host’s brand (another brand’s site is not reached from this host)', async () => {
    const url = 'http://kestrel.localhost:3000/api/products/v2/search/autoSuggest?q=glide';
    expect(await siteOf(url, { 'x-site-id': 'kestrel-en-us' })).toBe('kestrel-en-us');
    expect(await siteOf(url, { 'x-site-id': 'stride-en-gb' })).toBe('kestrel-en-gb');
    expect(await siteOf(url, { 'x-site-id': 'nonsense' })).toBe('kestrel-en-us');
  });
});

describe('/api/* proxy: credentials stay on the server', () => {
  it.each([
    '/api/token/v2/auth/token',
    '/api/token',
    '/api/Token/v2/auth/token',
    '/api/%74oken/v2/auth/token',
    '/api/consumers-v3/auth/signin',
    '/api/consumers-v3/auth/signup',
    '/api/consumers-v3//auth/signin',
    '/api/consumers-v3/auth%2Fsignin',
    '/api/consumers-v3/consumer/auth/signout',
    '/api/consumers-v3/confirmforgotpassword',
    '/api/consumers-v3/checkresetpassword',
    '/api/consumers-v3/consumer/resetpassword',
    '/api/consumers-v3/consumer/resetpassword/',
    '/api/consumers-v3/consumer/changepassword',
    '/api/consumers-v3/consumer/CHANGEPASSWORD',
    '/api/consumers-v3/consumer/%E0%A4%A',
    '/api/dev/mailbox',
    '/api/dev/mailbox/0b6c5bd2-2d1f-4f43-9f6b-0b3a1b0c3a11',
    '/api/Dev/Mailbox',
    '/api//dev/mailbox',
    '/api/%64ev/mailbox',
  ])('refuses %s with 404 API404, without calling the api', async (path) => {
    const { fetch, calls } = upstream();
    const response = await proxyToApi(
      new Request(`http://shop.test${path}`, { method: 'POST', body: '{}', headers: { cookie: browserCookies(null) } }),
      ctx,
      fetch,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      errorDetails: [{ errorId: 'API404' }],
      appId: 'outsole-storefront',
      correlationId: 'corr-proxy-1',
    });
    expect(calls).toHaveLength(0);
  });

  it.each([
    '/consumers-v3/consumer',
    '/consumers-v3/consumer/address',
    '/consumers-v3/contactus',
    '/tokens-of-love',
    '/developers',
  ])('lets %s through', (path) => {
    expect(isRefusedApiPath(path)).toBe(false);
  });

  it('sends the shopper’s bearer token and usid from the cookies, never the browser’s own', async () => {
    const tokens = tokenAnswer('Registered');
    const { fetch, calls } = upstream();
    const request = new Request('http://shop.test/api/consumers-v3/consumer', {
      headers: { cookie: browserCookies(tokens), authorization: 'Bearer forged', 'x-usid': 'forged-usid' },
    });
    expect((await proxyToApi(request, ctx, fetch)).status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${tokens.accessToken}`);
    expect(calls[0]!.headers.get('x-usid')).toBe(USID);
  });

  it('a read without a session goes anonymous and starts nothing', async () => {
    const { fetch, calls } = upstream();
    await proxyToApi(new Request('http://shop.test/api/products/v2/catalog'), ctx, fetch);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.has('authorization')).toBe(false);
    expect(calls[0]!.headers.has('x-usid')).toBe(false);
  });

  it('a write without a session starts a guest session for the browser’s usid, then sends its token', async () => {
    const guest = tokenAnswer('Guest');
    const api = fakeApi({
      [`POST ${TOKEN_PATH}`]: [Response.json(guest)],
      'POST /products/v1/review/r1/vote': [Response.json({ counted: true })],
    });
    const request = new Request('http://shop.test/api/products/v1/review/r1/vote', {
      method: 'POST',
      body: '{"helpful":true}',
      headers: { cookie: `${USID_COOKIE}=${USID}`, 'content-type': 'application/json' },
    });
    expect((await proxyToApi(request, ctx, api.fetch)).status).toBe(200);
    expect(api.calls.map((call) => call.path)).toEqual([TOKEN_PATH, '/products/v1/review/r1/vote']);
    expect(api.calls[0]!.headers.get('x-usid')).toBe(USID);
    expect(api.calls[1]!.headers.get('authorization')).toBe(`Bearer ${guest.accessToken}`);
    const cookies = cookieMap(sessionFor(ctx, request).commitCookies());
    expect(cookies.get(SESSION_COOKIES.refreshToken)).toContain(guest.refreshToken);
  });

  it('a write whose guest session the api refuses (429 API429) answers 429 in the spec format, nothing written', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({
      [`POST ${TOKEN_PATH}`]: [apiError(429, 'API429', 'Too many requests')],
      'POST /products/v1/review/r1/vote': [Response.json({ counted: true })],
    });
    const request = new Request('http://shop.test/api/products/v1/review/r1/vote', {
      method: 'POST',
      body: '{"helpful":true}',
      headers: { cookie: `${USID_COOKIE}=${USID}`, 'content-type': 'application/json' },
    });
    const response = await proxyToApi(request, ctx, api.fetch);
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({
      errorDetails: [{ errorId: 'API429', message: expect.any(String) }],
      appId: 'outsole-storefront',
      correlationId: 'corr-proxy-1',
    });
    expect(api.callsTo('/products/v1/review/r1/vote')).toHaveLength(0);
    // The api's refusal, not the api unreachable.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('refreshes once and retries once, body and all, when the api rejects the token (401 API401)', async () => {
    const tokens = tokenAnswer('Guest');
    const next = tokenAnswer('Guest');
    const api = fakeApi({
      [`POST ${TOKEN_PATH}`]: [Response.json(next)],
      'POST /products/v1/review/r1/flag': [apiError(401, 'API401'), Response.json({ flagged: true })],
    });
    const request = new Request('http://shop.test/api/products/v1/review/r1/flag', {
      method: 'POST',
      body: '{"reason":"spam"}',
      headers: { cookie: browserCookies(tokens), 'content-type': 'application/json' },
    });
    const response = await proxyToApi(request, ctx, api.fetch);
    expect(response.status).toBe(200);
    const flags = api.callsTo('/products/v1/review/r1/flag');
    expect(flags.map((call) => call.headers.get('authorization'))).toEqual([
      `Bearer ${tokens.accessToken}`,
      `Bearer ${next.accessToken}`,
    ]);
    expect(flags[1]!.body).toEqual({ reason: 'spam' });
    expect(api.callsTo(TOKEN_PATH)[0]!.body).toEqual({ type: 'Guest', refreshToken: tokens.refreshToken });
  });

  it('AUT498 (invalid customer) passes to the browser and ends the session', async () => {
    const tokens = tokenAnswer('Registered');
    const api = fakeApi({ 'GET /consumers-v3/consumer': [apiError(401, 'AUT498')] });
    const request = new Request('http://shop.test/api/consumers-v3/consumer', {
      headers: { cookie: browserCookies(tokens) },
    });
    const response = await proxyToApi(request, ctx, api.fetch);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'AUT498' }] });
    const session = sessionFor(ctx, request);
    expect(session.kind).toBe('anonymous');
    expect(cookieMap(session.commitCookies()).get(SESSION_COOKIES.refreshToken)).toMatch(/Max-Age=0/);
  });

  it('an expired session is refreshed before the call', async () => {
    const old = expiredSession('Registered');
    const next = tokenAnswer('Registered');
    const api = fakeApi({
      [`POST ${TOKEN_PATH}`]: [Response.json(next)],
      'GET /consumers-v3/consumer': [Response.json({})],
    });
    const request = new Request('http://shop.test/api/consumers-v3/consumer', {
      headers: { cookie: browserCookies(old) },
    });
    await proxyToApi(request, ctx, api.fetch);
    expect(api.callsTo('/consumers-v3/consumer')[0]!.headers.get('authorization')).toBe(`Bearer ${next.accessToken}`);
  });
});

describe('/api/* proxy: a shopper’s own reviews and questions (decision 0023)', () => {
  const tokens = tokenAnswer('Guest');
  const post = (path: string) =>
    new Request(`http://shop.test/api${path}`, {
      method: 'POST',
      body: '{}',
      headers: { cookie: browserCookies(tokens), 'content-type': 'application/json' },
    });
  const freshCookie = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${FRESH_FEEDBACK_COOKIE}=`));

  it.each([
    '/products/v1/products/SRN239352/reviews',
    '/products/v1/products/SRN239352/reviews/questions',
    '/products/v1/review/r1/vote',
    '/products/v1/review/r1/flag',
    '/products/v1/review/a1/questions/vote',
  ])('a successful write to %s has the shopper read them past the storefront’s cache', async (path) => {
    const { fetch } = upstream(Response.json({}, { status: 201 }));
    const response = await proxyToApi(post(path), ctx, fetch);
    expect(freshCookie(response)).toMatch(/^outsole_fresh_feedback=1; Path=\/; Max-Age=120; HttpOnly; SameSite=Lax/);
  });

  it('not a translation, a read or a failed write', async () => {
    const translated = await proxyToApi(post('/products/v1/review/r1/translate'), ctx, upstream().fetch);
    expect(freshCookie(translated)).toBeUndefined();
    const read = await proxyToApi(
      new Request('http://shop.test/api/products/v1/products/SRN239352/reviews'),
      ctx,
      upstream().fetch,
    );
    expect(freshCookie(read)).toBeUndefined();
    const refused = upstream(apiError(400, 'REV410'));
    expect(freshCookie(await proxyToApi(post('/products/v1/products/SRN239352/reviews'), ctx, refused.fetch))).toBe(
      undefined,
    );
  });
});
