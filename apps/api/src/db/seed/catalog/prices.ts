/**
 * Demo list prices per currency from one US dollar price, rounded the way each market prices shoes: whole
 * pounds and euros in steps of five, yen in hundreds. Amounts are minor units (JPY has none).
 */
const RATES: Readonly<Record<string, { rate: number; step: number; exponent: number }>> = {
  USD: { rate: 1, step: 5, exponent: 2 },
  GBP: { rate: 0.85, step: 5, exponent: 2 },
  EUR: { rate: 1, step: 5, exponent: 2 },
  JPY: { rate: 150, step: 100, exponent: 0 },
};

export function listPrice(currency: string, usd: number): number {
  const { rate, step, exponent } = rateOf(currency);
  return Math.max(step, Math.round((usd * rate) / step) * step) * 10 ** exponent;
}

/** The sale price at `percentOff`, rounded down to a whole unit (ten yen), always below the list price. */
export function salePrice(currency: string, list: number, percentOff: number): number {
  const unit = rateOf(currency).exponent === 0 ? 10 : 100;
  const sale = Math.floor((list * (100 - percentOff)) / 100 / unit) * unit;
  return Math.min(sale, list - unit);
}

function rateOf(currency: string): { rate: number; step: number; exponent: number } {
  const rate = RATES[currency];
  if (!rate) throw new Error(`No demo price rate for ${currency}`);
  return rate;
}
