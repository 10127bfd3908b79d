import { sumMinor } from '../../lib/money.js';
import { taxIncludedIn, wholePercent } from '../../lib/money.rounding.js';
import type { CartPricing } from './pricing.result.js';
import type { CartLine, CartShipment, PricingContext } from './pricing.types.js';
import { allocateTax } from './tax.js';
import { usSalesTax, vatRate, type TaxRate } from './tax.rates.js';

/**
 * Cart totals (spec §3 Cart totals), integer minor units of `currency`:
 *
 * - itemTotal: merchandise at current (sale or list) unit prices × qty, before promotions.
 * - totalDiscount: every merchandise discount: product and order promotions and the associate discount, gifts
 *   included. Shipping discounts are not in it; they show in the lower `shipping`.
 * - itemSubTotal: merchandise after discounts = itemTotal − totalDiscount = Σ items' proratedPrice.
 * - shipping: what the shipments cost after shipping promotions.
 * - giftBox: the gift boxes chosen (unit price × qty of each line that has one): not merchandise, so outside
 *   itemTotal and every discount; taxed at its line's rate (inside the price on a tax-inclusive site).
 * - tax / taxAmount: the tax of the cart: added on top on a tax-exclusive site (US), contained in the prices on a
 *   tax-inclusive one (EU, UK, JP). 0 while a US cart has no destination yet (`taxCalculated` false).
 * - total: what the shopper pays: itemSubTotal + giftBox + shipping (+ tax when exclusive).
 * - totalWithoutTax / netAmount: total − tax.
 * - remainingToPay: total minus payment instruments; none exist before the payment step, so it equals total.
 * - totalUnits: Σ qty, gifts included.
 * - totalDiscountPercentage (derived): totalDiscount as a whole percentage of itemTotal, half-up.
 *
 * Per item: taxTotal (its share of the tax, its gift boxes' included), priceWithoutTaxPerUnit (the current unit price
 * without its tax), proratedPrice (after every discount). Hence total = itemTotal − totalDiscount + giftBox + shipping
 * (+ tax when exclusive).
 */
export interface CartTotals {
  total: number;
  totalDiscount: number;
  itemTotal: number;
  totalWithoutTax: number;
  shipping: number;
  tax: number;
  remainingToPay: number;
  currency: string;
  totalUnits: number;
  itemSubTotal: number;
  netAmount: number;
  taxAmount: number;
  totalDiscountPercentage: number;
  giftBox: number;
}

export interface LineTotals {
  lineId: string;
  taxTotal: number;
  priceWithoutTaxPerUnit: number;
  proratedPrice: number;
}

export interface TotalsResult {
  totals: CartTotals;
  lines: LineTotals[];
  shipments: { shipmentId: string; taxTotal: number }[];
  /** Shipping promotions' discounts (not part of totalDiscount). */
  shippingDiscount: number;
  /** False while a tax-exclusive cart has a shipment without a known destination state: its tax is left at 0. */
  taxCalculated: boolean;
  /** The site's prices include the tax (`tax` is part of `total`, not added to it). */
  taxIncluded: boolean;
}

function rateFor(shipment: CartShipment, context: PricingContext): { rate: TaxRate | null; known: boolean } {
  if (context.taxMode === 'inclusive') {
    const rate = vatRate(context.countryCode);
    if (!rate) throw new RangeError(`no VAT rate for ${context.countryCode}`);
    return { rate, known: true };
  }
  if (shipment.methodCode === 'digital') return { rate: null, known: true }; // emailed gift cards: never taxed
  const destination = shipment.destination;
  if (!destination) return { rate: null, known: false };
  if (destination.countryCode.toUpperCase() !== 'US') return { rate: null, known: true }; // an export
  const rate = destination.stateCode === null ? null : usSalesTax(destination.stateCode);
  return { rate, known: rate !== null };
}

