import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SESSION_COOKIES } from '@outsole/contracts/auth';

import { FRESH_FEEDBACK_COOKIE } from '../api/fresh-feedback.server.ts';
import { parseConfig } from '../config.server.ts';
import { getRequestContext, notForPageCache } from '../request-context.server.ts';
import { SHOPPER_COOKIE_PREFIX } from '../session/cookies.server.ts';
import { MERGE_NOTICE_COOKIE } from '../session/merge-notice.server.ts';
import { USID_COOKIE } from '../session/usid.server.ts';
import { basketCookieName } from '../session/basket-cookie.server.ts';
import { REGION_PREFERENCE_COOKIE } from '../../features/site-shell/region-preference.server.ts';
import { FLASH_COOKIE } from '../flash.server.ts';
import { SHOPPER_IN_BROWSER_META } from '../session/session-summary.ts';
import {
  audienceOf,
  cacheablePage,
  cacheableRoutes,
  createPageStore,
  joinPage,
  pageCache,
  PAGE_CACHE_MARK,
  PAGE_CACHE_STATUS_HEADER,
  splitPage,
  withoutShopperCookies,
  withShopperMarker,
  type CachedPage,
} from './page-cache.server.ts';
import { getLoadContext, requestMiddleware } from './server-kit.server.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NONCE = 'bm9uY2Utbm9uY2Utbm9uYw==';
const CORRELATION = '6f1c1c8e-58a4-4b6a-9d3e-2b8f0f5a7c11';

describe('splitPage and joinPage', () => {
  it('put another response’s nonce and correlation id wherever the original’s were', () => {
    const body = Buffer.from(
      `<meta nonce="${NONCE}"><script nonce="${NONCE}">{"correlationId":"${CORRELATION}"}</script>é${NONCE}`,
    );
    const split = splitPage(body, { nonce: NONCE, correlationId: CORRELATION });
    expect(split?.tokens).toEqual(['nonce', 'nonce', 'correlationId', 'nonce']);
    const next = { nonce: 'YW5vdGhlci1ub25jZS12YWx1ZQ==', correlationId: '0a1b2c3d-0000-4000-8000-000000000001' };
    expect(joinPage(split!, next).toString()).toBe(
      `<meta nonce="${next.nonce}"><script nonce="${next.nonce}">{"correlationId":"${next.correlationId}"}</script>é${next.nonce}`,
    );
    expect(joinPage(split!, { nonce: NONCE, correlationId: CORRELATION }).equals(body)).toBe(true);
  });

  it('put the shopper’s marker before the head’s end, once', () => {
    const marker = `<meta name="${SHOPPER_IN_BROWSER_META}" content="signed-in">`;
    const page = `<html><head><meta nonce="${NONCE}"></head><body>${NONCE}</head></body>`;
    const split = splitPage(Buffer.from(page), { nonce: NONCE, correlationId: CORRELATION });
    const values = { nonce: 'YW5vdGhlci1ub25jZS12YWx1ZQ==', correlationId: CORRELATION };
    const joined = joinPage(split!, values, { servedFor: 'signed-in' }).toString();
    expect(joined).toBe(page.replaceAll(NONCE, values.nonce).replace('</head>', `${marker}</head>`));
    const noHead = splitPage(Buffer.from(`<p>${NONCE}</p>`), { nonce: NONCE, correlationId: CORRELATION });
    expect(joinPage(noHead!, values, { servedFor: 'guest' }).toString()).toBe(`<p>${values.nonce}</p>`);
  });

  it('refuses tokens too short to be told apart from the page', () => {
    expect(splitPage(Buffer.from('<p>abc</p>'), { nonce: 'abc', correlationId: CORRELATION })).toBeNull();
  });
});

