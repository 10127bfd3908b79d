import {
  ApplicableShippingMethods,
  Cart,
  type AddItemRequest,
  type PickupContact,
  type UpdateItemRequest,
} from '@outsole/contracts/cart';
import type { LocalePath } from '@outsole/contracts/locales';
import { z } from 'zod';
import {
  SaveForLaterMoveResponse,
  SaveForLaterResponse,
  type SaveForLaterList,
} from '@outsole/contracts/save-for-later';

import { ApiError } from '#app/lib/api/api-error.ts';
import type { ApiClient } from '#app/lib/api/client.server.ts';
import type { RequestContext } from '#app/lib/request-context.server.ts';
import { basketCookie, clearBasketCookie, readBasketId } from '#app/lib/session/basket-cookie.server.ts';
import { sessionFor } from '#app/lib/session/session.server.ts';
import { shopperApi } from '#app/lib/session/shopper-api.server.ts';

/**
 * The shopper's cart as the storefront server reaches it (spec §7 Cart): the api with the shopper's session
 * (a guest token is obtained lazily on the first write), and the stored basket id (basket-cookie.server.ts).
 */

export const CART_PATH = '/cart/v1/cart';
export const CART_WITH_ITEM_PATH = '/cart/v1/cartWithItem';
export const ITEM_PATH = '/cart/v1/item';
export const COUPON_PATH = '/cart/v1/coupon';
export const SAVE_FOR_LATER_PATH = '/cart/v2/saveForLater';
export const SAVED_LIST_PATH = '/wishlists/v2/saveForLater';
export const SHIPPING_METHOD_PATH = '/cart/v1/shippingMethod';

/** What the header's count needs of a cart: checking the whole answer (lines, promotions) costs more than the read. */
const CartUnits = z.object({
  basketId: Cart.shape.basketId,
  totals: Cart.shape.totals.pick({ totalUnits: true }),
});
export type CartUnits = z.infer<typeof CartUnits>;

/** What POST /cart/v1/shippingMethod takes besides the cart: the method, its shipment and what the method needs. */
export interface MethodChoice {
  code: string;
  shippingId: string;
  storeId?: string;
  collectionPointId?: string;
  contact?: PickupContact;
}

export type NewItem = Omit<AddItemRequest, 'cartId'>;

export interface CartClient {
  readonly siteId: string;
  /** The stored basket id, as this request last set it. */
  basketId(): string | null;
  /** The session has no identity at all (no guest, no account): the shopper has no cart to read. */
  anonymous(): boolean;
  remember(basketId: string): void;
  forget(): void;
  /** `stockNotices: false`: without the stock flash messages (inventorySupplyCheck=false), for a count. */
  get(basketId: string, options?: { stockNotices?: boolean }): Promise<Cart>;
  /** The header's count: the same read without stock notices, its answer checked only for the id and the units. */
  units(basketId: string): Promise<CartUnits>;
  /** The shopper's active cart on the site (the api answers the existing one, else creates one). */
  create(): Promise<Cart>;
  createWithItem(item: NewItem): Promise<Cart>;
  add(basketId: string, item: NewItem): Promise<Cart>;
  update(basketId: string, change: UpdateItemRequest): Promise<Cart>;
  remove(basketId: string, itemId: string): Promise<Cart>;
  applyCoupon(basketId: string, code: string): Promise<Cart>;
  removeCoupon(basketId: string, code: string): Promise<Cart>;
  /** A page of the shopper's saved-for-later list (the api's page size). */
  savedList(start: number): Promise<SaveForLaterList>;
  /** Moves a cart line whole to saved for later: the cart after it. */
  saveForLater(basketId: string, itemId: string): Promise<Cart>;
  /** Moves a saved item back into the cart with its quantity. */
  moveToCart(basketId: string, itemId: string, saveForLaterId?: string): Promise<Cart>;
  removeSaved(saveForLaterId: string, itemId: string): Promise<SaveForLaterList>;
  /** The shipment's applicable methods (label, delivery time, price) and the selected one. */
  shippingMethods(basketId: string, shippingId: string): Promise<ApplicableShippingMethods>;
  setShippingMethod(basketId: string, choice: MethodChoice): Promise<Cart>;
  /** Applies a loyalty reward voucher by its points (replacing the cart's), or takes it off (null). */
  applyReward(basketId: string, voucher: { points: number } | null): Promise<Cart>;
  /** Turns down a gift with purchase, or takes it back (decision 0046). */
  declineGift(basketId: string, promotionId: string, declined: boolean): Promise<Cart>;
}

