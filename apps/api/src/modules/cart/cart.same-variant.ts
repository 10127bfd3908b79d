import type { CartFlash } from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { missingFlash, pickupStock } from './cart.mapper.js';
import { loadCart, type LoadedCart } from './cart.pricing.js';
import { deleteItems, deleteEmptyShipments, updateItem, type CartItemRow } from './cart.repository.js';
import { HOME_SHIPMENT_ID } from './cart.shipping.js';

/**
 * One line per variant and shipment. An add raises the line the shipment already has, but a line moved to another
 * shipment (PUT item's storeId, a shipment's method switched to pickup or home, customs placing) may arrive where a
 * line of the same variant already is: each was then checked against the stock on its own, and the cart held two
 * lines of 20 of a variant with 22 in stock and no word of it (api tester t2, session 55). After such a write the
 * lines are joined into the one that was there first (its position, maximum and gift options), the quantities added,
 * cut to the stock its shipment takes from and to its maximum with the INV406 PartialStock flash for what did not fit.
 * Gifts with purchase (the pricing's) and digital gift cards (one per recipient) are never joined.
 */
export async function joinSameVariantLines(
  ctx: RequestContext,
  trx: Db,
  loaded: LoadedCart,
): Promise<{ loaded: LoadedCart; flash: CartFlash[] }> {
  const groups = new Map<string, CartItemRow[]>();
  for (const item of loaded.items) {
    if (item.bonus === 1 || loaded.facts.get(item.upc)?.digital === true) continue;
    const key = `${item.shipment_id}\u0000${item.upc}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const joined = [...groups.values()].filter((group) => group.length > 1);
  if (joined.length === 0) return { loaded, flash: [] };
  const flash: CartFlash[] = [];
  for (const group of joined) {
    const [kept, ...others] = [...group].sort((a, b) => a.position - b.position) as [CartItemRow, ...CartItemRow[]];
    const wanted = group.reduce((sum, item) => sum + item.qty, 0);
    const stock = pickupStock(loaded, kept) ?? loaded.facts.get(kept.upc)?.quantity ?? 0;
    const qty = Math.max(1, Math.min(wanted, stock, kept.max_qty));
    if (qty < wanted) flash.push(missingFlash(kept, wanted - qty, 'reduceQty'));
    await updateItem(trx, kept.item_id, { qty });
    await deleteItems(
      trx,
      loaded.cart.basket_id,
      others.map((item) => item.item_id),
    );
  }
  await deleteEmptyShipments(trx, loaded.cart.basket_id, HOME_SHIPMENT_ID);
  return { loaded: await loadCart(ctx, trx, loaded.cart, { known: loaded }), flash };
}
