import { shoeSizesOf } from '@outsole/contracts/sizes';
import type { RequestContext } from '../../lib/context.js';
import type { SearchCatalog } from './search-catalog.js';
import { sizeLabels } from './search.sizes.js';

/**
 * A size typed in the search box ("running shoes size 10", "Laufschuhe Größe 42,5", "taille M", "サイズ27") is a
 * size refinement, not words to find in a text (decision 0010): catalog texts do not say "size 10", so searching
 * for the words found little or nothing. The phrase is a size word of any of the shop's languages — size, sizes,
 * sz, Größe (groesse, grösse), Gr./Gr, taille, pointure, サイズ — then a size: a shoe size in the site's system
 * (US in America, UK in Britain, EU in Germany and France, centimetres in Japan: `shoeSizesOf`), with a decimal
 * point or comma or "½" ("9.5", "42,5", "9 1/2"), a kids' size ("11C", "4Y"), or an apparel size (XS–XXL, also
 * written small, medium, large, x-large, 2XL), or a list of them ("size 9 or 10", "sizes 9, 9.5"). A connecting
 * word just before it ("in size 10", "en taille 42", "in Größe 42") goes with it. A size word alone ("size chart")
 * stays text.
 */
const SIZE_WORD = String.raw`(?:(?<![\p{L}\p{N}])(?:(?:(?:in|en|of|de|im)\s+)?(?:sizes?|sz|gr(?:ö|oe|o)(?:ß|ss)e|gr\.?|taille|pointure))|サイズ)`;
const NUMBER = String.raw`(\d{1,2})(?:[.,](\d))?(?:\s*(1[/⁄]2))?\s*(cm|c|y)?`;
const APPAREL = String.raw`(xxs|xs|s|m|l|xl|xxl|2xl|xxxl|3xl|small|medium|large|x-large|extra[\s-]large|xx-large)`;
/**
 * After the size: no Latin letter, digit or decimal part (so "size men…" is no size M, "size 8.25" no size 8); anything
 * else may follow (a Japanese particle: サイズ27の…).
 */
const AFTER = String.raw`(?![\p{N}\p{Script=Latin}]|[.,]\d)`;
const SIZE = `(?:${NUMBER}|${APPAREL})${AFTER}`;
/** One size of a phrase, with what it says in its groups (labelOf). */
const ONE_SIZE = new RegExp(SIZE, 'giu');
/** Between the sizes of a list ("size 9 or 10", "sizes 9, 9.5", "Größe 42 oder 43", "taille 42 ou 43"). */
const AND_OR = String.raw`\s*(?:,|/|&|\bor\b|\band\b|\boder\b|\bund\b|\bou\b|\bet\b|または|か)\s*`;
/**
 * A size word, then one size or a list of them; a Japanese size may be followed by the particle の (サイズ27の
 * スニーカー): it goes with the size.
 */
const SIZE_PHRASE = new RegExp(
  `${SIZE_WORD}\\s*[:#]?\\s*(${SIZE.replace(/\((?!\?)/g, '(?:')}(?:${AND_OR}${SIZE.replace(/\((?!\?)/g, '(?:')})*)(?:の)?`,
  'giu',
);

const APPAREL_LABELS: Readonly<Record<string, string>> = {
  small: 'S',
  medium: 'M',
  large: 'L',
  'x-large': 'XL',
  'extra large': 'XL',
  'extra-large': 'XL',
  'xx-large': 'XXL',
  '2xl': 'XXL',
  '3xl': 'XXXL',
};

/** Punctuation left dangling where a phrase was taken out ("trail shoes, size 9" → "trail shoes"). */
const DANGLING = /^[\s,;:/\-–—]+|[\s,;:/\-–—]+$/gu;

export interface SizeQuery {
  /** The query as typed without its size phrases (spaces collapsed); the query itself when it has none. */
  text: string;
  /** The sizes the phrases named that the site has (labels of its size facet), each once, in the order typed. */
  sizes: string[];
  /** Whether a phrase was taken out of the text (a size the site has, or one it has not, ignored). */
  understood: boolean;
}

/**
 * The size label a phrase names on a site of `countryCode`, as its size facet writes it ("9.5", "42.5", "27.0",
 * "11C", "M"), or null when it can name none there (centimetres off the Japanese site, "9.5 1/2").
 */
function labelOf(match: RegExpMatchArray, countryCode: string): string | null {
  const [, whole, tenth, half, unit, apparel] = match;
  if (apparel !== undefined) {
    const word = apparel.toLowerCase().replace(/\s+/g, ' ');
    return APPAREL_LABELS[word] ?? word.toUpperCase();
  }
  if (whole === undefined) return null;
  if (half !== undefined && tenth !== undefined) return null;
  const value = Number(whole) + (tenth !== undefined ? Number(tenth) / 10 : 0) + (half !== undefined ? 0.5 : 0);
  const suffix = unit?.toLowerCase();
  if (suffix === 'c' || suffix === 'y') return `${value}${suffix.toUpperCase()}`;
  const system = shoeSizesOf(countryCode);
  if (suffix === 'cm' && system !== 'jp') return null;
  // Japan labels shoes in centimetres with one decimal (27.0); the other systems write whole sizes bare (42, 9).
  return system === 'jp' ? value.toFixed(1) : String(value);
}

/**
 * The query's size phrases as size refinements of a site of `countryCode` whose size facet has the labels
 * `siteHas` says it has, and the text left to search. A size the site has none of ("size 99", EU 42 on the US site) is
 * ignored rather than finding nothing: its phrase is taken out all the same, unless nothing else was typed, when
 * the query stays as typed (a shopper who typed only "size 99" is not shown everything).
 */
export function sizesInQuery(q: string, countryCode: string, siteHas: (label: string) => boolean): SizeQuery {
  // NFKC writes ½ as 1⁄2 glued to the number before it (9½ → 91⁄2): spaced first, it is read as 9 1/2.
  const typed = q.replace(/½/gu, ' 1/2').normalize('NFKC');
  const sizes: string[] = [];
  let found = false;
  const text = typed
    .replace(SIZE_PHRASE, (_phrase: string, list: string) => {
      found = true;
      for (const match of list.matchAll(ONE_SIZE)) {
        const label = labelOf(match, countryCode);
        if (label !== null && siteHas(label) && !sizes.includes(label)) sizes.push(label);
      }
      return ' ';
    })
    .replace(/\s+/gu, ' ')
    .replace(DANGLING, '');
  if (!found) return { text: q, sizes: [], understood: false };
  if (sizes.length === 0 && !/[\p{L}\p{N}]/u.test(text)) return { text: q, sizes: [], understood: false };
  return { text, sizes, understood: true };
}

/**
 * The size labels the site's size facet can list: every size the catalog has stock of, in the site's system. One set
 * per catalog dictionary and country, kept with its label table until the dictionary learns a size (search.sizes.ts),
 * not built again for every size a query names (review finding F8).
 */
export function siteSizeLabels(catalog: SearchCatalog, ctx: RequestContext): ReadonlySet<string> {
  return sizeLabels(catalog.sizes.dictionary, ctx.site.countryCode).labelSet;
}