export function cartClient(
  ctx: RequestContext,
  request: Request,
  scope: { locale: LocalePath; siteId: string },
): CartClient {
  const session = sessionFor(ctx, request);
  const secure = ctx.config.isProduction;
  let stored = readBasketId(request.headers.get('cookie'), scope.siteId);
  // Reads never start a session; writes (and a create) obtain a guest token when there is none.
  const reader = (): ApiClient => shopperApi(ctx, request, scope);
  const writer = (): ApiClient => shopperApi(ctx, request, scope, { identity: 'required' });
  const expected = [400, 404, 409];
  const encoded = (id: string) => encodeURIComponent(id);

  return {
    siteId: scope.siteId,
    basketId: () => stored,
    anonymous: () => session.kind === 'anonymous',
    remember(basketId) {
      if (basketId === stored) return;
      stored = basketId;
      session.addCookie(basketCookie(scope.siteId, basketId, secure));
    },
    forget() {
      stored = null;
      session.addCookie(clearBasketCookie(scope.siteId, secure));
    },
    get: (basketId, { stockNotices = true } = {}) =>
      reader().request({
        path: `${CART_PATH}/${encoded(basketId)}`,
        ...(stockNotices ? {} : { query: { inventorySupplyCheck: false } }),
        schema: Cart,
        expectedStatuses: [404],
      }),
    units: (basketId) =>
      reader().request({
        path: `${CART_PATH}/${encoded(basketId)}`,
        query: { inventorySupplyCheck: false },
        schema: CartUnits,
        expectedStatuses: [404],
      }),
    create: () => writer().request({ method: 'POST', path: CART_PATH, body: {}, schema: Cart }),
    createWithItem: (item) =>
      writer().request({
        method: 'POST',
        path: CART_WITH_ITEM_PATH,
        body: item,
        schema: Cart,
        expectedStatuses: expected,
      }),
    add: (basketId, item) =>
      writer().request({
        method: 'POST',
        path: ITEM_PATH,
        body: { cartId: basketId, ...item },
        schema: Cart,
        expectedStatuses: expected,
      }),
    update: (basketId, change) =>
      writer().request({
        method: 'PUT',
        path: `${CART_PATH}/${encoded(basketId)}/item`,
        body: change,
        schema: Cart,
        expectedStatuses: expected,
      }),
    remove: (basketId, itemId) =>
      writer().request({
        method: 'DELETE',
        path: ITEM_PATH,
        query: { cartId: basketId, itemId },
        schema: Cart,
        expectedStatuses: expected,
      }),
    applyCoupon: (basketId, code) =>
      writer().request({
        method: 'PUT',
        path: COUPON_PATH,
        body: { cartId: basketId, code },
        schema: Cart,
        expectedStatuses: expected,
      }),
    removeCoupon: (basketId, code) =>
      writer().request({
        method: 'DELETE',
        path: COUPON_PATH,
        query: { cartId: basketId, code },
        schema: Cart,
        expectedStatuses: expected,
      }),
    savedList: async (start) => {
      const answer = await reader().request({ path: SAVED_LIST_PATH, query: { start }, schema: SaveForLaterResponse });
      return answer.saveForLater;
    },
    saveForLater: async (basketId, itemId) => {
      const answer = await writer().request({
        method: 'PUT',
        path: SAVE_FOR_LATER_PATH,
        body: { cartId: basketId, itemId },
        schema: SaveForLaterMoveResponse,
        expectedStatuses: expected,
      });
      // The line came from this cart, so the api answers it; a missing one is read again.
      return answer.cart ?? (await writer().request({ path: `${CART_PATH}/${encoded(basketId)}`, schema: Cart }));
    },
    moveToCart: async (basketId, itemId, saveForLaterId) => {
      const answer = await writer().request({
        method: 'POST',
        path: `/cart/v2/cart/${encoded(basketId)}/saveForLater`,
        body: saveForLaterId ? { itemId, saveForLaterId } : { itemId },
        schema: SaveForLaterMoveResponse,
        expectedStatuses: expected,
      });
      return answer.cart ?? (await writer().request({ path: `${CART_PATH}/${encoded(basketId)}`, schema: Cart }));
    },
    removeSaved: async (saveForLaterId, itemId) => {
      const answer = await writer().request({
        method: 'DELETE',
        path: `${SAVE_FOR_LATER_PATH}/${encoded(saveForLaterId)}/items/${encoded(itemId)}`,
        schema: SaveForLaterResponse,
        expectedStatuses: expected,
      });
      return answer.saveForLater;
    },
    shippingMethods: (basketId, shippingId) =>
      reader().request({
        path: `${CART_PATH}/${encoded(basketId)}/shippingMethod/${encoded(shippingId)}`,
        schema: ApplicableShippingMethods,
        expectedStatuses: [400, 404],
      }),
    setShippingMethod: (basketId, { contact, ...choice }) =>
      writer().request({
        method: 'POST',
        path: SHIPPING_METHOD_PATH,
        body: { cartId: basketId, ...choice, shopperAppliedSM: true, ...(contact ? { contact } : {}) },
        schema: Cart,
        expectedStatuses: expected,
      }),
    applyReward: (basketId, voucher) =>
      writer().request({
        method: 'PUT',
        path: `${CART_PATH}/${encoded(basketId)}/reward`,
        body: { appliedLoyaltyVoucher: voucher },
        schema: Cart,
        // REW401 (not a loyalty member) is 403.
        expectedStatuses: [...expected, 403],
      }),
    declineGift: (basketId, promotionId, declined) =>
      writer().request({
        method: 'PUT',
        path: `${CART_PATH}/${encoded(basketId)}/bonus`,
        body: { promotionId, declined },
        schema: Cart,
        expectedStatuses: expected,
      }),
  };
}

export function isErrorId(error: unknown, ...ids: string[]): error is ApiError {
  return error instanceof ApiError && ids.includes(error.errorId);
}
