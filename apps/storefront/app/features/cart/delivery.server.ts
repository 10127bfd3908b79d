import type { Cart } from '@outsole/contracts/cart';
import type { LocalePath } from '@outsole/contracts/locales';

import { formatMoney } from '#app/components/ui/money-format.ts';
import { errorMessage, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { languageTagOf } from '#app/lib/i18n/locale.ts';
import { formatList } from '#app/lib/i18n/intl-formatters.ts';
import { wordStart } from '#app/lib/i18n/place-start.ts';

/**
 * spec §4 Delivery-method transitions: the cart reports a switch it made (ORD516 collection point or ship to store
 * → home delivery, ORD517 store pickup → home delivery, ORD518 the method no longer applies) as flash entries, one
 * per affected item; the shopper sees each id once, as the order-updated notice.
 */
export const SWITCH_IDS = ['ORD516', 'ORD517', 'ORD518'] as const;

/**
 * The switches to tell the shopper of. `chosen` is the shipment whose method the shopper chose in the change-method
 * panel: the move of its own items is what they asked for (ORD516 for the home shipment, ORD517 for a pickup one,
 * "can no longer be picked up …", would read as a problem). ORD516 after a pickup shipment was changed is about the
 * other shipment, the home one that was going to a store or collection point (one home shipment, one method: its
 * items go home with the pickup's, decision 0018 addendum): told. ORD518 (a method no longer applies) always is.
 */
export function switchCodes(cart: Pick<Cart, 'flash'>, chosen: string | null = null): string[] {
  const codes = new Set(cart.flash.map((entry) => entry.code));
  return SWITCH_IDS.filter(
    (code) =>
      codes.has(code) && (chosen === null || code === 'ORD518' || (code === 'ORD516' && chosen !== HOME_SHIPMENT_ID)),
  );
}

const HOME_SHIPMENT_ID = 'home';

/**
 * ORD516, said precisely: which items now come home, by which method, instead of which collected method, and what
 * delivery now costs (`cart.delivery.alsoMoved`); null without an item to name (the catalogue's general sentence).
 */
export function movedHomeValues(
  locale: LocalePath,
  cart: Pick<Cart, 'flash' | 'items' | 'shippingMethods' | 'totals' | 'currency'>,
): Record<string, string> | null {
  const entries = cart.flash.filter((entry) => entry.code === 'ORD516');
  const names = [
    ...new Set(
      entries.flatMap((entry) => {
        const item = cart.items.find((each) => each.upc === entry.details.sku && !each.bonus);
        return item ? [item.name.slice(0, 80)] : [];
      }),
    ),
  ];
  if (names.length === 0) return null;
  names.length = Math.min(names.length, 10);
  const home = cart.shippingMethods.find((method) => method.shippingId === HOME_SHIPMENT_ID);
  const label = home?.applicableShippingMethods.find((method) => method.code === home.code)?.label ?? '';
  const tag = languageTagOf(locale);
  const items = formatList(tag, names);
  return {
    items,
    itemsStart: wordStart(items),
    method: label.slice(0, 100),
    before: entries[0]?.details.previousMethod === 'pudo' ? 'pudo' : 'sts',
    shipping: formatMoney(cart.totals.shipping, cart.currency, tag),
  };
}

export function switchNotices(
  locale: LocalePath,
  cart: Pick<Cart, 'flash' | 'items' | 'shippingMethods' | 'totals' | 'currency'>,
  chosen: string | null = null,
): string[] {
  return switchCodes(cart, chosen).flatMap((code) => {
    const moved = code === 'ORD516' ? movedHomeValues(locale, cart) : null;
    const text = moved ? translatorFor(locale).format('cart.delivery.alsoMoved', moved) : errorMessage(locale, code);
    return text ?? [];
  });
}
