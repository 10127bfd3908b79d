/**
 * Foot length → shoe sizes, the way our size chart converts them:
 * - JP (mondopoint) is the foot length in cm, rounded up to the next half centimetre;
 * - men's US is JP − 18 (a 27 cm foot is a US 9), women's US is men's + 1.5;
 * - men's UK is men's US − 1, women's UK is women's US − 2;
 * - EU (Paris points) is 1.5 × (length + 1.5 cm toe allowance), to the nearest half size.
 */

export type Fit = 'men' | 'women';

export const MIN_FOOT_CM = 21;
export const MAX_FOOT_CM = 33;

export interface ShoeSizes {
  jp: number;
  us: number;
  uk: number;
  eu: number;
}

const toHalf = (value: number) => Math.round(value * 2) / 2;

export function sizesForFootLength(lengthCm: number, fit: Fit): ShoeSizes {
  if (!Number.isFinite(lengthCm) || lengthCm < MIN_FOOT_CM || lengthCm > MAX_FOOT_CM) {
    throw new RangeError(`Foot length must be between ${MIN_FOOT_CM} and ${MAX_FOOT_CM} cm`);
  }
  const jp = Math.ceil(lengthCm * 2 - 1e-9) / 2;
  const usMen = jp - 18;
  const us = fit === 'men' ? usMen : usMen + 1.5;
  const uk = fit === 'men' ? us - 1 : us - 2;
  const eu = toHalf(1.5 * (jp + 1.5));
  return { jp, us, uk, eu };
}

/** "26.5", "26,5" or " 26.5 cm " → 26.5; anything else → NaN. */
export function parseLength(input: string): number {
  const cleaned = input
    .trim()
    .replace(/\s*cm$/i, '')
    .replace(',', '.');
  return /^\d{1,2}(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export type LengthProblem = 'required' | 'number' | 'range';

export function validateLength(input: string): LengthProblem | null {
  if (input.trim() === '') return 'required';
  const value = parseLength(input);
  if (Number.isNaN(value)) return 'number';
  if (value < MIN_FOOT_CM || value > MAX_FOOT_CM) return 'range';
  return null;
}
