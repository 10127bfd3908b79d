import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { parseConfig } from '../config.server.ts';
import { silentApi } from '../session/session-test-kit.ts';
import { imageProxy, proxyImage } from './image-proxy.server.ts';

const config = parseConfig({ API_URL: 'http://api.test', API_ACCESS_KEY: 'secret-key', SERVER_TRUST_ID: 'trust-id' });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"></svg>';
const ETAG = '"abc123"';

/** A stand-in api: the image with its headers, 304 on a matching If-None-Match, 404 for anything else. */
function fakeApi() {
  const calls: Array<{ url: string; headers: Headers; method: string }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({ url: String(input), headers, method: init.method ?? 'GET' });
    if (!String(input).endsWith('/images/products/ABC12345/001/side.svg')) {
      return Response.json(
        { errorDetails: [{ errorId: 'API404', message: 'No such product image.' }] },
        { status: 404 },
      );
    }
    const cache = {
      'cache-control': 'public, max-age=31536000, immutable',
      etag: ETAG,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
      'set-cookie': 'tracking=1',
    };
    if (headers.get('if-none-match') === ETAG) return new Response(null, { status: 304, headers: cache });
    return new Response(SVG, { status: 200, headers: { ...cache, 'content-type': 'image/svg+xml; charset=utf-8' } });
  });
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const ctx = { config, correlationId: 'corr-image-1', clientIp: '203.0.113.7' };

describe('proxyImage', () => {
  it('forwards the path without the access key, with trust id and shopper address, and passes cache headers', async () => {
    const { fetch, calls } = fakeApi();
    const response = await proxyImage(
      new Request('http://shop.test/images/products/ABC12345/001/side.svg?v=1', {
        headers: { cookie: 'session=1', 'x-access-key': 'forged' },
      }),
      ctx,
      fetch,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SVG);
    expect(calls[0]!.url).toBe('http://api.test/images/products/ABC12345/001/side.svg');
    expect(calls[0]!.headers.has('x-access-key')).toBe(false);
    expect(calls[0]!.headers.has('cookie')).toBe(false);
    expect(calls[0]!.headers.get('x-server-trust-id')).toBe('trust-id');
    expect(calls[0]!.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(calls[0]!.headers.get('x-correlation-id')).toBe('corr-image-1');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(ETAG);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.has('set-cookie')).toBe(false);
  });

  it('passes If-None-Match and the 304', async () => {
    const { fetch } = fakeApi();
    const response = await proxyImage(
      new Request('http://shop.test/images/products/ABC12345/001/side.svg', { headers: { 'if-none-match': ETAG } }),
      ctx,
      fetch,
    );
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(ETAG);
  });

  it.each(['/images/../api/secret', '/images//evil.test/x', '/images/%2e%2e/x', '/images/'])(
    'refuses %s without calling the api',
    async (path) => {
      const { fetch, calls } = fakeApi();
      const response = await proxyImage(new Request(`http://shop.test${path}`), ctx, fetch);
      expect(response.status).toBe(404);
      expect(calls).toHaveLength(0);
    },
  );

  it('answers 502 when the api is unreachable, and logs it as an error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const response = await proxyImage(
      new Request('http://shop.test/images/products/ABC12345/001/side.svg'),
      ctx,
      failing,
    );
    expect(response.status).toBe(502);
    expect(spy).toHaveBeenCalledOnce();
    expect(JSON.parse(String(spy.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      msg: 'image proxy could not reach the api',
      path: '/images/products/ABC12345/001/side.svg',
    });
    spy.mockRestore();
  });

  it('answers 504 when the api does not answer in time', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await proxyImage(
      new Request('http://shop.test/images/products/ABC12345/001/side.svg'),
      ctx,
      silentApi,
      { timeoutMs: 50 },
    );
    expect(response.status).toBe(504);
    expect(JSON.parse(String(spy.mock.calls[0]?.[0]))).toMatchObject({
      msg: 'image proxy: the api did not answer in time',
    });
    spy.mockRestore();
  });

  it('logs nothing when the shopper went away before the api answered: 499', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shopper = new AbortController();
    const aborted = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      shopper.abort();
      throw init.signal?.reason ?? new Error('no signal passed');
    }) as typeof globalThis.fetch;
    const response = await proxyImage(
      new Request('http://shop.test/images/products/ABC12345/001/side.svg', { signal: shopper.signal }),
      ctx,
      aborted,
    );
    expect(response.status).toBe(499);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('imageProxy (Express)', () => {
  const api = fakeApi();
  let base = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    // As server.mjs: the page middleware has already set the page's headers; the image's replace them.
    app.use((_req, res, next) => {
      res.setHeader('content-security-policy', "default-src 'self'");
      next();
    });
    app.get('/images/*path', imageProxy(config, api.fetch));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('streams the image with its own headers, and 304 on a current ETag', async () => {
    const response = await fetch(`${base}/images/products/ABC12345/001/side.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SVG);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${base}/images/products/ABC12345/001/side.svg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('passes the api 404 through', async () => {
    const response = await fetch(`${base}/images/products/ABC12345/999/side.svg`);
    expect(response.status).toBe(404);
    expect((await response.json()) as unknown).toMatchObject({ errorDetails: [{ errorId: 'API404' }] });
  });
});

/** Waits for a condition set by another side of a connection (a few event-loop turns at most). */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe('imageProxy (Express) when the shopper goes away', () => {
  /** An api that answers slowly: headers after `release()`, or a first chunk then nothing until cancelled. */
  const state = { signal: null as AbortSignal | null, cancelled: false, calls: 0 };
  const slowApi = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    state.calls += 1;
    state.signal = init.signal ?? null;
    if (String(input).endsWith('/stalled.svg')) {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'));
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'image/svg+xml' } });
  }) as typeof globalThis.fetch;

  const handlerErrors: unknown[] = [];
  let base = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    app.get('/images/*path', imageProxy(config, slowApi));
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      handlerErrors.push(error);
      res.status(500).end();
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('cancels the api call and logs nothing when the shopper leaves before the answer', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.calls = 0;
    const shopper = new AbortController();
    const pending = fetch(`${base}/images/products/ABC12345/001/stalled.svg`, { signal: shopper.signal }).catch(
      () => 'aborted',
    );
    await until(() => state.calls === 1, 'the api call');
    shopper.abort();
    expect(await pending).toBe('aborted');
    await until(() => state.signal?.aborted === true, 'the api call to be cancelled');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spy).not.toHaveBeenCalled();
    expect(handlerErrors).toEqual([]);
    spy.mockRestore();
  });

  it('stops streaming and logs nothing when the shopper leaves mid-image', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.cancelled = false;
    const shopper = new AbortController();
    const response = await fetch(`${base}/images/products/ABC12345/001/side.svg`, { signal: shopper.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false); // the first chunk arrived: headers are sent
    shopper.abort();
    await until(() => state.cancelled, 'the api stream to be cancelled');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spy).not.toHaveBeenCalled();
    expect(handlerErrors).toEqual([]);
    spy.mockRestore();
  });
});
