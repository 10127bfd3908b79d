import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@outsole/contracts/reviews';
import { createTestApp, TEST_DB, type TestApp } from '../test/test-app.js';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>> } }> };
}
interface Document {
  servers?: { url: string }[];
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, Record<string, unknown>> };
  paths: Record<string, Record<string, Operation>>;
}

/** What a client generated from the OpenAPI document learns: the bearer token, where it is needed, the limits. */
describe(`the OpenAPI document (${TEST_DB})`, () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 1 });
    doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<Document>();
  });
  afterAll(() => t.close());

  const shopper = [{ accessKey: [], bearer: [] }];

  it('declares the bearer token (a JWT) beside the access key, and the server', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(doc.components.securitySchemes.accessKey).toMatchObject({ type: 'apiKey', in: 'header' });
    expect(doc.security).toEqual([{ accessKey: [] }]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, operation })),
    );

  it('names every operation with a stable operationId, unique across the document (generated clients’ methods)', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(60);
    expect(all.filter(({ operation }) => !operation.operationId).map(({ call }) => call)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId!);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    // The spec's names where it names the call, a verb and noun otherwise.
    const idOf = (method: string, path: string) => doc.paths[path]?.[method]?.operationId;
    expect(idOf('get', '/products/v2/search/productSearch')).toBe('productSearch');
    expect(idOf('get', '/products/v2/search/autoSuggest')).toBe('autoSuggest');
    expect(idOf('get', '/consumers-v3/utilities/countryList')).toBe('countryList');
    expect(idOf('get', '/products/v1/widgetRecommendations')).toBe('widgetRecommendations');
    expect(idOf('get', '/cart/v1/cart/{basketId}')).toBe('getCart');
    expect(idOf('post', '/cart/v1/cartWithItem')).toBe('createCartWithItem');
    expect(idOf('put', '/cart/v2/saveForLater')).toBe('saveForLater');
    expect(idOf('post', '/consumers-v3/auth/signin')).toBe('signIn');
  });

  it('keeps every summary a short line, the behaviour in the description', () => {
    const long = operations()
      .filter(({ operation }) => !operation.summary || operation.summary.length > 100)
      .map(({ call, operation }) => `${call}: ${operation.summary?.length ?? 'no summary'}`);
    expect(long).toEqual([]);
    // The prose moved, not lost: the cart's session rule and errors are in its description.
    expect(doc.paths['/cart/v1/item']?.post?.description).toMatch(/401 API401.*INV408/s);
    expect(doc.paths['/token/v2/auth/token']?.post?.description?.length).toBeGreaterThan(100);
  });

  it.each([
    ['/cart/v1/cart/{basketId}', 'get'],
    ['/cart/v1/item', 'post'],
    ['/cart/v1/item', 'delete'],
    ['/cart/v1/shippingMethod', 'post'],
    ['/cart/v2/saveForLater', 'put'],
    ['/consumers-v3/consumer', 'get'],
    ['/consumers-v3/consumer/auth/signout', 'post'],
    ['/consumers-v3/consumer/loyalty/vouchers', 'get'],
    ['/products/v1/products/{productId}/reviews', 'post'],
    ['/products/v1/review/{reviewId}/vote', 'post'],
    ['/products/v1/products/{productId}/reviews/questions', 'post'],
  ])('%s %s needs the bearer token', (path, method) => {
    expect(doc.paths[path]?.[method]?.security).toEqual(shopper);
  });

  it('leaves the token optional where a read may be the shopper’s own, and out of the public calls', () => {
    expect(doc.paths['/products/v1/products/{productId}/reviews']?.get?.security).toEqual([
      { accessKey: [] },
      ...shopper,
    ]);
    expect(doc.paths['/token/v2/auth/token']?.post?.security).toBeUndefined();
    expect(doc.paths['/consumers-v3/auth/signin']?.post?.security).toBeUndefined();
  });

  it('documents the query form of the cart calls the spec sends with a query, beside their body', () => {
    const queryOf = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(queryOf('/cart/v1/cartWithItem', 'post')).toEqual(expect.arrayContaining(['productId', 'upc', 'qty']));
    expect(queryOf('/cart/v1/cart/{basketId}/item', 'put')).toEqual(
      expect.arrayContaining([
        'cartId',
        'itemId',
        'productId',
        'qty',
        'maxQty',
        'pdpUrl',
        'storeId',
        'gift',
        'recipeId',
      ]),
    );
    expect(queryOf('/cart/v1/shippingMethod', 'post')).toEqual(
      expect.arrayContaining(['cartId', 'code', 'shippingId', 'shopperAppliedSM']),
    );
    expect(doc.paths['/cart/v1/cartWithItem']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/cart/v1/cart/{basketId}/item']?.put?.requestBody).toBeDefined();
  });

  it('documents the review title’s and text’s maximum lengths (REV410 past them)', () => {
    const body = doc.paths['/products/v1/products/{productId}/reviews']?.post?.requestBody;
    const properties = body?.content['application/json']?.schema.properties;
    expect(properties?.title).toMatchObject({ minLength: 1, maxLength: REVIEW_TITLE_MAX });
    expect(properties?.text).toMatchObject({ maxLength: REVIEW_TEXT_MAX });
  });
});
