import type { Cart, CartFlash, CartItem, GetCartQuery } from '@outsole/contracts/cart';
import type { Store } from '@outsole/contracts/stores';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { getStore, getStoreProductInventory } from '../stores/stores.service.js';
import { priceableFacts } from './cart.pricing.js';
import { deleteEmptyShipments, deleteItems, updateItem, type CartItemRow } from './cart.repository.js';
import { getCart } from './cart.service.js';
import { HOME_SHIPMENT_ID, pickupShipmentId } from './cart.shipping.js';
import { withCartLock, type CartWrite } from './cart.write.js';
import { CartAnswer, CORRECTED, needsCorrection, readCartAnswer, shown } from './cart.answers.js';

/**
 * GET /cart/v1/cart/{basketId} with its query (spec §7: favStoreId, isPatchRequired, inventorySupplyCheck; the spec
 * gives no meanings, these are recorded in decision 0018):
 *
 * - `isPatchRequired=true`: before answering, the cart is corrected under its lock: a line whose variant has no price
 *   on the site any more is removed (PRC400), a delivered line asking for more than the online stock is cut to it, or
 *   removed when none is left (INV406). Each correction is a flash whose action is in the past (`removed`,
 *   `qtyReduced`). Pickup lines are left to the shopper (the INV702 flash asks them to change store), and so are gifts
 *   with purchase (the pricing settles them). A cart with nothing to correct is answered without a write.
 * - `inventorySupplyCheck`: the lines short of stock are flashed (INV406 online, INV702 in the pickup store), as every
 *   read does by default; `false` leaves those notices out (a header count or a mini cart that must not raise them).
 * - `favStoreId`: the shopper's favourite store. Delivered lines that could be picked up report the store and its
 *   stock of their variant in `shippingOptions.storeInfo`, so the cart can offer pickup there. A store id of no store
 *   of the site (unknown, another brand's, the brand's in another country) is API400; a store of the site that offers
 *   no pickup now (pickup off, a site without pickup orders) adds nothing.
 *
 * Without `favStoreId`, an unchanged cart answers the text kept from its last read (cart.answers.ts; `verify` outside
 * production).
 */
export async function readCart(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  query: GetCartQuery,
  { verify = false }: { verify?: boolean } = {},
): Promise<Cart | CartAnswer> {
  const stockNotices = query.inventorySupplyCheck !== false;
  if (query.favStoreId === undefined) {
    const answer = await readCartAnswer(ctx, db, basketId, { stockNotices, verify });
    const corrections = answer instanceof CartAnswer ? answer.needsCorrection : answer?.items.some(needsCorrection);
    if (answer && !(query.isPatchRequired === true && corrections)) return answer;
  }
  const favourite = query.favStoreId === undefined ? null : await favouriteStore(ctx, db, query.favStoreId);
  let cart = await getCart(ctx, db, basketId);
  if (query.isPatchRequired === true && cart.items.some(needsCorrection)) cart = await patchCart(ctx, db, basketId);
  cart = shown(cart, stockNotices);
  return favourite ? withStoreInventory(ctx, db, cart, favourite) : cart;
}

function correction(item: CartItemRow, type: string, code: string, missingQty: number, action: string): CartFlash {
  return {
    type,
    code,
    details: { sku: item.upc, productId: item.product_id, missingQty, shipmentId: item.shipment_id, action },
  };
}

async function patchCart(ctx: RequestContext, db: Db, basketId: string): Promise<Cart> {
  return withCartLock(ctx, db, basketId, async ({ trx, loaded }): Promise<CartWrite> => {
    const flash: CartFlash[] = [];
    const removed: string[] = [];
    for (const item of loaded.items) {
      if (item.bonus === 1) continue;
      if (priceableFacts(loaded, item) === null) {
        removed.push(item.item_id);
        flash.push(correction(item, 'NoPrice', 'PRC400', item.qty, CORRECTED.removed));
        continue;
      }
      if (item.store_id !== null && item.shipment_id === pickupShipmentId(item.store_id)) continue;
      const stock = loaded.facts.get(item.upc)?.quantity ?? 0;
      if (item.qty <= stock) continue;
      if (stock <= 0) {
        removed.push(item.item_id);
        flash.push(correction(item, 'OutOfStock', 'INV406', item.qty, CORRECTED.removed));
      } else {
        await updateItem(trx, item.item_id, { qty: stock });
        flash.push(correction(item, 'PartialStock', 'INV406', item.qty - stock, CORRECTED.qtyReduced));
      }
    }
    await deleteItems(trx, basketId, removed);
    if (removed.length > 0) await deleteEmptyShipments(trx, basketId, HOME_SHIPMENT_ID);
    return { flash };
  });
}

/**
 * The favourite store when it offers pickup now, null when it does not; API400 when it is no store of the site.
 * getStore answers only the site's own stores (its brand, its country), as a storeId on add or on a pickup method
 * takes: the brand's store in another country is no more a store of this cart than another brand's (decision 0018).
 */
async function favouriteStore(ctx: RequestContext, db: Db, storeId: string): Promise<Store | null> {
  let store: Store;
  try {
    store = await getStore(ctx, db, storeId);
  } catch (error) {
    if (error instanceof ApiError && error.errorId === 'STR404') {
      throw new ApiError('API400', {
        field: 'query.favStoreId',
        message: 'favStoreId is not a store of this site (its brand, in its country).',
      });
    }
    throw error;
  }
  const offersPickup = store.pickupEnabled && ctx.site.features.allowPickupOrder === true;
  return offersPickup ? store : null;
}

/** Delivered lines that may switch to pickup get the favourite store and its stock of their variant. */
async function withStoreInventory(ctx: RequestContext, db: Db, cart: Cart, store: Store): Promise<Cart> {
  const eligible = (item: CartItem) =>
    !item.bonus && item.shippingOptions.storeInfo === null && item.shippingOptions.available.includes('pickup');
  const productIds = [...new Set(cart.items.filter(eligible).map((item) => item.productId))];
  const stock = new Map<string, number>();
  for (const productId of productIds) {
    const inventory = await getStoreProductInventory(ctx, db, store.storeId, productId).catch((error: unknown) => {
      // A style no longer sold on the site has no pickup option: no stock.
      if (error instanceof ApiError) return null;
      throw error;
    });
    for (const variant of inventory?.variants ?? []) stock.set(variant.upc, variant.quantity);
  }
  return {
    ...cart,
    items: cart.items.map((item) =>
      eligible(item)
        ? {
            ...item,
            shippingOptions: {
              ...item.shippingOptions,
              storeInfo: { id: store.storeId, storeInventory: stock.get(item.upc) ?? 0 },
            },
          }
        : item,
    ),
  };
}
