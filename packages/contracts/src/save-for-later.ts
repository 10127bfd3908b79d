import { z } from 'zod';
import { queryInteger } from './query-values.js';
import { Cart, DEFAULT_MAX_QTY } from './cart.js';
import { ProductPrice, UPC_PATTERN } from './products.js';

/**
 * Saved for later (spec §3: saveForLaterId; items with itemId, productId, qty, available) and its calls (spec §7:
 * PUT /cart/v2/saveForLater, POST /cart/v2/cart/{basketId}/saveForLater, DELETE
 * /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}, GET /wishlists/v2/saveForLater). One list per shopper
 * (guest session or account) and site; the request shapes are ours (the spec shows none).
 */

export { MAX_SAVED_ITEMS } from './cart.values.js';

const id = z.string().min(1).max(64);
// A JSON number: a string, boolean or array is refused (API400) rather than coerced into some quantity.
const qty = z.number().int().min(1).max(DEFAULT_MAX_QTY);

export const SavedItem = z.object({
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  upc: z.string(),
  qty: z.number().int().positive(),
  /** In stock online now and sold on the site: it can be moved to the cart. */
  available: z.boolean(),
  /** Online stock now. */
  inventoryLevel: z.number().int().nonnegative(),
  /** Display fields of the style on the site; empty/null when it is no longer shown there. */
  name: z.string(),
  pdpUrl: z.string(),
  /** The first view of the saved variant's own colourway (variants.colourCode). */
  productImageURL: z.string(),
  price: ProductPrice.nullable(),
  variants: z.object({ colourCode: z.string(), size: z.string(), width: z.string().nullable() }),
  /** The name of the item's colourway in the request's language; optional so fixtures made before it still parse. */
  colourName: z.string().optional(),
  /** When it was last saved (ISO-8601): the list shows the latest first. */
  savedAt: z.string(),
});
export type SavedItem = z.infer<typeof SavedItem>;

export const SaveForLaterList = z.object({
  /** Null until the shopper saves a first item. */
  saveForLaterId: z.string().nullable(),
  /** Items in the whole list; `items` is the page from `start`. */
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  items: z.array(SavedItem),
});
export type SaveForLaterList = z.infer<typeof SaveForLaterList>;

/** GET /wishlists/v2/saveForLater and DELETE answer: "the response has the saveForLater list" (spec §7). */
export const SaveForLaterResponse = z.object({ saveForLater: SaveForLaterList });
export type SaveForLaterResponse = z.infer<typeof SaveForLaterResponse>;

/** PUT /cart/v2/saveForLater and POST /cart/v2/cart/{basketId}/saveForLater: both sides of a move. */
export const SaveForLaterMoveResponse = z.object({
  saveForLater: SaveForLaterList,
  /** The cart after the move; null when the item did not come from (or go to) a cart. */
  cart: Cart.nullable(),
});
export type SaveForLaterMoveResponse = z.infer<typeof SaveForLaterMoveResponse>;

/**
 * PUT /cart/v2/saveForLater: either move a cart line (`cartId` + `itemId`: the whole line leaves the cart) or save a
 * variant directly (`productId` + `upc`, `qty` default 1). Saving a variant already in the list adds to its qty.
 */
export const SaveForLaterRequest = z.union([
  z.object({ cartId: id, itemId: id }).strict(),
  z
    .object({
      productId: z.string().trim().min(1).max(20),
      upc: z.string().trim().regex(UPC_PATTERN, 'upc must be a UPC'),
      qty: qty.default(1),
    })
    .strict(),
]);
export type SaveForLaterRequest = z.infer<typeof SaveForLaterRequest>;

/** POST /cart/v2/cart/{basketId}/saveForLater: the saved item goes back into the cart with its qty. */
export const MoveToCartRequest = z
  .object({
    itemId: id,
    /** Optional; when sent it must be the shopper's list. */
    saveForLaterId: id.optional(),
  })
  .strict();
export type MoveToCartRequest = z.infer<typeof MoveToCartRequest>;

export const SavedItemParams = z.object({ saveForlaterId: id, itemId: id });

/** GET /wishlists/v2/saveForLater query: `count` defaults to the configured page size (spec §9). */
export const SaveForLaterQuery = z.object({
  start: queryInteger('start', (n) => n.min(0).max(100_000)).default(0),
  count: queryInteger('count', (n) => n.min(1).max(100)).optional(),
});
export type SaveForLaterQuery = z.infer<typeof SaveForLaterQuery>;
