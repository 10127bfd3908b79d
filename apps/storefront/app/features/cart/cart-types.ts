import type { PhoneCountry } from '@outsole/contracts/phone';
import type { ProductTile } from '@outsole/contracts/products';
import type { ApplicableShippingMethods, Cart } from '@outsole/contracts/cart';
import type { Loyalty } from '@outsole/contracts/loyalty';
import type { PickupReady } from '@outsole/contracts/pickup-ready';
import type { SaveForLaterList } from '@outsole/contracts/save-for-later';

import type { Position } from '#app/lib/geo/position.ts';
import type { CartDates } from './arrival.ts';
import type { Translate } from '#app/lib/i18n/use-t.ts';

/**
 * What the cart's actions answer and its components read (browser-safe: types and plain constants only, so no
 * zod reaches the page's JavaScript).
 */

/** The triggers that start loading the mini cart's code (lib/browser/warm-up.ts): the cart link, Add to cart. */
export const MINI_CART_WARM_UP = 'mini-cart';

export const CART_INTENTS = [
  'add-item',
  'update-item',
  'remove-item',
  'apply-coupon',
  'remove-coupon',
  // Saved for later (save-for-later.tsx).
  'save-for-later',
  'move-to-cart',
  'remove-saved',
  // Delivery (delivery-panels.tsx).
  'set-shipping-method',
  // Gift options of a line (gift-options.tsx).
  'set-gift',
  // A loyalty reward voucher (reward-vouchers.tsx).
  'set-reward',
  // A gift with purchase the shopper removed, taken back (cart-summary.tsx CartNotices; decision 0046).
  'take-gift',
] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === 'string' && (CART_INTENTS as readonly string[]).includes(value);
}

/** spec §8: where a cart error shows (item level, at the coupon field, or for the whole cart or form). */
export type ProblemPlacement = 'item' | 'coupon' | 'form' | 'saved' | 'delivery' | 'gift' | 'reward';

export interface CartProblem {
  errorId: string;
  title: string;
  message: string;
  placement: ProblemPlacement;
  /** The line the problem is about (item-level errors; a saved item's id with placement `saved`). */
  itemId?: string;
  /** Per-field messages of a form in a delivery panel or the gift dialog, keyed by field name. */
  fields?: Record<string, string>;
  /** What the shopper typed, to fill the form again after a post made without JavaScript (the gift dialog). */
  values?: Record<string, string>;
  /**
   * INV408: the line's maximum the api refused past (its detail's `maxAllowedQty`): the line's "+" stops there at
   * once, before the page's cart is read again.
   */
  maxAllowedQty?: number;
  /** spec §8 AUT498: the stored cart was cleared; the page reloads after 4 s (once per 10 s). */
  reload?: boolean;
}

export type CartActionResult =
  /** `cart` is null after a change that leaves the cart as it was (a saved item removed from the list). */
  | {
      intent: CartIntent;
      ok: true;
      cart: Cart | null;
      notice: string;
      /** spec §4 Delivery-method transitions (ORD516–ORD518): the order-updated notices the change caused. */
      updates?: string[];
      /** The dates `cart` counts its arrivals and pickups from (arrival.ts), as the page's loader reads them. */
      dates?: CartDates;
      /** add-item: the variant added (the mini cart marks its line and scrolls it into view). */
      addedUpc?: string;
    }
  | {
      intent: CartIntent;
      ok: false;
      problem: CartProblem;
      /**
       * add-item from a store's "Pick up here": the store. Without JavaScript the page comes back without the store
       * list, so the problem shows under Find in store's heading (pick-up-here.tsx), not under Add to cart.
       */
      storeId?: string;
    };

export function isCartActionResult(value: unknown): value is CartActionResult {
  return (
    typeof value === 'object' && value !== null && 'ok' in value && isCartIntent((value as { intent?: unknown }).intent)
  );
}

export interface CartPageData {
  title: string;
  locale: string;
  cart: Cart | null;
  problem: CartProblem | null;
  /** Site configuration (spec §4 Ordering: "bonus items come first if configured"). */
  bonusItemsFirst: boolean;
  /** The saved-for-later page shown under the cart (`?savedStart=`); null without a session (nothing saved). */
  saved: SaveForLaterList | null;
  /** The change-delivery panel's shipment and its applicable methods (`?shipment=`), when open. */
  shipment: ApplicableShippingMethods | null;
  /** The place dialog (`?place=&kind=&near=`): store pickup, ship to store or a collection point. */
  place?: PlaceSearch | null;
  /** A signed-in loyalty member's points and the reward vouchers they can use (reward.server.ts); null otherwise. */
  loyalty?: Loyalty | null;
  /** The date in the site's country when the page was read (arrival.ts), for the deliveries' arrival dates. */
  today?: string;
  /** The date at each collected shipment's place (its time zone), by shipping id: the weekday a pickup is ready. */
  placeToday?: Record<string, string>;
  /** An employee's associate-discount currency when this site sells in another (no discount here); else null. */
  employeeDiscountCurrency?: string | null;
  /** Styles like the line added last, streamed (cart-suggestions.server.ts). */
  suggested?: Promise<ProductTile[]>;
}

