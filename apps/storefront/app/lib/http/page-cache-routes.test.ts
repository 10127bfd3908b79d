import { Catalog } from '@outsole/contracts/catalog';
import { Site } from '@outsole/contracts/reference';
import { describe, expect, it } from 'vitest';

import { handleError } from '#app/entry.server.tsx';
import * as account from '#app/routes/account.tsx';
import * as cart from '#app/routes/cart.tsx';
import * as category from '#app/routes/category.tsx';
import * as home from '#app/routes/home.tsx';
import * as product from '#app/routes/product.tsx';
import * as resetPassword from '#app/routes/reset-password.tsx';
import * as search from '#app/routes/search.tsx';
import { apiFor } from '../api/api.server.ts';
import { mockCatalog } from '../api/mock/fixtures.ts';
import { parseConfig } from '../config.server.ts';
import { createLoadContext, getRequestContext } from '../request-context.server.ts';
import { cacheablePage, PAGE_CACHE_MARK } from './page-cache.server.ts';

/** How the storefront's routes and requests feed the page cache (page-cache.server.ts, docs/decisions/0022). */
const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test' });
const ticketed = () =>
  createLoadContext({ config, nonce: 'n', correlationId: 'corr-page-cache', pageCache: { keep: true } });

describe('pages the cache may keep', () => {
  it.each([
    ['home', home],
    ['category listing', category],
    ['product', product],
    ['search results', search],
  ])('the %s page marks itself, keeping its parents’ headers', (_name, route) => {
    expect(route.headers).toBe(cacheablePage);
    const parentHeaders = new Headers({ 'Cache-Control': 'private, no-cache' });
    const headers = cacheablePage({ parentHeaders });
    expect(headers.get(PAGE_CACHE_MARK)).toBe('1');
    expect(headers.get('cache-control')).toBe('private, no-cache');
  });

  it.each([
    ['cart', cart],
    ['account', account],
    ['reset password', resetPassword],
  ])('the %s page, a shopper’s own, does not', (_name, route) => {
    const headers = new Headers(
      route.headers({
        loaderHeaders: new Headers(),
        actionHeaders: new Headers(),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      } as never),
    );
    expect(headers.has(PAGE_CACHE_MARK)).toBe(false);
  });
});

describe('what keeps a render out of the cache', () => {
  it('a failed api call, whoever made it', async () => {
    const context = ticketed();
    const ctx = getRequestContext(context);
    const api = apiFor(ctx, { locale: 'en-us' }, async () => {
      throw new TypeError('fetch failed');
    });
    await expect(api.get('/sites/v1/sites/stride-en-us', Site)).rejects.toThrow(/could not reach the api/);
    expect(ctx.pageCache.keep).toBe(false);
  });

  it('a successful one does not', async () => {
    const ctx = getRequestContext(ticketed());
    await apiFor(ctx, { locale: 'en-us' }).get('/sites/v1/sites/stride-en-us', Site);
    expect(ctx.pageCache.keep).toBe(true);
  });

  it('a request with ?bypassAllCache=true reads the api as it is now, not the cache of public answers', async () => {
    const answers: number[] = [];
    const transport = async () => {
      answers.push(answers.length);
      return Response.json(mockCatalog('en-us'), { headers: { 'cache-control': 'public, max-age=60' } });
    };
    const read = async (bypassCache: boolean) => {
      const context = createLoadContext({ config, nonce: 'n', correlationId: 'corr-bypass-1', bypassCache });
      const ctx = getRequestContext(context);
      await apiFor(ctx, { locale: 'en-us', siteId: 'stride-en-us' }, transport).get(
        '/products/v2/catalog?levels=7',
        Catalog,
      );
    };
    await read(false);
    await read(false);
    expect(answers).toHaveLength(1);
    await read(true);
    await read(true);
    expect(answers).toHaveLength(3);
    await read(false);
    expect(answers).toHaveLength(3);
  });

  it('an error in a loader or while rendering (React Router’s handleError)', () => {
    const context = ticketed();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      handleError(new Error('render failed'), {
        request: new Request('http://localhost/en-us'),
        context,
        params: {},
      } as never);
    } finally {
      console.error = original;
    }
    expect(getRequestContext(context).pageCache.keep).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
