import { describe, expect, it, vi } from 'vitest';

import { parseConfig } from '../config.server.ts';
import { createRequestContext } from '../request-context.server.ts';
import { PROXY_BODY_LIMIT_BYTES, proxyToApi } from './proxy.server.ts';

const ctx = createRequestContext({
  config: parseConfig({ API_URL: 'http://api.test', API_ACCESS_KEY: 'secret-key', SERVER_TRUST_ID: 'trust' }),
  nonce: 'n',
  correlationId: 'corr-proxy-1',
  clientIp: '203.0.113.7',
});

function upstream(response: Response = Response.json({ ok: true })) {
  const calls: Array<{ url: string; init: RequestInit; headers: Headers; body: string }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body ? new TextDecoder().decode(init.body as Uint8Array) : '';
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
      headers: { 'content-type': 'application/json' },
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
