import type { Cart } from '@outsole/contracts/cart';
import type { ProductTile } from '@outsole/contracts/products';
import type { SaveForLaterList } from '@outsole/contracts/save-for-later';
import { Recommendations } from '@outsole/contracts/search';

import type { ApiClient } from '#app/lib/api/client.server.ts';
import { stylesShown } from './cart-view.ts';

/** Tiles the cart page suggests at most: one row on wide screens, two on a phone. */
export const CART_SUGGESTIONS = 4;

/**
 * "You might also like" under the cart: styles similar to the line added last (widgetRecommendations), leaving out
 * every style the page already shows (the cart's lines, those saved for later). Nothing for an empty cart, or
 * one holding only gifts with purchase. Streamed after the cart: a failure shows nothing, never a broken page.
 */
export function cartSuggestions(
  api: ApiClient,
  cart: Cart | null,
  saved: SaveForLaterList | null,
): Promise<ProductTile[]> {
  const lines = (cart?.items ?? []).filter((item) => !item.bonus);
  const anchor = lines.at(-1)?.productId;
  if (!anchor) return Promise.resolve([]);
  const shown = new Set(stylesShown(cart, saved));
  const suggestions = api
    .get('/products/v1/widgetRecommendations', Recommendations, { productId: anchor, count: CART_SUGGESTIONS * 2 })
    .then((answer) => answer.products.filter((tile) => !shown.has(tile.productId)).slice(0, CART_SUGGESTIONS));
  suggestions.catch(() => undefined);
  return suggestions;
}
