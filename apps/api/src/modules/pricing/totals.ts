import { sumMinor } from '../../lib/money.js';
import { taxIncludedIn, wholePercent } from '../../lib/money.rounding.js';
import type { CartPricing } from './pricing.result.js';
import type { CartShipment, PricingContext } from './pricing.types.js';
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
 * - tax / taxAmount: the tax of the cart: added on top on a tax-exclusive site (US), contained in the prices on a
 *   tax-inclusive one (EU, UK, JP). 0 while a US cart has no destination yet (`taxCalculated` false).
 * - total: what the shopper pays: itemSubTotal + shipping (+ tax when exclusive).
 * - totalWithoutTax / netAmount: total − tax.
 * - remainingToPay: total minus payment instruments; none exist before the payment step, so it equals total.
 * - totalUnits: Σ qty, gifts included.
 * - totalDiscountPercentage (derived): totalDiscount as a whole percentage of itemTotal, half-up.
 *
 * Per item: taxTotal (its share of the tax), priceWithoutTaxPerUnit (the current unit price without its tax),
 * proratedPrice (after every discount). Hence total = itemTotal − totalDiscount + shipping (+ tax when exclusive).
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

export function computeTotals(pricing: CartPricing, context: PricingContext): TotalsResult {
  const rates = new Map(
    pricing.shipments.map((entry) => [entry.shipment.shipmentId, rateFor(entry.shipment, context)]),
  );
  const lineRate = (shipmentId: string, digital: boolean) => (digital ? null : (rates.get(shipmentId)?.rate ?? null));
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
    ],
    context.taxMode,
  );
  const lineCount = pricing.lines.length;
  const lines = pricing.lines.map((entry, index): LineTotals => {
    const rate = lineRate(entry.line.shipmentId, entry.line.digital);
    const unitTax =
      context.taxMode === 'inclusive' && rate ? taxIncludedIn(entry.unitPrice, rate.ratePpm, rate.rounding) : 0;
    return {
      lineId: entry.line.lineId,
      taxTotal: taxes[index] ?? 0,
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
  const tax = sumMinor(taxes);
  const total = itemSubTotal + shipping + (context.taxMode === 'exclusive' ? tax : 0);
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
  };
  const shippingDiscount = sumMinor(pricing.shipments.map((entry) => entry.discount));
  const taxCalculated = [...rates.values()].every((entry) => entry.known);
  return { totals, lines, shipments, shippingDiscount, taxCalculated };
}
