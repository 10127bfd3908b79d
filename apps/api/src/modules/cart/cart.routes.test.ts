import type { Cart } from '@outsole/contracts/cart';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { SITES } from '../../db/seed/reference/sites.js';
import { EMPLOYEE_DISCOUNT_PPM } from '../pricing/pricing.types.js';
import { priceCart } from '../pricing/promotions.engine.js';
import { computeTotals } from '../pricing/totals.js';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, createTestConsumer, guestToken, signIn } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { call, cartOf, pickupStoreIds, setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';
import { loadPromotions } from './cart.pricing.js';

describe(`cart (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let basketId: string;
  let variants: Variant[];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    token = (await guestToken(t)).accessToken;
    basketId = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} })).basketId;
    variants = await variantsOn(t.db, 'stride-en-us', 8);
  });
  afterAll(() => t.close());

  const add = (variant: Variant, qty: number, extra: Record<string, unknown> = {}, who = token, cartId = basketId) =>
    call(t, 'POST', '/cart/v1/item', who, {
      payload: { cartId, productId: variant.productId, upc: variant.upc, qty, ...extra },
    });

  it('needs a guest or registered session: anonymous calls answer 401 API401', async () => {
    expectSpecError(await call(t, 'POST', '/cart/v1/cart', null, { payload: {} }), 401, 'API401');
    expectSpecError(await call(t, 'GET', `/cart/v1/cart/${basketId}`, null), 401, 'API401');
    expectSpecError(await add(variants[0]!, 1, {}, ''), 401, 'API401');
    // Before the query or body is read: a call without a bearer is told that first, on every cart route alike.
    for (const [method, url, payload] of [
      ['DELETE', '/cart/v1/item', undefined],
      ['DELETE', '/cart/v1/coupon', undefined],
      ['PUT', '/cart/v1/coupon', {}],
      ['POST', '/cart/v1/item', {}],
      ['PUT', `/cart/v1/cart/${basketId}/item`, { qty: 'x' }],
      ['POST', '/cart/v1/shippingMethod', {}],
      ['GET', '/cart/v1/cart/not-an-id?isPatchRequired=maybe', undefined],
    ] as const) {
      expectSpecError(await call(t, method, url, null, { payload }), 401, 'API401');
    }
  });

  it('refuses a write whose ids disagree (another cart in the body, another product for the line, query ≠ body)', async () => {
    // A shopper of its own: the shared cart stays as the other tests expect it.
    const token = (await guestToken(t)).accessToken;
    const basketId = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} })).basketId;
    const [variant, other] = [variants[5]!, variants.find((each) => each.productId !== variants[5]!.productId)!];
    const line = cartOf(await add(variant, 1, {}, token, basketId)).items.find((item) => item.upc === variant.upc)!;
    const put = (payload: Record<string, unknown>) =>
      call(t, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { payload: { itemId: line.id, qty: 2, ...payload } });
    const otherCart = expectSpecError(
      await put({ cartId: '00000000-0000-0000-0000-000000000000' }),
      400,
      'API400',
      'body.cartId',
    );
    expect(otherCart.errorDetails[0]?.message).toContain('cartId is not the cart of the path');
    const swap = expectSpecError(await put({ productId: other.productId }), 400, 'API400', 'body.productId');
    expect(swap.errorDetails[0]?.message).toContain(variant.productId);
    // Nothing changed; the same ids, sent again, are taken.
    const unchanged = cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token));
    expect(unchanged.items.find((item) => item.id === line.id)?.qty).toBe(1);
    const same = cartOf(await put({ cartId: basketId, productId: variant.productId }));
    expect(same.items.find((item) => item.id === line.id)?.qty).toBe(2);

    const query = new URLSearchParams({ cartId: basketId, code: 'standard', shippingId: 'home' });
    const method = (payload: Record<string, unknown>) =>
      call(t, 'POST', `/cart/v1/shippingMethod?${query}`, token, { payload });
    const twoCodes = expectSpecError(await method({ code: 'me' }), 400, 'API400', 'body.code');
    expect(twoCodes.errorDetails[0]?.message).toBe('code is "standard" in the query and "me" in the body: send one.');
    expectSpecError(await method({ cartId: '00000000-0000-0000-0000-000000000000' }), 400, 'API400', 'body.cartId');
    expect(cartOf(await method({ code: 'standard', cartId: basketId })).basketId).toBe(basketId);
  });

  it('takes cartWithItem’s item in the query (spec §7), the body or both when equal; a conflict is API400', async () => {
    const variant = variants[6]!;
    const qtyOf = (cart: Cart) => cart.items.find((item) => item.upc === variant.upc)?.qty;
    // Each shopper its own cart: cartWithItem answers the shopper's cart with the item added.
    const fresh = async () => (await guestToken(t)).accessToken;
    const item = new URLSearchParams({ productId: variant.productId, upc: variant.upc, qty: '2' });

    const viaQuery = cartOf(await call(t, 'POST', `/cart/v1/cartWithItem?${item}`, await fresh()));
    expect(qtyOf(viaQuery)).toBe(2);
    const body = { productId: variant.productId, upc: variant.upc, qty: 2 };
    expect(qtyOf(cartOf(await call(t, 'POST', '/cart/v1/cartWithItem', await fresh(), { payload: body })))).toBe(2);
    const both = await call(t, 'POST', `/cart/v1/cartWithItem?${item}`, await fresh(), { payload: body });
    expect(qtyOf(cartOf(both))).toBe(2);
    // Split between them, qty left to its default of 1.
    const split = await call(t, 'POST', `/cart/v1/cartWithItem?productId=${variant.productId}`, await fresh(), {
      payload: { upc: variant.upc },
    });
    expect(qtyOf(cartOf(split))).toBe(1);

    const conflicted = await fresh();
    const conflict = expectSpecError(
      await call(t, 'POST', `/cart/v1/cartWithItem?${item}`, conflicted, { payload: { ...body, qty: 3 } }),
      400,
      'API400',
      'body.qty',
    );
    expect(conflict.errorDetails[0]?.message).toBe('qty is 2 in the query and 3 in the body: send one.');
    // Refused whole: the conflicted shopper has no cart line.
    const cart = cartOf(await call(t, 'POST', '/cart/v1/cart', conflicted, { payload: {} }));
    expect(cart.items).toEqual([]);
    // Required in one of them; a query value is checked as the body's is.
    expectSpecError(
      await call(t, 'POST', `/cart/v1/cartWithItem?productId=${variant.productId}`, await fresh()),
      400,
      'API400',
      'query.upc',
    );
    for (const qty of ['0', '2.5', 'x', '0x10']) {
      expectSpecError(
        await call(
          t,
          'POST',
          `/cart/v1/cartWithItem?productId=${variant.productId}&upc=${variant.upc}&qty=${qty}`,
          await fresh(),
        ),
        400,
        'API400',
        'query.qty',
      );
    }
    expectSpecError(
      await call(t, 'POST', '/cart/v1/cartWithItem', await fresh(), { payload: { ...body, colour: 'red' } }),
      400,
      'API400',
      'body.colour',
    );
  });

  it('takes a line’s change in the query (spec §7), the body or both when equal; a conflict is API400', async () => {
    const token = (await guestToken(t)).accessToken;
    const basketId = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} })).basketId;
    const variant = variants[7]!;
    const line = cartOf(await add(variant, 1, {}, token, basketId)).items.find((item) => item.upc === variant.upc)!;
    const url = `/cart/v1/cart/${basketId}/item`;
    const qtyOf = (cart: Cart) => cart.items.find((item) => item.id === line.id)?.qty;

    const viaQuery = await call(t, 'PUT', `${url}?cartId=${basketId}&itemId=${line.id}&qty=2`, token);
    expect(qtyOf(cartOf(viaQuery))).toBe(2);
    expect(qtyOf(cartOf(await call(t, 'PUT', url, token, { payload: { itemId: line.id, qty: 3 } })))).toBe(3);
    const both = await call(t, 'PUT', `${url}?itemId=${line.id}&qty=4`, token, {
      payload: { itemId: line.id, qty: 4, productId: variant.productId },
    });
    expect(qtyOf(cartOf(both))).toBe(4);

    const conflict = expectSpecError(
      await call(t, 'PUT', `${url}?itemId=${line.id}&qty=5`, token, { payload: { qty: 6 } }),
      400,
      'API400',
      'body.qty',
    );
    expect(conflict.errorDetails[0]?.message).toBe('qty is 5 in the query and 6 in the body: send one.');
    expect(qtyOf(cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token)))).toBe(4);
    // itemId is required in one of them; a query cartId naming another cart is refused where it was sent.
    expectSpecError(await call(t, 'PUT', `${url}?qty=2`, token), 400, 'API400', 'query.itemId');
    expectSpecError(
      await call(t, 'PUT', `${url}?itemId=${line.id}&cartId=00000000-0000-0000-0000-000000000000`, token),
      400,
      'API400',
      'query.cartId',
    );
    expectSpecError(await call(t, 'PUT', `${url}?itemId=${line.id}&gift=yes`, token), 400, 'API400', 'query.gift');
    // A parameter it does not know (an array-style `qty[]`, a misspelt field) is refused by name, not dropped while the
    // answer reads as a change made (api tester t2, session 55); so is a call naming the line and nothing to change.
    for (const [query, field] of [
      ['qty%5B%5D=7', 'query.qty[]'],
      ['quantity=7', 'query.quantity'],
      ['Qty=7', 'query.Qty'],
    ] as const) {
      const unknown = expectSpecError(
        await call(t, 'PUT', `${url}?itemId=${line.id}&${query}`, token),
        400,
        'API400',
        field,
      );
      expect(unknown.errorDetails[0]?.message).toBe(`${field.slice('query.'.length)} is not a field of this request.`);
    }
    const nothing = expectSpecError(
      await call(t, 'PUT', `${url}?cartId=${basketId}&itemId=${line.id}`, token),
      400,
      'API400',
      'query',
    );
    expect(nothing.errorDetails[0]?.message).toMatch(/^Nothing to change: give one of qty, maxQty, storeId/);
    expectSpecError(
      await call(t, 'PUT', url, token, { payload: { itemId: line.id, productId: variant.productId } }),
      400,
      'API400',
      'body',
    );
    expect(qtyOf(cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token)))).toBe(4);
    // The other calls that take their fields in the query alike.
    const misspelt = [
      ['POST', `/cart/v1/cartWithItem?productId=${variant.productId}&upc=${variant.upc}&qt=2`, 'query.qt'],
      ['DELETE', `/cart/v1/item?cartId=${basketId}&itemId=${line.id}&force=1`, 'query.force'],
      ['DELETE', `/cart/v1/coupon?cartId=${basketId}&code=WELCOME10&all=1`, 'query.all'],
      ['POST', `/cart/v1/shippingMethod?cartId=${basketId}&code=standard&shipping=me`, 'query.shipping'],
      ['GET', `/cart/v1/cart/${basketId}?patch=true`, 'query.patch'],
    ] as const;
    for (const [method, path, field] of misspelt)
      expectSpecError(await call(t, method, path, token), 400, 'API400', field);
    expect(qtyOf(cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token)))).toBe(4);
  });

  it('says what a yes/no in the query takes, as every query flag does', async () => {
    for (const query of ['isPatchRequired=yes', 'inventorySupplyCheck=1']) {
      const field = `query.${query.split('=')[0]}`;
      const refused = expectSpecError(await call(t, 'GET', `/cart/v1/cart/${basketId}?${query}`, token), 400, 'API400');
      expect(refused.errorDetails).toEqual([
        { errorId: 'API400', field, message: 'Invalid option: expected one of "true"|"false"' },
      ]);
    }
  });

  it('takes a quantity only as a whole JSON number: strings, booleans, arrays and fractions are API400 on qty', async () => {
    for (const qty of ['2', ' 3 ', '0x10', true, [2], 2.5, 0, -1, null]) {
      const response = await call(t, 'POST', '/cart/v1/item', token, {
        payload: { cartId: basketId, productId: variants[0]!.productId, upc: variants[0]!.upc, qty },
      });
      expectSpecError(response, 400, 'API400', 'body.qty');
    }
    const line = cartOf(await add(variants[0]!, 1)).items.find((item) => item.upc === variants[0]!.upc)!;
    for (const qty of ['2', true]) {
      expectSpecError(
        await call(t, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { payload: { itemId: line.id, qty } }),
        400,
        'API400',
        'body.qty',
      );
    }
    await call(t, 'DELETE', `/cart/v1/item?cartId=${basketId}&itemId=${line.id}`, token);
  });

  it('creates one cart per shopper and site: creating again answers the same, empty and priced', async () => {
    const again = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} }));
    expect(again.basketId).toBe(basketId);
    // The body is optional: none at all, or an empty one without a content type, is the same call.
    expect(cartOf(await call(t, 'POST', '/cart/v1/cart', token)).basketId).toBe(basketId);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/cart/v1/cart',
      headers: { ...AUTH, ...bearer(token), 'content-length': '0' },
    });
    expect(cartOf(bare).basketId).toBe(basketId);
    expect(again.items).toEqual([]);
    expect(again.totals).toMatchObject({ total: 0, itemTotal: 0, shipping: 0, totalUnits: 0, currency: 'USD' });
  });

  it('adds items, combines the same variant and prices them with the default maximum', async () => {
    const [variant] = variants;
    cartOf(await add(variant!, 1));
    const cart = cartOf(await add(variant!, 2));
    const line = cart.items.find((item) => item.upc === variant!.upc);
    expect(line).toMatchObject({ qty: 3, maxQty: 999_999, productId: variant!.productId, bonus: false });
    expect(line!.price.amount).toBe(line!.price.current * 3);
    expect(cart.totals.totalUnits).toBeGreaterThanOrEqual(3);
    expect(cart.totals.total).toBe(cart.totals.itemSubTotal + cart.totals.shipping + cart.totals.tax);
    expect(cart.version).toBeGreaterThan(1);
  });

  it('each line shows its style’s breadcrumbs and attributes as product details do, in the request’s language', async () => {
    const [variant] = variants;
    const own = (await guestToken(t)).accessToken;
    const cartId = cartOf(await call(t, 'POST', '/cart/v1/cart', own, { payload: {} })).basketId;
    const cart = cartOf(await add(variant!, 1, {}, own, cartId));
    const line = cart.items.find((item) => item.upc === variant!.upc)!;
    const details = await call(t, 'GET', `/products/v2/products/${variant!.productId}/details`, token);
    expect(details.statusCode, details.body).toBe(200);
    const product = details.json<{ breadcrumbs: unknown[]; attributes: Record<string, unknown> }>();
    expect(product.breadcrumbs.length).toBeGreaterThan(0);
    expect(line.breadcrumbs).toEqual(product.breadcrumbs);
    const { gender, activity, material } = product.attributes;
    expect(line.attributes).toEqual({ gender, activity, material });
  });

  it('refuses more than the line maximum with INV408, the maximum in the message and in the detail', async () => {
    const variant = variants[1]!;
    const error = expectSpecError(await add(variant, 4, { maxQty: 3 }), 400, 'INV408', 'qty');
    expect(error.errorDetails[0]?.message).toContain('3');
    // spec §5: the client's message (and its "+") use the server's maxAllowedQty, with no second read of the cart.
    expect(error.errorDetails[0]).toMatchObject({ field: 'qty', maxAllowedQty: 3 });
    cartOf(await add(variant, 2, { maxQty: 3 }));
    // An add names what it can still add: 1 more beside the 2 held (findings-2 F7), in the message too.
    const more = expectSpecError(await add(variant, 2), 400, 'INV408').errorDetails[0];
    expect(more).toMatchObject({ maxAllowedQty: 1, message: 'You can add up to 1 of this item.' });
    const cart = cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token));
    const line = cart.items.find((item) => item.upc === variant.upc)!;
    const raised = expectSpecError(
      await call(t, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { payload: { itemId: line.id, qty: 4 } }),
      400,
      'INV408',
    );
    expect(raised.errorDetails[0]).toMatchObject({ field: 'qty', maxAllowedQty: 3 });
    // A maximum set in the same request is the one named.
    const lowered = expectSpecError(
      await call(t, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { payload: { itemId: line.id, maxQty: 1 } }),
      400,
      'INV408',
    );
    expect(lowered.errorDetails[0]?.maxAllowedQty).toBe(1);
  });

  it('an add past the maximum where the stock is lower fills to the stock with a flash, as an update does (findings-2 F7)', async () => {
    const [variant] = (await variantsOn(t.db, 'stride-en-us', 1, { stock: 59, order: 'upc-desc' })) as [Variant];
    forgetCatalogFacts(t.db);
    cartOf(await add(variant, 1));
    const filled = cartOf(await add(variant, 999_999));
    expect(filled.items.find((item) => item.upc === variant.upc)?.qty).toBe(59);
    expect(filled.flash).toContainEqual(
      expect.objectContaining({ code: 'INV406', details: expect.objectContaining({ sku: variant.upc }) }),
    );
  });

  it('out of stock answers INV700 on add; INV406 on a quantity increase or an add past the stock the cart holds; partial stock is a flash', async () => {
    const [, , none, few] = variants;
    await setStock(t.db, none!.upc, 0);
    expectSpecError(await add(none!, 1), 400, 'INV700', 'upc');
    await setStock(t.db, few!.upc, 2);
    const cart = cartOf(await add(few!, 5));
    expect(cart.items.find((item) => item.upc === few!.upc)?.qty).toBe(2);
    expect(cart.flash).toContainEqual(
      expect.objectContaining({ code: 'INV406', details: expect.objectContaining({ sku: few!.upc, missingQty: 3 }) }),
    );
    const line = cart.items.find((item) => item.upc === few!.upc)!;
    const raised = expectSpecError(
      await call(t, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { payload: { itemId: line.id, qty: 3 } }),
      400,
      'INV406',
    );
    // The detail names the line's quantity and the stock, as the cart item does (qty, inventoryLevel).
    expect(raised.errorDetails[0]).toMatchObject({ qty: 2, inventoryLevel: 2 });
    // Adding more of it when the line holds all the stock: INV406 too, saying the shopper has it already (not
    // INV700, "out of stock and could not be moved to your cart").
    const more = expectSpecError(await add(few!, 1), 400, 'INV406', 'qty');
    expect(more.errorDetails[0]).toMatchObject({
      message: 'You already have all 2 we have in stock in your cart.',
      qty: 2,
      inventoryLevel: 2,
    });
    // Stock that drops below what the cart holds shows on the next read, per item.
    await setStock(t.db, few!.upc, 1);
    const read = cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}?inventorySupplyCheck=true`, token));
    expect(read.flash).toContainEqual(
      expect.objectContaining({ details: expect.objectContaining({ sku: few!.upc, missingQty: 1 }) }),
    );
    // Down to the last one, in the cart already.
    cartOf(await call(t, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { payload: { itemId: line.id, qty: 1 } }));
    const last = expectSpecError(await add(few!, 1), 400, 'INV406', 'qty');
    expect(last.errorDetails[0]).toMatchObject({
      message: 'You already have the last one in your cart.',
      qty: 1,
      inventoryLevel: 1,
    });
    await setStock(t.db, few!.upc, 1_000);
  });

  it('refuses a gift-with-purchase product added by hand (GWP403)', async () => {
    const gift = (await loadPromotions(t.db, 'stride-en-us')).find((p) => p.reward.kind === 'bonusProduct');
    expect(gift).toBeDefined();
    const productId = gift!.reward.kind === 'bonusProduct' ? gift!.reward.productId : '';
    const upc = await t.db
      .selectFrom('variants')
      .select('upc')
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expectSpecError(await add({ productId, upc: upc.upc }, 1), 400, 'GWP403', 'productId');
  });

  it("answers 404 BSK404 for another shopper's cart, and for an unknown id, alike", async () => {
    const other = (await guestToken(t)).accessToken;
    for (const response of [
      await call(t, 'GET', `/cart/v1/cart/${basketId}`, other),
      await add(variants[0]!, 1, {}, other),
      await call(t, 'PUT', '/cart/v1/coupon', other, { payload: { cartId: basketId, code: 'WELCOME10' } }),
      await call(t, 'DELETE', `/cart/v1/item?cartId=${basketId}&itemId=x`, other),
      await call(t, 'GET', '/cart/v1/cart/00000000-0000-4000-8000-000000000000', token),
    ]) {
      expectSpecError(response, 404, 'BSK404');
    }
    // Another site of the same brand: the cart is the site's.
    expectSpecError(
      await call(t, 'GET', `/cart/v1/cart/${basketId}`, token, { siteId: 'stride-en-gb' }),
      404,
      'BSK404',
    );
  });

  /** A call with `Content-Type: application/json` and an empty body, as axios and many fetch wrappers send. */
  const emptyJson = (method: 'DELETE' | 'POST', url: string) =>
    t.app.inject({
      method,
      url,
      payload: '',
      headers: { ...AUTH, ...bearer(token), 'content-type': 'application/json' },
    });

  it('applies and removes coupons with the PRM errors of the pricing core', async () => {
    const url = '/cart/v1/coupon';
    const put = (code: string) => call(t, 'PUT', url, token, { payload: { cartId: basketId, code } });
    expectSpecError(await put('!!'), 400, 'PRM416', 'code');
    expectSpecError(await put('NOSUCHCODE'), 400, 'PRM130', 'code');
    const applied = cartOf(await put(' welcome10 '));
    expect(applied.couponItems).toEqual([expect.objectContaining({ code: 'WELCOME10', applied: true, errorId: null })]);
    expect(applied.orderPromotions).toContainEqual(expect.objectContaining({ couponCode: 'WELCOME10' }));
    expect(applied.promoSummary).toContainEqual(
      expect.objectContaining({ level: 'ORDER', promotionId: 'stride-en-us-welcome10' }),
    );
    expect(applied.totals.totalDiscount).toBeGreaterThan(0);
    expectSpecError(await put('WELCOME10'), 400, 'PRM150');
    // A code the cart does not hold: removed already (decision 0018): 200 with the cart as it is, its codes kept.
    const untouched = cartOf(await call(t, 'DELETE', `${url}?cartId=${basketId}&code=NOPE`, token));
    expect(untouched.couponItems).toEqual([expect.objectContaining({ code: 'WELCOME10', applied: true })]);
    expect(untouched.totals).toEqual(applied.totals);
    // Query parameters only, from a client that sends a JSON content type on every call: no body is no body.
    const removed = cartOf(await emptyJson('DELETE', `${url}?cartId=${basketId}&code=welcome10`));
    expect(removed.couponItems).toEqual([]);
    expect(removed.orderPromotions).toEqual([]);
    // Removed twice (a double submit, another tab): the same answer, not an error.
    const again = cartOf(await call(t, 'DELETE', `${url}?cartId=${basketId}&code=WELCOME10`, token));
    expect(again.couponItems).toEqual([]);
    expect(again.totals).toEqual(removed.totals);
    // An ill-formed code is still a wrong parameter.
    expectSpecError(await call(t, 'DELETE', `${url}?cartId=${basketId}`, token), 400, 'API400', 'query.code');
  });

  it('a minimum-spend coupon below its minimum answers PRM160', async () => {
    const fresh = (await guestToken(t)).accessToken;
    const cart = cartOf(
      await call(t, 'POST', '/cart/v1/cartWithItem', fresh, {
        payload: { productId: variants[4]!.productId, upc: variants[4]!.upc, qty: 1 },
      }),
    );
    const own = cart.items.filter((item) => !item.bonus);
    expect(own).toHaveLength(1);
    const unit = own[0]!.price.proratedPrice;
    if (unit < 3_000) {
      expectSpecError(
        await call(t, 'PUT', '/cart/v1/coupon', fresh, { payload: { cartId: cart.basketId, code: 'FIRSTPAIR' } }),
        400,
        'PRM160',
      );
    }
  });

  it('updates quantity, gift flag and gift option, and removes a line (ORD404 for an unknown one)', async () => {
    const variant = variants[5]!;
    const cart = cartOf(await add(variant, 1));
    const line = cart.items.find((item) => item.upc === variant.upc)!;
    const updated = cartOf(
      await call(t, 'PUT', `/cart/v1/cart/${basketId}/item`, token, {
        payload: {
          itemId: line.id,
          qty: 2,
          gift: true,
          giftOption: { to: 'Ann', from: 'Bo', message: 'Enjoy' },
          isGiftBoxSelected: true,
        },
      }),
    );
    expect(updated.items.find((item) => item.id === line.id)).toMatchObject({
      qty: 2,
      gift: true,
      giftOption: { to: 'Ann', from: 'Bo', message: 'Enjoy' },
      isGiftBoxSelected: true,
    });
    const removed = cartOf(await emptyJson('DELETE', `/cart/v1/item?cartId=${basketId}&itemId=${line.id}`));
    expect(removed.items.some((item) => item.id === line.id)).toBe(false);
    expectSpecError(
      await call(t, 'DELETE', `/cart/v1/item?cartId=${basketId}&itemId=${line.id}`, token),
      404,
      'ORD404',
    );
  });

  it('answers a line’s own product page on the cart’s site, whatever pdpUrl the client sent (decision 0003)', async () => {
    const shopper = (await guestToken(t)).accessToken;
    const variant = variants[7]!;
    const other = variants.find((each) => each.productId !== variant.productId)!;
    const ownPage = new RegExp(`^/en-us/p/[a-z0-9-]+-${variant.productId}$`);
    const lineOf = (answer: Cart) => answer.items.find((item) => item.upc === variant.upc)!;
    // Another product's page, from the add that created the cart.
    const cart = cartOf(
      await call(t, 'POST', '/cart/v1/cartWithItem', shopper, {
        payload: { productId: variant.productId, upc: variant.upc, qty: 1, pdpUrl: `/en-us/p/x-${other.productId}` },
      }),
    );
    const line = lineOf(cart);
    expect(line.pdpUrl).toMatch(ownPage);
    // Another site's locale, a path that leaves the product page, a query pointing elsewhere: on update and on add.
    for (const pdpUrl of [
      `/de-de/p/laufschuh-${variant.productId}`,
      '/..//evil.example',
      `/en-us/p/x-${variant.productId}?redirect=https://evil.example`,
    ]) {
      const updated = await call(t, 'PUT', `/cart/v1/cart/${cart.basketId}/item`, shopper, {
        payload: { itemId: line.id, pdpUrl },
      });
      expect(lineOf(cartOf(updated)).pdpUrl).toMatch(ownPage);
      const added = await call(t, 'POST', '/cart/v1/item', shopper, {
        payload: { cartId: cart.basketId, productId: variant.productId, upc: variant.upc, pdpUrl },
      });
      expect(lineOf(cartOf(added)).pdpUrl).toMatch(ownPage);
    }
    const german = await t.app.inject({
      method: 'GET',
      url: `/cart/v1/cart/${cart.basketId}`,
      headers: { ...AUTH, ...bearer(shopper), 'x-locale': 'de-DE' },
    });
    expect(lineOf(cartOf(german)).pdpUrl).toMatch(ownPage);
  });

  it('takes a line’s pdpUrl only as a path on this site (API400 body.pdpUrl), and never answers a stored one', async () => {
    const shopper = (await guestToken(t)).accessToken;
    const variant = variants[7]!;
    const cart = cartOf(
      await call(t, 'POST', '/cart/v1/cartWithItem', shopper, {
        payload: { productId: variant.productId, upc: variant.upc, qty: 1 },
      }),
    );
    const line = cart.items.find((item) => item.upc === variant.upc)!;
    const offSite = [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      '/en-us/p/x\u0007',
      '/en-us/p/x"><script>alert(1)</script>',
      'en-us/p/x',
    ];
    for (const pdpUrl of offSite) {
      expectSpecError(
        await call(t, 'PUT', `/cart/v1/cart/${cart.basketId}/item`, shopper, { payload: { itemId: line.id, pdpUrl } }),
        400,
        'API400',
        'body.pdpUrl',
      );
      expectSpecError(
        await call(t, 'POST', '/cart/v1/item', shopper, {
          payload: { cartId: cart.basketId, productId: variant.productId, upc: variant.upc, pdpUrl },
        }),
        400,
        'API400',
        'body.pdpUrl',
      );
    }
    // One stored while a client's value was kept: the line answers the catalog's page of the product instead.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('cart_items').set({ pdp_url: '//evil.example/x' }).where('item_id', '=', line.id).execute();
      await trx
        .updateTable('carts')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('basket_id', '=', cart.basketId)
        .execute();
    });
    const read = cartOf(await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, shopper));
    expect(read.items.find((item) => item.id === line.id)!.pdpUrl).toMatch(
      new RegExp(`^/en-us/p/[a-z0-9-]+-${variant.productId}$`),
    );
  });

  it('50 concurrent adds to one cart give the right final quantity', async () => {
    const variant = variants[6]!;
    const shopper = (await guestToken(t)).accessToken;
    const cartId = cartOf(await call(t, 'POST', '/cart/v1/cart', shopper, { payload: {} })).basketId;
    const responses = await Promise.all(Array.from({ length: 50 }, () => add(variant, 1, {}, shopper, cartId)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const cart = cartOf(await call(t, 'GET', `/cart/v1/cart/${cartId}`, shopper));
    expect(cart.items.find((item) => item.upc === variant.upc)?.qty).toBe(50);
    expect(cart.version).toBe(51);
  });

  it('totals on every demo site match the pricing core (tax, shipping, promotions)', async () => {
    for (const site of SITES) {
      const shopper = (await guestToken(t, { 'x-site-id': site.siteId })).accessToken;
      const [first, second] = await variantsOn(t.db, site.siteId, 2);
      const created = cartOf(await call(t, 'POST', '/cart/v1/cart', shopper, { payload: {}, siteId: site.siteId }));
      await call(t, 'POST', '/cart/v1/item', shopper, {
        siteId: site.siteId,
        payload: { cartId: created.basketId, productId: first!.productId, upc: first!.upc, qty: 2 },
      });
      const cart = cartOf(
        await call(t, 'POST', '/cart/v1/item', shopper, {
          siteId: site.siteId,
          payload: { cartId: created.basketId, productId: second!.productId, upc: second!.upc, qty: 1 },
        }),
      );
      expect(cart.currency).toBe(site.currency);
      const expected = await expectedTotals(t.db, site.siteId, cart);
      const { taxCalculated: _taxCalculated, taxIncluded: _taxIncluded, ...totals } = cart.totals;
      expect(totals, site.siteId).toEqual(expected);
      expect(cart.totals.taxCalculated).toBe(site.taxMode === 'inclusive');
      // VAT and consumption tax are inside the prices: the tax is part of the total, not added to it.
      expect(cart.totals.taxIncluded).toBe(site.taxMode === 'inclusive');
      if (site.taxMode === 'inclusive') expect(cart.totals.tax).toBeGreaterThan(0);
    }
  });

  it('never answers 5xx to fuzzed bodies on any cart call', async () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          cartId: fc.oneof(fc.constant(basketId), fc.string()),
          productId: fc.oneof(fc.constant(variants[0]!.productId), fc.string()),
          upc: fc.oneof(fc.constant(variants[0]!.upc), fc.string()),
          qty: fc.oneof(fc.integer(), fc.double(), fc.string()),
          maxQty: fc.anything(),
          code: fc.string(),
          itemId: fc.string(),
          giftOption: fc.anything(),
          storeId: fc.oneof(fc.string(), fc.constant(null)),
        },
        { requiredKeys: [] },
      ),
    );
    const routes: ['POST' | 'PUT', string][] = [
      ['POST', '/cart/v1/cart'],
      ['POST', '/cart/v1/cartWithItem'],
      ['POST', '/cart/v1/item'],
      ['PUT', `/cart/v1/cart/${basketId}/item`],
      ['PUT', '/cart/v1/coupon'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async ([method, url], payload) => {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...AUTH, ...bearer(token), 'content-type': 'application/json' },
          payload: JSON.stringify(payload ?? null),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (a, b) => {
        const query = `cartId=${encodeURIComponent(a)}&itemId=${encodeURIComponent(b)}&code=${encodeURIComponent(b)}`;
        for (const url of [`/cart/v1/item?${query}`, `/cart/v1/coupon?${query}`]) {
          expect((await call(t, 'DELETE', url, token)).statusCode).toBeLessThan(500);
        }
        expect(
          (
            await call(
              t,
              'GET',
              `/cart/v1/cart/${encodeURIComponent(a || 'x')}?favStoreId=${encodeURIComponent(b)}`,
              token,
            )
          ).statusCode,
        ).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  });

  it('moves the guest cart into the account on sign-in (items combined, capped by stock, coupons kept)', async () => {
    const consumer = await createTestConsumer(t.db);
    // The account already has a cart with one of the variants.
    const [shared, only] = await variantsOn(t.db, 'stride-en-us', 2, { stock: 5 });
    const account = await signIn(t, consumer);
    const accountCart = cartOf(await call(t, 'POST', '/cart/v1/cart', account.accessToken, { payload: {} }));
    cartOf(await add(shared!, 3, {}, account.accessToken, accountCart.basketId));

    const guest = await guestToken(t);
    const guestCart = cartOf(await call(t, 'POST', '/cart/v1/cart', guest.accessToken, { payload: {} }));
    cartOf(await add(shared!, 4, {}, guest.accessToken, guestCart.basketId));
    cartOf(await add(only!, 1, {}, guest.accessToken, guestCart.basketId));
    cartOf(
      await call(t, 'PUT', '/cart/v1/coupon', guest.accessToken, {
        payload: { cartId: guestCart.basketId, code: 'WELCOME10' },
      }),
    );

    const session = await signIn(t, consumer, {
      guestUsid: guest.usid,
      body: { guestObjects: { basketId: guestCart.basketId } },
    });
    expect(session.merged?.cart).toBe(true);
    const merged = cartOf(await call(t, 'GET', `/cart/v1/cart/${accountCart.basketId}`, session.accessToken));
    expect(merged.items.find((item) => item.upc === shared!.upc)?.qty).toBe(5); // 3 + 4, capped by the stock of 5
    const sharedName = merged.items.find((item) => item.upc === shared!.upc)!.name;
    expect(session.merged?.cartChanges?.lines?.capped).toEqual({ count: 1, names: [sharedName] });
    expect(session.merged?.cartChanges?.lines?.raised).toEqual({ count: 0, names: [] });
    expect(merged.items.find((item) => item.upc === only!.upc)?.qty).toBe(1);
    expect(merged.couponItems).toContainEqual(expect.objectContaining({ code: 'WELCOME10', applied: true }));
    // The guest's cart is gone for the guest session too.
    expectSpecError(await call(t, 'GET', `/cart/v1/cart/${guestCart.basketId}`, guest.accessToken), 404, 'BSK404');
  });

  it("keeps this session's delivery method over the saved cart's, and reports the raised line and the method (F14)", async () => {
    const consumer = await createTestConsumer(t.db);
    const [shared, saved] = await variantsOn(t.db, 'stride-en-us', 2, { stock: 20 });
    const account = await signIn(t, consumer);
    const accountCart = cartOf(await call(t, 'POST', '/cart/v1/cart', account.accessToken, { payload: {} }));
    cartOf(await add(saved!, 2, {}, account.accessToken, accountCart.basketId));
    cartOf(await add(shared!, 1, {}, account.accessToken, accountCart.basketId));
    const express = { cartId: accountCart.basketId, shippingId: 'home', code: 'me', shopperAppliedSM: true };
    cartOf(await call(t, 'POST', '/cart/v1/shippingMethod', account.accessToken, { payload: express }));

    const guest = await guestToken(t);
    const guestCart = cartOf(await call(t, 'POST', '/cart/v1/cart', guest.accessToken, { payload: {} }));
    const guestAnswer = cartOf(await add(shared!, 1, {}, guest.accessToken, guestCart.basketId));
    expect(guestAnswer.shippingMethods.find((shipment) => shipment.shippingId === 'home')?.code).toBe('standard');

    const session = await signIn(t, consumer, {
      guestUsid: guest.usid,
      body: { guestObjects: { basketId: guestCart.basketId } },
    });
    const merged = cartOf(await call(t, 'GET', `/cart/v1/cart/${accountCart.basketId}`, session.accessToken));
    const nameOf = (upc: string) => merged.items.find((item) => item.upc === upc)!.name;
    // The notice names what changed (decision 0017 addendum, session 52): the saved line now in this cart, the line
    // that went up, and the method kept as the cart names it.
    expect(session.merged?.cartChanges).toEqual({
      raisedLines: 1,
      deliveryMethod: { from: 'me', to: 'standard', label: 'Standard shipping' },
      cappedLines: 0,
      lines: {
        added: { count: 1, names: [nameOf(saved!.upc)] },
        raised: { count: 1, names: [nameOf(shared!.upc)] },
        capped: { count: 0, names: [] },
      },
    });
    expect(nameOf(saved!.upc)).not.toBe('');
    // The shopper's standard delivery of this session, not the saved cart's express, for every item.
    expect(merged.shippingMethods.find((shipment) => shipment.shippingId === 'home')?.code).toBe('standard');
    expect(new Set(merged.items.map((item) => item.shipmentId))).toEqual(new Set(['home']));
    // Quantities still combine (spec §4), and the notice is told the line went up from the 1 just added.
    expect(merged.items.find((item) => item.upc === shared!.upc)?.qty).toBe(2);
  });

  it('reports no change when the methods agree and no line of this session went up', async () => {
    const consumer = await createTestConsumer(t.db);
    const [one, other] = await variantsOn(t.db, 'stride-en-us', 2, { stock: 20 });
    const account = await signIn(t, consumer);
    const accountCart = cartOf(await call(t, 'POST', '/cart/v1/cart', account.accessToken, { payload: {} }));
    cartOf(await add(one!, 1, {}, account.accessToken, accountCart.basketId));
    const guest = await guestToken(t);
    const guestCart = cartOf(await call(t, 'POST', '/cart/v1/cart', guest.accessToken, { payload: {} }));
    cartOf(await add(other!, 1, {}, guest.accessToken, guestCart.basketId));
    const session = await signIn(t, consumer, {
      guestUsid: guest.usid,
      body: { guestObjects: { basketId: guestCart.basketId } },
    });
    expect(session.merged?.cartChanges).toMatchObject({ raisedLines: 0, deliveryMethod: null });
    // The saved line is new to this session's cart, so it is named; nothing went up or was capped.
    expect(session.merged?.cartChanges?.lines).toMatchObject({ added: { count: 1 }, raised: { count: 0, names: [] } });
    expect(session.merged?.cartChanges?.lines?.capped).toEqual({ count: 0, names: [] });
    expect(session.merged?.cartChanges?.cappedLines).toBe(0);
  });

  it("merges a pickup line up to its store's stock, and the guest's gift options onto a line without any", async () => {
    const consumer = await createTestConsumer(t.db);
    const [collected, wrapped] = await variantsOn(t.db, 'stride-en-us', 2, { stock: 20, order: 'upc-desc' });
    const [store] = (await pickupStoreIds(t.db)) as [string];
    await setStock(t.db, collected!.upc, 8, store);
    forgetCatalogFacts(t.db);
    const account = await signIn(t, consumer);
    const accountCart = cartOf(await call(t, 'POST', '/cart/v1/cart', account.accessToken, { payload: {} }));
    cartOf(await add(collected!, 2, { storeId: store }, account.accessToken, accountCart.basketId));
    cartOf(await add(wrapped!, 2, {}, account.accessToken, accountCart.basketId));

    const guest = await guestToken(t);
    const guestCart = cartOf(await call(t, 'POST', '/cart/v1/cart', guest.accessToken, { payload: {} }));
    cartOf(await add(collected!, 7, { storeId: store }, guest.accessToken, guestCart.basketId));
    const giftOption = { to: 'Sam', message: 'From the guest cart' };
    const guestLine = cartOf(await add(wrapped!, 3, {}, guest.accessToken, guestCart.basketId)).items.find(
      (item) => item.upc === wrapped!.upc,
    )!;
    cartOf(
      await call(t, 'PUT', `/cart/v1/cart/${guestCart.basketId}/item`, guest.accessToken, {
        payload: { itemId: guestLine.id, gift: true, giftOption, isGiftBoxSelected: true },
      }),
    );

    const session = await signIn(t, consumer, {
      guestUsid: guest.usid,
      body: { guestObjects: { basketId: guestCart.basketId } },
    });
    const merged = cartOf(await call(t, 'GET', `/cart/v1/cart/${accountCart.basketId}`, session.accessToken));
    // 2 + 7 wanted at the store, which holds 8 (the web's 20 do not count for a line collected there).
    expect(merged.items.find((item) => item.upc === collected!.upc)?.qty).toBe(8);
    expect(merged.flash).toEqual([]);
    expect(merged.items.find((item) => item.upc === wrapped!.upc)).toMatchObject({
      qty: 5,
      gift: true,
      giftOption,
      isGiftBoxSelected: true,
    });
  });

  it('a guest cart becomes the account cart when the account has none, and nothing in it is reported changed', async () => {
    const consumer = await createTestConsumer(t.db);
    const guest = await guestToken(t);
    const guestCart = cartOf(
      await call(t, 'POST', '/cart/v1/cartWithItem', guest.accessToken, {
        payload: { productId: variants[7]!.productId, upc: variants[7]!.upc, qty: 2 },
      }),
    );
    const session = await signIn(t, consumer, { guestUsid: guest.usid });
    expect(session.merged?.cart).toBe(true);
    // Nothing added, raised, capped or given way (findings-2 #4): the storefront's notice has no items "from your
    // previous visit" to tell of, which there never were.
    const none = { count: 0, names: [] };
    expect(session.merged?.cartChanges).toEqual({
      raisedLines: 0,
      deliveryMethod: null,
      cappedLines: 0,
      lines: { added: none, raised: none, capped: none },
    });
    expect(session.merged?.leftOut).toEqual({ cart: 0, saveForLater: 0 });
    const cart = cartOf(await call(t, 'POST', '/cart/v1/cart', session.accessToken, { payload: {} }));
    expect(cart.basketId).toBe(guestCart.basketId);
    expect(cart.items[0]?.qty).toBe(2);
  });
});