describe('the page store', () => {
  const page = (bytes: number, staleUntil = Number.POSITIVE_INFINITY): CachedPage => ({
    parts: [Buffer.alloc(bytes)],
    tokens: [],
    headers: {},
    bytes,
    freshUntil: staleUntil,
    staleUntil,
  });

  it('keeps at most its bytes, least recently used out first', () => {
    const store = createPageStore({ maxBytes: 250 });
    store.set('a', page(100));
    store.set('b', page(100));
    expect(store.get('a')).toBeDefined(); // a is now the most recently used
    store.set('c', page(100));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('c')).toBeDefined();
    expect(store.bytes).toBe(200);
    store.set('huge', page(251));
    expect(store.get('huge')).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it('forgets a page once it has expired', () => {
    let time = 0;
    const store = createPageStore({ maxBytes: 1000, now: () => time });
    store.set('a', page(10, 60_000));
    time = 59_999;
    expect(store.get('a')).toBeDefined();
    time = 60_000;
    expect(store.get('a')).toBeUndefined();
    expect(store.bytes).toBe(0);
  });
});

describe('the page store’s queries per page', () => {
  const page = (bytes: number): CachedPage => ({
    parts: [Buffer.alloc(bytes)],
    tokens: [],
    headers: {},
    bytes,
    freshUntil: Number.POSITIVE_INFINITY,
    staleUntil: Number.POSITIVE_INFINITY,
  });
  const key = (target: string) => `http://stride.localhost\n\nperson\n${target}`;

  it('keeps at most maxVariants queries of one page, its least recently used going first, other pages untouched', () => {
    const store = createPageStore({ maxBytes: 10_000, maxVariants: 3 });
    store.set(key('/en-us/p/a'), page(10));
    store.set(key('/en-us/p/b?x=0'), page(10));
    store.set(key('/en-us/p/a?x=1'), page(10));
    store.set(key('/en-us/p/a?x=2'), page(10));
    expect(store.get(key('/en-us/p/a'))).toBeDefined(); // now the page's most recently used
    store.set(key('/en-us/p/a?x=3'), page(10));
    expect(store.get(key('/en-us/p/a?x=1'))).toBeUndefined();
    for (const target of ['/en-us/p/a', '/en-us/p/a?x=2', '/en-us/p/a?x=3', '/en-us/p/b?x=0']) {
      expect(store.get(key(target)), target).toBeDefined();
    }
    // A flood of junk on one page leaves the rest of the cache alone.
    for (let n = 0; n < 1000; n += 1) store.set(key(`/en-us/p/a?junk=${n}`), page(10));
    expect(store.size).toBe(4);
    expect(store.bytes).toBe(40);
    expect(store.get(key('/en-us/p/b?x=0'))).toBeDefined();
  });
});

describe('which requests the cache may answer', () => {
  it('GETs of visitors without any of the storefront’s cookies, and of shoppers with a session', () => {
    expect(audienceOf('GET', {})).toBe('visitor');
    expect(audienceOf('GET', { cookie: '_ga=GA1.1.1; consent=all' })).toBe('visitor');
    expect(audienceOf('POST', {})).toBeNull();
    expect(audienceOf('HEAD', {})).toBeNull();
    for (const name of [
      ...Object.values(SESSION_COOKIES),
      USID_COOKIE,
      MERGE_NOTICE_COOKIE,
      basketCookieName('stride-en-us'),
      FLASH_COOKIE,
      FRESH_FEEDBACK_COOKIE,
    ]) {
      expect(name.startsWith(SHOPPER_COOKIE_PREFIX)).toBe(true);
      // A toast to show, the merged-cart notice, the shopper's own review: the next page is theirs.
      const own = [FLASH_COOKIE, MERGE_NOTICE_COOKIE, FRESH_FEEDBACK_COOKIE].includes(name);
      const audience = name === SESSION_COOKIES.loginMarker ? 'signed-in' : 'guest';
      expect(audienceOf('GET', { cookie: `_ga=1; ${name}=x` })).toBe(own ? null : audience);
      expect(audienceOf('POST', { cookie: `${name}=x` })).toBeNull();
    }
    expect(audienceOf('GET', { cookie: `${USID_COOKIE}=u; ${FLASH_COOKIE}=t` })).toBeNull();
    expect(audienceOf('GET', { cookie: `${SESSION_COOKIES.loginMarker}=1; ${FLASH_COOKIE}=t` })).toBeNull();
    expect(audienceOf('GET', { cookie: `${USID_COOKIE}=u; ${SESSION_COOKIES.loginMarker}=1` })).toBe('signed-in');
  });

  it('count the region a shopper chose as no cookie of the storefront’s: no page reads it, only `/`', () => {
    expect(REGION_PREFERENCE_COOKIE.startsWith(SHOPPER_COOKIE_PREFIX)).toBe(true);
    expect(audienceOf('GET', { cookie: `_ga=1; ${REGION_PREFERENCE_COOKIE}=de-de` })).toBe('visitor');
    expect(audienceOf('GET', { cookie: `${REGION_PREFERENCE_COOKIE}=de-de; ${USID_COOKIE}=u` })).toBe('guest');
    expect(withoutShopperCookies(`_ga=1; ${REGION_PREFERENCE_COOKIE}=de-de`)).toBe('_ga=1');
  });

  it('set the storefront’s cookies aside and keep everyone else’s', () => {
    expect(withoutShopperCookies(`_ga=1; ${USID_COOKIE}=u;consent=all; ${basketCookieName('stride-en-us')}=b`)).toBe(
      '_ga=1; consent=all',
    );
    expect(withoutShopperCookies(`${USID_COOKIE}=u`)).toBeNull();
    expect(withoutShopperCookies(undefined)).toBeNull();
  });

  it('mark a page for the browser to fill in the header just before its head ends', () => {
    const marker = (content: string) => `<meta name="${SHOPPER_IN_BROWSER_META}" content="${content}">`;
    const page = Buffer.from('<html><head><title>é</title></head><body></body>');
    expect(withShopperMarker(page, 'guest')?.toString()).toBe(
      `<html><head><title>é</title>${marker('guest')}</head><body></body>`,
    );
    expect(withShopperMarker(page, 'signed-in')?.toString()).toBe(
      `<html><head><title>é</title>${marker('signed-in')}</head><body></body>`,
    );
    expect(withShopperMarker(Buffer.from('<p>no head here</p>'), 'guest')).toBeNull();
  });
});

describe('cacheableRoutes', () => {
  // The shape of a server build's routes (root → locale pages), matched as React Router matches them.
  const module = (headers?: unknown) => ({ headers }) as unknown as ServerBuild['routes'][string] & object;
  const routes = {
    root: { id: 'root', path: '', module: module() },
    'routes/home': { id: 'routes/home', parentId: 'root', path: ':locale', index: true, module: module(cacheablePage) },
    'routes/product': {
      id: 'routes/product',
      parentId: 'root',
      path: ':locale/p/:product',
      module: module(cacheablePage),
    },
    'routes/cart': { id: 'routes/cart', parentId: 'root', path: ':locale/cart', module: module(() => new Headers()) },
    'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*', module: module() },
  } as unknown as ServerBuild['routes'];
  const cacheable = cacheableRoutes(routes);

  it('answers for the routes that mark their pages, pages and navigations’ data alike', () => {
    expect(cacheable('/en-us/p/nova-4-SRN239352')).toBe(true);
    expect(cacheable('/en-us/p/nova-4-SRN239352.data')).toBe(true);
    expect(cacheable('/en-us')).toBe(true);
    expect(cacheable('/en-us/')).toBe(true);
    expect(cacheable('/en-us/_.data')).toBe(true);
    expect(cacheable('/en-us/cart')).toBe(false);
    expect(cacheable('/en-us/cart.data')).toBe(false);
    expect(cacheable('/en-us/p/a/b')).toBe(false);
    expect(cacheable('/')).toBe(false);
  });
});

