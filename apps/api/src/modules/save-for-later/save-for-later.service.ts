import { randomUUID } from 'node:crypto';
import {
  MAX_SAVED_ITEMS,
  type MoveToCartRequest,
  type SavedItem,
  type SaveForLaterList,
  type SaveForLaterMoveResponse,
  type SaveForLaterRequest,
} from '@outsole/contracts/save-for-later';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { loadPromotions } from '../cart/cart.pricing.js';
import { addItem, takeItemOut } from '../cart/cart.service.js';
import { isGiftWithPurchaseProduct } from '../pricing/promotions.bonus.js';
import { requireVariant } from '../products/products.service.js';
import { colourNameOf, lineImageOf, loadDisplayTiles, type DisplayTile } from '../products/product-tiles.service.js';
import { findVariantFacts, variantView, type VariantFacts } from '../products/variant-facts.service.js';
import {
  countItemsBeside,
  deleteItem,
  findItem,
  findItemsPage,
  findList,
  findListOf,
  takeFromItem,
  touchList,
  upsertItem,
  type SavedItemRow,
  type SavedListRow,
} from './save-for-later.repository.js';
import { listOwner, requireListShopper } from './save-for-later.owner.js';

/**
 * Saved for later (spec §3, §4 "an item moves to and from saved-for-later", §7). One list per shopper and site,
 * created by the first save. Moves between the cart and the list run in the cart's write transaction (cart service
 * `takeItemOut` / `addItem` with a write of ours inside), so an item is never lost nor in both places.
 */

export interface PageOptions {
  start: number;
  count: number;
}

function notFound(field: string, message: string): ApiError {
  return new ApiError('API404', { field, message });
}

/** The shopper's list on the site, or API404 for any other id (another shopper's, another site's, unknown alike). */
async function requireOwnList(ctx: RequestContext, db: Db, saveForLaterId: string): Promise<SavedListRow> {
  const list = await findList(db, saveForLaterId);
  if (list?.owner !== listOwner(requireListShopper(ctx)) || list.site_id !== ctx.site.siteId) {
    throw notFound('saveForLaterId', 'There is no saved-for-later list with this id.');
  }
  return list;
}

/** The shopper's list on the site, created when missing, marked as saved to now (a concurrent first save creates the same one). */
function ensureList(ctx: RequestContext, db: Db): Promise<SavedListRow> {
  const now = new Date().toISOString();
  return touchList(db, {
    save_for_later_id: randomUUID(),
    owner: listOwner(requireListShopper(ctx)),
    site_id: ctx.site.siteId,
    created_at: now,
    updated_at: now,
  });
}

async function save(
  ctx: RequestContext,
  db: Db,
  item: { productId: string; masterId: string; upc: string; qty: number; gift: string | null },
): Promise<void> {
  const list = await ensureList(ctx, db);
  // The list's row is held from ensureList on (its upsert): concurrent saves count one after another.
  const { count, holds } = await countItemsBeside(db, list.save_for_later_id, item.upc);
  if (!holds && count >= MAX_SAVED_ITEMS) {
    throw new ApiError('SFL409', { params: { maxItems: MAX_SAVED_ITEMS }, field: 'upc' });
  }
  await upsertItem(db, {
    item_id: randomUUID(),
    save_for_later_id: list.save_for_later_id,
    product_id: item.productId,
    master_id: item.masterId,
    upc: item.upc,
    qty: item.qty,
    saved_at: new Date().toISOString(),
    gift: item.gift,
  });
}

/**
 * PUT /cart/v2/saveForLater: a cart line moves here whole (`cartId` + `itemId`; BSK404 another shopper's cart,
 * ORD404 unknown line, GWP403 a gift with purchase), or a variant of the site is saved directly (API404 unknown).
 */
export async function saveForLater(
  ctx: RequestContext,
  db: Db,
  input: SaveForLaterRequest,
  page: PageOptions,
): Promise<SaveForLaterMoveResponse> {
  requireListShopper(ctx);
  if ('cartId' in input) {
    const cart = await takeItemOut(ctx, db, input.cartId, input.itemId, (trx, item) => save(ctx, trx, item));
    return { cart, saveForLater: await getSaveForLater(ctx, db, page) };
  }
  await requireVariant(ctx, db, input.productId, input.upc);
  // The style a running promotion gives away is not sold by itself (GWP403 on add): saved, it could never go back.
  if (isGiftWithPurchaseProduct(input.productId, await loadPromotions(db, ctx.site.siteId), new Date()))
    throw new ApiError('GWP403', { field: 'productId', message: 'A free gift can’t be saved for later.' });
  const [facts] = await findVariantFacts(ctx, db, [input.upc]);
  // A digital gift card goes into the cart with its recipient, which a saved item has no place for.
  if (facts?.digital)
    throw new ApiError('API400', { field: 'upc', message: 'A digital gift card cannot be saved for later.' });
  await db.transaction().execute((trx) =>
    save(ctx, trx, {
      productId: input.productId,
      masterId: facts?.masterId ?? input.productId,
      upc: input.upc,
      qty: input.qty,
      gift: null,
    }),
  );
  return { cart: null, saveForLater: await getSaveForLater(ctx, db, page) };
}

