import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../test/assertions.js';
import { bearer, guestToken } from '../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../test/test-app.js';
import { findNul } from './text-input.js';

describe('findNul', () => {
  it.each([
    ['clean', { a: 'x', b: [1, 'y', { c: null }] }, null],
    ['a string', 'a\u0000b', 'body'],
    ['a nested value', { a: { b: ['ok', 'no\u0000'] } }, 'body.a.b.1'],
    ['a key', { ['k\u0000']: 1 }, 'body.k\u0000'],
    ['the first in order', { a: '\u0000', b: '\u0000' }, 'body.a'],
  ])('%s', (_name, value, expected) => {
    expect(findNul(value, 'body')).toBe(expected);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    expect(findNul(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});

// Before this guard, PostgreSQL answered these with GEN500 (text cannot hold U+0000) while SQLite looked them up.
describe(`text holding U+0000 is refused alike on every route (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    token = (await guestToken(t)).accessToken;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...AUTH, ...bearer(token) }, ...(payload ? { payload } : {}) });

  it('in a path parameter, a query parameter and a body field: API400 naming it', async () => {
    expectSpecError(await call('GET', '/cart/v1/cart/a%00b'), 400, 'API400', 'params.basketId');
    expectSpecError(await call('DELETE', '/cart/v1/cart/%00/billingAddress'), 400, 'API400', 'params.basketId');
    expectSpecError(await call('DELETE', '/cart/v1/item?cartId=x&itemId=%00'), 400, 'API400', 'query.itemId');
    expectSpecError(
      await call('PUT', '/cart/v1/coupon', { cartId: 'x', code: 'WELCOME\u000010' }),
      400,
      'API400',
      'body.code',
    );
  });

  it('leaves other text alone', async () => {
    expectSpecError(await call('GET', '/cart/v1/cart/a%01b'), 404, 'BSK404');
  });
});