/** The pricing core on the same lines, read straight from the catalog rows (home shipment, standard delivery). */
async function expectedTotals(db: Db, siteId: string, cart: Cart) {
  const site = SITES.find((each) => each.siteId === siteId)!;
  const standard: Record<string, number> = { USD: 795, GBP: 495, EUR: 495, JPY: 550 };
  const promotions = await loadPromotions(db, siteId);
  const giftPromotion = promotions.find((promotion) => promotion.reward.kind === 'bonusProduct')?.id ?? null;
  const lines = [];
  for (const item of cart.items) {
    const price = await db
      .selectFrom('style_prices')
      .selectAll()
      .where('product_id', '=', item.productId)
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    const style = await db
      .selectFrom('styles')
      .select(['brand', 'master_id'])
      .where('product_id', '=', item.productId)
      .executeTakeFirstOrThrow();
    const categories = await db
      .selectFrom('style_categories as sc')
      .innerJoin('category_closure as cc', 'cc.category_id', 'sc.category_id')
      .select('cc.ancestor_id')
      .where('sc.product_id', '=', item.productId)
      .execute();
    lines.push({
      lineId: item.id,
      productId: item.productId,
      masterId: style.master_id,
      brand: style.brand,
      categoryIds: categories.map((row) => row.ancestor_id),
      listPrice: Number(price.list_amount),
      salePrice: price.sale_amount === null ? null : Number(price.sale_amount),
      qty: item.qty,
      shipmentId: 'home',
      bonus: item.bonus,
      bonusPromotionId: item.bonus ? giftPromotion : null,
      digital: false,
      customs: false,
    });
  }
  const context = {
    siteId,
    countryCode: site.countryCode,
    taxMode: site.taxMode,
    employeeDiscountPpm: EMPLOYEE_DISCOUNT_PPM,
  };
  const pricing = priceCart(
    {
      currency: site.currency,
      lines,
      shipments: [
        { shipmentId: 'home', methodCode: 'standard', basePrice: standard[site.currency]!, destination: null },
      ],
      shopper: { kind: 'guest' },
      couponCodes: [],
      now: new Date(),
    },
    promotions,
    context,
  );
  return computeTotals(pricing, context).totals;
}
