import type { Cart } from '@outsole/contracts/cart';
import type { LocalePath } from '@outsole/contracts/locales';

import { errorMessage } from '#app/lib/i18n/catalogue.server.ts';

/**
 * spec §4 Delivery-method transitions: the cart reports a switch it made (ORD516 collection point or ship to store
 * → home delivery, ORD517 store pickup → home delivery, ORD518 the method no longer applies) as flash entries, one
 * per affected item; the shopper sees each id once, as the order-updated notice.
 */
export const SWITCH_IDS = ['ORD516', 'ORD517', 'ORD518'] as const;

/**
 * The switches to tell the shopper of. A move to home delivery the shopper chose (`chosen`: the change-method panel)
 * is what they asked for: ORD516 and ORD517 ("can no longer be picked up …") would read as a problem, so only ORD518
 * (a method that no longer applies) is told then.
 */
export function switchCodes(cart: Pick<Cart, 'flash'>, chosen = false): string[] {
  const codes = new Set(cart.flash.map((entry) => entry.code));
  return SWITCH_IDS.filter((code) => codes.has(code) && (!chosen || code === 'ORD518'));
}

export function switchNotices(locale: LocalePath, cart: Pick<Cart, 'flash'>, chosen = false): string[] {
  return switchCodes(cart, chosen).flatMap((code) => errorMessage(locale, code) ?? []);
}
