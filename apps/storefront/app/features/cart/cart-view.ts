import type { Cart, CartItem, CartPlace, GiftOption } from '@outsole/contracts/cart';
import { isSitePath } from '@outsole/contracts/paths';

import { selectionSearch } from '#app/features/product/variant.ts';

/**
 * The cart as CartMain shows it, derived from the api's answer (CONVENTIONS 9): shipments in the spec's order and
 * the notes each line carries. Pure and browser-safe (types only from the contracts).
 */

/** Collected by the shopper (store pickup, ship to store, collection point), not delivered home. */
const COLLECTED = new Set(['pickup', 'sts', 'pudo']);

/**
 * The methods the "Change delivery method" panel offers of a shipment's applicable ones: the places (store pickup,
 * ship to store, collection point) have links and a dialog of their own.
 */
export function panelMethods<Method extends { code: string }>(methods: readonly Method[]): Method[] {
  return methods.filter((method) => !COLLECTED.has(method.code));
}

/**
 * Whether a shipment has a delivery method to change to in that panel: not a shipment of emailed gift cards, nor one
 * only the customs method ships.
 */
export function hasMethodChoice(cart: Pick<Cart, 'shippingMethods'>, shipmentId: string): boolean {
  const shipment = cart.shippingMethods.find((method) => method.shippingId === shipmentId);
  return panelMethods(shipment?.applicableShippingMethods ?? []).some((method) => method.code !== shipment?.code);
}

/** The shipment of the items that ship from abroad (decision 0018 "Customs products"). */
export const CUSTOMS_SHIPMENT = 'customs';

/**
 * An international shipment (method customs) whose delivery cannot be changed on the cart page: its items ship from
 * abroad (the customs shipment), or its address is abroad, and the api offers it no other method and no place to
 * collect it from. Its address is given at checkout, as every delivered shipment's is.
 */
export function fixedInternational(
  cart: Pick<Cart, 'shippingMethods'>,
  group: Pick<ShipmentGroup, 'shipmentId' | 'code'>,
): boolean {
  if (group.code !== 'customs') return false;
  const shipment = cart.shippingMethods.find((method) => method.shippingId === group.shipmentId);
  return (shipment?.applicableShippingMethods ?? []).every((method) => method.code === 'customs');
}

/**
 * Whether a shipment already has its delivery address (the home one's, which the api copies to the customs
 * shipment): the international copy then says it goes there, not "to the address you enter at checkout".
 */
export function shipmentAddressGiven(cart: Pick<Cart, 'shippingMethods'>, shipmentId: string): boolean {
  const shipment = cart.shippingMethods.find((method) => method.shippingId === shipmentId);
  return shipment?.address != null && Object.keys(shipment.address).length > 0;
}

/**
 * The shipping promotions (free standard shipping) the change just answered took away for want of spend (the api's
 * PRM160 `ShippingPromotionLost` flash, decision 0018 addendum, session 51), each with the goods to add to get it back
 * when the cart's approaching notice is that promotion's (null otherwise). `current` is the cart as the page shows it
 * now: a later change may have brought it back over the threshold, and then nothing is said.
 */
export function shippingLost(
  answer: Pick<Cart, 'flash' | 'approachingDiscount'>,
  current: Pick<Cart, 'approachingDiscount'> = answer,
): { promotionId: string; promotion: string; amount: number | null }[] {
  const seen = new Set<string>();
  return answer.flash.flatMap((entry) => {
    const { promotionId, promotionName } = entry.details;
    if (entry.type !== 'ShippingPromotionLost' || !promotionId || !promotionName || seen.has(promotionId)) return [];
    seen.add(promotionId);
    const approaching = current.approachingDiscount;
    if (current !== answer && approaching?.promotionId !== promotionId) return [];
    const amount =
      approaching?.promotionId === promotionId && approaching.distanceFromConditionThreshold > 0
        ? approaching.distanceFromConditionThreshold
        : null;
    return [{ promotionId, promotion: promotionName, amount }];
  });
}

/**
 * The summary's subtotal and discount, of what the shopper pays for (decision 0046, addendum). The api's `itemTotal`
 * counts a free gift's line at its price and `totalDiscount` takes it off again (spec §3's fields, kept as the spec
 * has them); shown as they are, a $185.00 shoe with $25.00 socks free read "Subtotal $210.00, Discount −$25.00", a
 * discount never given. A gift's value (what its promotion took off its line, which says "Free") is left out of both;
 * the total is the api's.
 */
