import { convertShoeSize, SIZE_RUNS } from '@outsole/contracts/sizes.values';

/**
 * Foot length → shoe sizes, read off the same table as the size chart and the size buttons
 * (`convertShoeSize` in the contracts), so the guide can never contradict them:
 * - JP is the foot length in cm, rounded up to the next half centimetre;
 * - the chart's JP column is men's US + 18 and women's US + 17, so the US size is JP − 18 or JP − 17;
 * - UK and EU come from the chart's row for that US size.
 * Kids' shoes keep their US label (10.5C … 7Y) in every region: their row is KIDS_SIZES, one per size of the kids'
 * run, and a foot gets the first size made for a foot at least that long.
 */

export type Fit = 'men' | 'women' | 'kids';

export const FITS: readonly Fit[] = ['men', 'women', 'kids'];

export interface ShoeSizes {
  /** The longest foot (cm) the size fits: the JP size of adult shoes. */
  jp: number;
  /** The US size as the size buttons label it ("8.5", "11C", "3Y"). */
  us: string;
  uk: number;
  eu: number;
}

/**
 * Kids' sizes of the run (SIZE_RUNS['shoe-kids']) in the common sports-brand conversion: UK is US − ½ (US 1Y is UK
 * 13½, US 2Y UK 1½), EU as the brands list it, and the longest foot each fits, a sixth of an inch (4.2 mm) per
 * half size from 17.0 cm for 10.5C, to the millimetre.
 */
export const KIDS_SIZES: readonly ShoeSizes[] = [
  { us: '10.5C', uk: 10, eu: 27.5, jp: 17 },
  { us: '11C', uk: 10.5, eu: 28, jp: 17.4 },
  { us: '12C', uk: 11.5, eu: 29.5, jp: 18.3 },
  { us: '13C', uk: 12.5, eu: 31, jp: 19.1 },
  { us: '1Y', uk: 13.5, eu: 32, jp: 19.9 },
  { us: '2Y', uk: 1.5, eu: 33.5, jp: 20.8 },
  { us: '3Y', uk: 2.5, eu: 35, jp: 21.6 },
  { us: '4Y', uk: 3.5, eu: 36, jp: 22.5 },
  { us: '5Y', uk: 4.5, eu: 37.5, jp: 23.3 },
  { us: '6Y', uk: 5.5, eu: 38.5, jp: 24.2 },
  { us: '7Y', uk: 6.5, eu: 40, jp: 25 },
];

const SYSTEM = { men: 'shoe-men', women: 'shoe-women' } as const;

/**
 * The guide as a table (read without JavaScript, and what the dialog answers from): every size of the fit's run with
 * the longest foot it fits, its JP size in cm, from the same chart rows as the size chart.
 */
export function sizeRows(fit: Fit): readonly ShoeSizes[] {
  if (fit === 'kids') return KIDS_SIZES;
  return SIZE_RUNS[SYSTEM[fit]].flatMap((us) => {
    const sizes = convertShoeSize(SYSTEM[fit], us);
    return sizes ? [{ jp: Number(sizes.jp), us: sizes.us, uk: Number(sizes.uk), eu: Number(sizes.eu) }] : [];
  });
}

/** The shortest and longest foot (cm) the chart has a size for: its first and last rows. */
export function footRange(fit: Fit): { min: number; max: number } {
  const rows = sizeRows(fit);
  return { min: rows[0]?.jp ?? Number.NaN, max: rows.at(-1)?.jp ?? Number.NaN };
}

export function sizesForFootLength(lengthCm: number, fit: Fit): ShoeSizes {
  const { min, max } = footRange(fit);
  if (!Number.isFinite(lengthCm) || lengthCm < min - 1e-9 || lengthCm > max + 1e-9) {
    throw new RangeError(`Foot length must be between ${min} and ${max} cm`);
  }
  // The first size made for a foot at least this long: adult rows step by half a centimetre (a 26.2 cm foot is a
  // 26.5), so this is the foot rounded up to the next half centimetre.
  const row = sizeRows(fit).find((sizes) => sizes.jp >= lengthCm - 1e-9);
  if (!row) throw new RangeError(`No size for a ${lengthCm} cm foot`);
  return { ...row };
}

/** The units a foot length is entered in: inches on US English pages (where shoppers measure in inches), else cm. */
export type LengthUnit = 'cm' | 'in';

export const CM_PER_INCH = 2.54;

export function defaultLengthUnit(languageTag: string): LengthUnit {
  return languageTag.toLowerCase() === 'en-us' ? 'in' : 'cm';
}

const FRACTIONS: Record<string, number> = {
  '¼': 0.25,
  '½': 0.5,
  '¾': 0.75,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};

/**
 * A foot length as typed, in centimetres: "26.5", "26,5", " 26.5 cm ", in inches "10.5", "10 1/2", "10½", "10.5 in",
 * '10.5"'. A unit written after the number wins over the field's unit ("26 cm" in the inches field is 26 cm).
 * A negative length is a number (out of every range); anything else → NaN.
 */