/**
 * POST /cart/v2/cart/{basketId}/saveForLater: the saved item goes back into the cart with its quantity, under the
 * cart's rules (cart service addItem: INV408 over the line maximum, INV700 out of stock, INV406 when the cart holds all the
 * stock, a missingQty flash when only part is in stock, GWP403, BSK404). What was added leaves the list in the same transaction: a failed add keeps the
 * item saved, and a partial one keeps the rest (the flash's missingQty) saved as the same item.
 */
export async function moveToCart(
  ctx: RequestContext,
  db: Db,
  basketId: string,
  input: MoveToCartRequest,
  page: PageOptions,
): Promise<SaveForLaterMoveResponse> {
  const owner = listOwner(requireListShopper(ctx));
  const list =
    input.saveForLaterId === undefined
      ? await findListOf(db, owner, ctx.site.siteId)
      : await requireOwnList(ctx, db, input.saveForLaterId);
  const item = list ? await findItem(db, list.save_for_later_id, input.itemId) : undefined;
  if (!list || !item) throw notFound('itemId', 'There is no saved item with this id.');
  const cart = await addItem(
    ctx,
    db,
    { cartId: basketId, productId: item.product_id, upc: item.upc, qty: item.qty },
    async (trx, added) => {
      // Only what went into the cart leaves the list: what the stock could not take stays saved (the flash's
      // missingQty). Claimed under the cart's lock: of two concurrent moves of one item only one finds it.
      if (!(await takeFromItem(trx, list.save_for_later_id, item.item_id, added))) {
        throw notFound('itemId', 'There is no saved item with this id.');
      }
    },
    // Its gift options come back with it (a line of its own; one the cart holds already keeps its own).
    item.gift,
  );
  return { cart, saveForLater: await getSaveForLater(ctx, db, page) };
}

/** DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}. */
export async function removeSavedItem(
  ctx: RequestContext,
  db: Db,
  saveForLaterId: string,
  itemId: string,
  page: PageOptions,
): Promise<SaveForLaterList> {
  const list = await requireOwnList(ctx, db, saveForLaterId);
  if (!(await deleteItem(db, list.save_for_later_id, itemId))) {
    throw notFound('itemId', 'There is no saved item with this id.');
  }
  return getSaveForLater(ctx, db, page);
}

/** GET /wishlists/v2/saveForLater: a page of the list with `available` from the stock and prices now. */
export async function getSaveForLater(ctx: RequestContext, db: Db, page: PageOptions): Promise<SaveForLaterList> {
  const list = await findListOf(db, listOwner(requireListShopper(ctx)), ctx.site.siteId);
  if (!list) return { saveForLaterId: null, total: 0, start: page.start, count: 0, items: [] };
  const { items, total } = await findItemsPage(db, list.save_for_later_id, page.start, page.count);
  const [facts, tiles, promotions] = await Promise.all([
    findVariantFacts(
      ctx,
      db,
      items.map((item) => item.upc),
    ),
    loadDisplayTiles(ctx, db, [...new Set(items.map((item) => item.product_id))]),
    loadPromotions(db, ctx.site.siteId),
  ]);
  // Saved before its promotion began, a style now given away cannot go back into the cart (GWP403): not available.
  const now = new Date();
  const given = (productId: string) => isGiftWithPurchaseProduct(productId, promotions, now);
  const factsByUpc = new Map(facts.map((row) => [row.upc, row]));
  const tilesById = new Map(tiles.map((tile) => [tile.productId, tile]));
  return {
    saveForLaterId: list.save_for_later_id,
    total,
    start: page.start,
    count: items.length,
    items: items.map((item) =>
      toSavedItem(ctx, item, factsByUpc.get(item.upc), tilesById.get(item.product_id), given(item.product_id)),
    ),
  };
}

function toSavedItem(
  ctx: RequestContext,
  item: SavedItemRow,
  facts: VariantFacts | undefined,
  tile: DisplayTile | undefined,
  givenAway: boolean,
): SavedItem {
  const inventoryLevel = facts?.quantity ?? 0;
  // Sold on this site now (a price in its currency) and in stock online: it can go back into the cart.
  const sold = facts !== undefined && facts.listAmount !== null && facts.currencyCode === ctx.site.currency;
  return {
    itemId: item.item_id,
    productId: item.product_id,
    masterId: item.master_id,
    upc: item.upc,
    qty: item.qty,
    available: sold && !givenAway && inventoryLevel > 0 && tile !== undefined,
    inventoryLevel,
    name: tile?.name ?? '',
    pdpUrl: tile?.pdpUrl ?? '',
    productImageURL: lineImageOf(tile, facts?.colourCode),
    price: tile?.price ?? null,
    variants: variantView(facts, ctx.site.countryCode),
    ...colourNameOf(tile, facts?.colourCode),
    savedAt: item.saved_at,
  };
}
