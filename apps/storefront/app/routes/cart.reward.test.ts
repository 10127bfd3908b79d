import { describe, expect, it } from 'vitest';

import { cartAnswer } from '#app/features/cart/cart-test-kit.ts';
import { apiError, browserCookies, tokenAnswer, isolateSessionTests } from '#app/lib/session/session-test-kit.ts';
import {
  BASKET_COOKIE as BASKET,
  CART_SITE as SITE,
  cartApi as api,
  loadCartPage,
  postToCart,
  problemOf,
} from './cart-route.test-kit.ts';

/** Loyalty reward vouchers on the cart route (issue 5): the member's vouchers in the loader, and `set-reward`. */

const MEMBER = `${browserCookies(tokenAnswer('Registered'))}; ${BASKET}=basket-1`;
const GUEST = `${browserCookies(tokenAnswer('Guest'))}; ${BASKET}=basket-1`;
const LOYALTY = {
  memberId: 'M1000000001',
  currentLoyaltyPoints: 1_250,
  currency: 'USD',
  applicableLoyaltyVouchers: [
    { points: 500, amountInCurrency: 500 },
    { points: 1_000, amountInCurrency: 1_000 },
  ],
};
const APPLIED = cartAnswer({
  appliedLoyaltyVoucher: { points: 500, amountInCurrency: 500, appliedDiscount: 500, applied: true, errorId: null },
});

const post = (fields: Record<string, string>, options: { cookie?: string; fetcher?: boolean } = {}) =>
  postToCart(fields, { cookie: MEMBER, ...options });
const load = (cookie: string) => loadCartPage('', cookie);

isolateSessionTests();

describe('cart loader: a member’s reward vouchers', () => {
  it('a signed-in shopper’s cart page reads their points and vouchers', async () => {
    const fake = api({
      'GET /cart/v1/cart/basket-1': [Response.json(APPLIED)],
      'GET /consumers-v3/consumer/loyalty/vouchers': [Response.json(LOYALTY)],
    });
    const page = await load(MEMBER);
    expect(page.loyalty).toEqual(LOYALTY);
    expect(page.cart?.appliedLoyaltyVoucher?.points).toBe(500);
    expect(fake.callsTo('/consumers-v3/consumer/loyalty/vouchers')[0]?.headers.get('authorization')).toMatch(
      /^Bearer /,
    );
  });

  it('no call for a guest, for an empty cart or where loyalty is off; none shown for a non-member (REW401)', async () => {
    const guest = api({ 'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer())] });
    expect((await load(GUEST)).loyalty).toBeNull();
    expect(guest.callsTo('/consumers-v3')).toHaveLength(0);

    const empty = api({ 'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer({}, []))] });
    expect((await load(MEMBER)).loyalty).toBeNull();
    expect(empty.callsTo('/consumers-v3')).toHaveLength(0);

    const off = api(
      { 'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer())] },
      { ...SITE, features: { ...SITE.features, loyalty: false } },
    );
    expect((await load(MEMBER)).loyalty).toBeNull();
    expect(off.callsTo('/consumers-v3')).toHaveLength(0);

    const stranger = api({
      'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer())],
      'GET /consumers-v3/consumer/loyalty/vouchers': [apiError(403, 'REW401')],
    });
    const page = await load(MEMBER);
    expect(page.loyalty).toBeNull();
    expect(page.cart?.basketId).toBe('basket-1');
    expect(stranger.callsTo('/consumers-v3/consumer/loyalty/vouchers')).toHaveLength(1);
  });
});

describe('set-reward', () => {
  it('applies a voucher by its points, and the remove button takes it off', async () => {
    const fake = api({ 'PUT /cart/v1/cart/basket-1/reward': [Response.json(APPLIED), Response.json(cartAnswer())] });
    expect((await post({ intent: 'set-reward', points: '500' })).data).toMatchObject({
      ok: true,
      intent: 'set-reward',
      notice: 'Your reward voucher was applied.',
    });
    expect((await post({ intent: 'set-reward', remove: '1' })).data).toMatchObject({
      ok: true,
      notice: 'Your reward voucher was removed.',
    });
    expect(fake.callsTo('/cart/v1/cart/basket-1/reward').map((call) => [call.method, call.body])).toEqual([
      ['PUT', { appliedLoyaltyVoucher: { points: 500 } }],
      ['PUT', { appliedLoyaltyVoucher: null }],
    ]);
  });

  it('without JavaScript: a 303 back to the cart with a flash toast', async () => {
    api({ 'PUT /cart/v1/cart/basket-1/reward': [Response.json(APPLIED)] });
    const result = await post({ intent: 'set-reward', points: '500', redirectTo: '/en-us/cart' }, { fetcher: false });
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toBe('/en-us/cart');
    expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith('outsole_flash='))).toBe(true);
  });

  it.each([
    ['REW130', 400, 'This reward voucher isn’t available. Please choose another one.'],
    ['REW135', 400, 'You don’t have enough points for this reward voucher yet.'],
    ['REW140', 400, 'This reward voucher can’t be used on the items in your cart.'],
    ['REW401', 403, 'Please sign in as a loyalty member to use your reward vouchers.'],
  ])('%s is shown at the reward vouchers, in the shopper’s words', async (errorId, status, message) => {
    api({ 'PUT /cart/v1/cart/basket-1/reward': [apiError(status, errorId)] });
    expect(problemOf(await post({ intent: 'set-reward', points: '2000' }))).toEqual({
      errorId,
      title: 'Reward voucher',
      message,
      placement: 'reward',
    });
  });

  it('a malformed post is a 400, never a call', async () => {
    const fake = api({});
    for (const points of ['abc', '-5', '0', '1.5']) {
      await expect(post({ intent: 'set-reward', points })).rejects.toMatchObject({ init: { status: 400 } });
    }
    expect(fake.callsTo('/cart')).toHaveLength(0);
  });
});
