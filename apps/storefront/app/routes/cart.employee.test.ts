import { describe, expect, it } from 'vitest';

import { cartAnswer } from '#app/features/cart/cart-test-kit.ts';
import {
  accessToken,
  browserCookies,
  consumerProfile,
  isolateSessionTests,
  tokenAnswer,
  USID,
} from '#app/lib/session/session-test-kit.ts';
import { BASKET_COOKIE as BASKET, cartApi as api, loadCartPage } from './cart-route.test-kit.ts';

/**
 * The associate discount applies only to carts in its cap's currency (the api never converts): an employee's cart
 * on a site selling in another currency carries that currency, for the note saying where the discount applies.
 */

function signedIn(consumerType?: 'EMPLOYEE') {
  const tokens = tokenAnswer('Registered');
  const exp = Math.floor(Date.now() / 1000) + 1800;
  const token = accessToken({ typ: 'Registered', exp, usid: USID, ...(consumerType ? { ctp: consumerType } : {}) });
  return `${browserCookies({ ...tokens, accessToken: token })}; ${BASKET}=basket-1`;
}

function employeeProfile(capCurrency: string) {
  const ada = consumerProfile();
  return {
    consumerProfile: consumerProfile({
      consumerType: 'EMPLOYEE',
      isEmployeeDiscountTCAccepted: true,
      consumerDetails: {
        ...ada.consumerDetails,
        employee: {
          currentSpend: { amount: 0, currency: capCurrency },
          annualCap: { amount: 100000, currency: capCurrency },
        },
      },
    }),
  };
}

isolateSessionTests();

describe('cart loader: an employee’s discount on a site in another currency', () => {
  it.each([
    ['capped in EUR on a USD site: the note names EUR', 'EUR', 'EUR'],
    ['capped in the site’s USD: no note', 'USD', null],
  ])('%s', async (_case, capCurrency, expected) => {
    api({
      'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer())],
      'GET /consumers-v3/consumer': [Response.json(employeeProfile(capCurrency))],
    });
    expect((await loadCartPage('', signedIn('EMPLOYEE'))).employeeDiscountCurrency).toBe(expected);
  });

  it('a shopper who is not an employee costs no profile call', async () => {
    const fake = api({ 'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer())] });
    expect((await loadCartPage('', signedIn())).employeeDiscountCurrency).toBeNull();
    // (Its loyalty vouchers are read as for any signed-in shopper; its profile is not.)
    expect(fake.callsTo('/consumers-v3/consumer').filter((call) => call.path === '/consumers-v3/consumer')).toEqual([]);
  });
});
