import type { CartFlash } from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { switchFlash } from './cart.delivery.js';
import { loadCart, type LoadedCart } from './cart.pricing.js';
import { deleteEmptyShipments, insertShipmentIfMissing, updateItem, type CartItemRow } from './cart.repository.js';
import { ADDRESS_METHODS, CUSTOMS_SHIPMENT_ID, HOME_SHIPMENT_ID } from './cart.shipping.js';

/**
 * Items that need customs clearance (the style's `customs_clearance`) travel in the customs shipment, the others never
 * do (decision 0018). A line is placed when it is added; these keep the cart right when the catalogue changes a
 * style's flag later.
 */

/**
 * The customs shipment, made with the first item that needs customs clearance: delivered by the customs method to the
 * home shipment's address when it has one.
 */
export async function addCustomsShipment(trx: Db, loaded: LoadedCart): Promise<void> {
  if (loaded.shipments.some((shipment) => shipment.shipping_id === CUSTOMS_SHIPMENT_ID)) return;
  const home = loaded.shipments.find((shipment) => shipment.shipping_id === HOME_SHIPMENT_ID);
  await insertShipmentIfMissing(trx, {
    basket_id: loaded.cart.basket_id,
    shipping_id: CUSTOMS_SHIPMENT_ID,
    method_code: 'customs',
    store_id: null,
    pudo_id: null,
    address: home && ADDRESS_METHODS.includes(home.method_code) ? home.address : null,
    created_at: new Date().toISOString(),
  });
}

/**
 * Lines whose shipment no longer suits their style: flagged for customs since they were added (at home, or collected
 * in a store, which customs items never are), or no longer flagged while in the customs shipment. Gifts with purchase
 * and digital gift cards keep the shipment they are given.
 */
export function customsMisplaced(loaded: LoadedCart): CartItemRow[] {
  return loaded.items.filter((item) => {
    const facts = loaded.facts.get(item.upc);
    if (!facts || facts.digital || item.bonus === 1) return false;
    return facts.customs !== (item.shipment_id === CUSTOMS_SHIPMENT_ID);
  });
}

/**
 * Moves the misplaced lines (customsMisplaced) in the cart's write: into the customs shipment (made if missing) or
 * back home; a shipment left empty goes. A line taken out of a store collection is reported as ORD518, the method
 * changed because the old one no longer applies.
 */
export async function settleCustoms(
  ctx: RequestContext,
  trx: Db,
  loaded: LoadedCart,
): Promise<{ loaded: LoadedCart; flash: CartFlash[] }> {
  const misplaced = customsMisplaced(loaded);
  if (misplaced.length === 0) return { loaded, flash: [] };
  if (misplaced.some((item) => item.shipment_id !== CUSTOMS_SHIPMENT_ID)) await addCustomsShipment(trx, loaded);
  const flash: CartFlash[] = [];
  for (const item of misplaced) {
    const target = item.shipment_id === CUSTOMS_SHIPMENT_ID ? HOME_SHIPMENT_ID : CUSTOMS_SHIPMENT_ID;
    await updateItem(trx, item.item_id, { shipment_id: target, store_id: null });
    if (item.store_id !== null) flash.push(switchFlash('ORD518', item, 'reviewShipping', target));
  }
  await deleteEmptyShipments(trx, loaded.cart.basket_id, HOME_SHIPMENT_ID);
  return { loaded: await loadCart(ctx, trx, loaded.cart, { known: loaded }), flash };
}
