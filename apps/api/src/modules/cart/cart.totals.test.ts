import { Cart, type CartTotals } from '@outsole/contracts/cart';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_LOCATION, type Db } from '../../db/schema.js';
import { SITES } from '../../db/seed/reference/sites.js';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { loadPromotions } from './cart.pricing.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';

/**
 * Totals and tax of each demo site through the real endpoints, against numbers worked out by hand (the arithmetic is
 * in the comments), never against the pricing core itself. The tests set the prices of the styles they use, so the
 * tables hold whatever the seed generates.
 *
 * The rules the arithmetic follows (decision 0018): product promotions per line, half-up; order promotions on what
 * the lines have left, half-up, spread by largest remainder (ties to the earlier line); free standard shipping
 * measured after the order promotions; tax once per jurisdiction on the summed amounts (lines after discounts, plus
 * shipping where taxed), then spread by largest remainder over those amounts in the order lines…, shipments.
 * Inclusive tax = gross × rate / (1 + rate): half-up in GB / DE / FR, truncated in JP. Exclusive (US) = net × rate,
 * half-up. Demo promotions (seed demo-promotions.ts): sale-20 = 20 % off the sale / outlet department (PRODUCT);
 * WELCOME10 = 10 % off the order; FIRSTPAIR = a fixed amount off (USD 15.00, EUR 12.00, JPY 1500) from twice that;
 * a free gift from USD 150 / GBP 100 / EUR 120 / JPY 15000; free standard shipping from USD 75 / GBP 50 / EUR 60 /
 * JPY 8000. Standard delivery costs USD 7.95, GBP / EUR 4.95, JPY 550; express (me) USD 19.95, EUR 9.95.
 */

interface LineSpec {
  /** A style of the site's sale (stride) / outlet (kestrel) department, which sale-20 takes 20 % off. */
  onSale?: boolean;
  list: number;
  sale?: number;
  qty: number;
}

interface ItemExpectation {
  current: number;
  original: number;
  amount: number;
  priceWithoutTaxPerUnit: number;
  proratedPrice: number;
  taxTotal: number;
  bonus?: boolean;
}

type Totals = Omit<CartTotals, 'currency' | 'taxCalculated' | 'taxIncluded'>;

interface Scenario {
  name: string;
  siteId: string;
  lines: LineSpec[];
  /** The price of the site's gift-with-purchase style, when the cart earns it (it comes last, free). */
  giftList?: number;
  coupons?: string[];
  method?: 'me';
  address?: Record<string, string>;
  /** The totals before the address is given (US: tax waits for the destination). */
  beforeAddress?: Partial<Totals> & { taxCalculated: boolean };
  totals: Totals;
  /** In the cart's order: home lines in the order added, the gift last. */
  items: ItemExpectation[];
  approaching: { promotion: string; distance: number } | null;
}

const PHONE = '(512) 555-0142';
const address = (addressLine1: string, city: string, state: string, postalCode: string) => ({
  addressLine1,
  city,
  stateCityProvDept: state,
  postalCode,
  countryCode: 'US',
  recipientFirstName: 'Ada',
  recipientLastName: 'Lovelace',
  recipientContactPhone: PHONE,
});