export function summaryTotals(cart: Pick<Cart, 'items' | 'totals'>): { subtotal: number; discount: number } {
  const gifts = freeGifts(cart).reduce((sum, item) => {
    const given = item.productPromotions.reduce((off, promotion) => off + promotion.appliedDiscount, 0);
    return sum + Math.max(Math.min(item.price.amount, given), 0);
  }, 0);
  const subtotal = Math.max(cart.totals.itemTotal - gifts, 0);
  const discount = Math.max(cart.totals.totalDiscount - gifts, 0);
  return { subtotal, discount };
}

/** One row of the summary's discounts: a promotion by its name (and code), the reward voucher, or the rest. */
export type DiscountRow =
  | { kind: 'promotion'; id: string; name: string; code: string | null; amount: number }
  | { kind: 'rewardVoucher'; id: string; points: number; amount: number }
  | { kind: 'other'; id: string; amount: number };

/**
 * The summary's discounts, one row per discount as the shopper chose or earned it (findings-1 F4, session 51): the
 * product promotions of the lines paid for (summed over the lines), then the order-level ones in the api's order
 * (coupons such as WELCOME10, the associate discount, the reward voucher). A single "Discount (1.1%)" worked out of
 * their sum read as an unexplained promotion when a $5.00 voucher was in it; a percentage now shows only where it is
 * the offer's own, in its name. A free gift's promotion is no row (its line says Free, and the subtotal leaves it
 * out). What the rows do not explain of `summaryTotals().discount` (an api that names less than it takes off) is one
 * plain "Discount" row, so the rows always add up to what the total takes off.
 */
export function discountRows(
  cart: Pick<Cart, 'items' | 'totals' | 'orderPromotions'> & Partial<Pick<Cart, 'appliedLoyaltyVoucher'>>,
): DiscountRow[] {
  const rows: DiscountRow[] = [];
  const products = new Map<string, Extract<DiscountRow, { kind: 'promotion' }>>();
  for (const item of cart.items) {
    if (item.bonus) continue;
    for (const promotion of item.productPromotions) {
      if (promotion.appliedDiscount <= 0) continue;
      const row = products.get(promotion.promotionId);
      if (row) row.amount += promotion.appliedDiscount;
      else {
        const { promotionId: id, promotionName: name, couponCode: code, appliedDiscount: amount } = promotion;
        const added = { kind: 'promotion' as const, id, name, code, amount };
        products.set(id, added);
        rows.push(added);
      }
    }
  }
  const voucher = cart.appliedLoyaltyVoucher;
  for (const promotion of cart.orderPromotions) {
    if (promotion.appliedDiscount <= 0) continue;
    const { promotionId: id, appliedDiscount: amount } = promotion;
    if (id === LOYALTY_VOUCHER_ID && voucher) rows.push({ kind: 'rewardVoucher', id, points: voucher.points, amount });
    else rows.push({ kind: 'promotion', id, name: promotion.promotionName, code: promotion.couponCode, amount });
  }
  const named = rows.reduce((sum, row) => sum + row.amount, 0);
  const rest = summaryTotals(cart).discount - named;
  if (rest > 0) rows.push({ kind: 'other', id: 'other', amount: rest });
  return rows;
}

/** The api's id of the loyalty reward voucher among the order promotions (apps/api pricing LOYALTY_VOUCHER_ID). */
export const LOYALTY_VOUCHER_ID = 'loyalty-voucher';

export interface ShipmentGroup {
  shipmentId: string;
  code: string;
  label: string;
  deliveryTime: string;
  price: number;
  storeId: string | null;
  collected: boolean;
  /** The store or collection point it is collected at (the api's `place`), null when delivered or unknown. */
  place: CartPlace | null;
  items: CartItem[];
  /** It holds gifts with purchase alone (what was bought goes elsewhere: decision 0044). */
  giftsOnly: boolean;
}

/**
 * spec §4 Ordering and sorting: delivery time as a number: "same day" is 0, otherwise the first number of an
 * `n-m days` range; anything else sorts last.
 */
export function deliveryDays(deliveryTime: string): number {
  const text = deliveryTime.trim().toLowerCase();
  if (text === 'same day' || text === 'same-day') return 0;
  const first = /^(\d+)/.exec(text);
  return first ? Number(first[1]) : Number.POSITIVE_INFINITY;
}

/**
 * The api's delivery time (spec §4: `n-m days` or `same day`, machine-readable and never translated) as the values
 * of the catalogues' `cart.deliveryTime` message, which words it in the page's language. Anything else is shown as
 * the api sent it.
 */
