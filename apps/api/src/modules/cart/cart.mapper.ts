import { DEFAULT_MAX_QTY, type Cart, type CartFlash, type CartItem, type GiftOption } from '@outsole/contracts/cart';
import { colourNameOf, lineImageOf, type DisplayTile } from '../products/product-tiles.service.js';
import { variantView } from '../products/variant-facts.service.js';
import type { ShippingMethodCode } from '../pricing/pricing.types.js';
import type { CartItemRow } from './cart.repository.js';
import { priceableFacts, type LoadedCart, type PricedCart } from './cart.pricing.js';
import {
  CUSTOMS_SHIPMENT_ID,
  DIGITAL_SHIPMENT_ID,
  HOME_SHIPMENT_ID,
  pickupShipmentId,
  shippingMethod,
} from './cart.shipping.js';
import { parseJson, storeShortFlash, storeStockKey } from './cart.delivery.js';
import { giftBoxOffered, giftBoxUnitPrice } from './cart.gift.js';
import type { Address } from '@outsole/contracts/addresses';
import type { PickupContactView } from '@outsole/contracts/cart';

const ZERO_PRICE = { current: 0, original: 0, amount: 0, priceWithoutTaxPerUnit: 0, proratedPrice: 0 };

/** spec §4 Stock: an item asking for more than there is, with the quantity missing (all of it when none is left). */
export function stockFlash(loaded: LoadedCart): CartFlash[] {
  const flash: CartFlash[] = [];
  // Delivered lines come from the online stock; a line collected in a store from that store's (below).
  for (const item of loaded.items) {
    if (pickupStock(loaded, item) !== null) continue;
    const stock = loaded.facts.get(item.upc)?.quantity ?? 0;
    if (item.qty <= stock) continue;
    flash.push(missingFlash(item, item.qty - stock, stock === 0 ? 'remove' : 'reduceQty'));
  }
  // spec §5: store pickup items need store inventory checked per store.
  for (const item of loaded.items) {
    const storeStock = pickupStock(loaded, item);
    if (storeStock === null || item.qty <= storeStock) continue;
    flash.push(storeShortFlash(item, item.qty - storeStock, storeStock, 'changeStore'));
  }
  return flash;
}

/** The stock of a pickup item in its store; null for an item not picked up. */
export function pickupStock(loaded: LoadedCart, item: CartItemRow): number | null {
  if (item.store_id === null || item.shipment_id !== pickupShipmentId(item.store_id)) return null;
  return loaded.delivery.storeStock.get(storeStockKey(item.store_id, item.upc)) ?? 0;
}

export function missingFlash(
  item: Pick<CartItemRow, 'upc' | 'product_id' | 'shipment_id'>,
  missingQty: number,
  action: string,
): CartFlash {
  return {
    type: missingQty > 0 && action === 'remove' ? 'OutOfStock' : 'PartialStock',
    code: 'INV406',
    details: { sku: item.upc, productId: item.product_id, missingQty, shipmentId: item.shipment_id, action },
  };
}

/** spec §4 Ordering: home items first, then customs items (delivered too), emailed gift cards, pickup items after. */
const SHIPMENT_RANK: Readonly<Record<string, number>> = {
  [HOME_SHIPMENT_ID]: 0,
  [CUSTOMS_SHIPMENT_ID]: 1,
  [DIGITAL_SHIPMENT_ID]: 2,
};

function byShipment(a: CartItemRow, b: CartItemRow): number {
  const rank = (item: CartItemRow) => SHIPMENT_RANK[item.shipment_id] ?? 3;
  return rank(a) - rank(b) || a.position - b.position;
}

/** The line's gift box: offered or not, one box's price, and what the chosen boxes cost (as totals count them). */
function giftBoxOf(loaded: LoadedCart, item: CartItemRow, priced: boolean): NonNullable<CartItem['giftBox']> {
  const currency = loaded.cart.currency_code;
  const unitPrice = giftBoxUnitPrice(currency);
  const selected = priced && item.gift === 1 && item.gift_box === 1;
  const offered = giftBoxOffered(item, loaded.facts.get(item.upc)?.digital === true, currency);
  return { offered, unitPrice, amount: selected && offered ? unitPrice * item.qty : 0 };
}

