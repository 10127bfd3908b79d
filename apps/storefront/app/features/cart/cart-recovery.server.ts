import type { Cart } from '@outsole/contracts/cart';

import { ApiError } from '#app/lib/api/api-error.ts';
import { isErrorId, type CartClient, type NewItem } from './cart-api.server.ts';

/**
 * spec §4 Cart errors / §8 BSK404: "cart not found: create a new cart, re-add items and retry". The stored basket
 * is gone (another session's, merged into the account at sign-in, ordered): the shopper's active cart is asked
 * for (the api answers the account's cart after a merge, else a new empty one), the items the page knew are added
 * again when it is empty, and the call is retried once on it.
 */

export interface Recovery {
  cart: Cart;
  /** The stored basket was replaced by a new, empty one (spec §8 "cart expired" toast). */
  replaced: boolean;
}

export async function freshCart(client: CartClient, known: readonly NewItem[]): Promise<Recovery> {
  let cart = await client.create();
  client.remember(cart.basketId);
  if (cart.items.length > 0) return { cart, replaced: false };
  for (const item of known) {
    try {
      cart = await client.add(cart.basketId, item);
    } catch (error) {
      // An item that can no longer be added (sold out, a gift) is left out; the retried call goes on.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return { cart, replaced: true };
}

/**
 * Runs `operation` on the stored basket; on BSK404 (or with no stored basket) on a fresh one. `operation` receives
 * the fresh cart when there is one, to find its lines again (their ids differ from the lost cart's).
 */
export async function withBasket(
  client: CartClient,
  known: readonly NewItem[],
  operation: (basketId: string, fresh: Cart | null) => Promise<Cart>,
): Promise<{ cart: Cart; replaced: boolean }> {
  const stored = client.basketId();
  if (stored) {
    try {
      return { cart: await operation(stored, null), replaced: false };
    } catch (error) {
      if (!isErrorId(error, 'BSK404')) throw error;
    }
  }
  const recovery = await freshCart(client, known);
  return {
    cart: await operation(recovery.cart.basketId, recovery.cart),
    replaced: stored !== null && recovery.replaced,
  };
}

/**
 * Reads the stored cart; a lost one is replaced (BSK404), none is null (a guest who never added anything).
 * `stockNotices: false` reads it without the stock flash messages (the header's count raises none).
 */
export async function readCart(
  client: CartClient,
  { create, stockNotices = true }: { create: boolean; stockNotices?: boolean },
): Promise<Cart | null> {
  const stored = client.basketId();
  if (client.anonymous()) {
    if (stored) client.forget();
    return null;
  }
  if (stored) {
    try {
      return await client.get(stored, { stockNotices });
    } catch (error) {
      if (!isErrorId(error, 'BSK404')) throw error;
    }
  } else if (!create) {
    return null;
  }
  return (await freshCart(client, [])).cart;
}
