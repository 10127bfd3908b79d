import { Cart } from '@outsole/contracts/cart';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_LOCATION } from '../../db/schema.js';
import { EMPLOYEE_DISCOUNT_ID } from '../pricing/pricing.types.js';
import { bearer, createTestConsumer, signIn, type TestConsumer } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

/**
 * The associate discount in the cart (spec §1, §6): EMPLOYEE shoppers who accepted the employee terms get it, on at
 * most what is left of their annual cap (consumer service); registered shoppers and employees without the terms
 * never do.
 */
describe(`cart employee discount (${TEST_DB})`, () => {
  let t: TestApp;
  let variant: { upc: string; productId: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    // A priced variant of the brand that no promotion gives away, with stock.
    const gifts = await t.db
      .selectFrom('promotions')
      .select('definition')
      .where('site_id', '=', 'stride-en-us')
      .execute();
    const row = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .innerJoin('style_prices as p', (join) =>
        join.onRef('p.product_id', '=', 'v.product_id').on('p.site_id', '=', 'stride-en-us'),
      )
      .select(['v.upc', 'v.product_id'])
      .where('s.brand', '=', 'stride')
      .where('p.list_amount', '>=', 2_000)
      .orderBy('v.upc')
      .execute();
    const free = row.find((each) => !gifts.some((gift) => gift.definition.includes(each.product_id)));
    if (!free) throw new Error('no priced stride variant');
    variant = { upc: free.upc, productId: free.product_id };
    await t.db
      .insertInto('inventory')
      .values({ upc: variant.upc, location_id: ONLINE_LOCATION, quantity: 1_000, updated_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['upc', 'location_id']).doUpdateSet({ quantity: 1_000 }))
      .execute();
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
    return t.app.inject({ method, url, headers: { ...AUTH, ...bearer(token) }, ...(payload ? { payload } : {}) });
  }

  function cartOf(response: LightMyRequestResponse): Cart {
    expect(response.statusCode, response.body).toBe(200);
    return Cart.parse(response.json());
  }

  /** A signed-in shopper's cart holding two of the variant. */
  async function cartFor(consumer: TestConsumer): Promise<{ token: string; basketId: string }> {
    const { accessToken } = await signIn(t, consumer);
    const { basketId } = cartOf(await call('POST', '/cart/v1/cart', accessToken, {}));
    cartOf(await call('POST', '/cart/v1/item', accessToken, { cartId: basketId, ...variant, qty: 2 }));
    return { token: accessToken, basketId };
  }

  const employeeLine = (cart: Cart) => cart.orderPromotions.find((entry) => entry.promotionId === EMPLOYEE_DISCOUNT_ID);
  /** What is left to pay for the merchandise after every other promotion: the discount's base. */
  const merchandise = (cart: Cart) => cart.items.reduce((sum, item) => sum + item.price.proratedPrice, 0);

  async function setEmployee(consumerNo: string, values: { annualCap?: number; currentSpend?: number }) {
    await t.db
      .updateTable('consumers')
      .set({
        ...(values.annualCap === undefined ? {} : { employee_annual_cap: values.annualCap }),
        ...(values.currentSpend === undefined ? {} : { employee_current_spend: values.currentSpend }),
      })
      .where('consumer_no', '=', consumerNo)
      .execute();
  }

  it('gives an employee nothing before the terms are accepted, the discount after, within the remaining cap', async () => {
    const employee = await createTestConsumer(t.db, { consumerType: 'EMPLOYEE' });
    await setEmployee(employee.consumerNo, { annualCap: 10_000_000, currentSpend: 0 });
    const { token, basketId } = await cartFor(employee);

    const before = cartOf(await call('GET', `/cart/v1/cart/${basketId}`, token));
    expect(employeeLine(before)).toBeUndefined();
    const base = merchandise(before);
    expect(base).toBeGreaterThanOrEqual(2_000);

    const accepted = await call('POST', '/consumers-v3/consumer', token, { isEmployeeDiscountTCAccepted: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = cartOf(await call('GET', `/cart/v1/cart/${basketId}`, token));
    // 30 % (EMPLOYEE_DISCOUNT_PPM) of the merchandise left to pay, half up.
    const discount = Math.round((base * 3) / 10);
    expect(employeeLine(after)).toMatchObject({ appliedDiscount: discount, couponCode: null });
    expect(after.totals.totalDiscount - before.totals.totalDiscount).toBe(discount);
    expect(merchandise(after)).toBe(base - discount);
    // The cart says what it applied to, so the shopper can tell a capped discount from a full one (F7).
    expect(after.employeeDiscount).toEqual({ percent: 30, eligibleAmount: base, capConsumed: base, discount });
    expect(before.employeeDiscount).toBeNull();

    // Cap nearly spent: 10.00 USD left, so the discount is 30 % of 10.00 whatever the cart holds.
    await setEmployee(employee.consumerNo, { annualCap: 10_000_000, currentSpend: 10_000_000 - 1_000 });
    const capped = cartOf(await call('GET', `/cart/v1/cart/${basketId}`, token));
    expect(employeeLine(capped)?.appliedDiscount).toBe(300);
    expect(capped.employeeDiscount).toEqual({ percent: 30, eligibleAmount: base, capConsumed: 1_000, discount: 300 });
    expect(capped.totals.totalDiscount - before.totals.totalDiscount).toBe(300);

    // Cap spent: nothing more.
    await setEmployee(employee.consumerNo, { currentSpend: 10_000_000 });
    const spent = cartOf(await call('GET', `/cart/v1/cart/${basketId}`, token));
    expect(employeeLine(spent)).toBeUndefined();
    expect(spent.totals.totalDiscount).toBe(before.totals.totalDiscount);

    // A write prices with it too (the lock path): adding one more keeps the capped discount.
    await setEmployee(employee.consumerNo, { currentSpend: 10_000_000 - 1_000 });
    const added = cartOf(await call('POST', '/cart/v1/item', token, { cartId: basketId, ...variant, qty: 1 }));
    expect(employeeLine(added)?.appliedDiscount).toBe(300);
  });

  it('never gives a registered shopper the discount', async () => {
    const shopper = await createTestConsumer(t.db);
    await t.db
      .updateTable('consumers')
      .set({
        employee_terms_accepted_at: new Date().toISOString(),
        employee_annual_cap: 100_000,
        employee_currency: 'USD',
      })
      .where('consumer_no', '=', shopper.consumerNo)
      .execute();
    const { token, basketId } = await cartFor(shopper);
    const cart = cartOf(await call('GET', `/cart/v1/cart/${basketId}`, token));
    expect(employeeLine(cart)).toBeUndefined();
  });

  it('gives none when the cap is in another currency than the cart', async () => {
    const employee = await createTestConsumer(t.db, { consumerType: 'EMPLOYEE' });
    await t.db
      .updateTable('consumers')
      .set({ employee_terms_accepted_at: new Date().toISOString(), employee_currency: 'EUR' })
      .where('consumer_no', '=', employee.consumerNo)
      .execute();
    const { token, basketId } = await cartFor(employee);
    expect(employeeLine(cartOf(await call('GET', `/cart/v1/cart/${basketId}`, token)))).toBeUndefined();
  });
});
