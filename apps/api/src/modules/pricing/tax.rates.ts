import type { RoundingMode } from '../../lib/money.rounding.js';

/**
 * Tax rates by jurisdiction, in ppm (money.rounding.ts). A reasonable, documented table for the demo sites, not a tax
 * engine: production would plug a tax provider in behind the same `TaxRate` shape.
 *
 * US (tax-exclusive sites): the statewide rate of each state and DC, including a uniform statewide local add-on where
 * one exists (CA 7.25 %, UT 6.1 %, VA 5.3 %), without county or city rates, as published for 2025. `shippingTaxable`
 * follows each state's rule for a separately stated delivery charge by common carrier. Clothing and footwear
 * exemptions (MN, NJ, PA, VT; NY under 110 USD; MA under 175 USD; RI under 250 USD) are not modelled: every item is
 * taxed at the statewide rate.
 *
 * VAT / consumption tax (tax-inclusive sites): the standard rate of the site's country; shoes and clothes take the
 * standard rate everywhere listed. Delivery follows the goods, so it is taxed at the same rate.
 */
export interface TaxRate {
  /** Grouping key: tax is rounded once per jurisdiction and rate (per invoice and rate, as JP and the EU do). */
  jurisdiction: string;
  ratePpm: number;
  shippingTaxable: boolean;
  rounding: RoundingMode;
}

// [rate in ppm, shipping taxable]
// prettier-ignore
const US_STATES: Record<string, readonly [number, boolean]> = {
  AL: [40_000, false], AK: [0, false], AZ: [56_000, false], AR: [65_000, true], CA: [72_500, false],
  CO: [29_000, false], CT: [63_500, true], DE: [0, false], DC: [60_000, true], FL: [60_000, false],
  GA: [40_000, true], HI: [40_000, true], ID: [60_000, false], IL: [62_500, true], IN: [70_000, true],
  IA: [60_000, false], KS: [65_000, true], KY: [60_000, true], LA: [50_000, false], ME: [55_000, false],
  MD: [60_000, false], MA: [62_500, false], MI: [60_000, true], MN: [68_750, true], MS: [70_000, true],
  MO: [42_250, false], MT: [0, false], NE: [55_000, true], NV: [68_500, false], NH: [0, false],
  NJ: [66_250, true], NM: [48_750, true], NY: [40_000, true], NC: [47_500, true], ND: [50_000, true],
  OH: [57_500, true], OK: [45_000, false], OR: [0, false], PA: [60_000, true], RI: [70_000, true],
  SC: [60_000, true], SD: [42_000, true], TN: [70_000, true], TX: [62_500, true], UT: [61_000, false],
  VT: [60_000, true], VA: [53_000, false], WA: [65_000, true], WV: [60_000, true], WI: [50_000, true],
  WY: [40_000, false],
};

// Standard VAT / GST / consumption tax rates of the countries the sites sell in and ship to with inclusive prices.
// JP: the qualified-invoice system rounds once per invoice and rate; retailers customarily truncate.
const VAT: Record<string, readonly [number, RoundingMode]> = {
  GB: [200_000, 'half-up'],
  IE: [230_000, 'half-up'],
  DE: [190_000, 'half-up'],
  FR: [200_000, 'half-up'],
  NL: [210_000, 'half-up'],
  ES: [210_000, 'half-up'],
  IT: [220_000, 'half-up'],
  CH: [81_000, 'half-up'],
  AU: [100_000, 'half-up'],
  JP: [100_000, 'down'],
};

/** The sales tax of a US state (ISO 3166-2 code without "US-"); null for a code not in the table. */
export function usSalesTax(stateCode: string): TaxRate | null {
  const entry = US_STATES[stateCode.toUpperCase()];
  if (!entry) return null;
  const [ratePpm, shippingTaxable] = entry;
  return { jurisdiction: `US-${stateCode.toUpperCase()}`, ratePpm, shippingTaxable, rounding: 'half-up' };
}

/** The VAT / consumption tax of a country; null for a country not in the table. */
export function vatRate(countryCode: string): TaxRate | null {
  const entry = VAT[countryCode.toUpperCase()];
  if (!entry) return null;
  const [ratePpm, rounding] = entry;
  return { jurisdiction: countryCode.toUpperCase(), ratePpm, shippingTaxable: true, rounding };
}
