import { afterEach, describe, expect, it, vi } from 'vitest';

import { cartApi, cartRouteContext, CART_SITE } from '#app/routes/cart-route.test-kit.ts';
import { findMockSite } from '#app/lib/api/mock/fixtures.ts';
import { BASE, browserCookies, tokenAnswer } from '#app/lib/session/session-test-kit.ts';
import { BALANCE_PATH, balanceAction, type BalanceResult } from './balance.server.ts';

afterEach(() => vi.unstubAllGlobals());

/** What the action answered: its data, status and headers (React Router's `data(…)`). */
async function check(locale: string, answer: Response, typed = { cardNumber: '6280 4417 3099 0000', pin: '1111' }) {
  const site = locale === 'de-de' ? findMockSite('stride-de-de')! : CART_SITE;
  const api = cartApi({ [`POST ${BALANCE_PATH}`]: [answer] }, site);
  const request = new Request(`${BASE}/${locale}/gift-card-balance`, {
    method: 'POST',
    body: new URLSearchParams(typed),
    headers: { cookie: browserCookies(tokenAnswer('Guest')), origin: BASE },
  });
  const result = (await balanceAction({ request, params: { locale }, context: cartRouteContext() })) as unknown as {
    data: BalanceResult;
    init: { status?: number; headers?: HeadersInit };
  };
  return {
    data: result.data,
    status: result.init.status,
    headers: new Headers(result.init.headers),
    sent: api.callsTo(BALANCE_PATH).map((call) => call.body),
  };
}

const tooMany = (retryAfter: string | null) =>
  Response.json(
    { errorDetails: [{ errorId: 'API429', message: 'Too many requests' }], correlationId: 'c' },
    { status: 429, headers: retryAfter === null ? {} : { 'retry-after': retryAfter } },
  );

describe('gift card balance: what the shopper typed', () => {
  // A Japanese IME types full-width digits and spaces by default (tester t2-F1): they are the digits they show.
  it('asks the api with the digits of a number and PIN typed full-width', async () => {
    const unknown = Response.json(
      { errorDetails: [{ errorId: 'GFC400', message: 'Check the card number and PIN.' }], correlationId: 'c' },
      { status: 400 },
    );
    const { data, sent } = await check('en-us', unknown, {
      cardNumber: '６２８０\u3000４４１７ ３０９３－２３４９',
      pin: '８６４２',
    });
    expect(sent).toEqual([{ cardNumber: '6280441730932349', pin: '8642' }]);
    // No field error of the form's own: the api's answer (GFC400) is what the shopper reads.
    expect(data).toMatchObject({
      ok: false,
      formError: 'The gift card number or PIN doesn’t match our records. Please check both and try again.',
    });
  });
});

describe('gift card balance: too many tries', () => {
  it('says how long the api keeps the card locked, and passes its Retry-After on', async () => {
    const { data, status, headers } = await check('en-us', tooMany('840'));
    expect(status).toBe(429);
    expect(headers.get('Retry-After')).toBe('840');
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(data).toMatchObject({ ok: false, formError: expect.stringContaining('Try again in 14 minutes.') });
    expect(data.ok ? '' : data.formError).not.toMatch(/a moment/);
  });

  it('in the shopper’s language, a last minute as one minute', async () => {
    const { data } = await check('de-de', tooMany('45'));
    expect(data.ok ? '' : data.formError).toContain('in 1 Minute');
  });

  it('without a Retry-After, says to try again later rather than guess', async () => {
    const { data, headers } = await check('en-us', tooMany(null));
    expect(headers.get('Retry-After')).toBeNull();
    expect(data.ok ? '' : data.formError).toMatch(/try again later/i);
  });
});

// Tester finding F9 (session 51): a card locked after five wrong PINs in a row says so, in the shopper's language.
describe('gift card balance: a locked card', () => {
  const lockedCard = () =>
    Response.json(
      { errorDetails: [{ errorId: 'GFC812', message: 'This gift card is locked …' }], correlationId: 'c' },
      { status: 400 },
    );

  it('says the card is locked and who unlocks it, as an answer (200) under the form', async () => {
    const { data, status } = await check('en-us', lockedCard());
    expect(status).toBe(200);
    expect(data).toEqual({
      ok: false,
      cardNumber: '6280 4417 3099 0000',
      formError:
        'This gift card is locked because its PIN was entered wrong too many times. Please contact customer service to unlock it.',
    });
    const german = await check('de-de', lockedCard());
    expect(german.data.ok ? '' : german.data.formError).toMatch(/^Diese Geschenkkarte ist gesperrt/);
  });
});