export function deliveryTimeValues(deliveryTime: string): {
  kind: 'sameDay' | 'range' | 'days' | 'other';
  min: number;
  max: number;
  time: string;
} {
  const text = deliveryTime.trim().toLowerCase();
  if (text === 'same day' || text === 'same-day') return { kind: 'sameDay', min: 0, max: 0, time: deliveryTime };
  const range = /^(\d+)\s*-\s*(\d+)\s+days?$/.exec(text);
  // `n-n days` (a store pickup's next opening day) reads as n days, not a range of one.
  if (range && range[1] === range[2])
    return { kind: 'days', min: Number(range[1]), max: Number(range[1]), time: deliveryTime };
  if (range) return { kind: 'range', min: Number(range[1]), max: Number(range[2]), time: deliveryTime };
  const days = /^(\d+)\s+days?$/.exec(text);
  if (days) return { kind: 'days', min: Number(days[1]), max: Number(days[1]), time: deliveryTime };
  return { kind: 'other', min: 0, max: 0, time: deliveryTime };
}

/**
 * Items grouped by shipment: home shipments first, then pickup shipments by delivery time (spec §4: "pickup items
 * sort after home items", "pickup shipments are sorted by delivery time"), a shipment of free gifts alone last; inside
 * a shipment bonus (free gift) items
 * come first when configured, else the lines keep the cart's order.
 */
export function groupByShipment(
  cart: Pick<Cart, 'items'> & Partial<Pick<Cart, 'shippingMethods'>>,
  { bonusFirst }: { bonusFirst: boolean },
): ShipmentGroup[] {
  const groups = new Map<string, ShipmentGroup>();
  const places = new Map((cart.shippingMethods ?? []).map((method) => [method.shippingId, method.place ?? null]));
  for (const item of cart.items) {
    let group = groups.get(item.shipmentId);
    if (!group) {
      const method = item.shippingOptions.shippingMethod;
      group = {
        shipmentId: item.shipmentId,
        code: method.code,
        label: method.label,
        deliveryTime: method.deliveryTime,
        price: method.price,
        storeId: item.shippingOptions.storeInfo?.id ?? null,
        collected: COLLECTED.has(method.code),
        place: COLLECTED.has(method.code) ? (places.get(item.shipmentId) ?? null) : null,
        items: [],
        giftsOnly: true,
      };
      groups.set(item.shipmentId, group);
    }
    group.items.push(item);
    group.giftsOnly &&= item.bonus;
  }
  const ordered = [...groups.values()].map((group, index) => ({ group, index }));
  ordered.sort((a, b) => {
    // A shipment of free gifts alone (a gift the store collected from doesn't hold, sent home) comes after what the
    // shopper chose: their pickup first, the gift's delivery below it (findings-1 F8).
    if (a.group.giftsOnly !== b.group.giftsOnly) return a.group.giftsOnly ? 1 : -1;
    if (a.group.collected !== b.group.collected) return a.group.collected ? 1 : -1;
    if (a.group.collected) {
      const days = deliveryDays(a.group.deliveryTime) - deliveryDays(b.group.deliveryTime);
      if (days !== 0 && !Number.isNaN(days)) return days;
    }
    return a.index - b.index;
  });
  return ordered.map(({ group }) => ({
    ...group,
    items: bonusFirst ? [...group.items].sort((a, b) => Number(b.bonus) - Number(a.bonus)) : group.items,
  }));
}

export interface ItemNotes {
  /** spec §3 flash details.missingQty: how much of the line's quantity is not in stock. */
  missingQty: number | null;
  outOfStock: boolean;
  /** The unit price is below the list price (a markdown). */
  reduced: boolean;
  /** Discount of the line's promotions. */
  promotionDiscount: number;
}

export function itemNotes(cart: Pick<Cart, 'flash'>, item: CartItem): ItemNotes {
  // The online stock's notices only: a store short of a collected line (INV702) is said by storeShortage, and the
  // item can still be delivered (not "out of stock, remove it").
  const flash = cart.flash.find(
    (entry) =>
      entry.code !== 'INV702' &&
      entry.details.sku === item.upc &&
      (!entry.details.shipmentId || entry.details.shipmentId === item.shipmentId),
  );
  const missingQty = flash?.details.missingQty ?? null;
  return {
    missingQty: missingQty && missingQty > 0 ? missingQty : null,
    outOfStock: (flash?.type.endsWith('OutOfStock') ?? false) || (missingQty !== null && missingQty >= item.qty),
    reduced: item.price.current < item.price.original,
    promotionDiscount: item.productPromotions.reduce((sum, promotion) => sum + promotion.appliedDiscount, 0),
  };
}

/**
 * The line's price after its own (product-level) promotions, each named under the line. Order-level discounts (a
 * basket coupon such as WELCOME10, the reward voucher, the associate discount) are said once, in the summary: the
 * line's `proratedPrice` (after every discount, its share of those included) would show the basket's code as if the
 * item were on sale, and the lines would not add up to the subtotal beneath them (decision 0018, session 51).
 */
