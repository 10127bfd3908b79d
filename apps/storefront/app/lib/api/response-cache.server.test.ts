import { Catalog } from '@outsole/contracts/catalog';
import { describe, expect, it, vi } from 'vitest';

import { errorMessage } from '../i18n/catalogue.server.ts';
import { createApiClient } from './client.server.ts';
import { CACHE_KEY_HEADERS, createResponseCache, sharedCachePolicy, type Cacheable } from './response-cache.server.ts';

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';
/** What the api's catalog reads say (plugins/http-cache.ts after the security hook's Origin). */
const VARY = 'Origin, x-site-id, x-locale, x-testing';

describe('sharedCachePolicy', () => {
  it.each([
    [PUBLIC, { maxAgeMs: 60_000, staleMs: 300_000 }],
    ['public, max-age=60', { maxAgeMs: 60_000, staleMs: 0 }],
    ['public, max-age=10, s-maxage=30', { maxAgeMs: 30_000, staleMs: 0 }],
    ['Public, Max-Age="5"', { maxAgeMs: 5000, staleMs: 0 }],
    ['max-age=60', null], // not said to be shareable
    ['public, private, max-age=60', null],
    ['public, max-age=60, no-store', null],
    ['public, no-cache, max-age=60', null],
    ['public, max-age=0', null],
    ['public, max-age=soon', null],
    ['no-store', null],
    [null, null],
  ])('%s → %j', (header, policy) => {
    expect(sharedCachePolicy(header)).toEqual(policy);
  });
});