export function parseLength(input: string, unit: LengthUnit = 'cm'): number {
  let text = input.trim().toLowerCase();
  let written = unit;
  const suffix = /\s*(cm|in|inch|inches|"|″)$/.exec(text);
  if (suffix) {
    written = suffix[1] === 'cm' ? 'cm' : 'in';
    text = text.slice(0, suffix.index);
  }
  const value = written === 'in' ? parseInches(text) : parseDecimal(text);
  return written === 'in' ? value * CM_PER_INCH : value;
}

/** Up to two decimals (a tenth of a millimetre), three in inches: a ruler's 10 3/8 is 10.375. */
function parseDecimal(text: string, unit: LengthUnit = 'cm'): number {
  const cleaned = text.replace(',', '.');
  const pattern = unit === 'in' ? /^-?\d{1,2}(\.\d{1,3})?$/ : /^-?\d{1,2}(\.\d{1,2})?$/;
  return pattern.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Inches as decimals or with a fraction, as US rulers read: "10 1/2", "10-1/2", "10½", "10 3/8", "9 15/16". */
function parseInches(text: string): number {
  const glyph = /^(\d{1,2})?\s*([¼½¾⅛⅜⅝⅞])$/.exec(text);
  if (glyph) return Number(glyph[1] ?? 0) + (FRACTIONS[glyph[2] ?? ''] ?? Number.NaN);
  const fraction = /^(\d{1,2})[\s-]+(\d{1,2})\/(2|4|8|16)$/.exec(text);
  if (fraction) {
    const numerator = Number(fraction[2]);
    const denominator = Number(fraction[3]);
    return numerator < denominator ? Number(fraction[1]) + numerator / denominator : Number.NaN;
  }
  return parseDecimal(text, 'in');
}

/**
 * A foot length (cm, as parseLength reads it) in the given unit, to the hundredth, for the field when the shopper
 * switches units: always one the guide answers with the same size as the length typed. Every row's foot length is a
 * whole millimetre, so the size depends only on the foot rounded up to the millimetre, and the value kept is one
 * that rounds up to the same.
 */
export function convertLength(lengthCm: number, to: LengthUnit): number {
  if (to === 'cm') return Math.ceil(lengthCm * 100 - 1e-6) / 100;
  const millimetre = (cm: number) => Math.ceil(cm * 10 - 1e-6);
  const inches = Math.round((lengthCm / CM_PER_INCH) * 100) / 100;
  const candidates = [inches, inches - 0.01, inches + 0.01].map((candidate) => Math.round(candidate * 100) / 100);
  return candidates.find((candidate) => millimetre(candidate * CM_PER_INCH) === millimetre(lengthCm)) ?? inches;
}

/** A range in the field's unit, rounded inwards to a tenth (every length between the two is answered). */
export function rangeIn(fit: Fit, unit: LengthUnit): { min: number; max: number } {
  const { min, max } = footRange(fit);
  if (unit === 'cm') return { min, max };
  return { min: Math.ceil((min / CM_PER_INCH) * 10) / 10, max: Math.floor((max / CM_PER_INCH) * 10) / 10 };
}

/** The longest foot a row fits, in inches to the tenth, rounded down (the tables without JavaScript). */
export function inchesUpTo(cm: number): number {
  return Math.floor((cm / CM_PER_INCH) * 10 + 1e-9) / 10;
}

/**
 * What is wrong with a length, for the range chosen. A length outside it but inside another range names that range
 * (PDP tester F5): an adult range first ('in-women' on men's, 'in-men' on women's), kids' when no adult one fits,
 * and 'in-adult' on kids' when both adult ranges fit. A length no range has in the field's unit but one has in the
 * other ("26.5" in inches, "10.5" in centimetres) names the other unit.
 */
export type LengthProblem =
  'required' | 'number' | 'range' | 'in-men' | 'in-women' | 'in-kids' | 'in-adult' | 'in-cm' | 'in-inches';

export function validateLength(input: string, fit: Fit, unit: LengthUnit = 'cm'): LengthProblem | null {
  if (input.trim() === '') return 'required';
  const value = parseLength(input, unit);
  if (Number.isNaN(value)) return 'number';
  const inside = (other: Fit, length = value) => {
    const { min, max } = footRange(other);
    return length >= min - 1e-9 && length <= max + 1e-9;
  };
  if (inside(fit)) return null;
  const others = FITS.filter((other) => other !== fit && inside(other));
  if (others.includes('men') && others.includes('women')) return 'in-adult';
  if (others.includes('men')) return 'in-men';
  if (others.includes('women')) return 'in-women';
  if (others.includes('kids')) return 'in-kids';
  const otherUnit = unit === 'in' ? 'cm' : 'in';
  const asOtherUnit = parseLength(input, otherUnit);
  if (FITS.some((other) => inside(other, asOtherUnit))) return otherUnit === 'cm' ? 'in-cm' : 'in-inches';
  return 'range';
}
