import { describe, expect, it, vi } from 'vitest';

import { cartAnswer, cartItem } from '#app/features/cart/cart-test-kit.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { MERGE_NOTICE_COOKIE } from '#app/lib/session/merge-notice.server.ts';
import { sessionFor } from '#app/lib/session/session.server.ts';
import {
  apiError,
  BASE,
  browserCookies,
  consumerProfile,
  cookieMap,
  tokenAnswer,
  isolateSessionTests,
} from '#app/lib/session/session-test-kit.ts';
import { BASKET_COOKIE, cartApi as api, cartRouteContext } from './cart-route.test-kit.ts';
import { loader } from './shopper.ts';

/** GET /{locale}/shopper as the browser of a page served from the page cache asks for it (decision 0024). */
async function ask(cookie: string | null, locale = 'en-us') {
  const request = new Request(`${BASE}/${locale}/shopper`, { headers: cookie ? { cookie } : {} });
  const context = cartRouteContext();
  const response = await loader({ request, params: { locale }, context } as never);
  // The cookies the root middleware would send with the answer.
  const cookies = cookieMap(sessionFor(getRequestContext(context), request).commitCookies());
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown, cookies };
}

const PROFILE = consumerProfile({ consumerType: 'EMPLOYEE', isLoyaltyMember: false, memberId: null });

isolateSessionTests();