function harness(maxEntries = 10) {
  let time = 1_000_000;
  const cache = createResponseCache({ maxEntries, keyHeaders: ['x-site-id', 'x-locale'], now: () => time });
  let calls = 0;
  const answer =
    (cacheControl: string | null = PUBLIC, vary: string | null = 'x-site-id, x-locale') =>
    async (): Promise<Cacheable<{ n: number }>> => ({ value: { n: ++calls }, cacheControl, vary });
  const headers = (locale = 'en-us', site = 'stride-en-us') =>
    new Headers({ 'x-site-id': site, 'x-locale': locale, 'x-usid': `shopper-${Math.random()}` });
  return {
    cache,
    answer,
    headers,
    calls: () => calls,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createResponseCache', () => {
  it('serves a public answer again until it is stale, whoever asks', async () => {
    const h = harness();
    expect(await h.cache.get('/a', h.headers(), h.answer())).toEqual({ n: 1 });
    h.advance(59_000);
    expect(await h.cache.get('/a', h.headers(), h.answer())).toEqual({ n: 1 });
    expect(h.calls()).toBe(1);
  });

  it('keys by the scoping headers: another locale or site is another answer', async () => {
    const h = harness();
    await h.cache.get('/a', h.headers('en-us'), h.answer());
    expect(await h.cache.get('/a', h.headers('de-de'), h.answer())).toEqual({ n: 2 });
    expect(await h.cache.get('/a', h.headers('en-us', 'kestrel-en-us'), h.answer())).toEqual({ n: 3 });
    expect(await h.cache.get('/a', h.headers('de-de'), h.answer())).toEqual({ n: 2 });
  });

  it('serves a stale answer while one background call refreshes it, then the fresh one', async () => {
    const h = harness();
    await h.cache.get('/a', h.headers(), h.answer());
    h.advance(61_000);
    const [first, second] = await Promise.all([
      h.cache.get('/a', h.headers(), h.answer()),
      h.cache.get('/a', h.headers(), h.answer()),
    ]);
    expect([first, second]).toEqual([{ n: 1 }, { n: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.calls()).toBe(2);
    expect(await h.cache.get('/a', h.headers(), h.answer())).toEqual({ n: 2 });
  });

  it('calls again once an answer is past its stale window', async () => {
    const h = harness();
    await h.cache.get('/a', h.headers(), h.answer());
    h.advance(361_000);
    expect(await h.cache.get('/a', h.headers(), h.answer())).toEqual({ n: 2 });
  });

  it.each([
    ['private', 'private, max-age=60', 'x-site-id'],
    ['no-store', 'no-store', null],
    ['unmarked', null, null],
    ['varying on the shopper', PUBLIC, 'x-site-id, x-usid'],
    ['varying on anything', PUBLIC, '*'],
  ])('never keeps an answer that is %s', async (_name, cacheControl, vary) => {
    const h = harness();
    await h.cache.get('/a', h.headers(), h.answer(cacheControl, vary));
    expect(await h.cache.get('/a', h.headers(), h.answer(cacheControl, vary))).toEqual({ n: 2 });
    expect(h.cache.size).toBe(0);
  });

  it('shares one call between concurrent misses of a known public key only', async () => {
    const h = harness();
    // Unknown key: it could be private, so each caller gets its own answer.
    const unknown = await Promise.all([
      h.cache.get('/p', h.headers(), h.answer('private, max-age=60', null)),
      h.cache.get('/p', h.headers(), h.answer('private, max-age=60', null)),
    ]);
    expect(unknown).toEqual([{ n: 1 }, { n: 2 }]);

    await h.cache.get('/a', h.headers(), h.answer());
    h.advance(400_000); // expired, but known to be public
    const shared = await Promise.all([
      h.cache.get('/a', h.headers(), h.answer()),
      h.cache.get('/a', h.headers(), h.answer()),
    ]);
    expect(shared).toEqual([{ n: 4 }, { n: 4 }]);
  });

  it('keeps nothing from a failed call, and the next request calls again', async () => {
    const h = harness();
    await expect(h.cache.get('/a', h.headers(), () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await h.cache.get('/a', h.headers(), h.answer())).toEqual({ n: 1 });
  });

  it('evicts the least recently used answer beyond maxEntries', async () => {
    const h = harness(2);
    await h.cache.get('/a', h.headers(), h.answer());
    await h.cache.get('/b', h.headers(), h.answer());
    await h.cache.get('/a', h.headers(), h.answer()); // /a is now the most recently used
    await h.cache.get('/c', h.headers(), h.answer()); // evicts /b
    expect(h.cache.size).toBe(2);
    expect(await h.cache.get('/a', h.headers(), h.answer())).toEqual({ n: 1 });
    expect(await h.cache.get('/b', h.headers(), h.answer())).toEqual({ n: 4 });
  });

  it('is off with maxEntries 0', async () => {
    const h = harness(0);
    await h.cache.get('/a', h.headers(), h.answer());
    expect(await h.cache.get('/a', h.headers(), h.answer())).toEqual({ n: 2 });
  });

  it('freezes what it keeps outside production, so a loader cannot change it for everyone', async () => {
    const h = harness();
    const value = await h.cache.get('/a', h.headers(), h.answer());
    expect(() => {
      (value as { n: number }).n = 5;
    }).toThrow(TypeError);
  });
});

describe('the server api client with the cache', () => {
  const config = { apiUrl: 'http://api.test', apiAccessKey: 'key', serverTrustId: 'trust', apiTesting: undefined };
  const make = (cache: ReturnType<typeof createResponseCache>, fetch: typeof globalThis.fetch, usid: string) =>
    createApiClient({
      config,
      fetch,
      cache,
      correlationId: 'corr-1234567',
      usid,
      locale: 'en-us',
      siteId: 'stride-en-us',
      translate: (errorId, params) => errorMessage('en-us', errorId, params),
      report: () => undefined,
    });

  it('answers a second shopper from the cache, parsed and checked once, and never caches writes', async () => {
    const cache = createResponseCache({ maxEntries: 10, keyHeaders: CACHE_KEY_HEADERS });
    const fetch = vi.fn(async () =>
      Response.json({ categories: [] }, { headers: { 'cache-control': PUBLIC, vary: VARY } }),
    );
    const first = await make(cache, fetch as typeof globalThis.fetch, 'one').get('/products/v2/catalog', Catalog);
    const second = await make(cache, fetch as typeof globalThis.fetch, 'two').get('/products/v2/catalog', Catalog);
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);

    await make(cache, fetch as typeof globalThis.fetch, 'one').post('/products/v2/catalog', {}, Catalog);
    await make(cache, fetch as typeof globalThis.fetch, 'one').post('/products/v2/catalog', {}, Catalog);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks the api every time for an answer it does not mark public', async () => {
    const cache = createResponseCache({ maxEntries: 10, keyHeaders: CACHE_KEY_HEADERS });
    const fetch = vi.fn(async () => Response.json({ categories: [] }, { headers: { 'cache-control': 'no-store' } }));
    await make(cache, fetch as typeof globalThis.fetch, 'one').get('/products/v2/catalog', Catalog);
    await make(cache, fetch as typeof globalThis.fetch, 'two').get('/products/v2/catalog', Catalog);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
