import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { storeStockOf } from './cart.delivery.js';
import { moveItems } from './cart.delivery.repository.js';
import { loadCart, type LoadedCart } from './cart.pricing.js';
import type { CartItemRow } from './cart.repository.js';
import { HOME_SHIPMENT_ID } from './cart.shipping.js';

/**
 * Where a gift with purchase travels (decision 0044): with the order. In the home shipment while any bought line is
 * delivered; when every bought line is collected in a store, with them at the first such store that holds the gift
 * (so a shopper who picks up does not need a delivery address, nor wait for tax, for the gift alone); else delivered,
 * as before. A gift already collected with bought lines stays where it is, so the stores' stock is read only when a
 * gift has to move.
 */
export async function placeGifts(ctx: RequestContext, trx: Db, loaded: LoadedCart): Promise<LoadedCart> {
  const gifts = loaded.items.filter((item) => item.bonus === 1);
  if (gifts.length === 0) return loaded;
  const bought = loaded.items.filter((item) => item.bonus === 0);
  const deliveredHome = bought.some((item) => item.shipment_id === HOME_SHIPMENT_ID);
  const collected = (shipmentId: string) =>
    bought.some((item) => item.shipment_id === shipmentId && item.store_id !== null);
  let moved = false;
  for (const gift of gifts) {
    const settled = deliveredHome
      ? gift.shipment_id === HOME_SHIPMENT_ID
      : gift.shipment_id !== HOME_SHIPMENT_ID && collected(gift.shipment_id);
    if (settled) continue;
    const target = deliveredHome ? null : await storeHolding(ctx, trx, gift, bought);
    const shipmentId = target?.shipment_id ?? HOME_SHIPMENT_ID;
    if (shipmentId === gift.shipment_id) continue;
    await moveItems(trx, loaded.cart.basket_id, [gift.item_id], shipmentId, target?.store_id ?? null);
    moved = true;
  }
  return moved ? loadCart(ctx, trx, loaded.cart, { known: loaded }) : loaded;
}

/** The first bought line collected at a store that holds the gift (in the order the lines were added), if any. */
async function storeHolding(
  ctx: RequestContext,
  trx: Db,
  gift: CartItemRow,
  bought: readonly CartItemRow[],
): Promise<CartItemRow | undefined> {
  const tried = new Set<string>();
  for (const line of [...bought].sort((a, b) => a.position - b.position)) {
    if (line.store_id === null || tried.has(line.store_id)) continue;
    tried.add(line.store_id);
    const stock = await storeStockOf(ctx, trx, line.store_id, gift.product_id);
    if ((stock.get(gift.upc) ?? 0) >= gift.qty) return line;
  }
  return undefined;
}
