import { ProductDetails } from '@outsole/contracts/products';
import { SaveForLaterMoveResponse, SaveForLaterResponse } from '@outsole/contracts/save-for-later';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { giftCardProductId } from '../../db/seed/demo-digital-gift-cards.js';
import { call, cartOf, setStock } from '../../test/cart-kit.js';
import { guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

/**
 * spec §3 Cart item productImageURL (issue 5): a line shows the colourway the shopper chose, not the style's first,
 * in the cart and in saved for later, as the product page shows that colourway.
 */

const SITE = 'stride-en-us';

/** A priced style of the site with at least two colourways, not a gift card. */
async function twoColourStyle(db: Db): Promise<string> {
  const row = await db
    .selectFrom('colourways as cw')
    .innerJoin('styles as s', 's.product_id', 'cw.product_id')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 's.product_id').on('p.site_id', '=', SITE),
    )
    .select('cw.product_id')
    .where('cw.position', '=', 1)
    .where('s.brand', '=', 'stride')
    .where('s.digital', '=', 0)
    .where('s.customs_clearance', '=', 0)
    .orderBy('cw.product_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.product_id;
}

describe(`a line's image is its own colourway's (${TEST_DB})`, () => {
  let t: TestApp;
  let productId: string;
  let product: ProductDetails;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    productId = await twoColourStyle(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/products/v2/products/${productId}/details`,
      headers: { ...AUTH, 'x-site-id': SITE },
    });
    expect(response.statusCode, response.body).toBe(200);
    product = ProductDetails.parse(response.json());
    for (const colourway of product.colourways)
      for (const variant of colourway.variants) await setStock(t.db, variant.upc, 50);
  });
  afterAll(() => t.close());

  async function shopper() {
    const token = (await guestToken(t)).accessToken;
    const basketId = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} })).basketId;
    const add = async (upc: string, extra: Record<string, unknown> = {}) =>
      cartOf(await call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, upc, qty: 1, ...extra } }));
    return { token, basketId, add };
  }

  it('answers each line with the first view of the colourway it holds, in the cart and saved for later', async () => {
    const [first, second] = product.colourways;
    expect(first!.images[0]!.url).not.toBe(second!.images[0]!.url);
    const { token, basketId, add } = await shopper();
    // The second colourway first: the line is not the style's first colour.
    await add(second!.variants[0]!.upc, { productId });
    const cart = await add(first!.variants[0]!.upc, { productId });
    const imageOf = (upc: string) => cart.items.find((item) => item.upc === upc)?.productImageURL;
    expect(imageOf(second!.variants[0]!.upc)).toBe(second!.images[0]!.url);
    expect(imageOf(first!.variants[0]!.upc)).toBe(first!.images[0]!.url);
    // A read (the display tiles now kept in the process) answers the same.
    const read = cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token));
    expect(read.items.map((item) => [item.upc, item.productImageURL])).toEqual(
      cart.items.map((item) => [item.upc, item.productImageURL]),
    );

    const line = cart.items.find((item) => item.upc === second!.variants[0]!.upc)!;
    const moved = await call(t, 'PUT', '/cart/v2/saveForLater', token, {
      payload: { cartId: basketId, itemId: line.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { saveForLater } = SaveForLaterMoveResponse.parse(moved.json());
    expect(saveForLater.items.find((item) => item.upc === line.upc)?.productImageURL).toBe(second!.images[0]!.url);
    const listed = await call(t, 'GET', '/wishlists/v2/saveForLater', token);
    expect(listed.statusCode, listed.body).toBe(200);
    const saved = SaveForLaterResponse.parse(listed.json()).saveForLater.items;
    expect(saved.map((item) => item.productImageURL)).toEqual([second!.images[0]!.url]);
  });

  it('answers a gift card line with its card’s image', async () => {
    const card = giftCardProductId('stride');
    const response = await t.app.inject({
      method: 'GET',
      url: `/products/v2/products/${card}/details`,
      headers: { ...AUTH, 'x-site-id': SITE },
    });
    const details = ProductDetails.parse(response.json());
    const { add } = await shopper();
    const cart = await add(details.colourways[0]!.variants[0]!.upc, {
      productId: card,
      giftOption: { email: 'ann@example.com', to: 'Ann' },
    });
    expect(cart.items[0]!.productImageURL).toBe(details.colourways[0]!.images[0]!.url);
  });
});
