import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { cartAnswer } from '#app/features/cart/cart-test-kit.ts';
import type { CartActionResult, CartPageData } from '#app/features/cart/cart-types.ts';
import { findMockSite } from '#app/lib/api/mock/fixtures.ts';
import { setErrorReporter } from '#app/lib/api/monitoring.ts';
import { parseConfig } from '#app/lib/config.server.ts';
import { createLoadContext, getRequestContext } from '#app/lib/request-context.server.ts';
import { basketCookieName } from '#app/lib/session/basket-cookie.server.ts';
import { sessionFor, tokenFlights } from '#app/lib/session/session.server.ts';
import {
  apiError,
  BASE,
  browserCookies,
  fakeApi,
  tokenAnswer,
  type Answer,
} from '#app/lib/session/session-test-kit.ts';
import { action as cartAction, loader as cartLoader } from './cart.tsx';

/** Loyalty reward vouchers on the cart route (issue 5): the member's vouchers in the loader, and `set-reward`. */

const SITE = findMockSite('stride-en-us')!;
const BASKET = basketCookieName('stride-en-us');
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

function api(routes: Record<string, Answer[]>, site = SITE) {
  const fake = fakeApi({ [`GET /sites/v1/sites/${site.siteId}`]: [Response.json(site)], ...routes });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

function contextFor() {
  return createLoadContext({
    config: parseConfig({ API_URL: 'http://api.test', NODE_ENV: 'test' }),
    nonce: 'n',
    correlationId: 'corr-cart-reward',
    clientIp: '198.51.100.7',
  });
}

async function post(fields: Record<string, string>, { cookie = MEMBER, fetcher = true } = {}) {
  const request = new Request(`${BASE}/en-us/cart${fetcher ? '.data' : ''}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie, origin: BASE },
  });
  const context = contextFor();
  const result = (await cartAction({ request, params: { locale: 'en-us' }, context } as never)) as unknown;
  sessionFor(getRequestContext(context), request).commitCookies();
  if (result instanceof Response) return { status: result.status, data: undefined, headers: result.headers };
  const { data, init } = result as { data: CartActionResult; init?: ResponseInit | null };
  return { status: init?.status ?? 200, data, headers: new Headers(init?.headers) };
}

async function load(cookie: string) {
  const request = new Request(`${BASE}/en-us/cart`, { headers: { cookie } });
  const page = (await cartLoader({ request, params: { locale: 'en-us' }, context: contextFor() } as never)) as unknown;
  return (page as { data: CartPageData }).data;
}

function problemOf(result: { data: CartActionResult | undefined }) {
  if (!result.data || result.data.ok) throw new Error(`expected a problem, got ${JSON.stringify(result.data)}`);
  return result.data.problem;
}

beforeEach(() => {
  tokenFlights.clear();
  setErrorReporter(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

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