const SCENARIOS: Scenario[] = [
  {
    name: 'stride-en-us: sale line, WELCOME10, California (7.25 %, shipping not taxed), free shipping',
    siteId: 'stride-en-us',
    lines: [
      { list: 4_999, qty: 2 }, // 49.99 × 2 = 99.98
      { onSale: true, list: 3_000, sale: 2_400, qty: 1 }, // sale price 24.00; sale-20: 2400 × 20 % = 480 → 1920
    ],
    coupons: ['WELCOME10'],
    address: address('1 Market St', 'San Francisco', 'CA', '94105'),
    // WELCOME10: (9998 + 1920) × 10 % = 1191.8 → 1192, spread over [9998, 1920]:
    //   1192 × 9998 / 11918 = 999.97 (floor 999), 1192 × 1920 / 11918 = 192.03 (floor 192); the unit left goes to the
    //   larger remainder, line 1 → [1000, 192]; lines left: 8998 and 1728, itemSubTotal 10726.
    // Free shipping (before WELCOME10): 11918 ≥ 7500 → shipping 0. No address yet: tax 0, total 10726.
    beforeAddress: { tax: 0, total: 10_726, totalWithoutTax: 10_726, shipping: 0, taxCalculated: false },
    totals: {
      itemTotal: 12_398, // 9998 + 2400
      totalDiscount: 1_672, // 480 + 1192
      itemSubTotal: 10_726, // 8998 + 1728
      shipping: 0,
      tax: 778, // CA: 10726 × 7.25 % = 777.6 → 778 (shipping 0, not taxed in CA anyway)
      taxAmount: 778,
      total: 11_504, // 10726 + 0 + 778
      totalWithoutTax: 10_726, // 11504 − 778
      netAmount: 10_726,
      remainingToPay: 11_504,
      totalUnits: 3,
      totalDiscountPercentage: 13, // 1672 / 12398 = 13.49 % → 13
    },
    // Tax 778 over [8998, 1728]: 652.66 (floor 652), 125.34 (floor 125); the unit left → line 1: [653, 125].
    items: [
      {
        current: 4_999,
        original: 4_999,
        amount: 9_998,
        priceWithoutTaxPerUnit: 4_999,
        proratedPrice: 8_998,
        taxTotal: 653,
      },
      {
        current: 2_400,
        original: 3_000,
        amount: 2_400,
        priceWithoutTaxPerUnit: 2_400,
        proratedPrice: 1_728,
        taxTotal: 125,
      },
    ],
    // Gift from 15000, an order promotion: its minimum counts the merchandise before the order discounts (decision 0018
    // addendum, F6): 10726 + WELCOME10's 1192 = 11918, so 15000 − 11918 = 3082 of goods (free shipping is met).
    approaching: { promotion: 'stride-en-us-gift', distance: 3_082 },
  },
  {
    name: 'stride-en-us: FIRSTPAIR, New York (4 %, shipping taxed), paid standard shipping',
    siteId: 'stride-en-us',
    lines: [{ list: 2_500, qty: 2 }], // 25.00 × 2 = 50.00
    coupons: ['FIRSTPAIR'],
    address: address('350 5th Ave', 'New York', 'NY', '10118'),
    // FIRSTPAIR: 5000 ≥ 3000 → 1500 off → 3500. Free shipping (before FIRSTPAIR): 5000 < 7500 → standard 795.
    totals: {
      itemTotal: 5_000,
      totalDiscount: 1_500,
      itemSubTotal: 3_500,
      shipping: 795,
      tax: 172, // NY taxes shipping: (3500 + 795) × 4 % = 171.8 → 172
      taxAmount: 172,
      total: 4_467, // 3500 + 795 + 172
      totalWithoutTax: 4_295,
      netAmount: 4_295,
      remainingToPay: 4_467,
      totalUnits: 2,
      totalDiscountPercentage: 30, // 1500 / 5000
    },
    // Tax 172 over [3500, 795]: 140.16 (140), 31.84 (31); the unit left → shipping: line 140, shipping 32.
    items: [
      {
        current: 2_500,
        original: 2_500,
        amount: 5_000,
        priceWithoutTaxPerUnit: 2_500,
        proratedPrice: 3_500,
        taxTotal: 140,
      },
    ],
    // Free shipping 7500 − 3500 = 4000, nearer than the gift's 15000 − 3500 = 11500.
    approaching: { promotion: 'stride-en-us-free-shipping', distance: 2_500 }, // 7500 − 5000: before FIRSTPAIR
  },
  {
    name: 'stride-en-gb: sale line, WELCOME10, VAT 20 % inside the prices, free shipping',
    siteId: 'stride-en-gb',
    lines: [
      { list: 5_999, qty: 1 },
      { onSale: true, list: 4_000, sale: 3_499, qty: 1 }, // sale-20: 3499 × 20 % = 699.8 → 700 → 2799
    ],
    coupons: ['WELCOME10'],
    // WELCOME10: (5999 + 2799) × 10 % = 879.8 → 880 over [5999, 2799]: 600.03 (600), 279.96 (279); the unit left →
    // line 2 (remainder 8478 > 320): [600, 280]; lines left 5399, 2519; 8798 ≥ 5000 → free shipping.
    totals: {
      itemTotal: 9_498, // 5999 + 3499
      totalDiscount: 1_580, // 700 + 880
      itemSubTotal: 7_918,
      shipping: 0,
      tax: 1_320, // 7918 × 20 / 120 = 1319.67 → 1320
      taxAmount: 1_320,
      total: 7_918, // inclusive: 7918 + 0
      totalWithoutTax: 6_598, // 7918 − 1320
      netAmount: 6_598,
      remainingToPay: 7_918,
      totalUnits: 2,
      totalDiscountPercentage: 17, // 1580 / 9498 = 16.64 % → 17
    },
    // Tax 1320 over [5399, 2519, shipping 0]: 900.06 (900), 419.94 (419), 0; the unit left → line 2: [900, 420].
    // Unit prices without VAT: 5999 − 999.83 (1000) = 4999; 3499 − 583.17 (583) = 2916.
    items: [
      {
        current: 5_999,
        original: 5_999,
        amount: 5_999,
        priceWithoutTaxPerUnit: 4_999,
        proratedPrice: 5_399,
        taxTotal: 900,
      },
      {
        current: 3_499,
        original: 4_000,
        amount: 3_499,
        priceWithoutTaxPerUnit: 2_916,
        proratedPrice: 2_519,
        taxTotal: 420,
      },
    ],
    // The gift's minimum counts the merchandise before WELCOME10 (decision 0018 addendum, F6): 10000 − 8798 = 1202.
    approaching: { promotion: 'stride-en-gb-gift', distance: 1_202 },
  },
  {
    name: 'stride-de-de: FIRSTPAIR, VAT 19 % inside the prices and the paid shipping',
    siteId: 'stride-de-de',
    lines: [
      { list: 2_999, qty: 1 },
      { list: 1_999, qty: 1 },
    ],
    coupons: ['FIRSTPAIR'],
    // FIRSTPAIR: 4998 ≥ 2400 → 1200 over [2999, 1999]: 720.05 (720), 479.95 (479); the unit left → line 2
    // (remainder 4758 > 240): [720, 480]; lines left 2279, 1519. Free shipping counts
    // the merchandise before FIRSTPAIR: 4998 < 6000 → standard 495.
    totals: {
      itemTotal: 4_998,
      totalDiscount: 1_200,
      itemSubTotal: 3_798,
      shipping: 495,
      tax: 685, // (3798 + 495) × 19 / 119 = 4293 × 19 / 119 = 685.44 → 685
      taxAmount: 685,
      total: 4_293, // 3798 + 495
      totalWithoutTax: 3_608, // 4293 − 685
      netAmount: 3_608,
      remainingToPay: 4_293,
      totalUnits: 2,
      totalDiscountPercentage: 24, // 1200 / 4998 = 24.01 %
    },
    // Tax 685 over [2279, 1519, 495]: 363.64 (363), 242.37 (242), 78.98 (78); two units left → the largest
    // remainders, shipping (4221) then line 1 (2756): [364, 242, shipping 79].
    // Unit prices without VAT: 2999 − 478.83 (479) = 2520; 1999 − 319.17 (319) = 1680.
    items: [
      {
        current: 2_999,
        original: 2_999,
        amount: 2_999,
        priceWithoutTaxPerUnit: 2_520,
        proratedPrice: 2_279,
        taxTotal: 364,
      },
      {
        current: 1_999,
        original: 1_999,
        amount: 1_999,
        priceWithoutTaxPerUnit: 1_680,
        proratedPrice: 1_519,
        taxTotal: 242,
      },
    ],
    approaching: { promotion: 'stride-de-de-free-shipping', distance: 1_002 }, // 6000 − 4998: before FIRSTPAIR
  },
  {
    name: 'stride-fr-fr: the free gift, express delivery, VAT 20 %',
    siteId: 'stride-fr-fr',
    lines: [{ list: 4_590, qty: 3 }], // 45.90 × 3 = 137.70 ≥ 120.00: the gift is earned
    giftList: 1_290, // the gift is priced 12.90 and taken off whole
    method: 'me', // express 9.95: free shipping is for standard delivery only
    totals: {
      itemTotal: 15_060, // 13770 + 1290 (gifts count at their price …)
      totalDiscount: 1_290, // … and their whole price is discount
      itemSubTotal: 13_770,
      shipping: 995,
      tax: 2_461, // (13770 + 0 + 995) × 20 / 120 = 14765 / 6 = 2460.83 → 2461
      taxAmount: 2_461,
      total: 14_765,
      totalWithoutTax: 12_304, // 14765 − 2461
      netAmount: 12_304,
      remainingToPay: 14_765,
      totalUnits: 4, // 3 + the gift
      totalDiscountPercentage: 9, // 1290 / 15060 = 8.57 % → 9
    },
    // Tax 2461 over [13770, gift 0, shipping 995]: 2295.16 (2295), 0, 165.84 (165); the unit left → shipping 166.
    // Unit prices without VAT: 4590 − 765 = 3825; the gift 1290 − 215 = 1075.
    items: [
      {
        current: 4_590,
        original: 4_590,
        amount: 13_770,
        priceWithoutTaxPerUnit: 3_825,
        proratedPrice: 13_770,
        taxTotal: 2_295,
      },
      {
        current: 1_290,
        original: 1_290,
        amount: 1_290,
        priceWithoutTaxPerUnit: 1_075,
        proratedPrice: 0,
        taxTotal: 0,
        bonus: true,
      },
    ],
    // Both thresholds are met (free shipping's too, though no standard shipment takes it): nothing to approach.
    approaching: null,
  },
  {
    name: 'stride-ja-jp: sale line, WELCOME10, consumption tax 10 % truncated, paid shipping (JPY)',
    siteId: 'stride-ja-jp',
    lines: [
      { list: 4_800, qty: 1 },
      { onSale: true, list: 3_900, sale: 2_900, qty: 1 }, // sale-20: 2900 × 20 % = 580 → 2320
    ],
    coupons: ['WELCOME10'],
    // WELCOME10: (4800 + 2320) × 10 % = 712 over [4800, 2320]: exactly 480 and 232; lines left 4320, 2088. Free shipping counts
    // the merchandise before WELCOME10: 7120 < 8000 → standard 550.
    totals: {
      itemTotal: 7_700, // 4800 + 2900
      totalDiscount: 1_292, // 580 + 712
      itemSubTotal: 6_408,
      shipping: 550,
      tax: 632, // (6408 + 550) × 10 / 110 = 6958 / 11 = 632.55 → truncated 632
      taxAmount: 632,
      total: 6_958,
      totalWithoutTax: 6_326, // 6958 − 632
      netAmount: 6_326,
      remainingToPay: 6_958,
      totalUnits: 2,
      totalDiscountPercentage: 17, // 1292 / 7700 = 16.78 % → 17
    },
    // Tax 632 over [4320, 2088, 550]: 392.39 (392), 189.65 (189), 49.96 (49); two units left → shipping (6658)
    // then line 2 (4554): [392, 190, shipping 50]. Without tax, truncated: 4800 − 436 = 4364; 2900 − 263 = 2637.
    items: [
      {
        current: 4_800,
        original: 4_800,
        amount: 4_800,
        priceWithoutTaxPerUnit: 4_364,
        proratedPrice: 4_320,
        taxTotal: 392,
      },
      {
        current: 2_900,
        original: 3_900,
        amount: 2_900,
        priceWithoutTaxPerUnit: 2_637,
        proratedPrice: 2_088,
        taxTotal: 190,
      },
    ],
    approaching: { promotion: 'stride-ja-jp-free-shipping', distance: 880 }, // 8000 − 7120: before WELCOME10
  },
  {
    name: 'kestrel-en-us: WELCOME10 and FIRSTPAIR together, express delivery, Texas (6.25 %, shipping taxed)',
    siteId: 'kestrel-en-us',
    lines: [
      { list: 3_495, qty: 2 }, // 6990
      { list: 1_250, qty: 1 },
    ],
    coupons: ['WELCOME10', 'FIRSTPAIR'],
    method: 'me',
    address: address('1100 Congress Ave', 'Austin', 'TX', '78701'),
    // WELCOME10 (rank 20): (6990 + 1250) × 10 % = 824 over [6990, 1250]: exactly 699 and 125 → 6291, 1125 = 7416.
    // FIRSTPAIR (rank 30) on what is left: 7416 ≥ 3000 → 1500 over [6291, 1125]: 1272.46 (1272), 227.55 (227); the
    // unit left → line 2 (remainder 4068 > 3348): [1272, 228] → 5019, 897 = 5916. Express: 1995.
    totals: {
      itemTotal: 8_240,
      totalDiscount: 2_324, // 824 + 1500
      itemSubTotal: 5_916,
      shipping: 1_995,
      tax: 494, // TX taxes shipping: (5916 + 1995) × 6.25 % = 494.44 → 494
      taxAmount: 494,
      total: 8_405, // 5916 + 1995 + 494
      totalWithoutTax: 7_911,
      netAmount: 7_911,
      remainingToPay: 8_405,
      totalUnits: 3,
      totalDiscountPercentage: 28, // 2324 / 8240 = 28.2 %
    },
    // Tax 494 over [5019, 897, 1995]: 313.41 (313), 56.01 (56), 124.58 (124); the unit left → shipping: [313, 56, 125].
    items: [
      {
        current: 3_495,
        original: 3_495,
        amount: 6_990,
        priceWithoutTaxPerUnit: 3_495,
        proratedPrice: 5_019,
        taxTotal: 313,
      },
      {
        current: 1_250,
        original: 1_250,
        amount: 1_250,
        priceWithoutTaxPerUnit: 1_250,
        proratedPrice: 897,
        taxTotal: 56,
      },
    ],
    // Free standard shipping cannot apply to an express shipment, so the notice is the gift's, an order promotion
    // whose minimum counts the merchandise before WELCOME10 and FIRSTPAIR (decision 0018 addendum, F6):
    // 15000 − 8240 = 6760 of goods.
    approaching: { promotion: 'kestrel-en-us-gift', distance: 6_760 },
  },
];