describe('pageCache() in Express', () => {
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let base = '';
  let time = 0;
  let renders = 0;
  /** `?how=held` pages wait for `release()`; `held` resolves once such a page has started. */
  let release = () => {};
  let started = () => {};
  let held = Promise.resolve();
  const hold = () => {
    started();
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  const holdNext = () => {
    held = new Promise<void>((resolve) => {
      started = resolve;
    });
  };
  const config = {
    ...parseConfig({
      PAGE_CACHE_MB: '1',
      STOREFRONT_BRAND_ORIGINS: 'stride=https://shop.stride.example,kestrel=https://kestrel.example',
    }),
    isProduction: false,
  };
  /** The Cookie header the last render saw. */
  let renderedWith: string | undefined;

  beforeAll(async () => {
    const app = express();
    app.use(requestMiddleware(config));
    app.use(compression());
    // Product and listing pages say they may be kept; the cart does not.
    const cacheableRoute = (path: string) => /^\/en-us\/[pc]\//.test(path);
    app.use(pageCache(config, { now: () => time, cacheableRoute }));
    // Stands in for React Router: a streamed page in two writes that shows this response's nonce and correlation id.
    app.all('/*path', (req, res) => {
      const ctx = getRequestContext(getLoadContext(config)(req, res));
      renders += 1;
      renderedWith = req.headers.cookie;
      const how = String(req.query.how ?? '');
      if (how === 'moved') {
        res.redirect(301, '/en-us/p/moved-here?colour=001#sizes');
        return;
      }
      if (how !== 'unmarked') res.setHeader(PAGE_CACHE_MARK, '1');
      if (how === 'cookie') res.append('Set-Cookie', 'outsole_flash=; Max-Age=0');
      res.status(how === 'missing' ? 404 : 200);
      res.setHeader(
        'content-type',
        { json: 'application/json', data: 'text/x-script' }[how] ?? 'text/html; charset=utf-8',
      );
      res.setHeader('cache-control', 'private, no-cache');
      res.write(`<html><head><meta property="csp-nonce" nonce="${ctx.nonce}"></head><body>`);
      const render = renders;
      void (how === 'held' ? hold() : Promise.resolve()).then(() =>
        setImmediate(() => {
          if (how === 'fails') notForPageCache(ctx);
          res.end(
            `<p>render ${render} of ${req.method} ${req.originalUrl} for ${req.get('user-agent')} · ÄÖÜ</p>` +
              `<script nonce="${ctx.nonce}">({"correlationId":"${ctx.correlationId}"})</script>` +
              // Long enough for compression (its threshold is 1 KB).
              `<!--${'-'.repeat(2048)}--></body></html>`,
          );
        }),
      );
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    // Each test starts with every page of the previous ones expired.
    time += 3_600_000;
  });

  /** A GET (or another method) read to its end with node:http, which sends any Host and leaves the body as sent. */
  const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        `${base}${path}`,
        { method, headers: { 'user-agent': BROWSER, ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, body: raw.toString() });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  const get = (path: string, headers: Record<string, string> = {}) => request(path, headers);
  const cacheStatus = (response: { headers: IncomingHttpHeaders }) =>
    response.headers[PAGE_CACHE_STATUS_HEADER] ?? null;
  const nonceOf = (response: { headers: IncomingHttpHeaders }) =>
    /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;

  it('renders a page once, then serves it with each response’s own nonce and correlation id', async () => {
    const logged: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
      logged.push(String(line));
      return true;
    });
    const first = await get('/en-us/c/shoes-1');
    const firstBody = first.body;
    expect(cacheStatus(first)).toBe('miss');
    expect(first.headers[PAGE_CACHE_MARK]).toBeUndefined();

    const second = await get('/en-us/c/shoes-1');
    const secondBody = second.body;
    expect(second.status).toBe(200);
    expect(cacheStatus(second)).toBe('hit');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers[PAGE_CACHE_MARK]).toBeUndefined();
    const nonce = nonceOf(second);
    const correlationId = String(second.headers['x-correlation-id']);
    expect(nonce).not.toBe(nonceOf(first));
    expect(secondBody).toBe(
      firstBody.replaceAll(nonceOf(first), nonce).replace(String(first.headers['x-correlation-id']), correlationId),
    );
    expect(secondBody).toContain('render 1 of GET');
    // The access log says which answers were copies.
    write.mockRestore();
    const lines = logged.map((line) => JSON.parse(line) as { path: string; pageCache?: string });
    expect(lines.filter((line) => line.path === '/en-us/c/shoes-1').map((line) => line.pageCache)).toEqual([
      'miss',
      'hit',
    ]);
    expect(secondBody).toContain('· ÄÖÜ');
  });

  it('compresses a copy as it would the page', async () => {
    // Kept from a compressed answer, served plain; kept from a plain one, served compressed.
    const compressed = await get('/en-us/p/gzip', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const plain = await get('/en-us/p/gzip');
    expect(cacheStatus(plain)).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`nonce="${nonceOf(plain)}"`);
    await get('/en-us/p/zip');
    const response = await get('/en-us/p/zip', { 'accept-encoding': 'gzip' });
    expect(cacheStatus(response)).toBe('hit');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.raw).toString()).toContain(`nonce="${nonceOf(response)}"`);
  });

  it('keeps a navigation’s data (React Router’s .data answers) as it keeps pages', async () => {
    const path = '/en-us/c/shoes-1.data?_routes=routes%2Fcategory&how=data';
    expect(cacheStatus(await get(path))).toBe('miss');
    const copy = await get(path);
    expect(cacheStatus(copy)).toBe('hit');
    expect(copy.headers['content-type']).toBe('text/x-script');
  });

  it('keeps one page per URL, query, brand and kind of reader', async () => {
    await get('/en-us/search?q=trail');
    const other = await get('/en-us/search?q=road');
    expect(cacheStatus(other)).toBe('miss');
    const otherBrand = await get('/en-us/search?q=trail', { host: 'kestrel.example' });
    expect(cacheStatus(otherBrand)).toBe('miss');
    const crawler = await get('/en-us/search?q=trail', {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    expect(cacheStatus(crawler)).toBe('miss');
    expect(cacheStatus(await get('/en-us/search?q=trail'))).toBe('hit');
  });

  it('keeps one page per brand where the brand has a public origin: a made-up Host is not a page of its own (t2-F4)', async () => {
    const path = '/en-us/search?q=hosts';
    const stride = { host: 'shop.stride.example' };
    expect(cacheStatus(await get(path, stride))).toBe('miss');
    for (const host of ['r1.example', 'r2.example:8080', '203.0.113.9', 'SHOP.STRIDE.EXAMPLE.']) {
      expect(cacheStatus(await get(path, { host })), host).toBe('hit');
    }
    // Kestrel's hosts are Kestrel's page.
    expect(cacheStatus(await get(path, { host: 'kestrel.example' }))).toBe('miss');
    expect(cacheStatus(await get(path, { host: 'kestrel.example' }))).toBe('hit');
  });

  it('serves every click of a campaign the page’s one copy, rendered without the campaign’s parameters', async () => {
    const first = await get('/en-us/p/campaign?size=9&gclid=Cj0KCQ1&colour=001&utm_source=news');
    expect(cacheStatus(first)).toBe('miss');
    // Rendered for the page's own URL, the other parameters as they were written, in their order.
    expect(first.body).toContain('of GET /en-us/p/campaign?size=9&colour=001 for');
    expect(first.body).not.toMatch(/gclid|utm_|news/);
    for (const query of [
      '?size=9&colour=001',
      '?size=9&colour=001&gclid=Cj0KCQ2',
      '?fbclid=IwAR1&size=9&colour=001',
      '?utm_source=news&utm_medium=email&size=9&utm_campaign=spring&colour=001&utm_term=x&utm_content=y',
      '?size=9&msclkid=1&colour=001&dclid=2&gbraid=3&wbraid=4&_ga=5&mc_cid=6&mc_eid=7&UTM_Source=8',
    ]) {
      const copy = await get(`/en-us/p/campaign${query}`);
      expect(cacheStatus(copy), query).toBe('hit');
      expect(
        copy.body
          .replaceAll(nonceOf(copy), nonceOf(first))
          .replace(String(copy.headers['x-correlation-id']), String(first.headers['x-correlation-id'])),
        query,
      ).toBe(first.body);
    }
    // Another order of the page's own parameters, or another value, is another page (as written: no sorting).
    expect(cacheStatus(await get('/en-us/p/campaign?colour=001&size=9&gclid=1'))).toBe('miss');
    expect(cacheStatus(await get('/en-us/p/campaign?size=10&colour=001&gclid=1'))).toBe('miss');
    // A landing with nothing but a campaign is the bare page.
    await get('/en-us/c/campaign');
    expect(cacheStatus(await get('/en-us/c/campaign?utm_source=news&gclid=1'))).toBe('hit');
    // A parameter whose name merely contains one is the page's own.
    expect(cacheStatus(await get('/en-us/c/campaign?utmost=1'))).toBe('miss');
  });

  it('counts a campaign’s parameters neither in a page’s query variants nor in its key’s length', async () => {
    await get('/en-us/p/clicks');
    for (let n = 0; n < 40; n += 1) expect(cacheStatus(await get(`/en-us/p/clicks?gclid=${n}`))).toBe('hit');
    const long = `/en-us/p/clicks?gclid=${'x'.repeat(4000)}`;
    expect(cacheStatus(await get(long))).toBe('hit');
  });

  it('gives a redirect of a page rendered without the campaign’s parameters its campaign back', async () => {
    const moved = await get('/en-us/p/old?utm_source=news&how=moved&gclid=1');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/en-us/p/moved-here?colour=001&utm_source=news&gclid=1#sizes');
    expect((await get('/en-us/p/old?how=moved')).headers.location).toBe('/en-us/p/moved-here?colour=001#sizes');
  });

  it('leaves the campaign’s parameters to pages that are never kept, a navigation’s data and fresh pages', async () => {
    const cart = await get('/en-us/cart?how=unmarked&utm_source=news');
    expect(cart.body).toContain('of GET /en-us/cart?how=unmarked&utm_source=news for');
    const data = await get('/en-us/c/shoes-1.data?utm_source=news&_routes=routes%2Fcategory&how=data');
    expect(data.body).toContain('of GET /en-us/c/shoes-1.data?utm_source=news&_routes=routes%2Fcategory&how=data');
    const fresh = await get('/en-us/c/shoes-1?bypassAllCache=true&utm_source=news');
    expect(fresh.body).toContain('of GET /en-us/c/shoes-1?bypassAllCache=true&utm_source=news for');
  });

  const marker = `<meta name="${SHOPPER_IN_BROWSER_META}" content="guest">`;
  const shopper = {
    cookie: `_ga=GA1.1.2; ${SESSION_COOKIES.accessToken}=a.b.c; ${basketCookieName('stride-en-us')}=b1`,
  };
  const signedIn = { cookie: `${shopper.cookie}; ${SESSION_COOKIES.loginMarker}=1` };

  it('serves a shopper with a session the visitor’s page, marked for the browser to fill in the header', async () => {
    const visitor = await get('/en-us/p/session');
    const copy = await get('/en-us/p/session', shopper);
    expect(cacheStatus(copy)).toBe('hit');
    expect(copy.headers['set-cookie']).toBeUndefined();
    expect(copy.body).toContain(`${marker}</head>`);
    expect(copy.body.replace(marker, '')).toBe(
      visitor.body
        .replaceAll(nonceOf(visitor), nonceOf(copy))
        .replace(String(visitor.headers['x-correlation-id']), String(copy.headers['x-correlation-id'])),
    );
    // Visitors never get the marker.
    expect((await get('/en-us/p/session')).body).not.toContain(SHOPPER_IN_BROWSER_META);
  });

  it('serves a signed-in shopper the visitor’s page too, marked as served to someone signed in', async () => {
    const signedInMarker = `<meta name="${SHOPPER_IN_BROWSER_META}" content="signed-in">`;
    const rendersBefore = renders;
    const first = await get('/en-us/p/signed-in', signedIn);
    expect(cacheStatus(first)).toBe('miss');
    expect(renderedWith).toBe('_ga=GA1.1.2');
    expect(first.body).toContain(`${signedInMarker}</head>`);
    const copy = await get('/en-us/p/signed-in', signedIn);
    expect(cacheStatus(copy)).toBe('hit');
    expect(copy.headers['set-cookie']).toBeUndefined();
    expect(copy.body).toContain(`${signedInMarker}</head>`);
    expect(copy.body).not.toContain(marker);
    const guest = await get('/en-us/p/signed-in', shopper);
    expect(guest.body).toContain(`${marker}</head>`);
    expect(guest.body).not.toContain(signedInMarker);
    const visitor = await get('/en-us/p/signed-in');
    expect(cacheStatus(visitor)).toBe('hit');
    expect(visitor.body).not.toContain(SHOPPER_IN_BROWSER_META);
    expect(renders).toBe(rendersBefore + 1);
    // Pages not marked cacheable stay theirs.
    const cart = await get('/en-us/cart', signedIn);
    expect(cacheStatus(cart)).toBeNull();
    expect(renderedWith).toBe(signedIn.cookie);
  });

  it('renders a shopper’s page as a visitor’s, without the storefront’s cookies, and keeps it for everyone', async () => {
    const rendersBefore = renders;
    const first = await get('/en-us/p/first-for-shopper', { ...shopper, 'accept-encoding': 'gzip' });
    expect(cacheStatus(first)).toBe('miss');
    expect(renderedWith).toBe('_ga=GA1.1.2');
    expect(gunzipSync(first.raw).toString()).toContain(`${marker}</head>`);
    const visitor = await get('/en-us/p/first-for-shopper');
    expect(cacheStatus(visitor)).toBe('hit');
    expect(visitor.body).not.toContain(SHOPPER_IN_BROWSER_META);
    expect(renders).toBe(rendersBefore + 1);
    // Without any other cookie, the render saw none.
    await get('/en-us/p/first-for-shopper-2', { cookie: `${USID_COOKIE}=u` });
    expect(renderedWith).toBeUndefined();
  });

  it('serves a shopper who only chose a region as a visitor, on every page, and renders without the choice', async () => {
    const chose = { cookie: `_ga=GA1.1.3; ${REGION_PREFERENCE_COOKIE}=de-de` };
    const first = await get('/en-us/p/about-region?x=1', chose);
    expect(cacheStatus(first)).toBe('miss');
    expect(renderedWith).toBe('_ga=GA1.1.3');
    expect(first.body).not.toContain(SHOPPER_IN_BROWSER_META);
    const again = await get('/en-us/p/about-region?x=1', { cookie: `${REGION_PREFERENCE_COOKIE}=fr-fr` });
    expect(cacheStatus(again)).toBe('hit');
    // A page that is never kept (as `/`, which reads it: root-redirect.ts) still gets it.
    await get('/en-us/region-read', chose);
    expect(renderedWith).toBe(chose.cookie);
  });

  it('renders pages that are not marked for a shopper with their cookies, and keeps none of them', async () => {
    const rendersBefore = renders;
    for (let i = 0; i < 2; i++) {
      const cart = await get('/en-us/cart', shopper);
      expect(cacheStatus(cart)).toBeNull();
      expect(renderedWith).toBe(shopper.cookie);
      expect(cart.body).not.toContain(SHOPPER_IN_BROWSER_META);
    }
    expect(renders).toBe(rendersBefore + 2);
  });

  it.each([FLASH_COOKIE, MERGE_NOTICE_COOKIE, FRESH_FEEDBACK_COOKIE])(
    'renders the page for a shopper with %s, with their cookies, and does not keep it',
    async (name) => {
      await get('/en-us/p/own');
      const cookie = `${shopper.cookie}; ${name}=x`;
      const own = await get('/en-us/p/own', { cookie });
      expect(cacheStatus(own)).toBeNull();
      expect(renderedWith).toBe(cookie);
      expect(own.body).not.toContain(SHOPPER_IN_BROWSER_META);
      expect(cacheStatus(await get('/en-us/p/own'))).toBe('hit');
    },
  );

  it('renders a page a shopper asks for as their own (?write=) with their cookies, page and data, and keeps none', async () => {
    const rendersBefore = renders;
    for (const path of [
      '/en-us/p/write-form?write=review',
      '/en-us/p/write-form?colour=001&write=question',
      '/en-us/p/write-form.data?write=review&_routes=routes%2Fproduct&how=data',
    ]) {
      for (let i = 0; i < 2; i++) {
        for (const cookie of [shopper.cookie, `${USID_COOKIE}=u; ${SESSION_COOKIES.loginMarker}=1`]) {
          const own = await get(path, { cookie });
          expect(cacheStatus(own)).toBeNull();
          expect(renderedWith).toBe(cookie);
          expect(own.body).not.toContain(SHOPPER_IN_BROWSER_META);
        }
      }
    }
    expect(renders).toBe(rendersBefore + 12);
    // A visitor's is anyone's: kept, and never served to a shopper with a session.
    await get('/en-us/p/write-form?write=review');
    expect(cacheStatus(await get('/en-us/p/write-form?write=review'))).toBe('hit');
    expect(cacheStatus(await get('/en-us/p/write-form?write=review', shopper))).toBeNull();
    // The page without it is a kept page as ever.
    await get('/en-us/p/write-form');
    expect(cacheStatus(await get('/en-us/p/write-form', shopper))).toBe('hit');
  });

  it('serves a shopper a navigation’s data from a copy only when the root route’s data is not asked for', async () => {
    const pageData = '/en-us/c/shoes-1.data?_routes=routes%2Fcategory&how=data';
    await get(pageData);
    const copy = await get(pageData, shopper);
    expect(cacheStatus(copy)).toBe('hit');
    expect(copy.body).not.toContain(SHOPPER_IN_BROWSER_META);
    for (const withRoot of [
      '/en-us/c/shoes-1.data?how=data',
      '/en-us/c/shoes-1.data?_routes=root%2Croutes%2Fcategory&how=data',
    ]) {
      await get(withRoot);
      const rendered = await get(withRoot, shopper);
      expect(cacheStatus(rendered)).toBeNull();
      expect(renderedWith).toBe(shopper.cookie);
    }
  });

  it.each([
    ['a route that does not mark its page', '?how=unmarked', null],
    ['a page that sets a cookie', '?how=cookie', 'miss'],
    ['a page that is not a 200', '?how=missing', 'miss'],
    ['an answer that is not HTML', '?how=json', 'miss'],
    ['a page that failed while rendering', '?how=fails', 'miss'],
  ])('never keeps %s', async (_name, query, status) => {
    const first = await get(`/en-us/p/x${query}`);
    expect(cacheStatus(first)).toBe(status);
    const again = await get(`/en-us/p/x${query}`);
    expect(cacheStatus(again)).toBe(status);
    expect(again.headers[PAGE_CACHE_MARK]).toBeUndefined();
  });

  it('does not keep a page rendered under a caller’s correlation id, but serves a copy under one', async () => {
    const callerId = 'caller-chosen-id-0001';
    await get('/en-us/p/traced', { 'x-correlation-id': callerId });
    expect(cacheStatus(await get('/en-us/p/traced'))).toBe('miss');
    const copy = await get('/en-us/p/traced', { 'x-correlation-id': callerId });
    expect(cacheStatus(copy)).toBe('hit');
    expect(copy.body).toContain(`"correlationId":"${callerId}"`);
  });

  it('renders again once the page is older than PAGE_CACHE_TTL_S', async () => {
    await get('/en-us/c/fresh');
    time += config.pageCacheTtlMs - 1;
    expect(cacheStatus(await get('/en-us/c/fresh'))).toBe('hit');
    time += 1;
    expect(cacheStatus(await get('/en-us/c/fresh'))).toBe('miss');
  });

  it('while one request renders a page past its time again, serves the others the old copy', async () => {
    const path = '/en-us/c/popular?how=held';
    holdNext();
    const first = get(path);
    await held;
    release();
    const original = await first;
    expect(cacheStatus(original)).toBe('miss');
    time += config.pageCacheTtlMs;

    holdNext();
    const refresh = get(path);
    await held;
    const meanwhile = await get(path);
    expect(cacheStatus(meanwhile)).toBe('stale');
    expect(meanwhile.body).toContain(/render \d+/.exec(original.body)![0]);
    expect(meanwhile.body).toContain(`nonce="${nonceOf(meanwhile)}"`);
    release();
    const refreshed = await refresh;
    expect(cacheStatus(refreshed)).toBe('miss');
    const after = await get(path);
    expect(cacheStatus(after)).toBe('hit');
    expect(after.body).toContain(/render \d+/.exec(refreshed.body)![0]);
    expect(/render \d+/.exec(refreshed.body)![0]).not.toBe(/render \d+/.exec(original.body)![0]);
  });

  it('forgets a page a few seconds past its time: it is rendered, not served stale', async () => {
    await get('/en-us/c/gone');
    time += config.pageCacheTtlMs + 10_000;
    expect(cacheStatus(await get('/en-us/c/gone'))).toBe('miss');
  });

  it('renders a page asked for with ?bypassAllCache=true or as a preview, and keeps none of them', async () => {
    await get('/en-us/c/fresh-please');
    for (const query of ['?bypassAllCache=true', '?preview=true', '?p13n_testcontext=a']) {
      for (let i = 0; i < 2; i++) {
        const response = await get(`/en-us/c/fresh-please${query}`);
        expect(cacheStatus(response)).toBeNull();
        expect(response.headers[PAGE_CACHE_MARK]).toBeUndefined();
      }
    }
    expect(cacheStatus(await get('/en-us/c/fresh-please'))).toBe('hit');
    await get('/en-us/c/fresh-please?preview=false');
    expect(cacheStatus(await get('/en-us/c/fresh-please?preview=false'))).toBe('hit');
  });

  it('never answers POST or HEAD from the cache', async () => {
    await get('/en-us/p/post');
    expect((await request('/en-us/p/post', {}, 'POST')).body).toContain('of POST');
    expect(cacheStatus(await request('/en-us/p/post', {}, 'HEAD'))).toBeNull();
  });
});

describe('pageCache() turned off', () => {
  it('only takes the route’s mark off', async () => {
    const app = express();
    app.use(pageCache({ pageCacheBytes: 0, pageCacheTtlMs: 60_000 }));
    app.get('/*path', (_req, res) => {
      res.setHeader(PAGE_CACHE_MARK, '1');
      res.type('html').send('<p>page</p>');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/en-us`;
      for (let i = 0; i < 2; i++) {
        const response = await fetch(url);
        expect(await response.text()).toBe('<p>page</p>');
        expect(response.headers.has(PAGE_CACHE_MARK)).toBe(false);
        expect(response.headers.has(PAGE_CACHE_STATUS_HEADER)).toBe(false);
      }
    } finally {
      server.close();
    }
  });
});
