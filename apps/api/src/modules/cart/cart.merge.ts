import { randomUUID } from 'node:crypto';
import { MERGE_NAMED_LINES, type MergeResult, type NamedLines } from '@outsole/contracts/auth';
import {
  DEFAULT_MAX_QTY,
  GIFT_CARD_MAX_ORDER_VALUE,
  GIFT_CARD_MAX_PER_LINE,
  MAX_CART_LINES,
} from '@outsole/contracts/cart';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { loadDisplayTiles } from '../products/product-tiles.service.js';
import { findVariantFacts } from '../products/variant-facts.service.js';
import type { GuestMerger } from '../session/guest-merge.js';
import { updateShipment } from './cart.delivery.repository.js';
import { consumerOwner, guestOwner } from './cart.owner.js';
import {
  declinedGiftsOf,
  loadCart,
  loadPromotions,
  price,
  pricingContext,
  snapshotOf,
  type LoadedCart,
} from './cart.pricing.js';
import { pickupStock } from './cart.mapper.js';
import type { ShippingMethodCode } from '../pricing/pricing.types.js';
import { HOME_SHIPMENT_ID, shippingMethod } from './cart.shipping.js';
import { giftCardValue, ownLines } from './cart.service.js';
import {
  bumpVersion,
  changeOwner,
  findActiveCart,
  findCart,
  insertItem,
  insertShipmentIfMissing,
  markMerged,
  updateItem,
  type CartRow,
} from './cart.repository.js';

/**
 * spec §4 Session: on sign-in the guest's active cart moves into the account's on the same site. Without an account
 * cart the guest cart simply changes owner (and reports that nothing in it changed). Otherwise its items join the account cart (the same variant and
 * shipment combined, the guest's gift options kept on a line without its own), each quantity capped by the line's
 * maximum and the stock it comes from (a pickup line's store, else online); a shipment of the guest's items keeps
 * the guest's method, which the saved items then share (this session's choice wins, decision 0017 addendum of
 * session 51); gifts with purchase are left to the next pricing; the guest's coupon codes are kept when they still apply to the merged cart. The guest cart
 * is marked `merged`, so its id then answers BSK404.
 */
export const cartMerger: GuestMerger = {
  name: 'cart',
  async merge(ctx, trx, { consumerNo, guestUsid, guestObjects }) {
    const guestCart = await findGuestCart(ctx, trx, guestUsid, guestObjects.basketId);
    if (!guestCart) return {};
    const now = new Date();
    const into = await findActiveCart(trx, consumerOwner(consumerNo), guestCart.site_id, true);
    if (!into) {
      await changeOwner(trx, guestCart.basket_id, consumerOwner(consumerNo), now.toISOString());
      // The cart of this visit, as it was: nothing added, raised or capped, no method given way. Said so, so that the
      // storefront's notice does not tell of items from a previous visit that there never were (findings-2 #4).
      return { cart: true, cartChanges: unchanged() };
    }
    const { leftOut, changes } = await combine(ctx, trx, guestCart, into, now);
    await markMerged(trx, guestCart.basket_id, into.basket_id, now.toISOString());
    return { cart: true, leftOut: { cart: leftOut }, cartChanges: changes };
  },
};

/** What a guest cart that became the account's as it was reports: no line of it changed, none added to it. */
function unchanged(): CartChanges {
  const none = (): NamedLines => ({ count: 0, names: [] });
  return {
    raisedLines: 0,
    deliveryMethod: null,
    lines: { added: none(), raised: none(), capped: none() },
    cappedLines: 0,
  };
}

/** The guest session's active cart: the one the storefront named (when it is that session's), else its newest. */
async function findGuestCart(
  ctx: RequestContext,
  trx: Db,
  guestUsid: string | null,
  basketId: string | undefined,
): Promise<CartRow | undefined> {
  if (guestUsid === null) return undefined;
  const owner = guestOwner(guestUsid);
  if (basketId !== undefined) {
    const named = await findCart(trx, basketId);
    if (named?.owner === owner && named.status === 'active') return named;
  }
  return findActiveCart(trx, owner, ctx.site.siteId, true);
}

type CartChanges = NonNullable<MergeResult['cartChanges']>;

/**
 * Adds the guest cart's lines to the account's; answers how many new lines there was no room for, and what changed
 * for the shopper's cart of this session (lines raised by the saved cart's, a saved method given way, gift card
 * lines lowered or left out by the gift card limits).
 */