interface Style {
  productId: string;
  upcs: string[];
}

describe(`cart totals by hand on every demo site (${TEST_DB})`, () => {
  let t: TestApp;
  /** Styles already given a price per site, so two scenarios never share one. */
  const taken = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  it('covers all six demo sites', () => {
    expect(new Set(SCENARIOS.map((scenario) => scenario.siteId))).toEqual(new Set(SITES.map((site) => site.siteId)));
  });

  it.each(SCENARIOS)('$name', async (scenario) => {
    const { siteId } = scenario;
    const headers = { ...AUTH, 'x-site-id': siteId };
    const token = (await guestToken(t, { 'x-site-id': siteId })).accessToken;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { ...headers, ...bearer(token) }, ...(payload ? { payload } : {}) });

    const basketId = cartOf(await call('POST', '/cart/v1/cart', {})).basketId;
    const styles: Style[] = [];
    for (const line of scenario.lines) {
      const style = await pickStyle(t.db, siteId, line.onSale === true, taken);
      await setPrice(t.db, siteId, style.productId, line.list, line.sale ?? null);
      styles.push(style);
    }
    if (scenario.giftList !== undefined) {
      const gift = await giftStyle(t.db, siteId);
      await setPrice(t.db, siteId, gift.productId, scenario.giftList, null);
    }
    let cart: Cart | undefined;
    for (const [index, line] of scenario.lines.entries()) {
      const style = styles[index]!;
      cart = cartOf(
        await call('POST', '/cart/v1/item', {
          cartId: basketId,
          productId: style.productId,
          upc: style.upcs[0],
          qty: line.qty,
        }),
      );
    }
    for (const code of scenario.coupons ?? [])
      cart = cartOf(await call('PUT', '/cart/v1/coupon', { cartId: basketId, code }));
    if (scenario.method) {
      cart = cartOf(
        await call('POST', `/cart/v1/shippingMethod?cartId=${basketId}&code=${scenario.method}&shippingId=home`),
      );
    }
    if (scenario.beforeAddress) expect(cart!.totals).toMatchObject(scenario.beforeAddress);
    if (scenario.address)
      cart = cartOf(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, scenario.address));

    // The answer of the last write and a fresh read agree.
    const read = cartOf(await call('GET', `/cart/v1/cart/${basketId}`));
    const site = SITES.find((each) => each.siteId === siteId)!;
    for (const answer of [cart!, read]) {
      expect(answer.currency).toBe(site.currency);
      // No gift box is chosen in these carts (the field is optional in the contract).
      const { giftBox = 0, ...totals } = answer.totals as CartTotals & { giftBox?: number };
      expect(giftBox).toBe(0);
      expect(totals).toEqual({
        ...scenario.totals,
        currency: answer.currency,
        taxCalculated: true,
        taxIncluded: site.taxMode === 'inclusive',
      });
      expect(
        answer.items.map((item) => ({
          ...item.price,
          taxTotal: item.taxTotal,
          ...(item.bonus ? { bonus: true } : {}),
        })),
      ).toEqual(scenario.items);
      expect(answer.items.filter((item) => !item.bonus).map((item) => item.productId)).toEqual(
        styles.map((style) => style.productId),
      );
      expect(
        answer.approachingDiscount && {
          promotion: answer.approachingDiscount.promotionId,
          distance: answer.approachingDiscount.distanceFromConditionThreshold,
        },
      ).toEqual(scenario.approaching);
    }
  });
});

