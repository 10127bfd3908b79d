/**
 * The zod-free part of sizes.ts: size runs, widths and conversions the browser bundle imports
 * (`@outsole/contracts/sizes.values`) without pulling zod into it. sizes.ts re-exports all of it.
 */

/** How a variant is sized: shoes in US sizes (shown converted per market), apparel XS–XXL, one size. */
export const SIZE_SYSTEMS = ['shoe-men', 'shoe-women', 'shoe-kids', 'apparel', 'one-size'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

const halves = (from: number, to: number): string[] =>
  Array.from({ length: (to - from) * 2 + 1 }, (_, i) => String(from + i / 2));

/** The size runs a style is made in, smallest first. */
export const SIZE_RUNS: Readonly<Record<SizeSystem, readonly string[]>> = {
  'shoe-men': halves(7, 13),
  'shoe-women': halves(5, 11),
  'shoe-kids': ['10.5C', '11C', '12C', '13C', '1Y', '2Y', '3Y', '4Y', '5Y', '6Y', '7Y'],
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  'one-size': ['OS'],
};

/** Standard and wide widths of shoes made in widths (men D/2E, women B/D). */
export const WIDTHS: Readonly<Partial<Record<SizeSystem, readonly [string, string]>>> = {
  'shoe-men': ['D', '2E'],
  'shoe-women': ['B', 'D'],
};

/** The sizes socks are made in: each fits a range of shoe sizes (SOCK_SIZE_CHART). */
export const SOCK_SIZES = ['S', 'M', 'L'] as const;

/** A range of shoe sizes, both ends included. */
export type ShoeSizeRange = readonly [from: number, to: number];

export interface SockSize {
  size: (typeof SOCK_SIZES)[number];
  /** The shoe sizes a sock size fits in each market's system: US men's and women's, UK, EU and JP (cm). */
  usMen: ShoeSizeRange;
  usWomen: ShoeSizeRange;
  uk: ShoeSizeRange;
  eu: ShoeSizeRange;
  jp: ShoeSizeRange;
}

/**
 * Which sock size fits which shoe size, per market: socks are sized S–L by the shoe they go in, not by body
 * measurements like the rest of the apparel. Men's UK is US − ½, women's US is men's + 1½, JP is foot length
 * (men's US + 18 cm), as convertShoeSize counts.
 */
export const SOCK_SIZE_CHART: readonly SockSize[] = [
  { size: 'S', usMen: [4, 6], usWomen: [5.5, 7.5], uk: [3.5, 5.5], eu: [36, 39], jp: [22, 24] },
  { size: 'M', usMen: [6.5, 9], usWomen: [8, 10.5], uk: [6, 8.5], eu: [40, 42.5], jp: [24.5, 27] },
  { size: 'L', usMen: [9.5, 12], usWomen: [11, 13.5], uk: [9, 11.5], eu: [43, 46], jp: [27.5, 30] },
];

export interface ShoeSizes {
  us: string;
  uk: string;
  eu: string;
  /** Foot length in centimetres, as Japanese shops label shoes. */
  jp: string;
}

// A common sports-brand conversion chart: EU sizes step unevenly, so they are listed rather than computed.
const EU_MEN = ['40', '40.5', '41', '42', '42.5', '43', '44', '44.5', '45', '45.5', '46', '47', '47.5'];
const EU_WOMEN = ['35.5', '36', '36.5', '37.5', '38', '38.5', '39', '40', '40.5', '41', '42', '42.5', '43'];

/**
 * A US shoe size in the other markets' systems, or null for sizes outside the adult runs (kids sizes keep
 * their US label everywhere). Men's UK is US − ½, women's UK is US − 2½; JP is foot length (men US + 18 cm,
 * women US + 17 cm).
 */
export function convertShoeSize(system: SizeSystem, us: string): ShoeSizes | null {
  const value = Number(us);
  if (!Number.isFinite(value)) return null;
  if (system === 'shoe-men') {
    const eu = EU_MEN[(value - 7) * 2];
    return eu ? { us, uk: String(value - 0.5), eu, jp: (value + 18).toFixed(1) } : null;
  }
  if (system === 'shoe-women') {
    const eu = EU_WOMEN[(value - 5) * 2];
    return eu ? { us, uk: String(value - 2.5), eu, jp: (value + 17).toFixed(1) } : null;
  }
  return null;
}

/** The shoe sizes a market shows: UK sizes in Britain and Ireland, centimetres in Japan, US in North America, EU elsewhere. */
export function shoeSizesOf(countryCode: string): keyof ShoeSizes {
  if (countryCode === 'GB' || countryCode === 'IE') return 'uk';
  if (countryCode === 'JP') return 'jp';
  if (['US', 'CA', 'MX'].includes(countryCode)) return 'us';
  return 'eu';
}

/** Which size label a market shows (shoeSizesOf); sizes without conversions (kids, apparel) everywhere the same. */
export function sizeLabelFor(countryCode: string, system: SizeSystem, size: string): string {
  const sizes = convertShoeSize(system, size);
  return sizes ? sizes[shoeSizesOf(countryCode)] : size;
}

const separators = new Map<string, string>();

/** The language's decimal separator ("," in German and French), found once per language tag. */
function decimalSeparator(languageTag: string): string {
  let separator = separators.get(languageTag);
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(languageTag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    separators.set(languageTag, separator);
  }
  return separator;
}

/**
 * What a size label is, for the messages that select on it: a shoe's size (French *pointure*), the one size of a
 * style made in one size only ("OS": its label is already the whole phrase, "One size", so no "Size" before it), or
 * another size (apparel, socks: *taille*). A message without a branch for `one` reads it as `other`.
 */
export type SizeKind = 'shoe' | 'one' | 'other';

/** The catalog's label of the one size of a style made in one size only (SIZE_RUNS['one-size']). */
export const ONE_SIZE = 'OS';

/**
 * The one size as each language writes it (tester t3-F2: the code "OS" was shown, and a French screen reader read it
 * as the word *os*). Only what is shown: "OS" stays the value of forms, links and the api's calls.
 */
const ONE_SIZE_WORDS: Readonly<Record<string, string>> = {
  en: 'One size',
  fr: 'Taille unique',
  de: 'Einheitsgröße',
  ja: 'フリーサイズ',
};

/**
 * Whether a size label names a shoe's size (a number in a market's system, "42.5", "W 8.5", "26.0", or a kids' US
 * size, "10.5C", "1Y") or something else's (apparel XS–XXL, socks S–L, one size). French says *pointure* for the
 * one and *taille* for the other; the storefront's messages select on it where only the label is known (a basket
 * line, a listing's size facet).
 */
export function sizeKindOf(label: string): SizeKind {
  const trimmed = label.trim();
  if (trimmed === ONE_SIZE) return 'one';
  return /^(?:\p{L}+ )?\d{1,2}(?:[.,]\d)?[CY]?$/u.test(trimmed) ? 'shoe' : 'other';
}

/** The size kind of a style's size system: every shoe run is a shoe's, one size is one, apparel is other. */
export function sizeKindOfSystem(system: SizeSystem): SizeKind {
  if (system === 'one-size') return 'one';
  return system.startsWith('shoe-') ? 'shoe' : 'other';
}

/**
 * A size as a language writes it: the catalog's labels carry a decimal point ("40.5", "W 8.5"), which German and
 * French write with a comma ("40,5"), as the size guide's numbers already are; the one size "OS" in words ("Taille
 * unique"). Only what is shown changes: the label
 * stays the value of forms and links. The storefront's pages and the api's emails both write sizes with it.
 */
export function localSizeLabel(label: string, languageTag: string): string {
  if (label === ONE_SIZE) return ONE_SIZE_WORDS[languageTag.slice(0, 2).toLowerCase()] ?? ONE_SIZE_WORDS.en!;
  const separator = decimalSeparator(languageTag);
  return separator === '.' ? label : label.replace(/(\d)\.(\d)/g, `$1${separator}$2`);
}