/** Methods collected at a place the shopper chooses in the place dialog (pickup-dialog.tsx). */
export const PLACE_KINDS = ['pickup', 'sts', 'pudo'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export function isPlaceKind(value: unknown): value is PlaceKind {
  return typeof value === 'string' && (PLACE_KINDS as readonly string[]).includes(value);
}

/** A store of the place dialog with the per-store availability of the shipment's items. */
export interface StoreOption {
  storeId: string;
  name: string;
  address: string;
  distanceKm: number | null;
  items: Array<{ upc: string; name: string; qty: number; inStock: boolean }>;
  inStockCount: number;
  /** Store pickup: when an order is ready there (calendar days on, the store's weekday); null otherwise. */
  ready: PickupReady | null;
  /** Store pickup: the names of the shipment's free gifts this store lacks, which are delivered instead (F8). */
  giftsDelivered?: string[];
}

export interface CollectionPointOption {
  collectionPointId: string;
  name: string;
  type: string;
  address: string;
  /** Null for the shipment's own collection point listed though the search did not find it. */
  distanceKm: number | null;
  /** The collector must give the carrier's customer number here (a DHL Packstation: the Postnummer). */
  requiresCustomerNumber?: boolean;
}

export interface PlaceSearch {
  shipmentId: string;
  kind: PlaceKind;
  /** What the shopper searched near: a postal code or a town; empty when it was their position. */
  near: string;
  /** The shopper's position, when they searched near it ("Use my location": `&lat=&lng=`). */
  nearYou?: Position;
  /** Null until searched. */
  stores: StoreOption[] | null;
  points: CollectionPointOption[] | null;
  /** The store already chosen for this method: choosing another asks first (change-store confirmation). */
  currentStoreId: string | null;
  /** The collection point this shipment is already at (pudo): it stays chosen, listed first when not found nearby. */
  currentPointId?: string | null;
  /** The contact fields the site's locale requires for this method besides the names (spec §5). */
  required: { email: boolean; phone: boolean };
  /** The site country's dial code and mask, by which the contact's phone is checked; null when unknown. */
  phoneCountry?: PhoneCountry | null;
  fieldError?: string;
  formError?: string;
}

/** The cart page's path (its loader and action; the mini cart loads it too). */
/** The cart page's promo code section: where the code forms' posts come back to without JavaScript. */
export const PROMO_CODE_ID = 'promo-code';

/** A cart line's id on the cart page: where its stepper's post comes back to without JavaScript. */
export function cartLineId(itemId: string): string {
  return `line-${itemId}`;
}

/**
 * A saved-for-later item's id on the cart page: where its Move to cart and Remove post without JavaScript, so that
 * a refusal (shown at the item) comes back in view; the action's redirect after a success names its own place, the
 * item being gone from the list.
 */
export function savedItemAnchor(itemId: string): string {
  return `saved-${itemId}`;
}

/** The saved-for-later list's heading on the cart page. */
export const SAVED_HEADING_ID = 'saved-for-later';

export function cartPath(locale: string): string {
  return `/${locale}/cart`;
}

/**
 * CartMain's live region (live-status.ts): what to announce, whether the answer asks for the guarded reload (AUT498),
 * and the cart line it speaks of when that line stays in the cart (the sentence goes when the line does).
 */
export type Announce = (message: string, reload?: boolean, subject?: string | null) => void;

/** What the live region says of an answer (a problem's title and message joined as the locale writes sentences). */
export function announcement(result: CartActionResult, t: Translate): [string, boolean] {
  if (result.ok) return [result.notice, false];
  const { title, message, reload } = result.problem;
  return [t('cart.problem.spoken', { title, message }), reload === true];
}

/**
 * A refusal of a line's change that is the whole cart's: the line is gone (ORD404 said for the cart, cart-problems
 * lineGone) or the session ended (AUT498, the page reloads). It shows above the lines and takes the focus.
 */
export function isCartWide(problem: CartProblem): boolean {
  return problem.reload === true || (problem.placement === 'form' && problem.errorId === 'ORD404');
}
