/**
 * Integer division with an explicit rounding rule, and rates in parts per million.
 *
 * Every money computation that divides (a percentage, the tax inside a gross price) goes through `divRound`, so no
 * float ever touches an amount. Rates are integers in parts per million (ppm): 19 % = 190_000, 8.875 % = 88_750,
 * which holds every published sales tax and VAT rate exactly.
 *
 * Rounding rules, and where each is used:
 * - `half-up` (half away from zero, "commercial rounding"): promotion discounts and the tax of the US states, the UK,
 *   Germany and France (the rule their tax authorities publish for invoices).
 * - `down` (towards zero, truncation): Japanese consumption tax, which the qualified-invoice system rounds once per
 *   invoice and rate, and which retailers customarily truncate (切り捨て).
 * - `half-even` (banker's rounding): offered for a jurisdiction that asks for it; none of the demo sites' does.
 * - `up` (away from zero): offered for completeness.
 */
export type RoundingMode = 'half-up' | 'half-even' | 'down' | 'up';

/** One whole, in parts per million. */
export const PPM = 1_000_000;

/** round(numerator / denominator) under `mode`; the denominator must be positive. Negative numerators round symmetrically. */
export function divRound(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator <= 0n) throw new RangeError('divRound: the denominator must be positive');
  if (numerator < 0n) return -divRound(-numerator, denominator, mode);
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  switch (mode) {
    case 'down':
      return quotient;
    case 'up':
      return quotient + 1n;
    case 'half-up':
      return 2n * remainder >= denominator ? quotient + 1n : quotient;
    case 'half-even': {
      const twice = 2n * remainder;
      if (twice > denominator) return quotient + 1n;
      if (twice < denominator) return quotient;
      return quotient % 2n === 0n ? quotient : quotient + 1n;
    }
  }
}

/** round(a × b / c) exactly for safe integers a, b and a positive safe integer c. */
export function mulDivRound(a: number, b: number, c: number, mode: RoundingMode): number {
  for (const value of [a, b, c]) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`mulDivRound: ${value} is not a safe integer`);
  }
  const result = divRound(BigInt(a) * BigInt(b), BigInt(c), mode);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('mulDivRound: the result is not a safe integer');
  }
  return Number(result);
}

/** A rate must be a whole number of ppm between 0 and 100 %. */
export function assertRatePpm(ratePpm: number): number {
  if (!Number.isSafeInteger(ratePpm) || ratePpm < 0 || ratePpm > PPM) {
    throw new RangeError(`rate ${ratePpm} ppm is not between 0 and ${PPM}`);
  }
  return ratePpm;
}

/** `ratePpm` of `amount`, rounded under `mode` (10 % of 1005 half-up = 101). */
export function percentOf(amount: number, ratePpm: number, mode: RoundingMode): number {
  return mulDivRound(amount, assertRatePpm(ratePpm), PPM, mode);
}

/** The tax contained in a tax-inclusive `gross` amount: gross × rate / (1 + rate), rounded under `mode`. */
export function taxIncludedIn(gross: number, ratePpm: number, mode: RoundingMode): number {
  return mulDivRound(gross, assertRatePpm(ratePpm), PPM + ratePpm, mode);
}

/** The tax to add on a tax-exclusive `net` amount. */
export function taxOnTop(net: number, ratePpm: number, mode: RoundingMode): number {
  return percentOf(net, ratePpm, mode);
}

/** `part` as a whole percentage of `whole`, half-up (0 when the whole is 0): 25 for 250 of 1000. */
export function wholePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : mulDivRound(part, 100, whole, 'half-up');
}
