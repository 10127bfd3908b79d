import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectSpecError } from '../test/assertions.js';
import { bearer, guestToken } from '../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../test/test-app.js';
import { MAX_VALIDATION_DETAILS } from './error-mapping.js';
import { tooManyFields } from './validator.js';

/** `count` keys no schema has: k0, k1, … */
function unknownKeys(count: number): Record<string, number> {
  const keys: Record<string, number> = {};
  for (let index = 0; index < count; index += 1) keys[`k${index}`] = index;
  return keys;
}

describe('tooManyFields', () => {
  const Gift = z.object({ to: z.string().optional(), message: z.string().optional() }).strict();
  const Body = z
    .object({ cartId: z.string(), gift: Gift.nullable().optional(), lines: z.array(Gift).max(5) })
    .strict()
    .nullish();

  it('lets zod name up to MAX_VALIDATION_DETAILS unknown keys of a strict object itself', () => {
    expect(tooManyFields(Body, { cartId: 'x', lines: [], ...unknownKeys(MAX_VALIDATION_DETAILS) }, 'body')).toBeNull();
    expect(tooManyFields(Body, null, 'body')).toBeNull();
    expect(tooManyFields(Body, 'text', 'body')).toBeNull();
  });

  it('refuses an object with more, at the top, nested or in an array, naming where', () => {
    const many = unknownKeys(MAX_VALIDATION_DETAILS + 4);
    const top = tooManyFields(Body, many, 'body');
    expect(top).toMatchObject({ errorId: 'API400', statusCode: 400, field: 'body' });
    expect(top?.message).toBe(`Too many fields: body has ${MAX_VALIDATION_DETAILS + 4}; this request takes at most 3.`);
    expect(tooManyFields(Body, { cartId: 'x', gift: many, lines: [] }, 'body')?.field).toBe('body.gift');
    expect(tooManyFields(Body, { lines: [{}, many] }, 'body')?.field).toBe('body.lines.1');
  });

  it('leaves objects that strip unknown keys, and records, to zod', () => {
    const many = unknownKeys(1000);
    expect(tooManyFields(z.object({ a: z.string() }), many, 'body')).toBeNull();
    expect(tooManyFields(z.record(z.string(), z.number()), many, 'body')).toBeNull();
  });
});

// Tester finding F2: 60,000 unknown keys in a 1 MB body blocked the event loop for seconds and answered 5.6 MB.
describe(`a validation error does not grow with the body (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' }, stylesPerSize: 4 });
    token = (await guestToken(t)).accessToken;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...AUTH, 'x-site-id': 'stride-en-us', ...headers },
      payload: body,
    });

  // Since session 51 a route takes a body sized to it (lib/body-limits.ts): as many keys as each route's limit holds.
  it('thousands of unknown keys: one API400 saying there are too many fields, without a session or with one', async () => {
    const signUp = expectSpecError(
      await send('POST', '/consumers-v3/auth/signup', unknownKeys(8_000)),
      400,
      'API400',
      'body',
    );
    expect(signUp.errorDetails).toHaveLength(1);
    expect(signUp.errorDetails[0]!.message).toMatch(/^Too many fields: body has 8000; this request takes at most/);
    const coupon = expectSpecError(
      await send('PUT', '/cart/v1/coupon', { ...unknownKeys(1_000), cartId: 'x', code: 'WELCOME10' }, bearer(token)),
      400,
      'API400',
      'body',
    );
    expect(coupon.errorDetails).toEqual([
      expect.objectContaining({ message: 'Too many fields: body has 1002; this request takes at most 2.' }),
    ]);
  });

  it('a few unknown keys are each named, at most MAX_VALIDATION_DETAILS of them with the other problems', async () => {
    const coupon = expectSpecError(
      await send('PUT', '/cart/v1/coupon', { cartId: 'x', code: 'WELCOME10', extra: 1 }, bearer(token)),
      400,
      'API400',
      'body.extra',
    );
    expect(coupon.errorDetails).toEqual([
      { errorId: 'API400', field: 'body.extra', message: 'extra is not a field of this request.' },
    ]);
    // 20 unknown keys and every required field missing or wrong: more problems than one answer lists.
    const signUp = expectSpecError(
      await send('POST', '/consumers-v3/auth/signup', { email: 1, password: 2, ...unknownKeys(20) }),
      400,
      'API400',
    );
    expect(signUp.errorDetails).toHaveLength(MAX_VALIDATION_DETAILS);
    expect(new Set(signUp.errorDetails.map((detail) => detail.field)).size).toBe(MAX_VALIDATION_DETAILS);
  });
});
