import { CURRENCIES } from '../db/seed/reference/currencies.js';

/**
 * Money arithmetic on integer minor units (ARCHITECTURE "Money"): an amount is a safe integer count of the
 * currency's minor unit (cents for USD, EUR and GBP; whole yen for JPY, whose exponent is 0). Nothing here uses a
 * float on an amount; division and rounding live in money.rounding.ts.
 */

const EXPONENTS: ReadonlyMap<string, number> = new Map(
  CURRENCIES.map((currency) => [currency.code, currency.exponent]),
);

/** Digits of the minor unit: 2 for USD, 0 for JPY. An unknown code is a programming error. */
export function currencyExponent(currency: string): number {
  const exponent = EXPONENTS.get(currency);
  if (exponent === undefined) throw new RangeError(`unknown currency ${currency}`);
  return exponent;
}

/** Returns the amount when it is a safe integer (optionally non-negative), else throws a RangeError naming it. */
export function assertMinorUnits(amount: number, label = 'amount', options: { nonNegative?: boolean } = {}): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${label} must be an integer in minor units, got ${amount}`);
  if (options.nonNegative === true && amount < 0) throw new RangeError(`${label} must not be negative, got ${amount}`);
  return amount;
}

function checked(result: number, label: string): number {
  if (!Number.isSafeInteger(result)) throw new RangeError(`${label} overflows the safe integer range`);
  return result;
}

/** Sum of minor-unit amounts; throws past the safe integer range instead of losing a cent. */
export function sumMinor(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) total = checked(total + assertMinorUnits(amount), 'sum');
  return total;
}

/** unit × quantity, exact. */
export function multiplyMinor(unit: number, quantity: number): number {
  assertMinorUnits(unit, 'unit amount');
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity must be an integer, got ${quantity}`);
  return checked(unit * quantity, 'product');
}

/** "12.34" in USD → 1234; "1000" in JPY → 1000. More decimals than the currency has is refused, never rounded. */
export function parseMajor(value: string, currency: string): number {
  const exponent = currencyExponent(currency);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`"${value}" is not a decimal amount`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > exponent) throw new RangeError(`"${value}" has more decimals than ${currency} allows`);
  const minor = Number(whole + fraction.padEnd(exponent, '0'));
  return assertMinorUnits(sign === '-' && minor !== 0 ? -minor : minor, value);
}

/** 1234 in USD → "12.34"; 1000 in JPY → "1000". A plain decimal for providers' payloads; display uses Intl. */
export function formatMajor(amount: number, currency: string): string {
  const exponent = currencyExponent(currency);
  assertMinorUnits(amount);
  const digits = Math.abs(amount)
    .toString()
    .padStart(exponent + 1, '0');
  const sign = amount < 0 ? '-' : '';
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * Splits `total` minor units over `weights` in proportion, by the largest-remainder method, so the parts always
 * sum exactly to `total` (Vendure's prorate). Each part gets floor(total × weight / Σweights); the units left over
 * go one each to the largest remainders, ties to the earlier index (stable: the same input always gives the same
 * split). A zero weight gets nothing unless every weight is zero, in which case the total is split evenly (again
 * earlier indexes first). When total ≤ Σweights no part exceeds its weight, which is what lets a discount spread
 * over lines never push a line below zero.
 *
 * Weights must be non-negative safe integers (amounts, quantities); a negative total is refused: a refund or a
 * surcharge is prorated as its own positive amount.
 */
export function prorate(weights: readonly number[], total: number): number[] {
  assertMinorUnits(total, 'prorate total', { nonNegative: true });
  weights.forEach((weight) => assertMinorUnits(weight, 'prorate weight', { nonNegative: true }));
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new RangeError('prorate: no weights to spread a non-zero total over');
  }
  const allZero = weights.every((weight) => weight === 0);
  const big = weights.map((weight) => BigInt(allZero ? 1 : weight));
  const sum = big.reduce((acc, weight) => acc + weight, 0n);
  const bigTotal = BigInt(total);
  const parts = big.map((weight) => (bigTotal * weight) / sum);
  const remainders = big.map((weight, index) => ({ index, remainder: (bigTotal * weight) % sum }));
  let left = Number(bigTotal - parts.reduce((acc, part) => acc + part, 0n));
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1;
  }
  return parts.map(Number);
}
