import type { CartFlash } from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { switchFlash } from './cart.delivery.js';
import { loadCart, type LoadedCart } from './cart.pricing.js';
import {
  deleteEmptyShipments,
  insertShipmentIfMissing,
  updateItem,
  type CartItemRow,
  type CartShipmentRow,
} from './cart.repository.js';
import { ADDRESS_METHODS, CUSTOMS_SHIPMENT_ID, HOME_SHIPMENT_ID } from './cart.shipping.js';

/**
 * Items that need customs clearance (the style's `customs_clearance`) travel in the customs shipment, the others never
 * do (decision 0018). A line is placed when it is added; these keep the cart right when the catalogue changes a
 * style's flag later.
 */

/**
 * Where the items that need customs clearance go: the customs shipment, unless the home shipment is itself delivered
 * abroad (its method `customs`, an address in another country). Then every item of the order crosses the same border
 * to the same address by the same international method, so the customs items join it and the cart has one
 * international shipment, not two (decision 0018 addendum, session 51); they go back to a customs shipment of their own
 * when the address comes home.
 */
export function customsShipmentId(shipments: readonly CartShipmentRow[]): string {
  const home = shipments.find((shipment) => shipment.shipping_id === HOME_SHIPMENT_ID);
  return home?.method_code === 'customs' ? HOME_SHIPMENT_ID : CUSTOMS_SHIPMENT_ID;
}

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
 * in a store, which customs items never are), no longer flagged while in the customs shipment, or in the customs
 * shipment while the home shipment goes abroad (or at home after it came back: customsShipmentId). Gifts with purchase
 * and digital gift cards keep the shipment they are given.
 */
export function customsMisplaced(loaded: LoadedCart): CartItemRow[] {
  const customsTarget = customsShipmentId(loaded.shipments);
  return loaded.items.filter((item) => {
    const facts = loaded.facts.get(item.upc);
    if (!facts || facts.digital || item.bonus === 1) return false;
    return facts.customs ? item.shipment_id !== customsTarget : item.shipment_id === CUSTOMS_SHIPMENT_ID;
  });
}

/**
 * Moves the misplaced lines (customsMisplaced) in the cart's write: a customs item into the customs shipment (made if
 * missing) or the home shipment delivered abroad, any other back home; a shipment left empty goes. A line taken out of
 * a store collection is reported as ORD518, the method changed because the old one no longer applies.
 */
export async function settleCustoms(
  ctx: RequestContext,
  trx: Db,
  loaded: LoadedCart,
): Promise<{ loaded: LoadedCart; flash: CartFlash[] }> {
  const misplaced = customsMisplaced(loaded);
  if (misplaced.length === 0) return { loaded, flash: [] };
  const customsTarget = customsShipmentId(loaded.shipments);
  const targetOf = (item: CartItemRow) =>
    loaded.facts.get(item.upc)?.customs === true ? customsTarget : HOME_SHIPMENT_ID;
  if (misplaced.some((item) => targetOf(item) === CUSTOMS_SHIPMENT_ID)) await addCustomsShipment(trx, loaded);
  const flash: CartFlash[] = [];
  for (const item of misplaced) {
    const target = targetOf(item);
    await updateItem(trx, item.item_id, { shipment_id: target, store_id: null });
    if (item.store_id !== null) flash.push(switchFlash('ORD518', item, 'reviewShipping', target));
  }
  await deleteEmptyShipments(trx, loaded.cart.basket_id, HOME_SHIPMENT_ID);
  return { loaded: await loadCart(ctx, trx, loaded.cart, { known: loaded }), flash };
}
