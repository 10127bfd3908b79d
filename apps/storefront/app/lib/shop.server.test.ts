import { afterEach, describe, expect, it, vi } from 'vitest';

import { createMockFetch } from './api/mock/mock-fetch.server.ts';
import type { MockHandlers } from './api/mock/mock-types.ts';
import { parseConfig } from './config.server.ts';
import { displayLocaleFor } from './i18n/locale.ts';
import { createRequestContext } from './request-context.server.ts';
import { brandForHost, catalogFor, countriesFor, requireSite, resolveShop } from './shop.server.ts';

const config = parseConfig({ API_MOCK: 'true', BRAND_HOSTS: 'kestrel.localhost=kestrel,kestrel.example=kestrel' });

function context() {
  return createRequestContext({ config, nonce: 'n', correlationId: 'corr-shop-1' });
}

describe('shop resolution', () => {
  it.each([
    ['kestrel.localhost', 'kestrel'],
    ['KESTREL.example.', 'kestrel'],
    ['kestrel.localhost:3000', 'kestrel'],
    ['localhost', 'stride'],
    ['shop.example', 'stride'],
  ])('host %s → brand %s', (host, brand) => {
    expect(brandForHost(host, config)).toBe(brand);
  });

  it.each([
    ['de-de', 'de-de'],
    ['de-at', 'de-de'],
    ['fr-ca', 'fr-fr'],
    ['es-es', 'en-us'],
    ['about', 'en-us'],
    [undefined, 'en-us'],
  ])('pages for %s are shown in %s', (segment, locale) => {
    expect(displayLocaleFor(segment, 'en-us')).toBe(locale);
  });

  it('finds the site {brand}-{locale} and shares it between the loaders of one request', async () => {
    const ctx = context();
    const request = new Request('http://localhost:3000/ja-jp');
    const first = resolveShop(ctx, request, 'ja-jp');
    expect(resolveShop(ctx, request, 'ja-jp')).toBe(first);
    expect(await first).toMatchObject({ siteId: 'stride-ja-jp', localeInUrl: true, site: { currency: 'JPY' } });
  });

  it('answers 404 for an unsupported locale and for a brand without a site in the locale', async () => {
    await expect(requireSite(context(), new Request('http://localhost/es-es'), 'es-es')).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(requireSite(context(), new Request('http://kestrel.localhost/de-de'), 'de-de')).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(requireSite(context(), new Request('http://kestrel.localhost/en-gb'), 'en-gb')).resolves.toMatchObject(
      {
        siteId: 'kestrel-en-gb',
      },
    );
  });
});

describe('reference data shared between requests', () => {
  /** The network transport (no API_MOCK) stubbed with the mock answers, counting the calls per path. */
  function api(handlers: MockHandlers = {}, env: Record<string, string> = {}) {
    const mock = createMockFetch({ nodeEnv: 'test', handlers });
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => mock(input, init));
    vi.stubGlobal('fetch', fetch);
    const config = parseConfig({ API_URL: 'http://api.test', ...env });
    const calls = (path: string) =>
      fetch.mock.calls.filter(([input]) => new URL(String(input)).pathname.startsWith(path)).length;
    let requests = 0;
    const request = async (url = 'http://localhost/en-us') => {
      const ctx = createRequestContext({ config, nonce: 'n', correlationId: `corr-${++requests}` });
      const shop = await resolveShop(ctx, new Request(url), new URL(url).pathname.split('/')[1]);
      const catalog = shop.site ? await catalogFor(ctx, shop) : null;
      return { ctx, shop, catalog };
    };
    return { calls, request };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the api for the site and the catalog once for many page views', async () => {
    const { calls, request } = api();
    const first = await request();
    const second = await request();
    expect(second.shop.site).toBe(first.shop.site);
    expect(second.catalog).toBe(first.catalog);
    expect(calls('/sites/v1/sites/')).toBe(1);
    expect(calls('/products/v2/catalog')).toBe(1);
    await request('http://localhost/de-de');
    expect(calls('/sites/v1/sites/')).toBe(2);
  });

  it('asks for the country list once per site and locale: every signed-out page offers it (sign-up mobile)', async () => {
    const { calls, request } = api();
    const lists = [];
    for (const url of ['http://localhost/en-us', 'http://localhost/en-us/c/shoes-1', 'http://localhost/de-de']) {
      const { ctx, shop } = await request(url);
      lists.push(await countriesFor(ctx, { locale: shop.locale, siteId: shop.siteId }));
    }
    expect(lists[1]).toBe(lists[0]);
    expect(lists[0]?.countries.length).toBeGreaterThan(0);
    expect(calls('/consumers-v3/utilities/countryList')).toBe(2);
  });

  it('asks every time with REFERENCE_CACHE_TTL_MS=0', async () => {
    const { calls, request } = api({}, { REFERENCE_CACHE_TTL_MS: '0' });
    await request();
    await request();
    expect(calls('/sites/v1/sites/')).toBe(2);
    expect(calls('/products/v2/catalog')).toBe(2);
  });

  it('keeps "no such site", but not a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const { calls, request } = api({
      'GET /products/v2/catalog': () =>
        failing
          ? { status: 500, body: { errorDetails: [{ errorId: 'GEN500', message: 'down' }] } }
          : { body: { categories: [] } },
    });
    await expect(request()).rejects.toMatchObject({ status: 500 });
    failing = false;
    expect((await request()).catalog).toEqual({ categories: [] });
    expect(calls('/products/v2/catalog')).toBe(2);

    const missing = api({
      'GET /sites/v1/sites/{siteId}': () => ({
        status: 404,
        body: { errorDetails: [{ errorId: 'API404', message: 'No site' }] },
      }),
    });
    expect((await missing.request()).shop).toMatchObject({ site: null, failure: null });
    expect((await missing.request()).shop).toMatchObject({ site: null, failure: null });
    expect(missing.calls('/sites/v1/sites/')).toBe(1);
  });

  it('tells every page that waited on a shared call about bot protection (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { request } = api({
      'GET /sites/v1/sites/{siteId}': () => ({
        status: 403,
        body: { errorDetails: [{ errorId: 'API403', message: 'blocked' }], appId: 'shield-1' },
      }),
    });
    const pages = await Promise.all([request(), request()]);
    for (const { ctx, shop } of pages) {
      expect(shop.failure).toBeTruthy();
      expect(ctx.signals.botProtection).toMatchObject({ appId: 'shield-1' });
    }
  });
});
