import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, createTestApp, type TestApp } from '../test/test-app.js';

const STOREFRONT = 'http://localhost:3000';

describe('security headers and CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('forbids all content and framing on api answers, errors included', async () => {
    for (const headers of [AUTH, {}]) {
      const response = await t.app.inject({ method: 'GET', url: '/sites/v1/sites', headers });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined(); // not production
    }
  });

  it('allows the storefront origin with credentials', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/sites',
      headers: { ...AUTH, origin: STOREFRONT },
    });
    expect(response.headers['access-control-allow-origin']).toBe(STOREFRONT);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toContain('x-correlation-id');
  });

  it('answers the storefront preflight without an access key, listing the api headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/metrics/v1/web-vitals',
      headers: {
        origin: STOREFRONT,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-access-key',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(STOREFRONT);
    expect(String(response.headers['access-control-allow-headers'])).toContain('x-access-key');
  });

  it('does not allow any other origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/sites',
      headers: { ...AUTH, origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/sites/v1/sites',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // Not answered as a preflight: it is a request like any other, refused without the access key browsers never send.
    expect(preflight.statusCode).toBe(401);
    expect(preflight.json()).toMatchObject({
      errorDetails: [expect.objectContaining({ errorId: expect.any(String) })],
    });
  });

  it('says the answer varies on Origin, and gives no CORS header to a request without one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sites/v1/sites', headers: AUTH });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('Origin');
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('lets a browser keep the storefront preflight for ten minutes, for every method the api takes', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/cart/v1/item',
      headers: { origin: STOREFRONT, 'access-control-request-method': 'DELETE' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('sends HSTS', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('api documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document without an access key, every route with its error schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/captcha/v1/sandbox/token',
      '/cart/v1/cart',
      '/cart/v1/cart/{basketId}',
      '/cart/v1/cart/{basketId}/billingAddress',
      '/cart/v1/cart/{basketId}/bonus',
      '/cart/v1/cart/{basketId}/item',
      '/cart/v1/cart/{basketId}/reward',
      '/cart/v1/cart/{basketId}/shippingAddress/validation',
      '/cart/v1/cart/{basketId}/shippingMethod/{shippingId}',
      '/cart/v1/cartWithItem',
      '/cart/v1/coupon',
      '/cart/v1/giftcard/balance',
      '/cart/v1/item',
      '/cart/v1/shippingMethod',
      '/cart/v2/cart/{basketId}/saveForLater',
      '/cart/v2/cart/{basketId}/shippingAddress',
      '/cart/v2/saveForLater',
      '/cart/v2/saveForLater/{saveForlaterId}/items/{itemId}',
      '/consumers-v3/auth/signin',
      '/consumers-v3/auth/signup',
      '/consumers-v3/checkresetpassword',
      '/consumers-v3/confirmforgotpassword',
      '/consumers-v3/consumer',
      '/consumers-v3/consumer/auth/signout',
      '/consumers-v3/consumer/changepassword',
      '/consumers-v3/consumer/loyalty/vouchers',
      '/consumers-v3/consumer/resetpassword',
      '/consumers-v3/subscriptions/email/confirm',
      '/consumers-v3/subscriptions/unsubscribe',
      '/consumers-v3/utilities/countryList',
      '/health/live',
      '/health/ready',
      '/images/products/{productId}/{colour}/{view}.svg',
      '/metrics/v1/web-vitals',
      '/products/v1/notifications',
      '/products/v1/notifications/confirm',
      '/products/v1/notifications/unsubscribe',
      '/products/v1/products/{productId}/availability',
      '/products/v1/products/{productId}/reviews',
      '/products/v1/products/{productId}/reviews/questions',
      '/products/v1/products/{productId}/reviews/votes',
      '/products/v1/review/{answerId}/questions/vote',
      '/products/v1/review/{questionId}/questions/translate',
      '/products/v1/review/{reviewId}/flag',
      '/products/v1/review/{reviewId}/translate',
      '/products/v1/review/{reviewId}/vote',
      '/products/v1/sitemap',
      '/products/v1/sitemap/categories',
      '/products/v1/sitemap/products',
      '/products/v1/widgetRecommendations',
      '/products/v2/catalog',
      '/products/v2/products/{productId}/details',
      '/products/v2/products/{productId}/inventory',
      '/products/v2/products/{productId}/productSets',
      '/products/v2/products/{productSetId}/productSet',
      '/products/v2/search/autoSuggest',
      '/products/v2/search/productSearch',
      '/sites/v1/sites',
      '/sites/v1/sites/{siteId}',
      '/stores/v1/collectionPoints',
      '/stores/v1/stores/{storeId}',
      '/stores/v1/stores/{storeId}/products/{productId}/inventory',
      '/token/v2/auth/token',
      '/wishlists/v2/saveForLater',
    ]);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(['4XX', '5XX']));
      }
    }
    expect(document.components.securitySchemes.accessKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-access-key',
    });
  });

  it('serves the docs page and its assets under a policy that lets them load from this origin only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/docs/')).toBe(true);
      const asset = await t.app.inject({ method: 'GET', url: src });
      expect(asset.statusCode, src).toBe(200);
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('./json'); // the spec is fetched from this origin (connect-src 'self')
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  });
});
