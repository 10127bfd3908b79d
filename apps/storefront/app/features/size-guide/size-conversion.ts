import { convertShoeSize, SIZE_RUNS } from '@outsole/contracts/sizes.values';

/**
 * Foot length → shoe sizes, read off the same table as the size chart and the size buttons
 * (`convertShoeSize` in the contracts), so the guide can never contradict them:
 * - JP is the foot length in cm, rounded up to the next half centimetre;
 * - the chart's JP column is men's US + 18 and women's US + 17, so the US size is JP − 18 or JP − 17;
 * - UK and EU come from the chart's row for that US size.
 */

export type Fit = 'men' | 'women';

export interface ShoeSizes {
  jp: number;
  us: number;
  uk: number;
  eu: number;
}

const SYSTEM = { men: 'shoe-men', women: 'shoe-women' } as const;

const runOf = (fit: Fit) => SIZE_RUNS[SYSTEM[fit]];

/** The shortest and longest foot (cm) the chart has a size for: its first and last JP sizes. */
export function footRange(fit: Fit): { min: number; max: number } {
  const run = runOf(fit);
  const jp = (us: string | undefined) => Number(convertShoeSize(SYSTEM[fit], us ?? '')?.jp);
  return { min: jp(run[0]), max: jp(run.at(-1)) };
}

export function sizesForFootLength(lengthCm: number, fit: Fit): ShoeSizes {
  const { min, max } = footRange(fit);
  if (!Number.isFinite(lengthCm) || lengthCm < min || lengthCm > max) {
    throw new RangeError(`Foot length must be between ${min} and ${max} cm`);
  }
  const jp = Math.ceil(lengthCm * 2 - 1e-9) / 2;
  const sizes = convertShoeSize(SYSTEM[fit], String(jp - (fit === 'men' ? 18 : 17)));
  if (!sizes) throw new RangeError(`No size for a ${lengthCm} cm foot`);
  return { jp: Number(sizes.jp), us: Number(sizes.us), uk: Number(sizes.uk), eu: Number(sizes.eu) };
}

/** "26.5", "26,5" or " 26.5 cm " → 26.5 ("-5" → -5, out of every range); anything else → NaN. */
export function parseLength(input: string): number {
  const cleaned = input
    .trim()
    .replace(/\s*cm$/i, '')
    .replace(',', '.');
  return /^-?\d{1,2}(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** 'other-fit': outside this fit's range but inside the other one's (a 24.5 cm foot on Men's is a women's size). */
export type LengthProblem = 'required' | 'number' | 'range' | 'other-fit';

export function validateLength(input: string, fit: Fit): LengthProblem | null {
  if (input.trim() === '') return 'required';
  const value = parseLength(input);
  if (Number.isNaN(value)) return 'number';
  const { min, max } = footRange(fit);
  const outside = (range: { min: number; max: number }) => value < range.min || value > range.max;
  if (!outside({ min, max })) return null;
  return outside(footRange(otherFit(fit))) ? 'range' : 'other-fit';
}

export function otherFit(fit: Fit): Fit {
  return fit === 'men' ? 'women' : 'men';
}

/**
 * The guide as a table (read without JavaScript): every size of the fit's run with the longest foot it fits, its JP
 * size in cm, from the same chart rows as `sizesForFootLength`.
 */
export function sizeRows(fit: Fit): ShoeSizes[] {
  return runOf(fit).flatMap((us) => {
    const sizes = convertShoeSize(SYSTEM[fit], us);
    return sizes ? [{ jp: Number(sizes.jp), us: Number(sizes.us), uk: Number(sizes.uk), eu: Number(sizes.eu) }] : [];
  });
}