describe('GET /{locale}/shopper', () => {
  it('a browser without a session: signed out, no cart, and no api call but the site', async () => {
    const fake = api({});
    const answer = await ask(null);
    expect(answer).toMatchObject({ status: 200, body: { session: { signedIn: false }, cartCount: null } });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(fake.calls.map((call) => call.path)).toEqual(['/sites/v1/sites/stride-en-us']);
  });

  it('a guest with a stored basket: the units in it', async () => {
    api({ 'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer({}, [cartItem({ qty: 3 })]))] });
    const answer = await ask(`${browserCookies(tokenAnswer('Guest'))}; ${BASKET_COOKIE}=basket-1`);
    expect(answer.body).toEqual({ session: { signedIn: false }, cartCount: 3 });
  });

  it('a signed-in employee: their first name, the terms still to accept, and their cart', async () => {
    const fake = api({
      'GET /consumers-v3/consumer': [Response.json({ consumerProfile: PROFILE })],
      'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer({}, [cartItem({ qty: 2 })]))],
    });
    const tokens = tokenAnswer('Registered');
    const answer = await ask(`${browserCookies(tokens)}; ${BASKET_COOKIE}=basket-1`);
    expect(answer.body).toEqual({
      session: {
        signedIn: true,
        firstName: 'Ada',
        lastName: PROFILE.consumerDetails.lastName,
        reviewName: 'Ada L.',
        email: PROFILE.consumerDetails.email,
        consumerType: 'EMPLOYEE',
        needsEmployeeTerms: true,
      },
      cartCount: 2,
    });
    expect(fake.callsTo('/consumers-v3/consumer')[0]?.headers.get('authorization')).toBe(
      `Bearer ${tokens.accessToken}`,
    );
  });

  it('an email marketing opt-in waiting for its link is said, so the welcome can say the email went (0054)', async () => {
    const pending = consumerProfile({
      subscriptions: [
        { channel: 'email', optin: false, pending: true },
        { channel: 'sms', optin: false },
      ],
    });
    api({ 'GET /consumers-v3/consumer': [Response.json({ consumerProfile: pending })] });
    const answer = await ask(browserCookies(tokenAnswer('Registered')));
    expect(answer.body).toMatchObject({ session: { signedIn: true, emailOptInPending: true } });
    const confirmed = consumerProfile({ subscriptions: [{ channel: 'email', optin: true, pending: false }] });
    api({ 'GET /consumers-v3/consumer': [Response.json({ consumerProfile: confirmed })] });
    const later = (await ask(browserCookies(tokenAnswer('Registered')))).body as { session: object };
    expect(later.session).not.toHaveProperty('emailOptInPending');
  });

  it('the merged-cart notice is a flash: the answer that carries it removes its cookie, whatever it held', async () => {
    api({ 'GET /consumers-v3/consumer': [Response.json({ consumerProfile: PROFILE })] });
    const signedIn = browserCookies(tokenAnswer('Registered'));
    const first = await ask(`${signedIn}; ${MERGE_NOTICE_COOKIE}=1.2.0.stride-en-us`);
    expect(first.body).toMatchObject({
      session: { signedIn: true, mergeNotice: { cart: true, leftOut: { cart: 2, saveForLater: 0 } } },
    });
    expect(first.cookies.get(MERGE_NOTICE_COOKIE)).toMatch(/Max-Age=0/);
    // Another site's merge, a value this storefront never wrote, a shopper signed out since: no notice, and gone too,
    // so it no longer keeps the shopper's pages out of the page cache.
    for (const cookie of [
      `${signedIn}; ${MERGE_NOTICE_COOKIE}=1.0.0.stride-de-de`,
      `${signedIn}; ${MERGE_NOTICE_COOKIE}=garbage`,
      `${MERGE_NOTICE_COOKIE}=1.0.0.stride-en-us`,
    ]) {
      api({ 'GET /consumers-v3/consumer': [Response.json({ consumerProfile: PROFILE })] });
      const answer = await ask(cookie);
      expect(answer.body, cookie).not.toHaveProperty('session.mergeNotice');
      expect(answer.cookies.get(MERGE_NOTICE_COOKIE), cookie).toMatch(/Max-Age=0/);
    }
    // Without the cookie nothing is cleared.
    api({ 'GET /consumers-v3/consumer': [Response.json({ consumerProfile: PROFILE })] });
    expect((await ask(signedIn)).cookies.has(MERGE_NOTICE_COOKIE)).toBe(false);
  });

  it('a stored basket the api no longer knows: the active cart’s count (after sign-in, the merged one)', async () => {
    const fake = api({
      'GET /cart/v1/cart/basket-1': [apiError(404, 'BSK404')],
      'POST /cart/v1/cart': [Response.json(cartAnswer({ basketId: 'basket-2' }, [cartItem({ qty: 4 })]))],
    });
    const answer = await ask(`${browserCookies(tokenAnswer('Guest'))}; ${BASKET_COOKIE}=basket-1`);
    expect(answer).toMatchObject({ status: 200, body: { cartCount: 4 } });
    expect(fake.callsTo('/cart/v1/cart')).toHaveLength(2);
  });

  it('the count reads only the units of the answer; a broken answer is no count, never a failure', async () => {
    api({ 'GET /cart/v1/cart/basket-1': [Response.json({ basketId: 'basket-1', totals: { totalUnits: 7 } })] });
    const guest = `${browserCookies(tokenAnswer('Guest'))}; ${BASKET_COOKIE}=basket-1`;
    expect((await ask(guest)).body).toEqual({ session: { signedIn: false }, cartCount: 7 });
    api({ 'GET /cart/v1/cart/basket-1': [Response.json({ basketId: 'basket-1', totals: { totalUnits: -1 } })] });
    expect(await ask(guest)).toMatchObject({ status: 200, body: { cartCount: null } });
  });

  it('a locale the brand does not sell in, or not a locale at all: 404 as JSON', async () => {
    api({ 'GET /sites/v1/sites/stride-xx-yy': [apiError(404, 'SIT404')] });
    for (const locale of ['zz-zz', 'shoes']) {
      const answer = await ask(null, locale);
      expect(answer).toMatchObject({ status: 404, body: { reason: 'not-found' } });
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('an api that cannot be reached: 503 with the correlation id, as JSON', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const answer = await ask(null);
    expect(answer).toMatchObject({ status: 503, body: { reason: 'unavailable', correlationId: 'corr-cart-route' } });
  });
});
