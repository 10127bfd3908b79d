import { ProductDetails } from '@outsole/contracts/products';
import { SaveForLaterMoveResponse, SaveForLaterResponse } from '@outsole/contracts/save-for-later';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cartOf } from '../../test/cart-kit.js';
import { guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

/**
 * A cart line's size is the one the shopper chose on the product page: in the site's market system (EU on the
 * continent, UK in Britain, centimetres in Japan), not the catalog's US label. So are saved-for-later items'.
 */
describe(`cart sizes in the market's system (${TEST_DB})`, () => {
  let t: TestApp;
  let men: { upc: string; productId: string; size: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    // A men's shoe size with a half (US 9.5: UK 9, EU 43, 27.5 cm), priced on every Stride site.
    const row = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .select(['v.upc', 'v.product_id', 'v.size'])
      .where('v.size_system', '=', 'shoe-men')
      .where('v.size', '=', '9.5')
      .where('s.brand', '=', 'stride')
      .where('s.customs_clearance', '=', 0)
      .orderBy('v.upc')
      .executeTakeFirstOrThrow();
    men = { upc: row.upc, productId: row.product_id, size: row.size };
    await t.db
      .updateTable('inventory')
      .set({ quantity: 50 })
      .where('upc', '=', men.upc)
      .where('location_id', '=', 'online')
      .execute();
  });
  afterAll(() => t.close());

  it.each([
    ['stride-en-us', '9.5'],
    ['stride-en-gb', '9'],
    ['stride-de-de', '43'],
    ['stride-ja-jp', '27.5'],
  ])('%s: the line says size %s, as the product page does', async (siteId, size) => {
    const details = await t.app.inject({
      method: 'GET',
      url: `/products/v2/products/${men.productId}/details`,
      headers: { ...AUTH, 'x-site-id': siteId },
    });
    expect(details.statusCode, details.body).toBe(200);
    const shown = ProductDetails.parse(details.json())
      .colourways.flatMap((colourway) => colourway.variants)
      .find((variant) => variant.upc === men.upc);
    expect(shown?.size).toBe(size);

    const token = (await guestToken(t)).accessToken;
    const payload = { productId: men.productId, upc: men.upc, qty: 1 };
    const cart = cartOf(await call(t, 'POST', '/cart/v1/cartWithItem', token, { payload, siteId }));
    expect(cart.items[0]?.variants.size).toBe(size);
    const read = cartOf(await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, token, { siteId }));
    expect(read.items[0]?.variants.size).toBe(size);

    const saved = await call(t, 'PUT', '/cart/v2/saveForLater', token, {
      payload: { cartId: cart.basketId, itemId: cart.items[0]!.id },
      siteId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(SaveForLaterMoveResponse.parse(saved.json()).saveForLater.items[0]?.variants.size).toBe(size);
    const list = await call(t, 'GET', '/wishlists/v2/saveForLater', token, { siteId });
    expect(SaveForLaterResponse.parse(list.json()).saveForLater.items[0]?.variants.size).toBe(size);
  });
});
