import type { LocalePath } from '@outsole/contracts/locales';

import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import type { CartProblem } from './cart-types.ts';

/** The most one add takes (cart-actions.server.ts CartIntentInput's add-item `qty`). */
export const ADD_MAX_QTY = 99;

/**
 * The problem of an add-item form the schema refused (decision 0050, addendum "a malformed add comes back to the
 * product page"): a form no page sends (a quantity edited in by hand, a size taken out), answered at the add-to-cart
 * form like a refused add instead of a bare 400 page. No size: "Choose a size…", as the page itself says; a
 * quantity that is not a whole number from 1 to 99, what it must be; past 99, the most one add takes; anything else
 * (an id the page never shows, a value too long), the product page's "This couldn't be sent…". Null when the form
 * is not an add.
 */
export function addItemProblem(locale: LocalePath, raw: Record<string, unknown>): CartProblem | null {
  if (raw.intent !== 'add-item') return null;
  const { format } = translatorFor(locale);
  const generic = format('cart.error.title.generic') ?? '';
  const formProblem = (message: string | undefined, title = generic): CartProblem => ({
    errorId: 'API400',
    title,
    message: message ?? '',
    placement: 'form',
  });
  const upc = typeof raw.upc === 'string' ? raw.upc.trim() : '';
  // A gift card's amount is a radio the browser requires: one missing was taken out by hand.
  // The post does not say what the product is: French asks for a taille, the generic word (pointure is a shoe's).
  if (upc === '' && raw.digital !== '1') return formProblem(format('product.size.choose', { kind: 'other' }));
  if (raw.qty !== undefined) {
    const text = typeof raw.qty === 'string' ? raw.qty : '';
    const qty = /^\s*\d{1,40}\s*$/.test(text) ? Number(text) : Number.NaN;
    if (qty > ADD_MAX_QTY)
      return formProblem(format('cart.add.tooMany', { max: ADD_MAX_QTY }), format('cart.error.title.maxQty'));
    if (!(qty >= 1)) return formProblem(format('cart.add.badQty', { max: ADD_MAX_QTY }));
  }
  return formProblem(format('product.action.invalid'));
}