async function combine(
  ctx: RequestContext,
  trx: Db,
  from: CartRow,
  into: CartRow,
  now: Date,
): Promise<{ leftOut: number; changes: CartChanges }> {
  const source = await loadCart(ctx, trx, from);
  const target = await loadCart(ctx, trx, into);
  const variantFacts = await findVariantFacts(
    ctx,
    trx,
    source.items.map((item) => item.upc),
    into.site_id,
  );
  const stock = new Map(variantFacts.map((row) => [row.upc, row.quantity]));
  // A digital gift card is never combined with another line: each keeps its recipient.
  const digital = new Set(variantFacts.filter((row) => row.digital).map((row) => row.upc));
  // The gift card limits of an add hold for the merged cart too (decision 0018 addendum "gift card limits"): at most
  // GIFT_CARD_MAX_PER_LINE cards a line, and the cards' value at most the currency's GIFT_CARD_MAX_ORDER_VALUE, the
  // account's own cards counted first; a guest card line gets what room is left (none: it stays out).
  const unitAmount = (upc: string) =>
    variantFacts.find((row) => row.upc === upc)?.listAmount ?? source.facts.get(upc)?.listAmount ?? 0;
  const giftCardRoom = GIFT_CARD_MAX_ORDER_VALUE[into.currency_code] ?? 0;
  let giftCards = giftCardValue(target);
  let cappedLines = 0;
  let position = target.items.reduce((max, item) => Math.max(max, item.position), 0);
  // The account's cart takes the guest's lines while it has room (MAX_CART_LINES, decision 0041); the rest stay out.
  let lines = ownLines(target.items);
  let leftOut = 0;
  const deliveryMethod = await takeGuestMethods(trx, source, target, into.basket_id);
  let raisedLines = 0;
  // The products the notice names (decision 0017 addendum, session 52), by what happened to their line.
  const named = { added: [] as string[], raised: [] as string[], capped: [] as string[] };
  const matched = new Set<string>();
  for (const item of source.items) {
    if (item.bonus === 1) continue;
    // A line collected in a store is capped by that store's stock, any other by the online stock (decision 0018).
    const available = pickupStock(source, item) ?? stock.get(item.upc) ?? 0;
    const line = digital.has(item.upc)
      ? undefined
      : target.items.find((each) => each.bonus === 0 && each.upc === item.upc && each.shipment_id === item.shipment_id);
    const maxQty = Math.min(line?.max_qty ?? DEFAULT_MAX_QTY, item.max_qty);
    // What the stock and the line's maximum allow; a gift card line is then held to the gift card limits too, which
    // the notice says apart (cappedLines), so it is named capped only for the stock or its maximum.
    const allowed = Math.min((line?.qty ?? 0) + item.qty, maxQty, Math.max(available, line?.qty ?? 0));
    let qty = allowed;
    if (digital.has(item.upc)) {
      const unit = unitAmount(item.upc);
      const fits = unit > 0 ? Math.floor(Math.max(giftCardRoom - giftCards, 0) / unit) : GIFT_CARD_MAX_PER_LINE;
      qty = Math.min(allowed, GIFT_CARD_MAX_PER_LINE, fits);
      if (qty < allowed) cappedLines += 1;
      giftCards += unit * qty;
    }
    if (line) matched.add(line.item_id);
    // The shopper sees the quantity they chose in this session go up: the notice says so.
    if (line && qty > item.qty) raisedLines += 1;
    // Less than the two carts' quantities together (the stock, the line's maximum): named as capped, else as raised.
    if (allowed > 0 && allowed < (line?.qty ?? 0) + item.qty) named.capped.push(item.product_id);
    else if (line && qty > item.qty) named.raised.push(item.product_id);
    if (line) {
      // The guest's gift options (a card, a box) join a line that has none; a line that has its own keeps them.
      const gift =
        line.gift === 0 && item.gift === 1 ? { gift: 1, gift_option: item.gift_option, gift_box: item.gift_box } : {};
      if (qty !== line.qty || gift.gift === 1) await updateItem(trx, line.item_id, { qty, max_qty: maxQty, ...gift });
    } else if (qty > 0 && lines >= MAX_CART_LINES) {
      leftOut += 1;
      if (digital.has(item.upc)) giftCards -= unitAmount(item.upc) * qty;
    } else if (qty > 0) {
      position += 1;
      lines += 1;
      await insertItem(trx, { ...item, item_id: randomUUID(), basket_id: into.basket_id, qty, position });
    }
  }
  // The saved cart's own lines are new to the cart the shopper was looking at.
  for (const line of target.items)
    if (line.bonus === 0 && !matched.has(line.item_id)) named.added.push(line.product_id);
  const couponCodes = await keptCoupons(ctx, trx, from, into, now);
  // A gift turned down in either cart stays turned down (decision 0046).
  const declined = [...new Set([...declinedGiftsOf(into), ...declinedGiftsOf(from)])];
  await bumpVersion(trx, into.basket_id, into.version, {
    coupon_codes: JSON.stringify(couponCodes),
    declined_gifts: declined.length > 0 ? JSON.stringify(declined) : null,
    updated_at: now.toISOString(),
  });
  const namedChanges = await namedLines(ctx, trx, named);
  const method = deliveryMethod && {
    ...deliveryMethod,
    label: shippingMethod(deliveryMethod.to as ShippingMethodCode, into.currency_code, ctx.locale).label,
  };
  return { leftOut, changes: { raisedLines, deliveryMethod: method, lines: namedChanges, cappedLines } };
}