export function linePriceAfterItemDiscounts(item: Pick<CartItem, 'price' | 'productPromotions'>): number {
  const off = item.productPromotions.reduce((sum, promotion) => sum + promotion.appliedDiscount, 0);
  return Math.min(Math.max(item.price.amount - off, 0), item.price.amount);
}

/** The free gift a promotion added (spec §8 "free-gift-with-purchase notice"). */
/**
 * A line's product page with its colour, width and size chosen, as the shopper had them (the size in the site's
 * system, as the product page's `size` reads it); a digital gift card's page as it is. Empty (no link) for anything
 * that is not a path on this site: a line's pdpUrl was once stored as a client sent it, and the cart page must never
 * link off-site from it.
 */
export function variantHref(item: {
  pdpUrl: string;
  variants: CartItem['variants'];
  isDigitalProduct?: boolean;
}): string {
  const { pdpUrl, variants } = item;
  if (!isSitePath(pdpUrl)) return '';
  if (pdpUrl.includes('?') || item.isDigitalProduct === true || !variants.colourCode) return pdpUrl;
  return `${pdpUrl}${selectionSearch({ colour: variants.colourCode, width: variants.width, size: variants.size })}`;
}

export function freeGifts(cart: Pick<Cart, 'items'>): CartItem[] {
  return cart.items.filter((item) => item.bonus);
}

/**
 * `productId|upc|qty|storeId|card` for every line the shopper added: re-added when the cart is lost (BSK404). `card` is
 * a digital gift card's recipient and message (its gift option as base64url JSON), without which it cannot be added
 * again; empty for any other line.
 */
export function knownItems(cart: Pick<Cart, 'items'>): string[] {
  return cart.items
    .filter((item) => !item.bonus && (!item.isDigitalProduct || item.giftOption?.email))
    .map((item) =>
      [
        item.productId,
        item.upc,
        item.qty,
        item.shippingOptions.storeInfo?.id ?? '',
        item.isDigitalProduct && item.giftOption ? encodeCard(item.giftOption) : '',
      ].join('|'),
    );
}

function encodeCard(option: GiftOption): string {
  const bytes = new TextEncoder().encode(JSON.stringify(option));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * spec §5 / INV702: a store-pickup line its store cannot supply now (the cart reports it on every read:
 * storeInfo.storeInventory below the quantity, with an INV702 customer notification): what the store holds, or
 * null when the line is fine. The shopper changes the store (the shipment's "Change store") or has it delivered.
 */
export function storeShortage(
  item: Pick<CartItem, 'qty' | 'shippingOptions' | 'customerNotifications'>,
): number | null {
  if (item.shippingOptions.shippingMethod.code !== 'pickup') return null;
  const held = item.shippingOptions.storeInfo?.storeInventory ?? null;
  const flagged = item.customerNotifications.some((note) => note.code === 'INV702');
  if (held !== null && held < item.qty) return held;
  return flagged ? (held ?? 0) : null;
}

/**
 * How many of a line its stock can supply (spec §3 cart item): a line collected in a store, that store's stock
 * (storeInfo.storeInventory, spec §5 "store inventory checked per store"); any other, the online stock
 * (inventoryLevel). Null when the store's stock is not known: nothing is refused ahead of the api.
 */
export function lineStock(
  item: Pick<CartItem, 'inventoryLevel' | 'shippingOptions'>,
): { count: number; atStore: boolean } | null {
  if (item.shippingOptions.shippingMethod.code !== 'pickup') return { count: item.inventoryLevel, atStore: false };
  const held = item.shippingOptions.storeInfo?.storeInventory ?? null;
  return held === null ? null : { count: held, atStore: true };
}

/**
 * The stock a line's quantity has reached (its "+" can add no more: the api would answer INV406), or null while
 * more can be had. Not the line's maximum (maxQty), which the shopper may set and the api answers with INV408.
 */
export function stockReached(
  item: Pick<CartItem, 'inventoryLevel' | 'shippingOptions'>,
  qty: number,
): { count: number; atStore: boolean } | null {
  const stock = lineStock(item);
  return stock !== null && qty >= stock.count ? stock : null;
}

/** The styles the cart page shows: its lines' and those saved for later (not offered again beside them). */
export function stylesShown(
  cart: Pick<Cart, 'items'> | null,
  saved: { items: ReadonlyArray<{ productId: string }> } | null,
): string[] {
  return [...(cart?.items ?? []), ...(saved?.items ?? [])].map((item) => item.productId);
}