/** What a line's gift boxes cost: one per unit; a digital gift card or a free gift has none. */
export function giftBoxAmount(line: CartLine): number {
  if (line.digital || line.bonus) return 0;
  return (line.giftBoxUnitPrice ?? 0) * line.qty;
}

export function computeTotals(pricing: CartPricing, context: PricingContext): TotalsResult {
  const rates = new Map(
    pricing.shipments.map((entry) => [entry.shipment.shipmentId, rateFor(entry.shipment, context)]),
  );
  const lineRate = (shipmentId: string, digital: boolean) => (digital ? null : (rates.get(shipmentId)?.rate ?? null));
  // Gift boxes are taxed after the lines and shipments (their own amounts, at their line's rate), so a cart without
  // one is taxed exactly as before; a box's tax is its line's.
  const boxes = pricing.lines.flatMap((entry, index) => {
    const amount = giftBoxAmount(entry.line);
    return amount > 0 ? [{ index, amount, rate: lineRate(entry.line.shipmentId, entry.line.digital) }] : [];
  });
  const boxTax = new Map<number, number>();
  const taxes = allocateTax(
    [
      ...pricing.lines.map((entry) => ({
        amount: entry.proratedPrice,
        rate: lineRate(entry.line.shipmentId, entry.line.digital),
      })),
      ...pricing.shipments.map((entry) => {
        const rate = rates.get(entry.shipment.shipmentId)?.rate ?? null;
        return { amount: entry.price, rate: rate?.shippingTaxable ? rate : null };
      }),
      ...boxes.map(({ amount, rate }) => ({ amount, rate })),
    ],
    context.taxMode,
  );
  const lineCount = pricing.lines.length;
  const boxesFrom = lineCount + pricing.shipments.length;
  boxes.forEach((box, position) => boxTax.set(box.index, taxes[boxesFrom + position] ?? 0));
  const lines = pricing.lines.map((entry, index): LineTotals => {
    const rate = lineRate(entry.line.shipmentId, entry.line.digital);
    const unitTax =
      context.taxMode === 'inclusive' && rate ? taxIncludedIn(entry.unitPrice, rate.ratePpm, rate.rounding) : 0;
    return {
      lineId: entry.line.lineId,
      taxTotal: (taxes[index] ?? 0) + (boxTax.get(index) ?? 0),
      priceWithoutTaxPerUnit: entry.unitPrice - unitTax,
      proratedPrice: entry.proratedPrice,
    };
  });
  const shipments = pricing.shipments.map((entry, index) => ({
    shipmentId: entry.shipment.shipmentId,
    taxTotal: taxes[lineCount + index] ?? 0,
  }));

  const itemTotal = sumMinor(pricing.lines.map((entry) => entry.amount));
  const totalDiscount = sumMinor(pricing.lines.map((entry) => entry.productDiscount + entry.orderDiscount));
  const itemSubTotal = sumMinor(pricing.lines.map((entry) => entry.proratedPrice));
  const shipping = sumMinor(pricing.shipments.map((entry) => entry.price));
  const giftBox = sumMinor(boxes.map((box) => box.amount));
  const tax = sumMinor(taxes);
  const total = itemSubTotal + giftBox + shipping + (context.taxMode === 'exclusive' ? tax : 0);
  const totals: CartTotals = {
    total,
    totalDiscount,
    itemTotal,
    totalWithoutTax: total - tax,
    shipping,
    tax,
    remainingToPay: total,
    currency: pricing.currency,
    totalUnits: sumMinor(pricing.lines.map((entry) => entry.line.qty)),
    itemSubTotal,
    netAmount: total - tax,
    taxAmount: tax,
    totalDiscountPercentage: wholePercent(totalDiscount, itemTotal),
    giftBox,
  };
  const shippingDiscount = sumMinor(pricing.shipments.map((entry) => entry.discount));
  const taxCalculated = [...rates.values()].every((entry) => entry.known);
  return { totals, lines, shipments, shippingDiscount, taxCalculated, taxIncluded: context.taxMode === 'inclusive' };
}
