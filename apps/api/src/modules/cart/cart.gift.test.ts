import { Cart, type CartItem } from '@outsole/contracts/cart';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../../db/seed/reference/sites.js';
import { taxIncludedIn } from '../../lib/money.rounding.js';
import { vatRate } from '../pricing/tax.rates.js';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { GIFT_BOX_PRICES } from './cart.gift.js';
import { loadPromotions } from './cart.pricing.js';
import { variantsOn } from '../../test/cart-kit.js';

interface Variant {
  upc: string;
  productId: string;
}

const CA_ADDRESS = {
  addressLine1: '1 Market St',
  city: 'san francisco',
  stateCityProvDept: 'California',
  postalCode: '94105',
  countryCode: 'US',
  recipientFirstName: 'Ada',
  recipientLastName: 'Lovelace',
  recipientContactPhone: '(415) 555-0123',
};

function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return Cart.parse(response.json());
}

describe(`gift options (${TEST_DB})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: unknown,
    siteId = 'stride-en-us',
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { ...AUTH, ...bearer(token), 'x-site-id': siteId },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A guest with a fresh cart holding `qty` of one variant on the site. */
  async function shopperWith(siteId: string, variant: Variant, qty: number) {
    const token = (await guestToken(t, { 'x-site-id': siteId })).accessToken;
    const cart = cartOf(
      await call(
        'POST',
        '/cart/v1/cartWithItem',
        token,
        { productId: variant.productId, upc: variant.upc, qty },
        siteId,
      ),
    );
    const line = cart.items.find((item) => item.upc === variant.upc && !item.bonus)!;
    const update = (payload: Record<string, unknown>) =>
      call('PUT', `/cart/v1/cart/${cart.basketId}/item`, token, { itemId: line.id, ...payload }, siteId);
    return { token, cart, line, update };
  }

  const lineOf = (cart: Cart, id: string): CartItem => cart.items.find((item) => item.id === id)!;

  it('sets gift, card and box; the box is one per unit, outside discounts, and in the total', async () => {
    const [variant] = await variantsOn(t.db, 'stride-en-us', 1, { order: 'price' });
    const { cart, line, update } = await shopperWith('stride-en-us', variant!, 2);
    expect(lineOf(cart, line.id)).toMatchObject({
      gift: false,
      giftOption: null,
      isGiftBoxSelected: false,
      giftBox: { offered: true, unitPrice: 500, amount: 0 },
    });
    expect(cart.totals.giftBox).toBe(0);

    const gifted = cartOf(
      await update({
        gift: true,
        giftOption: { to: '  Ann ', from: 'Bo', message: 'Happy birthday!\r\nLove, Bo', email: 'Ann@Example.com' },
        isGiftBoxSelected: true,
      }),
    );
    expect(lineOf(gifted, line.id)).toMatchObject({
      gift: true,
      giftOption: { to: 'Ann', from: 'Bo', message: 'Happy birthday!\nLove, Bo', email: 'ann@example.com' },
      isGiftBoxSelected: true,
      giftBox: { offered: true, unitPrice: 500, amount: 1_000 },
    });
    const { totals } = gifted;
    expect(totals.giftBox).toBe(1_000);
    expect(totals.itemTotal).toBe(cart.totals.itemTotal);
    expect(totals.totalDiscount).toBe(cart.totals.totalDiscount);
    expect(totals.total).toBe(totals.itemSubTotal + totals.giftBox! + totals.shipping + totals.tax);
    expect(totals.total).toBe(cart.totals.total + 1_000);
    expect(totals.totalWithoutTax).toBe(totals.total - totals.tax);
    expect(totals.remainingToPay).toBe(totals.total);

    // The box is charged per unit: a quantity change moves it.
    const three = cartOf(await update({ qty: 3 }));
    expect(lineOf(three, line.id).giftBox?.amount).toBe(1_500);
    expect(three.totals.giftBox).toBe(1_500);
  });

  it('US sales tax covers the gift box at the destination rate (California 7.25 %, shipping untaxed)', async () => {
    const [variant] = await variantsOn(t.db, 'stride-en-us', 1, { order: 'price' });
    const { token, cart, update } = await shopperWith('stride-en-us', variant!, 1);
    cartOf(await call('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, CA_ADDRESS));
    const { totals, items } = cartOf(await update({ gift: true, isGiftBoxSelected: true }));
    const expectedTax = Math.floor(((totals.itemSubTotal + 500) * 725 + 5_000) / 10_000);
    expect(totals).toMatchObject({ taxCalculated: true, giftBox: 500, tax: expectedTax, taxAmount: expectedTax });
    expect(totals.total).toBe(totals.itemSubTotal + 500 + totals.shipping + expectedTax);
    expect(items.reduce((sum, item) => sum + item.taxTotal, 0)).toBe(expectedTax);
  });

  it('on every tax-inclusive site the box price (per currency) includes VAT and the totals add up', async () => {
    for (const site of SITES.filter((each) => each.taxMode === 'inclusive')) {
      const [variant] = await variantsOn(t.db, site.siteId, 1, { order: 'price' });
      const { update } = await shopperWith(site.siteId, variant!, 2);
      const { totals, items } = cartOf(await update({ gift: true, isGiftBoxSelected: true }));
      const unit = GIFT_BOX_PRICES[site.currency]!;
      expect(items[0]!.giftBox, site.siteId).toEqual({ offered: true, unitPrice: unit, amount: unit * 2 });
      expect(totals.giftBox, site.siteId).toBe(unit * 2);
      expect(totals.total, site.siteId).toBe(totals.itemSubTotal + unit * 2 + totals.shipping);
      const rate = vatRate(site.countryCode)!;
      const taxed = totals.itemSubTotal + unit * 2 + (rate.shippingTaxable ? totals.shipping : 0);
      expect(totals.tax, site.siteId).toBe(taxIncludedIn(taxed, rate.ratePpm, rate.rounding));
      expect(totals.totalWithoutTax, site.siteId).toBe(totals.total - totals.tax);
    }
  });

  it('turning the gift off clears the card and the box', async () => {
    const [variant] = await variantsOn(t.db, 'stride-en-us', 1, { order: 'price' });
    const { line, update } = await shopperWith('stride-en-us', variant!, 1);
    cartOf(await update({ gift: true, giftOption: { to: 'Ann', message: 'Hi' }, isGiftBoxSelected: true }));
    const off = cartOf(await update({ gift: false }));
    expect(lineOf(off, line.id)).toMatchObject({
      gift: false,
      giftOption: null,
      isGiftBoxSelected: false,
      giftBox: { amount: 0 },
    });
    expect(off.totals.giftBox).toBe(0);
    // Only the card, no box: a card of blank fields is no card.
    const card = cartOf(await update({ gift: true, giftOption: { to: ' ', message: '' } }));
    expect(lineOf(card, line.id)).toMatchObject({ gift: true, giftOption: null, isGiftBoxSelected: false });
    const boxOnly = cartOf(await update({ isGiftBoxSelected: true }));
    expect(lineOf(boxOnly, line.id)).toMatchObject({ gift: true, isGiftBoxSelected: true });
    const noBox = cartOf(await update({ isGiftBoxSelected: false }));
    expect(lineOf(noBox, line.id)).toMatchObject({ gift: true, isGiftBoxSelected: false });
  });

  it('refuses ill-formed gift options with API400 naming the field', async () => {
    const [variant] = await variantsOn(t.db, 'stride-en-us', 1, { order: 'price' });
    const { line, update } = await shopperWith('stride-en-us', variant!, 1);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ gift: true, giftOption: { message: 'x'.repeat(301) } }, 'body.giftOption.message'],
      [{ gift: true, giftOption: { to: 'y'.repeat(101) } }, 'body.giftOption.to'],
      [{ gift: true, giftOption: { from: 'Bo\u0007' } }, 'body.giftOption.from'],
      [{ gift: true, giftOption: { to: 'Ann\nSmith' } }, 'body.giftOption.to'],
      [{ gift: true, giftOption: { message: 'Hi\u0000' } }, 'body.giftOption.message'],
      // Shopper free text (contracts text.values.ts): no lone surrogate, bidi control or invisible-only name.
      [{ gift: true, giftOption: { to: 'a\ud800b' } }, 'body.giftOption.to'],
      [{ gift: true, giftOption: { to: '\u200b' } }, 'body.giftOption.to'],
      [{ gift: true, giftOption: { from: '\u200b\u200d\u2060\ufeff' } }, 'body.giftOption.from'],
      [{ gift: true, giftOption: { message: '\u202egnp.exe' } }, 'body.giftOption.message'],
      [{ gift: true, giftOption: { message: 'Hi \u2066Sam\u2069' } }, 'body.giftOption.message'],
      [{ gift: true, giftOption: { message: 'Hi\u0007' } }, 'body.giftOption.message'],
      [{ gift: true, giftOption: { email: 'not-an-email' } }, 'body.giftOption.email'],
      [{ gift: true, giftOption: { colour: 'red' } }, 'body.giftOption.colour'],
      [{ gift: 'yes' }, 'body.gift'],
      [{ isGiftBoxSelected: 1 }, 'body.isGiftBoxSelected'],
      // Gift options on a line that is not a gift, or together with turning it off.
      [{ giftOption: { to: 'Ann' } }, 'body.gift'],
      [{ isGiftBoxSelected: true }, 'body.gift'],
      [{ gift: false, giftOption: { to: 'Ann' } }, 'body.giftOption'],
      [{ gift: false, isGiftBoxSelected: true }, 'body.isGiftBoxSelected'],
    ];
    for (const [payload, field] of cases) {
      expectSpecError(await update(payload), 400, 'API400', field);
    }
    // A message of exactly 300 characters is fine, and so is text in any script, with emoji sequences.
    cartOf(await update({ gift: true, giftOption: { message: 'x'.repeat(300) } }));
    const kind = { to: 'Zoë O’Brien', from: '山田 👩‍👩‍👧', message: 'Alles Gute! 🎂\nمن محمد' };
    expect(lineOf(cartOf(await update({ gift: true, giftOption: kind })), line.id).giftOption).toEqual(kind);
  });

  it('refuses gift options for a free gift with purchase (GWP403)', async () => {
    const variants = await variantsOn(t.db, 'stride-en-us', 40, { order: 'price' });
    const promotions = await loadPromotions(t.db, 'stride-en-us');
    expect(promotions.some((promotion) => promotion.reward.kind === 'bonusProduct')).toBe(true);
    const token = (await guestToken(t)).accessToken;
    let cart = cartOf(await call('POST', '/cart/v1/cart', token, {}));
    // Spend past the gift's threshold (150.00) so the cart adds the free gift.
    for (const variant of variants.slice(-3)) {
      cart = cartOf(
        await call('POST', '/cart/v1/item', token, {
          cartId: cart.basketId,
          productId: variant.productId,
          upc: variant.upc,
          qty: 5,
        }),
      );
    }
    const bonus = cart.items.find((item) => item.bonus);
    expect(bonus, 'the cart earned its free gift').toBeDefined();
    expect(bonus!.giftBox).toMatchObject({ offered: false, amount: 0 });
    const url = `/cart/v1/cart/${cart.basketId}/item`;
    // Each refusal names the field sent, where it was sent, and says what cannot be (api tester t2, session 55).
    for (const [payload, field] of [
      [{ gift: true }, 'body.gift'],
      [{ giftOption: { to: 'Ann' } }, 'body.giftOption'],
      [{ isGiftBoxSelected: true }, 'body.isGiftBoxSelected'],
    ] as const) {
      const refused = expectSpecError(
        await call('PUT', url, token, { itemId: bonus!.id, ...payload }),
        400,
        'GWP403',
        field,
      );
      expect(refused.errorDetails[0]!.message).toBe('A free gift can’t be wrapped or sent as a gift.');
    }
    const byQuery = await t.app.inject({
      method: 'PUT',
      url: `${url}?itemId=${bonus!.id}&isGiftBoxSelected=true`,
      headers: { ...AUTH, ...bearer(token) },
    });
    expectSpecError(byQuery, 400, 'GWP403', 'query.isGiftBoxSelected');
    const qty = expectSpecError(
      await t.app.inject({
        method: 'PUT',
        url: `${url}?itemId=${bonus!.id}&qty=2`,
        headers: { ...AUTH, ...bearer(token) },
      }),
      400,
      'GWP403',
      'query.qty',
    );
    expect(qty.errorDetails[0]!.message).toBe(
      'A free gift comes in the quantity its promotion gives: it can’t be changed.',
    );
    // Nor can it be saved for later: said so, not "cannot be added to the cart".
    const saved = expectSpecError(
      await call('PUT', '/cart/v2/saveForLater', token, { cartId: cart.basketId, itemId: bonus!.id }),
      400,
      'GWP403',
      'itemId',
    );
    expect(saved.errorDetails[0]!.message).toBe('A free gift can’t be saved for later.');
  });

  it("answers BSK404 for gift options on another shopper's cart", async () => {
    const [variant] = await variantsOn(t.db, 'stride-en-us', 1, { order: 'price' });
    const { cart, line } = await shopperWith('stride-en-us', variant!, 1);
    const other = (await guestToken(t)).accessToken;
    expectSpecError(
      await call('PUT', `/cart/v1/cart/${cart.basketId}/item`, other, {
        itemId: line.id,
        gift: true,
        isGiftBoxSelected: true,
      }),
      404,
      'BSK404',
    );
  });
});
