import { CONTACT_FIELDS, type ContactField } from '@outsole/contracts/contact.values';
import { GIFT_CARD_MAX_ORDER_VALUE, MAX_CART_LINES, type Cart } from '@outsole/contracts/cart';
import { MAX_SAVED_ITEMS } from '@outsole/contracts/save-for-later';
import { toLanguageTag, type LocalePath } from '@outsole/contracts/locales';

import { formatMoney } from '#app/components/ui/money-format.ts';
import { ApiError, errorParams, readErrorResponse } from '#app/lib/api/api-error.ts';
import { errorMessage, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { postedSize } from '#app/lib/i18n/posted-size.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import type { CartIntent, CartProblem, ProblemPlacement } from './cart-types.ts';

/**
 * A failed cart call as the shopper sees it (spec §8 Error catalogue): a title and the catalogue's message for the
 * error id, placed where the catalogue says (item-level ids at the item, promotion ids at the coupon field, reward
 * ids at the reward vouchers).
 */

const TITLES: Array<[RegExp, MessageKey]> = [
  [/^INV408$/, 'cart.error.title.maxQty'],
  [/^GFC409$/, 'cart.error.title.giftCardLimit'],
  [/^INV\d+$/, 'cart.error.title.stock'],
  [/^GWP403$/, 'cart.error.title.gift'],
  [/^PRM\d+$/, 'cart.error.title.coupon'],
  [/^REW\d+$/, 'cart.error.title.reward'],
  [/^(ORD404|PRC400)$/, 'cart.error.title.item'],
  [/^AUT498$/, 'cart.error.title.session'],
  [/^BSK404$/, 'cart.error.title.cart'],
  [/^BSK409$/, 'cart.error.title.full'],
];

// spec §8: "ORD404, INV702, PRC400 shown at item level"; a quantity limit on a line's stepper is the line's too, and
// so is a full saved list refusing the line that was to move there.
const ITEM_LEVEL = new Set(['ORD404', 'INV702', 'PRC400', 'INV408', 'INV406', 'INV701', 'GWP403', 'SFL409', 'GFC409']);

export interface ProblemContext {
  /** The line the failed call was about (update, remove). */
  itemId?: string;
  /** That line as the page named it (name, colour, size), to say which item is gone. */
  name?: string;
  /** The cart as it stands after the failure (re-fetched), to read a line's maximum from. */
  cart?: Cart | null;
  /** The variant being added (add-item, move-to-cart), to find its line in `cart`. */
  upc?: string;
  /** The line was being saved for later (save-for-later), not added. */
  savingForLater?: boolean;
  /** The site's currency (ISO 4217), to name the gift card limit of an order in it (GFC409). */
  currency?: string;
  /**
   * An add (add-item), not a move from saved for later: the size chosen, its catalog label ('' when none; postedSize),
   * to a store or not.
   */
  adding?: { size: string; atStore: boolean };
}

export function cartProblem(locale: LocalePath, error: unknown, context: ProblemContext = {}): CartProblem {
  const { format } = translatorFor(locale);
  if (!(error instanceof ApiError)) {
    return {
      errorId: 'GEN500',
      title: format('cart.error.title.generic') ?? '',
      message: errorMessage(locale, 'GEN500') ?? '',
      placement: 'form',
    };
  }
  const id = error.errorId;
  if (lineGone(error, context)) {
    // The line is no longer in the cart (removed in another window or tab): said for the whole cart, whose lines
    // the page reads again, since there is no line left to say it at (decision 0018, addendum "a step on a page
    // left open").
    return {
      errorId: id,
      title: format('cart.error.title.lineGone') ?? '',
      message:
        (context.name ? format('cart.error.lineGone', { name: context.name }) : errorMessage(locale, id)) ??
        error.message,
      placement: 'form',
    };
  }
  // INV406 on a line: the line is in stock, only no more of it ("Out of stock" read as if it were gone).
  const titleKey =
    (id === 'INV406' && context.itemId) || holdsAll(error, context)
      ? 'cart.error.title.noMore'
      : (TITLES.find(([pattern]) => pattern.test(id))?.[1] ?? 'cart.error.title.generic');
  const placement: ProblemPlacement = id.startsWith('PRM')
    ? 'coupon'
    : id.startsWith('REW')
      ? 'reward'
      : context.itemId && ITEM_LEVEL.has(id)
        ? 'item'
        : 'form';
  const maxAllowedQty = id === 'INV408' ? maximumOf(error, context) : undefined;
  return {
    errorId: id,
    title: format(titleKey) ?? '',
    message: messageFor(locale, error, context),
    placement,
    ...(placement === 'item' && context.itemId ? { itemId: context.itemId } : {}),
    ...(maxAllowedQty !== undefined ? { maxAllowedQty } : {}),
    ...(id === 'AUT498' ? { reload: true } : {}),
  };
}

/**
 * The line maximum an INV408 refused past: the api's detail names it (`maxAllowedQty`, contract ErrorDetail), so no
 * second read of the cart is made; a cart read again (an answer without it) gives the line's own `maxQty`.
 */
export function maximumOf(error: ApiError, context: ProblemContext): number | undefined {
  const named = readErrorResponse(error.body)?.errorDetails[0]?.maxAllowedQty;
  if (named !== undefined) return named;
  const line = context.cart?.items.find((item) =>
    context.itemId ? item.id === context.itemId : item.upc === context.upc && !item.bonus,
  );
  return line?.maxQty;
}

function messageFor(locale: LocalePath, error: ApiError, context: ProblemContext): string {
  const params = errorParams(error.body);
  // spec §8 INV700 words the move from saved for later ("…couldn’t move it to your cart"); an add of a size sold out
  // since the page was shown is said as what it is, at the add form (findings-2 F14).
  if (error.errorId === 'INV700' && context.adding) {
    const key = context.adding.atStore ? 'cart.add.soldOutAtStore' : 'cart.add.soldOut';
    // The size as the size picker writes it ("42,5" in German and French), and what kind it is (French says pointure
    // for a shoe's); a style made in one size ("OS"), or an add that named no size, has none to name: "this item",
    // not "size One size" (tester t3-F2).
    const posted = postedSize(context.adding.size, toLanguageTag(locale));
    const said = translatorFor(locale).format(key, posted ?? { size: '', kind: 'one' });
    if (said) return said;
  }
  if (error.errorId === 'INV408') {
    // spec §5 / §8: "the max same-item message uses the server maxAllowedQty", else the generic message.
    const max = maximumOf(error, context);
    const withMax = max !== undefined ? errorMessage(locale, 'INV408', { maxAllowedQty: max }) : undefined;
    return withMax ?? translatorFor(locale).format('cart.error.maxQtyGeneric') ?? error.message;
  }
  // The api names no values in its answers: how much a cart or a saved list holds is the contract's.
  if (error.errorId === 'BSK409') return errorMessage(locale, 'BSK409', { maxLines: MAX_CART_LINES }) ?? error.message;
  // Digital gift cards past an order's value (decision 0018 addendum): the limit in the site's currency, from the
  // contract, as the page writes money.
  if (error.errorId === 'GFC409') {
    const maxValue = context.currency ? GIFT_CARD_MAX_ORDER_VALUE[context.currency] : undefined;
    if (maxValue !== undefined && context.currency) {
      const amount = formatMoney(maxValue, context.currency, toLanguageTag(locale));
      return errorMessage(locale, 'GFC409', { maxValue: amount }) ?? error.serverMessage;
    }
    // A currency without a limit here (the contract and the api disagree): the api's own words name its limit.
    return error.serverMessage;
  }
  if (error.errorId === 'SFL409') return errorMessage(locale, 'SFL409', { maxItems: MAX_SAVED_ITEMS }) ?? error.message;
  // INV406 on a line (its quantity raised past the stock): the line itself is in stock, only no more of it; the
  // catalogue's "out of stock, remove them" would have the shopper remove what they can buy.
  if (error.errorId === 'INV406' && context.itemId) {
    const { format } = translatorFor(locale);
    // A line collected in a store is at that store's stock, not all there is: said with the store (F8).
    const line = context.cart?.items.find((item) => item.id === context.itemId);
    const store =
      line?.shippingOptions.shippingMethod.code === 'pickup'
        ? context.cart?.shippingMethods.find((method) => method.shippingId === line.shipmentId)?.place?.name
        : undefined;
    const count = line?.shippingOptions.storeInfo?.storeInventory ?? line?.qty;
    const atStore =
      store && count !== undefined
        ? format('cart.error.noMoreAtStore', { store: store.slice(0, 200), count })
        : undefined;
    return atStore ?? format('cart.error.noMoreStock') ?? error.message;
  }
  // GWP403 of a line being saved for later: the catalogue's message speaks of adding a free gift to the cart.
  if (error.errorId === 'GWP403' && context.savingForLater) {
    return translatorFor(locale).format('cart.error.giftNotSaved') ?? error.message;
  }
  // INV406 on an add (or a saved item's move back) of what the cart already holds: the shopper has all the stock,
  // it is not "out of stock, remove them".
  // Said with the count the cart's line holds, as the api does ("You already have the last one in your cart."): the
  // error's detail names it (`qty`, the line collected at the store the add names, or delivered), no second read.
  if (holdsAll(error, context)) {
    const { format } = translatorFor(locale);
    const held =
      typeof params.qty === 'number' && Number.isSafeInteger(params.qty) && params.qty > 0 ? params.qty : null;
    return (
      (held ? format('cart.error.allInCartCount', { count: held }) : null) ??
      format('cart.error.allInCart') ??
      error.message
    );
  }
  return errorMessage(locale, error.errorId, params) ?? error.message;
}

/** ORD404 about a line the cart read again no longer holds. */
function lineGone(error: ApiError, context: ProblemContext): boolean {
  if (error.errorId !== 'ORD404' || !context.itemId || !context.cart) return false;
  return !context.cart.items.some((item) => item.id === context.itemId);
}

/**
 * INV406 on adding a variant, not on a line (the api's answer when the cart's line of it, from the same stock,
 * holds every unit of that stock: cart service allStockInCart).
 */
function holdsAll(error: ApiError, context: ProblemContext): boolean {
  return error.errorId === 'INV406' && context.itemId === undefined && context.upc !== undefined;
}

// The error ids the cart names pickup contact fields with (spec §5; cart.delivery.ts); the fields are the contract's
// (contracts contact.values: the names, email, phone and a collection point's customer number).
const FIELD_OF_ID: Record<string, ContactField> = { ORD400: 'email', SHP410: 'phone' };

/**
 * Where a failure of the saved-for-later and delivery intents shows: a saved item's problem at that saved item
 * (spec: "errors at the item"), a delivery change's in its panel, with a contact field's message at the field.
 * Session and lost-cart problems stay the whole page's.
 */
export function placedProblem(
  locale: LocalePath,
  intent: CartIntent,
  problem: CartProblem,
  error: unknown,
  savedItemId?: string,
): CartProblem {
  if (problem.errorId === 'AUT498' || problem.errorId === 'BSK404') return problem;
  if ((intent === 'move-to-cart' || intent === 'remove-saved') && savedItemId) {
    const generic = problem.title === translatorFor(locale).format('cart.error.title.generic');
    const title = generic ? (translatorFor(locale).format('cart.error.title.saved') ?? problem.title) : problem.title;
    return { ...problem, title, placement: 'saved', itemId: savedItemId };
  }
  if (intent !== 'set-shipping-method') return problem;
  const field = error instanceof ApiError ? contactField(error) : undefined;
  const title = translatorFor(locale).format('cart.error.title.delivery') ?? problem.title;
  return { ...problem, title, placement: 'delivery', ...(field ? { fields: { [field]: problem.message } } : {}) };
}

function contactField(error: ApiError): string | undefined {
  const byId = FIELD_OF_ID[error.errorId];
  if (byId) return byId;
  const body = error.body as { errorDetails?: Array<{ field?: unknown }> } | null;
  const field = body?.errorDetails?.[0]?.field;
  if (typeof field !== 'string') return undefined;
  const name = field.split('.').pop() ?? '';
  return field.includes('contact') && (CONTACT_FIELDS as readonly string[]).includes(name) ? name : undefined;
}