function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return Cart.parse(response.json());
}

/** The ids of the sale-20 promotion's categories (the sale / outlet department) on the site. */
async function saleCategories(db: Db, siteId: string): Promise<string[]> {
  const sale = (await loadPromotions(db, siteId)).find((promotion) => promotion.id === `${siteId}-sale-20`);
  const ids = sale?.conditions.qualifier?.categoryIds;
  if (!ids || ids.length === 0) throw new Error(`no sale promotion on ${siteId}`);
  return [...ids];
}

async function giftStyle(db: Db, siteId: string): Promise<Style> {
  const gift = (await loadPromotions(db, siteId)).find((promotion) => promotion.reward.kind === 'bonusProduct');
  if (gift?.reward.kind !== 'bonusProduct') throw new Error(`no gift on ${siteId}`);
  return withStock(db, gift.reward.productId);
}

/** A style of the site's brand priced on the site, not the gift, in (or out of) the sale department, not yet used. */
async function pickStyle(db: Db, siteId: string, onSale: boolean, taken: Set<string>): Promise<Style> {
  const brand = SITES.find((site) => site.siteId === siteId)!.brand;
  const sale = await saleCategories(db, siteId);
  const gift = (await giftStyle(db, siteId)).productId;
  const inSale = db
    .selectFrom('style_categories as sc')
    .innerJoin('category_closure as cc', 'cc.category_id', 'sc.category_id')
    .select('sc.product_id')
    .where('cc.ancestor_id', 'in', sale);
  const rows = await db
    .selectFrom('styles as s')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 's.product_id').on('p.site_id', '=', siteId),
    )
    .select('s.product_id')
    .where('s.brand', '=', brand)
    .where('s.product_id', '!=', gift)
    // Not the digital gift card (GIFTCARDS / GIFTCARDK): it is never discounted nor taxed.
    .where('s.product_id', 'not like', 'GIFTCARD%')
    .where('s.product_id', onSale ? 'in' : 'not in', inSale)
    .orderBy('s.product_id')
    .execute();
  const row = rows.find((each) => !taken.has(`${siteId}|${each.product_id}`));
  if (!row) throw new Error(`no ${onSale ? 'sale' : 'regular'} style left on ${siteId}`);
  taken.add(`${siteId}|${row.product_id}`);
  return withStock(db, row.product_id);
}

/** The style's variants, every one given plenty of online stock. */
async function withStock(db: Db, productId: string): Promise<Style> {
  const variants = await db
    .selectFrom('variants')
    .select('upc')
    .where('product_id', '=', productId)
    .orderBy('upc')
    .execute();
  for (const { upc } of variants) {
    await db
      .insertInto('inventory')
      .values({ upc, location_id: ONLINE_LOCATION, quantity: 1_000, updated_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['upc', 'location_id']).doUpdateSet({ quantity: 1_000 }))
      .execute();
  }
  return { productId, upcs: variants.map((variant) => variant.upc) };
}

async function setPrice(db: Db, siteId: string, productId: string, list: number, sale: number | null): Promise<void> {
  await db
    .updateTable('style_prices')
    .set({ list_amount: list, sale_amount: sale })
    .where('product_id', '=', productId)
    .where('site_id', '=', siteId)
    .execute();
  forgetCatalogFacts(db); // a change outside the catalog clock
}
