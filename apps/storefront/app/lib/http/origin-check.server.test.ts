import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isAllowedRequest, originCheck } from './origin-check.server.ts';

const own = 'https://shop.example';

describe('origin check on mutations', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('%s is never checked', (method) => {
    expect(isAllowedRequest({ method, origin: 'https://evil.example', referer: undefined, ownOrigin: own })).toBe(true);
  });

  it.each([
    ['same origin', 'https://shop.example', undefined, true],
    ['same origin, default port spelled out', 'https://shop.example:443', undefined, true],
    ['another site', 'https://evil.example', undefined, false],
    ['same host, other scheme', 'http://shop.example', undefined, false],
    ['same host, other port', 'https://shop.example:8443', undefined, false],
    ['a subdomain', 'https://www.shop.example', undefined, false],
    ['Origin: null', 'null', 'https://shop.example/en-us', false],
    ['no Origin, same-origin Referer', undefined, 'https://shop.example/en-us/p/x?y=1', true],
    ['no Origin, foreign Referer', undefined, 'https://evil.example/shop.example', false],
    ['neither header', undefined, undefined, false],
    ['garbage Origin', 'shop.example', undefined, false],
    ['Origin wins over Referer', 'https://evil.example', 'https://shop.example/en-us', false],
  ] as const)('POST, %s', (_name, origin, referer, allowed) => {
    expect(isAllowedRequest({ method: 'POST', origin, referer, ownOrigin: own })).toBe(allowed);
  });

  it.each([
    ['same-origin, Origin null (a no-referrer page)', 'same-origin', 'null', true],
    ['cross-site, even with our Origin', 'cross-site', own, false],
    ['same-site (another brand host of the same site)', 'same-site', own, false],
    ['none (typed address), foreign Origin', 'none', 'https://evil.example', false],
  ] as const)('POST with Sec-Fetch-Site, %s', (_name, fetchSite, origin, allowed) => {
    expect(isAllowedRequest({ method: 'POST', origin, referer: undefined, fetchSite, ownOrigin: own })).toBe(allowed);
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'post'])('%s is checked like POST', (method) => {
    expect(isAllowedRequest({ method, origin: 'https://evil.example', referer: undefined, ownOrigin: own })).toBe(
      false,
    );
  });
});

describe('originCheck() in Express', () => {
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let base = '';
  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.correlationId = 'corr-origin-1';
      next();
    });
    app.use(originCheck());
    app.all('/*path', (req, res) => {
      // What the handler after the check (React Router) sees of the Origin.
      res.set('x-origin-seen', req.headers.origin ?? 'none').json({ ran: true });
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a cross-site post with 403 in the spec’s error format, before any handler runs', async () => {
    const response = await fetch(`${base}/en-us/session`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=sign-out',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      errorDetails: [{ errorId: 'API403', message: 'This request did not come from this site, so it was not run.' }],
      appId: 'outsole-storefront',
      correlationId: 'corr-origin-1',
    });
  });

  it('lets a one-click unsubscribe POST (RFC 8058) through from anywhere, to that page only', async () => {
    const oneClick = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}?token=${'k'.repeat(43)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'List-Unsubscribe=One-Click',
      });
    // A mailbox provider's server sends no Origin; its webmail page a foreign one.
    expect(await (await oneClick('/en-us/email/unsubscribe')).json()).toEqual({ ran: true });
    // React Router would refuse a foreign Origin (its own CSRF check): the page never sees it.
    const webmail = await oneClick('/de-de/email/unsubscribe', { origin: 'https://mail.example' });
    expect(await webmail.json()).toEqual({ ran: true });
    expect(webmail.headers.get('x-origin-seen')).toBe('none');
    expect((await oneClick('/en-us/email/unsubscribe.data')).status).toBe(403);
    expect((await oneClick('/en-us/back-in-stock/unsubscribe')).status).toBe(403);
    expect((await oneClick('/en-us/email/unsubscribe/x')).status).toBe(403);
  });

  it('lets a same-origin post and any GET through', async () => {
    const post = await fetch(`${base}/api/cart/v1/item`, { method: 'POST', headers: { origin: base } });
    expect(await post.json()).toEqual({ ran: true });
    const get = await fetch(`${base}/en-us`, { headers: { origin: 'https://evil.example' } });
    expect(get.status).toBe(200);
    const bare = await fetch(`${base}/api/cart/v1/item`, { method: 'DELETE' });
    expect(bare.status).toBe(403);
  });
});
