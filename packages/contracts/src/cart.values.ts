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
