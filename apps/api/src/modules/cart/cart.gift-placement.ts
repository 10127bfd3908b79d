import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { findFirstStockedVariant } from '../products/variant-facts.service.js';
import { storeStockOf } from './cart.delivery.js';
import { loadCart, type LoadedCart } from './cart.pricing.js';
import { updateItem, type CartItemRow } from './cart.repository.js';
import { HOME_SHIPMENT_ID, pickupShipmentId } from './cart.shipping.js';

/**
 * Where a gift with purchase travels (decision 0044): with the order. In the home shipment while any bought line is
 * delivered; when every bought line is collected in a store, with them at the first such store that holds the gift
 * (so a shopper who picks up needs no delivery, nor an address, for the gift alone); else delivered, as before. A
 * gift already where it belongs is left alone, so the stores' stock is read only when a gift has to move.
 *
 * The gift's variant was never the shopper's choice (the pricing adds the first one in stock online), so a store
 * that holds another variant of it in the quantity given takes that one, and a gift delivered again takes one in
 * stock online if its own is not.
 */
export async function placeGifts(ctx: RequestContext, trx: Db, loaded: LoadedCart): Promise<LoadedCart> {
  const gifts = loaded.items.filter((item) => item.bonus === 1);
  if (gifts.length === 0) return loaded;
  const bought = loaded.items.filter((item) => item.bonus === 0);
  const deliveredHome = bought.some((item) => item.shipment_id === HOME_SHIPMENT_ID);
  const collected = (shipmentId: string) => bought.some((item) => item.shipment_id === shipmentId && isPickup(item));
  let moved = false;
  for (const gift of gifts) {
    const settled = deliveredHome
      ? gift.shipment_id === HOME_SHIPMENT_ID
      : gift.shipment_id !== HOME_SHIPMENT_ID && collected(gift.shipment_id);
    if (settled) {
      // Home already, maybe as a store's variant (the whole shipment moved home, the gift with it).
      const upc = gift.shipment_id === HOME_SHIPMENT_ID ? await deliveredVariant(ctx, trx, loaded, gift) : gift.upc;
      if (upc !== gift.upc) {
        await updateItem(trx, gift.item_id, { upc });
        moved = true;
      }
      continue;
    }
    const store = deliveredHome ? undefined : await storeHolding(ctx, trx, gift, bought);
    if (store) {
      await updateItem(trx, gift.item_id, {
        shipment_id: pickupShipmentId(store.storeId),
        store_id: store.storeId,
        upc: store.upc,
      });
      moved = true;
    } else if (gift.shipment_id !== HOME_SHIPMENT_ID) {
      const upc = await deliveredVariant(ctx, trx, loaded, gift);
      await updateItem(trx, gift.item_id, { shipment_id: HOME_SHIPMENT_ID, store_id: null, upc });
      moved = true;
    }
  }
  return moved ? loadCart(ctx, trx, loaded.cart, { known: loaded }) : loaded;
}

/** The gift's variant for a delivery: its own when the online stock holds it (no read), else one in stock online. */
async function deliveredVariant(ctx: RequestContext, trx: Db, loaded: LoadedCart, gift: CartItemRow): Promise<string> {
  if ((loaded.facts.get(gift.upc)?.quantity ?? 0) >= gift.qty) return gift.upc;
  return (await findFirstStockedVariant(ctx, trx, gift.product_id)) ?? gift.upc;
}

/** A line collected in a store (its store's pickup shipment). */
function isPickup(item: CartItemRow): boolean {
  return item.store_id !== null && item.shipment_id === pickupShipmentId(item.store_id);
}

/**
 * The first store collecting a bought line (in the order the lines were added) that holds the gift in the quantity
 * given: its own variant, else the first other variant of the style the store holds.
 */
async function storeHolding(
  ctx: RequestContext,
  trx: Db,
  gift: CartItemRow,
  bought: readonly CartItemRow[],
): Promise<{ storeId: string; upc: string } | undefined> {
  const tried = new Set<string>();
  for (const line of [...bought].sort((a, b) => a.position - b.position)) {
    if (line.store_id === null || !isPickup(line) || tried.has(line.store_id)) continue;
    tried.add(line.store_id);
    const stock = await storeStockOf(ctx, trx, line.store_id, gift.product_id);
    if ((stock.get(gift.upc) ?? 0) >= gift.qty) return { storeId: line.store_id, upc: gift.upc };
    const other = [...stock].find(([, quantity]) => quantity >= gift.qty);
    if (other) return { storeId: line.store_id, upc: other[0] };
  }
  return undefined;
}
