import type { TaxMode } from '@outsole/contracts/reference';
import { prorate, sumMinor } from '../../lib/money.js';
import { taxIncludedIn, taxOnTop } from '../../lib/money.rounding.js';
import type { TaxRate } from './tax.rates.js';

/** An amount after every discount (a line's proratedPrice, a shipment's price) and the rate it is taxed at. */
export interface TaxableAmount {
  amount: number;
  /** null: not taxed (a gift card, shipping a state does not tax, an export). */
  rate: TaxRate | null;
}

/**
 * The tax of each amount. Tax is computed once per jurisdiction on the sum of its amounts (the invoice-level rounding
 * Japan's qualified invoices require and the US states and EU allow), then spread back over the amounts with
 * prorate, so the per-item taxes always sum exactly to the order's tax and no item's tax depends on the order of the
 * lines.
 *
 * - `exclusive`: tax = rate × net, added on top.
 * - `inclusive`: tax = gross × rate / (1 + rate), the part of the price that is tax.
 */
export function allocateTax(items: readonly TaxableAmount[], mode: TaxMode): number[] {
  const taxes = items.map(() => 0);
  const groups = new Map<string, { rate: TaxRate; indexes: number[] }>();
  items.forEach((item, index) => {
    if (item.rate === null || item.rate.ratePpm === 0) return;
    const key = `${item.rate.jurisdiction}:${item.rate.ratePpm}`;
    const group = groups.get(key) ?? { rate: item.rate, indexes: [] };
    group.indexes.push(index);
    groups.set(key, group);
  });
  for (const { rate, indexes } of groups.values()) {
    const amounts = indexes.map((index) => items[index]?.amount ?? 0);
    const base = sumMinor(amounts);
    const tax =
      mode === 'exclusive'
        ? taxOnTop(base, rate.ratePpm, rate.rounding)
        : taxIncludedIn(base, rate.ratePpm, rate.rounding);
    // Exclusive tax can exceed the base only above a 100 % rate; prorate keeps parts ≤ weights when tax ≤ base.
    prorate(amounts, tax).forEach((part, position) => {
      const index = indexes[position];
      if (index !== undefined) taxes[index] = part;
    });
  }
  return taxes;
}
