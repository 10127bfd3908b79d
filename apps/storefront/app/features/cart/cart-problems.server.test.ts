import { describe, expect, it } from 'vitest';

import { apiRefusal } from '#app/lib/session/session-test-kit.ts';
import { cartProblem } from './cart-problems.server.ts';

/** GFC409 (decision 0018 addendum "gift card limits"): the order's gift card limit, in the site's money and words. */
describe('cartProblem GFC409', () => {
  const refused = () =>
    apiRefusal(
      'Gift card limit',
      [{ errorId: 'GFC409', message: 'Gift cards in one order can add up to 1,000.00 EUR in total.' }],
      { status: 409, path: '/cart/v1/item' },
    );

  it.each([
    ['en-us', 'USD', 'Gift cards in one order can add up to $1,000.00 in total.'],
    ['en-gb', 'GBP', 'Gift cards in one order can add up to £1,000.00 in total.'],
    ['de-de', 'EUR', 'Geschenkkarten in einer Bestellung dürfen zusammen höchstens 1.000,00\u00a0€ wert sein.'],
    ['fr-fr', 'EUR', 'Les cartes cadeaux d’une même commande ne peuvent pas dépasser 1\u202f000,00\u00a0€ au total.'],
    ['ja-jp', 'JPY', 'ギフトカードは1回のご注文につき合計￥150,000までです。'],
  ] as const)('%s names the limit in %s', (locale, currency, start) => {
    const problem = cartProblem(locale, refused(), { itemId: 'line-1', currency });
    expect(problem.message.startsWith(start), problem.message).toBe(true);
    expect(problem.placement).toBe('item');
    expect(problem.title).not.toBe('');
  });

  it('without the currency says the api’s words', () => {
    expect(cartProblem('en-us', refused()).message).toBe(
      'Gift cards in one order can add up to 1,000.00 EUR in total.',
    );
  });
});
