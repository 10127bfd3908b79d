/** The zod-free part of cart.ts and save-for-later.ts the browser bundle imports (`@outsole/contracts/cart.values`). */

/**
 * The different items (lines, gifts with purchase not counted) a cart holds at most; adding another is BSK409
 * (decision 0041). Every read and write of a cart prices all its lines, so their number bounds what one call costs.
 */
export const MAX_CART_LINES = 100;

/**
 * The different items a saved-for-later list holds at most; saving another is SFL409 (decision 0041). A list's pages
 * are bounded by the page size, but a sign-in merges a guest's whole list into the account's.
 */
export const MAX_SAVED_ITEMS = 250;
/** How many lines the merged-cart notice names by product name; the rest are "and N more" (auth.ts MergeResult). */
export const MERGE_NAMED_LINES = 3;

/**
 * Digital gift cards in one cart line at most (decision 0018 addendum "gift card limits"): an add or a quantity past
 * it is INV408 naming it (`maxAllowedQty`). Gift cards are what stolen cards buy first; a shopper giving many sends
 * them to different people, one line each.
 */
export const GIFT_CARD_MAX_PER_LINE = 10;

/**
 * The total value of the digital gift cards one cart (one order) holds at most, in minor units of the site's currency
 * (beside the card amounts, db/seed/demo-digital-gift-cards.ts GIFT_CARD_AMOUNTS). An add or a quantity that takes the
 * cards past it is GFC409 naming it (decision 0018 addendum). Every currency the cards are sold in has one.
 */
export const GIFT_CARD_MAX_ORDER_VALUE: Readonly<Record<string, number>> = {
  USD: 100_000,
  GBP: 100_000,
  EUR: 100_000,
  JPY: 150_000,
};
