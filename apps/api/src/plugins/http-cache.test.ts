import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, createTestApp, type TestApp } from '../test/test-app.js';

describe('caching headers', () => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const search = await t.app.inject({
      method: 'GET',
      url: '/products/v2/search/productSearch?count=1',
      headers: AUTH,
    });
    productId = (search.json() as { hits: Array<{ productId: string }> }).hits[0]!.productId;
  });
  afterAll(() => t.close());

  it('lets shared caches keep catalog reads, varying on site and locale', async () => {
    for (const url of [
      `/products/v2/products/${productId}/details`,
      '/products/v2/search/productSearch?q=run',
      '/products/v2/search/autoSuggest?q=ru',
      '/products/v2/catalog',
      `/products/v2/products/${productId}/productSets`,
      `/products/v1/widgetRecommendations?productId=${productId}`,
      `/products/v1/products/${productId}/reviews`,
      `/products/v1/products/${productId}/reviews/questions`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: AUTH });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      expect(response.headers.vary, url).toBe('Origin, x-site-id, x-locale, x-testing');
    }
  });

  it('keeps Vary: Origin on a kept catalog read, so a shared cache never hands one origin’s CORS answer to another', async () => {
    const url = `/products/v2/products/${productId}/details`;
    const storefront = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...AUTH, origin: 'http://localhost:3000' },
    });
    expect(storefront.statusCode).toBe(200);
    expect(storefront.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(storefront.headers['cache-control']).toMatch(/^public, /);
    expect(String(storefront.headers.vary).split(', ')).toEqual(['Origin', 'x-site-id', 'x-locale', 'x-testing']);
    const other = await t.app.inject({ method: 'GET', url, headers: { ...AUTH, origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toBe(storefront.headers.vary);
  });

  it('never lets an error, a shopper-specific or an unmarked answer be kept', async () => {
    const cases = [
      { url: '/products/v2/products/NOSUCH123/details', status: 404 },
      { url: '/products/v2/search/productSearch?sort=sideways', status: 400 },
      { url: `/products/v1/products/NOSUCH123/reviews`, status: 404 },
      // A shopper's own votes: without a session, refused (with one, `private, no-store`: own-votes.routes.test.ts).
      { url: `/products/v1/products/${productId}/reviews/votes`, status: 401 },
      { url: '/consumers-v3/utilities/countryList', status: 200 },
      { url: '/products/v2/catalog', status: 401, headers: {} },
    ];
    for (const { url, status, headers = AUTH } of cases) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps reviews and questions for a minute only, with a minute of grace (their authors read past caches)', async () => {
    for (const url of [
      `/products/v1/products/${productId}/reviews?sort=newest`,
      `/products/v1/products/${productId}/reviews/questions`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: AUTH });
      expect(response.headers['cache-control'], url).toBe('public, max-age=60, stale-while-revalidate=60');
    }
  });

  it('keeps the long-lived caching of product images', async () => {
    const details = await t.app.inject({
      method: 'GET',
      url: `/products/v2/products/${productId}/details`,
      headers: AUTH,
    });
    const image = (details.json() as { colourways: Array<{ images: Array<{ url: string }> }> }).colourways[0]!
      .images[0]!.url;
    const response = await t.app.inject({ method: 'GET', url: image });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});