/**
 * Each kind of line as the notice names it: how many, and the first MERGE_NAMED_LINES products' names in the
 * request's language (a product on two lines, two sizes, is named once; one the catalog cannot show is counted only).
 */
async function namedLines(
  ctx: RequestContext,
  trx: Db,
  named: Record<'added' | 'raised' | 'capped', string[]>,
): Promise<NonNullable<CartChanges['lines']>> {
  const ids = [...new Set([...named.added, ...named.raised, ...named.capped])];
  const tiles = ids.length === 0 ? [] : await loadDisplayTiles(ctx, trx, ids);
  const names = new Map(tiles.map((tile) => [tile.productId, tile.name.slice(0, 200)]));
  const of = (productIds: string[]): NamedLines => {
    const distinct = [...new Set(productIds)];
    return {
      count: distinct.length,
      names: distinct.flatMap((id) => names.get(id) ?? []).slice(0, MERGE_NAMED_LINES),
    };
  };
  return { added: of(named.added), raised: of(named.raised), capped: of(named.capped) };
}

/**
 * The delivery chosen in this session wins over the saved cart's (findings-1 F14): a shipment of the guest's cart
 * that holds its items takes the account's shipment of the same id over (method, store, collection point, contact,
 * and its address when it has one), so signing in never switches the shopper's free standard delivery to the saved
 * cart's paid express; the saved items join that choice, and the notice says so. Shipments only the guest has are
 * added. Answers the first method that gave way (the home shipment's when it did), or null.
 */
async function takeGuestMethods(
  trx: Db,
  source: LoadedCart,
  target: LoadedCart,
  basketId: string,
): Promise<CartChanges['deliveryMethod']> {
  let changed: CartChanges['deliveryMethod'] = null;
  for (const shipment of source.shipments) {
    const own = target.shipments.find((each) => each.shipping_id === shipment.shipping_id);
    if (!own) {
      await insertShipmentIfMissing(trx, { ...shipment, basket_id: basketId });
      continue;
    }
    const used = source.items.some((item) => item.bonus === 0 && item.shipment_id === shipment.shipping_id);
    if (!used || own.method_code === shipment.method_code) continue;
    await updateShipment(trx, basketId, shipment.shipping_id, {
      method_code: shipment.method_code,
      store_id: shipment.store_id,
      pudo_id: shipment.pudo_id,
      contact: shipment.contact,
      shopper_applied: shipment.shopper_applied,
      ...(shipment.address ? { address: shipment.address } : {}),
    });
    if (changed === null || shipment.shipping_id === HOME_SHIPMENT_ID) {
      changed = { from: own.method_code, to: shipment.method_code };
    }
  }
  return changed;
}

/** The account's codes, then the guest's that apply to the merged cart (priced as the registered shopper). */
async function keptCoupons(ctx: RequestContext, trx: Db, from: CartRow, into: CartRow, now: Date): Promise<string[]> {
  const own = JSON.parse(into.coupon_codes) as string[];
  const guest = (JSON.parse(from.coupon_codes) as string[]).filter((code) => !own.includes(code));
  if (guest.length === 0) return own;
  const merged = await loadCart(ctx, trx, { ...into, coupon_codes: JSON.stringify([...own, ...guest]) });
  const promotions = await loadPromotions(trx, into.site_id, { freshUsage: true });
  const site = { ...ctx.site, siteId: into.site_id };
  const { pricing } = price(snapshotOf(merged, { kind: 'registered' }, now), promotions, pricingContext(site));
  const applied = new Set(pricing.coupons.filter((coupon) => coupon.applied).map((coupon) => coupon.code));
  return [...own, ...guest.filter((code) => applied.has(code))];
}
