import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../test/assertions.js';
import { call } from '../test/cart-kit.js';
import { guestToken, postToken } from '../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../test/test-app.js';

/**
 * Either-or bodies (zod unions) answer with the field and the rule, not one "Invalid input" at `body`
 * (error-mapping.ts unionExplained; decision 0004, addendum of session 51).
 */
describe(`either-or bodies name the field and the rule (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 2, env: { CREDENTIAL_LIMIT_PER_ADDRESS: '0' } });
    token = (await guestToken(t)).accessToken;
  });
  afterAll(() => t.close());

  const details = (body: { errorDetails: { field?: string; message: string }[] }) =>
    body.errorDetails.map(({ field, message }) => ({ field, message }));

  it.each([
    [{}, [{ field: 'body.type', message: 'Invalid option: expected one of "Guest"|"Registered"' }]],
    [{ type: 'guest' }, [{ field: 'body.type', message: 'Invalid option: expected one of "Guest"|"Registered"' }]],
    [
      { type: 'Guest', refreshToken: null },
      [{ field: 'body.refreshToken', message: 'Invalid input: expected string, received null' }],
    ],
    [
      { type: 'Registered' },
      [{ field: 'body.refreshToken', message: 'Invalid input: expected string, received undefined' }],
    ],
    [
      { type: 'Registered', codeVerifier: 'x'.repeat(43) },
      [{ field: 'body.authorizationCode', message: 'Invalid input: expected string, received undefined' }],
    ],
  ])('the token request %j', async (payload, expected) => {
    const body = expectSpecError(await postToken(t, payload), 400, 'API400');
    expect(details(body)).toEqual(expected);
  });

  it('save for later: a cart line without its itemId', async () => {
    const response = await call(t, 'PUT', '/cart/v2/saveForLater', token, { payload: { cartId: 'x' } });
    const body = expectSpecError(response, 400, 'API400', 'body.itemId');
    expect(details(body)).toEqual([
      { field: 'body.itemId', message: 'Invalid input: expected string, received undefined' },
    ]);
  });

  it('a reward voucher: its points as a string, or a value of no kind it takes', async () => {
    const url = '/cart/v1/cart/00000000-0000-4000-8000-000000000000/reward';
    const points = await call(t, 'PUT', url, token, { payload: { appliedLoyaltyVoucher: { points: '500' } } });
    expect(details(expectSpecError(points, 400, 'API400'))).toEqual([
      { field: 'body.appliedLoyaltyVoucher.points', message: 'Invalid input: expected number, received string' },
    ]);
    const number = await call(t, 'PUT', url, token, { payload: { appliedLoyaltyVoucher: 5 } });
    expect(details(expectSpecError(number, 400, 'API400'))).toEqual([
      { field: 'body.appliedLoyaltyVoucher', message: 'Invalid input: expected one of null|""|object' },
    ]);
  });
});