export function toCart(
  loaded: LoadedCart,
  { pricing, totals }: PricedCart,
  tiles: ReadonlyMap<string, DisplayTile>,
  flash: readonly CartFlash[],
): Cart {
  const currency = loaded.cart.currency_code;
  const { locale } = loaded.delivery;
  const methodsOf = (shippingId: string) =>
    (loaded.delivery.applicable.get(shippingId) ?? []).map((each) =>
      shippingMethod(each, currency, locale, loaded.pickupTimes.get(shippingId)),
    );
  const priced = new Map(pricing.lines.map((entry) => [entry.line.lineId, entry]));
  const lineTotals = new Map(totals.lines.map((entry) => [entry.lineId, entry]));
  const shipments = new Map(loaded.shipments.map((shipment) => [shipment.shipping_id, shipment]));
  const items = [...loaded.items].sort(byShipment).map((item): CartItem => {
    const entry = priced.get(item.item_id);
    const lineTotal = lineTotals.get(item.item_id);
    const facts = priceableFacts(loaded, item) ?? loaded.facts.get(item.upc);
    const tile = tiles.get(item.product_id);
    const code = (shipments.get(item.shipment_id)?.method_code ?? 'standard') as ShippingMethodCode;
    const stock = facts?.quantity ?? 0;
    const storeStock = pickupStock(loaded, item);
    return {
      id: item.item_id,
      productId: item.product_id,
      masterId: item.master_id,
      name: tile?.name ?? '',
      qty: item.qty,
      maxQty: item.max_qty || DEFAULT_MAX_QTY,
      upc: item.upc,
      // The catalog's page of the line's product on the cart's site, as saved-for-later lines answer (decision 0003):
      // never the pdp_url a client once sent (another product's page, another site's locale).
      pdpUrl: tile?.pdpUrl ?? '',
      productImageURL: lineImageOf(tile, facts?.colourCode),
      price:
        entry && lineTotal
          ? {
              current: entry.unitPrice,
              original: entry.originalUnitPrice,
              amount: entry.amount,
              priceWithoutTaxPerUnit: lineTotal.priceWithoutTaxPerUnit,
              proratedPrice: lineTotal.proratedPrice,
            }
          : ZERO_PRICE,
      bonus: item.bonus === 1,
      isCustoms: facts?.customs === true,
      isDigitalProduct: facts?.digital === true,
      recipeId: item.recipe_id,
      gift: item.gift === 1,
      giftOption: item.gift_option === null ? null : (JSON.parse(item.gift_option) as GiftOption),
      isGiftBoxSelected: item.gift_box === 1,
      giftBox: giftBoxOf(loaded, item, entry !== undefined),
      shippingOptions: {
        selected: code,
        available: loaded.delivery.applicable.get(item.shipment_id) ?? [],
        shippingMethod: shippingMethod(code, currency, locale, loaded.pickupTimes.get(item.shipment_id)),
        storeInfo: item.store_id === null ? null : { id: item.store_id, storeInventory: storeStock },
      },
      shipmentId: item.shipment_id,
      taxTotal: lineTotal?.taxTotal ?? 0,
      variants: variantView(facts, loaded.delivery.countryCode),
      ...colourNameOf(tile, facts?.colourCode),
      attributes: tile?.attributes ?? {},
      badge: tile?.badges[0] ?? null,
      rating: tile?.rating ? { score: tile.rating.average, reviewsCount: tile.rating.count } : null,
      breadcrumbs: tile?.breadcrumbs ?? [],
      productPromotions: (entry?.productPromotions ?? []).map((promotion) => ({
        promotionId: promotion.promotionId,
        promotionName: promotion.promotionName,
        couponCode: promotion.couponCode,
        price: promotion.price,
        appliedDiscount: promotion.appliedDiscount,
      })),
      inventoryLevel: stock,
      customerNotifications: [
        ...(entry ? [] : [{ code: 'PRC400', message: 'This item has no price on this site.' }]),
        ...(storeStock !== null && storeStock < item.qty
          ? [
              {
                code: 'INV702',
                message:
                  storeStock === 0
                    ? 'This item isn’t available at this store.'
                    : `Only ${storeStock} of this item can be picked up at this store.`,
              },
            ]
          : []),
      ],
    };
  });
  return {
    basketId: loaded.cart.basket_id,
    currency,
    totalItems: items.length,
    items,
    totals: { ...totals.totals, taxCalculated: totals.taxCalculated, taxIncluded: totals.taxIncluded },
    shippingMethods: loaded.shipments.map((shipment) => ({
      shippingId: shipment.shipping_id,
      code: shipment.method_code,
      storeId: shipment.store_id,
      address: parseJson<Record<string, unknown>>(shipment.address),
      applicableShippingMethods: methodsOf(shipment.shipping_id),
      collectionPointId: shipment.pudo_id,
      place: loaded.places.get(shipment.shipping_id) ?? null,
      contact: contactView(shipment.contact, loaded.places.get(shipment.shipping_id)?.requiresCustomerNumber === true),
      missingContactFields: loaded.delivery.missingContact.get(shipment.shipping_id) ?? [],
      shopperApplied: shipment.shopper_applied === 1,
    })),
    payment_instruments: [],
    couponItems: pricing.coupons.map((coupon) => ({
      code: coupon.code,
      promotionId: coupon.promotionId,
      applied: coupon.applied,
      errorId: coupon.errorId,
    })),
    orderPromotions: pricing.orderPromotions.map((promotion) => ({ ...promotion })),
    promoSummary: pricing.promoSummary.map((entry) => ({ ...entry })),
    flash: [...flash],
    approachingDiscount: pricing.approachingDiscount ? { ...pricing.approachingDiscount } : null,
    declinedGifts: pricing.declinedGifts.map((gift) => ({
      ...gift,
      name: tiles.get(gift.productId)?.name ?? '',
      productImageURL: tiles.get(gift.productId)?.image.url ?? '',
    })),
    version: loaded.cart.version,
    billingAddress: parseJson<Address>(loaded.cart.billing_address),
    newsletterConsent: loaded.cart.newsletter_consent === null ? null : loaded.cart.newsletter_consent === 1,
    appliedLoyaltyVoucher: appliedVoucher(loaded, pricing),
    employeeDiscount: pricing.employeeDiscount
      ? {
          percent: pricing.employeeDiscount.ratePpm / 10_000,
          eligibleAmount: pricing.employeeDiscount.eligibleAmount,
          capConsumed: pricing.employeeDiscount.capConsumed,
          discount: pricing.employeeDiscount.discount,
        }
      : null,
  };
}

/** The cart's loyalty voucher: applied with its discount, or kept with the REW id saying why it takes nothing off. */
function appliedVoucher(loaded: LoadedCart, pricing: PricedCart['pricing']): Cart['appliedLoyaltyVoucher'] {
  const check = loaded.loyalty;
  if (!check) return null;
  if (!check.ok) {
    const { points, amount, errorId } = check;
    return { points, amountInCurrency: amount ?? 0, appliedDiscount: 0, applied: false, errorId };
  }
  const discount = pricing.loyaltyVoucher?.discount ?? 0;
  return {
    points: check.voucher.points,
    amountInCurrency: check.voucher.amount,
    appliedDiscount: discount,
    applied: discount > 0,
    errorId: discount > 0 ? null : 'REW140',
  };
}

/**
 * The stored contact as the cart shows it: a carrier's customer number only while the shipment's collection point
 * needs one (moved on to a point that needs none, the number is not the collector's concern any more).
 */
function contactView(stored: string | null, keepsCustomerNumber: boolean): PickupContactView | null {
  const contact = parseJson<PickupContactView>(stored);
  if (!contact || keepsCustomerNumber || contact.customerNumber === undefined) return contact;
  const { customerNumber: _dropped, ...rest } = contact;
  return rest;
}
