import { Cart } from '@outsole/contracts/cart';
import { ONLINE_LOCATION } from '../../db/schema.js';
import { pickupStoreIds } from '../../test/cart-kit.js';
import { CART_PATH_PREFIXES, describeFuzzing } from '../../test/fuzz-kit.js';
import { bearer, createTestConsumer, guestToken, signIn } from '../../test/shoppers.js';
import { AUTH, type TestApp } from '../../test/test-app.js';
import { loadPromotions } from './cart.pricing.js';

/**
 * Every cart endpoint under fuzzed input (test/fuzz-kit.ts): path parameters, query strings and bodies, junk or real
 * values, other sites and locales, no or a forged token. No answer is ever a 5xx, and every failure is the spec's
 * error format.
 *
 * The endpoints are read from the api's own OpenAPI document (every path under /cart, the saved-for-later list and
 * collection points), so a cart route added later is fuzzed too; the known ones are listed so none silently drops out.
 * Every other endpoint is fuzzed by api.fuzz.test.ts.
 */

const KNOWN = [
  'POST /cart/v1/cart',
  'POST /cart/v1/cartWithItem',
  'GET /cart/v1/cart/{basketId}',
  'POST /cart/v1/item',
  'DELETE /cart/v1/item',
  'PUT /cart/v1/cart/{basketId}/item',
  'PUT /cart/v1/coupon',
  'DELETE /cart/v1/coupon',
  'POST /cart/v1/shippingMethod',
  'GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}',
  'POST /cart/v2/cart/{basketId}/shippingAddress',
  'DELETE /cart/v2/cart/{basketId}/shippingAddress',
  'POST /cart/v1/cart/{basketId}/shippingAddress/validation',
  'POST /cart/v1/cart/{basketId}/billingAddress',
  'DELETE /cart/v1/cart/{basketId}/billingAddress',
  'PUT /cart/v1/cart/{basketId}/bonus',
  'PUT /cart/v2/saveForLater',
  'POST /cart/v2/cart/{basketId}/saveForLater',
  'DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}',
  'GET /wishlists/v2/saveForLater',
  'POST /cart/v1/giftcard/balance',
  'POST /stores/v1/collectionPoints',
];
describeFuzzing('cart endpoints', {
  covers: (path) => CART_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)),
  known: KNOWN,
  async prepare(t, push, tokens) {
    const [variant, other] = await stockedVariants(t, 2);
    const [storeId] = await pickupStoreIds(t.db);
    const point = await t.db
      .selectFrom('collection_points')
      .select('point_id')
      .where('country_code', '=', 'US')
      .orderBy('point_id')
      .executeTakeFirstOrThrow();
    const guest = (await guestToken(t)).accessToken;
    const registered = (await signIn(t, await createTestConsumer(t.db))).accessToken;
    const add = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/cart/v1/cartWithItem', headers: { ...AUTH, ...bearer(token) }, payload });
    for (const token of [guest, registered]) {
      tokens.push(token);
      const cart = Cart.parse((await add(token, { productId: variant!.productId, upc: variant!.upc, qty: 2 })).json());
      const saved = (
        await t.app.inject({
          method: 'PUT',
          url: '/cart/v2/saveForLater',
          headers: { ...AUTH, ...bearer(token) },
          payload: { productId: other!.productId, upc: other!.upc, qty: 1 },
        })
      ).json<{ saveForLater: { saveForLaterId: string; items: { itemId: string }[] } }>();
      push('basketId', cart.basketId);
      push('cartId', cart.basketId);
      push('itemId', cart.items[0]!.id, saved.saveForLater.items[0]!.itemId);
      push('saveForlaterId', saved.saveForLater.saveForLaterId);
      push('saveForLaterId', saved.saveForLater.saveForLaterId);
    }
    push('productId', variant!.productId, other!.productId);
    push('upc', variant!.upc, other!.upc);
    push('qty', 1, 2, '3');
    push('maxQty', 5, 999_999);
    push('storeId', storeId, null);
    push('favStoreId', storeId);
    push('collectionPointId', point.point_id);
    push('shippingId', 'home', `pickup-${storeId}`);
    push('code', 'WELCOME10', 'FIRSTPAIR', 'standard', 'me', 'pickup', 'sts', 'pudo', 'customs', 'digital');
    push('shopperAppliedSM', 'true', true);
    push('isPatchRequired', 'true', 'false');
    push('inventorySupplyCheck', 'true', 'false');
    push('gift', true, false);
    push('isGiftBoxSelected', true, false);
    push('giftOption', { to: 'Ann', from: 'Bo', message: 'Enjoy' }, null);
    push('contact', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(415) 555-0123' });
    push('cardNumber', '6280 4417 3092 5516', '6280441730927741', '6281 9902 5561 0011');
    push('pin', '1234', '2468');
    push('postalCode', '94105', '10001', 'SW1A 2AA');
    push('latitude', 37.79, 0);
    push('longitude', -122.39, 0);
    push('radius', 5, 100);
    push('limit', 1, 50);
    push('carrier', 'ups', 'usps');
    push('addressLine1', '1 Market St', 'PO Box 12');
    push('city', 'San Francisco');
    push('stateCityProvDept', 'CA', 'California', 'NY');
    push('countryCode', 'US', 'GB', 'DE');
    push('country', 'US');
    push('recipientFirstName', 'Ada');
    push('recipientLastName', 'Lovelace');
    push('recipientContactPhone', '(415) 555-0123', '+14155550123');
    push('recipientContactEmail', 'ada@example.com');
    push('newsletterConsent', true);
    push('appliedLoyaltyVoucher', null, '', 500, '500');
    push('promotionId', 'stride-en-us-gift', 'stride-en-us-nope');
    push('declined', true, false);
    push('start', '0', '5');
    push('count', '1', '10');
  },
});

/** Variants of stride with a price on stride-en-us and plenty of online stock, never a gift with purchase. */
async function stockedVariants(t: TestApp, count: number) {
  const gifts = (await loadPromotions(t.db, 'stride-en-us')).flatMap((promotion) =>
    promotion.reward.kind === 'bonusProduct' ? [promotion.reward.productId] : [],
  );
  const rows = await t.db
    .selectFrom('variants as v')
    .innerJoin('styles as s', 's.product_id', 'v.product_id')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 'v.product_id').on('p.site_id', '=', 'stride-en-us'),
    )
    .select(['v.upc', 'v.product_id as productId'])
    .where('s.brand', '=', 'stride')
    .where('v.product_id', 'not in', gifts.length > 0 ? gifts : ['-'])
    // Not the digital gift card (GIFTCARDS / GIFTCARDK): it is added with a recipient's email.
    .where('v.product_id', 'not like', 'GIFTCARD%')
    .orderBy('v.product_id')
    .orderBy('v.upc')
    .execute();
  const picked = [...new Map(rows.map((row) => [row.productId, row])).values()].slice(0, count);
  for (const { upc } of picked) {
    await t.db
      .insertInto('inventory')
      .values({ upc, location_id: ONLINE_LOCATION, quantity: 100_000, updated_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['upc', 'location_id']).doUpdateSet({ quantity: 100_000 }))
      .execute();
  }
  return picked;
}
