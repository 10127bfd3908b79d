import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, guestToken } from '../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../test/test-app.js';

interface Document {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
}

/** A body and a query wrong for every route: a shopper's call must refuse the missing session before reading them. */
const BAD_BODY = { qty: 'many', productId: ['x'], helpful: 'perhaps', unexpected: true };
const BAD_QUERY = 'start=-1&count=none&qty=many&cartId=&unexpected=1';

/**
 * Every operation of the OpenAPI document: its documented security says whether it needs the bearer token, and the
 * api does as it says (plugins/auth.ts guardShopperRoute). A call that needs the token answers 401 API401 without one
 * or with one that does not verify, before its query or body is read (a wrong body is not what it is told first); a
 * call documented without it never answers API401 for the missing token.
 */
describe(`every route's documented security is its guard (${TEST_DB})`, () => {
  let t: TestApp;
  let operations: { method: string; path: string; url: string; needsBearer: boolean }[];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<Document>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{[^}]+\}/g, 'x1'),
        // Every way of calling it names the bearer token (an optional token lists a way without it too).
        needsBearer: (operation.security ?? []).length > 0 && operation.security!.every((way) => 'bearer' in way),
      })),
    );
  });
  afterAll(() => t.close());

  function call(operation: (typeof operations)[number], authorization?: string): Promise<LightMyRequestResponse> {
    const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);
    return t.app.inject({
      method: operation.method as 'GET',
      url: `${operation.url}?${BAD_QUERY}`,
      headers: { ...AUTH, ...(authorization ? { authorization } : {}) },
      ...(withBody ? { payload: BAD_BODY } : {}),
    });
  }

  const errorIdOf = (response: LightMyRequestResponse): string | undefined =>
    response.statusCode >= 400
      ? response.json<{ errorDetails?: { errorId: string }[] }>().errorDetails?.[0]?.errorId
      : undefined;

  it('documents the shopper calls it guards (cart, save for later, account, review writes, votes and flags)', () => {
    const guarded = operations.filter((o) => o.needsBearer).map((o) => `${o.method} ${o.path}`);
    expect(guarded).toEqual(
      expect.arrayContaining([
        'PUT /cart/v2/saveForLater',
        'POST /cart/v1/item',
        'GET /consumers-v3/consumer',
        'POST /products/v1/products/{productId}/reviews',
        'POST /products/v1/review/{reviewId}/vote',
        'POST /products/v1/review/{reviewId}/flag',
        'POST /products/v1/review/{answerId}/questions/vote',
      ]),
    );
    // Translating public content needs no shopper, the review's as the question's.
    expect(guarded).not.toContain('POST /products/v1/review/{reviewId}/translate');
    expect(guarded).not.toContain('POST /products/v1/review/{questionId}/questions/translate');
  });

  it('answers 401 API401 first on every call that needs the bearer token, without one or with an invalid one', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.needsBearer)) {
      for (const authorization of [undefined, 'Bearer not.a.token', 'Basic c2hvcHBlcjpwYXNz']) {
        const response = await call(operation, authorization);
        if (response.statusCode !== 401 || errorIdOf(response) !== 'API401') {
          wrong.push(
            `${operation.method} ${operation.path} (${authorization ?? 'no token'}): ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never refuses a call documented without the bearer token for lacking one', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => !o.needsBearer)) {
      const response = await call(operation);
      if (errorIdOf(response) === 'API401') wrong.push(`${operation.method} ${operation.path}: ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a guest on a signed-in shopper’s write before reading its body', async () => {
    const guest = bearer((await guestToken(t)).accessToken);
    for (const url of ['/products/v1/products/x1/reviews', '/products/v1/products/x1/reviews/questions']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { ...AUTH, ...guest }, payload: BAD_BODY });
      expect(response.statusCode, url).toBe(401);
      expect(errorIdOf(response)).toBe('API401');
    }
  });
});
