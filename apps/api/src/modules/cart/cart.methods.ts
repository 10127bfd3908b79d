import type { ApplicableShippingMethods } from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { unknownShipment } from './cart.delivery.js';
import { requireOwnCart } from './cart.owner.js';
import { loadCart, loadPromotions, price, pricingContext, pricingShopper, snapshotOf } from './cart.pricing.js';
import { findCart } from './cart.repository.js';
import { shippingMethod } from './cart.shipping.js';
import { couponsOf } from './cart.write.js';

/**
 * GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}: the methods the shipment may switch to, each priced as
 * the shopper would pay for it in this cart (`price`, after its shipping promotions: free standard delivery over a
 * threshold shows standard as free) beside the method's own price (`basePrice`). Each method is priced by the
 * pricing core with the shipment switched to it, so a promotion limited to some methods, a threshold or a coupon
 * counts exactly as it would after the switch. API404 for a shipment the cart does not have.
 */
export async function listShippingMethods(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  shippingId: string,
): Promise<ApplicableShippingMethods> {
  const cart = requireOwnCart(ctx, await findCart(db, basketId));
  const [loaded, promotions] = await Promise.all([
    loadCart(ctx, db, cart),
    loadPromotions(db, ctx.site.siteId, { freshUsage: couponsOf(cart) }),
  ]);
  const shipment = loaded.shipments.find((each) => each.shipping_id === shippingId);
  if (!shipment) throw unknownShipment();
  const snapshot = snapshotOf(loaded, pricingShopper(ctx, loaded.employee), new Date());
  const context = pricingContext(ctx.site);
  const currency = cart.currency_code;
  return {
    shippingId,
    selected: shipment.method_code,
    applicableShippingMethods: (loaded.delivery.applicable.get(shippingId) ?? []).map((code) => {
      const method = shippingMethod(code, currency, ctx.locale, loaded.pickupTimes.get(shippingId));
      const switched = snapshot.shipments.map((each) =>
        each.shipmentId === shippingId ? { ...each, methodCode: code, basePrice: method.price } : each,
      );
      const { pricing } = price({ ...snapshot, shipments: switched }, promotions, context);
      const priced = pricing.shipments.find((each) => each.shipment.shipmentId === shippingId);
      return { ...method, basePrice: method.price, price: priced?.price ?? method.price };
    }),
  };
}
