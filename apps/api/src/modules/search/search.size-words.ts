import {
  convertShoeSize,
  SIZE_RUNS,
  SIZE_SYSTEMS,
  shoeSizesOf,
  sizeLabelFor,
  type ShoeSizes,
  type SizeSystem,
} from '@outsole/contracts/sizes';
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
 * stays text. A size system may be named instead of a size word or with it ("UK 8", "size EU 42", "Größe 42 EU"):
 * a shoe size of another system than the site's is translated to the site's where that names no wrong size
 * (translatedLabel), else taken out of the text and offered per gender (candidatesOf). A half or tenth size the site sells needs no size word beside other words ("running 10.5",
 * "Laufschuhe 42,5": BARE_LIST); a whole number does (it may be a model's: "nova 5").
 */
const CONNECTING = String.raw`(?:(?:in|en|of|de|im)\s+)?`;
const LATIN_SIZE_WORD = String.raw`(?:sizes?|sz|gr(?:ö|oe|o)(?:ß|ss)e|gr\.?|taille|pointure)`;
const SIZE_WORD = String.raw`(?:(?<![\p{L}\p{N}])${CONNECTING}${LATIN_SIZE_WORD}|サイズ)`;
/**
 * A size system named with the size ("UK 8", "size EU 42", "US size 9", "Größe 42 EU"): us, uk, eu (eur), jp. A size
 * in another system than the site's is translated (translatedLabel); in the site's own it is read as without it.
 */
const SYSTEM = String.raw`(us|uk|eur?|jp)(?!\p{L})`;
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
const AND_OR = String.raw`\s*(?:,|/|&|\bor\b|\band\b|\boder\b|\bund\b|\bou\b|\bet\b|または|か|や)\s*`;
const LIST = `${SIZE.replace(/\((?!\?)/g, '(?:')}(?:${AND_OR}${SIZE.replace(/\((?!\?)/g, '(?:')})*`;
/**
 * A size word, then perhaps a size system, then one size or a list of them ("size 10", "size UK 8"); or a size system,
 * then perhaps a size word, then the sizes ("UK 8", "US size 9"). A size system may follow the sizes instead ("Größe
 * 42 EU"). A Japanese size may be followed by the particle の (サイズ27のスニーカー): it goes with the size.
 */
const SIZE_PHRASE = new RegExp(
  String.raw`(?:${SIZE_WORD}\s*[:#]?\s*(?:${SYSTEM}\s*[:#]?\s*)?|(?<![\p{L}\p{N}])${CONNECTING}${SYSTEM}(?:\s*${LATIN_SIZE_WORD}|\s*サイズ)?\s*[:#]?\s*)(${LIST})(?:\s*${SYSTEM})?(?:の)?`,
  'giu',
);

/**
 * A half or tenth size typed without a size word, next to other words ("running 10.5", "Laufschuhe 42,5", "ランニング
 * 26.5", "27.0cm", "trail 9½"): a number with a decimal point or comma, a half, or centimetres, standing apart from
 * Latin letters and other digits. Whole numbers are never read so: the catalog's model numbers are whole ("Nova 5",
 * "Glide 4"), and a whole number is also a shoe size, so "nova 5" stays the model (decision 0010, session 53).
 * Such a size may stand in a list of sizes as after a size word ("running 9.5 or 10", "Laufschuhe 42 oder 42,5",
 * "ランニング 26.5か27"): BARE_LIST is the whole list, read as a whole (bareSizes), never a connector and a whole
 * number left behind as words to find (review-53 #2).
 */
const NAMED_SYSTEM = String.raw`(?:us|uk|eur?|jp)(?!\p{L})`;
const BARE_NUMBER = `${NUMBER.replace(/\((?!\?)/g, '(?:')}${AFTER}`;
const BARE_LIST = new RegExp(
  // Not a size another system named that stayed text ("UK 10.5" on the US site, "42,5 EU"): no size of this one. The
  // list is all of it (not its first sizes, when the rest is followed by a system: "9.5 or 10 UK").
  String.raw`(?<![\p{N}\p{Script=Latin}.,/⁄])(?<!(?<![\p{L}\p{N}])${NAMED_SYSTEM}\s*(?:${LATIN_SIZE_WORD}|サイズ)?\s*[:#]?\s*)${BARE_NUMBER}(?:${AND_OR}${BARE_NUMBER})*(?!\s*${NAMED_SYSTEM})(?!${AND_OR}${BARE_NUMBER})`,
  'giu',
);
/** One size of a BARE_LIST, with what it says in its groups (labelOf). */
const BARE_ONE = new RegExp(`${NUMBER}${AFTER}`, 'giu');

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
  /**
   * Shoe sizes named in another system that could not be translated for want of a gender (UK 8 on the US site is
   * men's 8.5 or women's 10.5), each with the site's size it is for each gender run: taken out of the text all
   * the same, never searched as a number (decision 0010, session 53).
   */
  unresolved: UnresolvedSize[];
}

export interface UnresolvedSize {
  /** The size as named, with its system ("UK 8", "EU 42,5", "27cm"). */
  typed: string;
  /** The site's label of that size in each gender's run the site has in stock: the refinements that apply it. */
  candidates: { gender: 'men' | 'women'; size: string }[];
}

/**
 * The runs (size systems) a gender shops in, as the catalog sizes its shoes: men's and unisex shoes in men's sizes,
 * women's in women's, kids' in kids' (generate-catalog.ts sizeSystem).
 */
const GENDER_RUNS: Readonly<Record<string, SizeSystem>> = {
  men: 'shoe-men',
  unisex: 'shoe-men',
  women: 'shoe-women',
  kids: 'shoe-kids',
};

/** Words of the shop's languages naming whom a search is for, and the run their shoes are sized in. */
const GENDER_WORDS: readonly (readonly [RegExp, SizeSystem])[] = [
  [
    /(?<![\p{L}\p{N}])(?:m[ae]n(?:['’]?s)?|male|herren|m(?:ä|ae)nner|hommes?)(?![\p{L}\p{N}])|メンズ|男性|紳士/iu,
    'shoe-men',
  ],
  [
    /(?<![\p{L}\p{N}])(?:wom[ae]n(?:['’]?s)?|lad(?:y|ies)(?:['’]?s)?|female|damen|frauen|femmes?)(?![\p{L}\p{N}])|レディース|女性|婦人/iu,
    'shoe-women',
  ],
  [
    /(?<![\p{L}\p{N}])(?:kids?(?:['’]?s)?|child(?:ren)?(?:['’]?s)?|kinder|enfants?|junior)(?![\p{L}\p{N}])|キッズ|子供|ジュニア/iu,
    'shoe-kids',
  ],
];

/**
 * The runs a search is for: those of the genders chosen in its gender refinement, else those its words name
 * ("mens", "Damen", "femme", メンズ), else null (any).
 */
function runsOf(typed: string, genders: readonly string[] | undefined): ReadonlySet<SizeSystem> | null {
  const chosen = (genders ?? []).flatMap((gender) => GENDER_RUNS[gender] ?? []);
  if (chosen.length > 0) return new Set(chosen);
  const named = GENDER_WORDS.filter(([words]) => words.test(typed)).map(([, run]) => run);
  return named.length > 0 ? new Set(named) : null;
}

/** A size system as typed ("EUR", "uk") as the conversion chart names it. */
function systemOf(word: string | undefined): keyof ShoeSizes | undefined {
  if (word === undefined) return undefined;
  const lower = word.toLowerCase();
  return lower === 'eur' ? 'eu' : (lower as keyof ShoeSizes);
}

/**
 * A shoe size typed in another system than the site's (UK 8 on the US site), in the site's: the catalog's conversion
 * chart (convertShoeSize, what the size guide and every size label use) gives the sizes of each run it is, and their
 * label on the site. Null when it cannot be said without naming a wrong size: no run has it, the runs the search is
 * for have it under different labels (UK 8 is men's US 8.5 and women's US 10.5: which one is meant is unknown unless a
 * gender is chosen or named), or its label also stands for a size of another of those runs (UK 10.5 is only men's US
 * 11, but US 11 is women's 11 too, which is UK 8.5).
 */
function translatedLabel(
  value: number,
  named: keyof ShoeSizes,
  countryCode: string,
  runs: ReadonlySet<SizeSystem> | null,
): string | null {
  const inPlay = SIZE_SYSTEMS.filter((run) => runs === null || runs.has(run));
  const sizes = inPlay.flatMap((run) =>
    SIZE_RUNS[run].filter((us) => Number(convertShoeSize(run, us)?.[named]) === value).map((us) => ({ run, us })),
  );
  const labels = new Set(sizes.map(({ run, us }) => sizeLabelFor(countryCode, run, us)));
  if (labels.size !== 1) return null;
  const label = [...labels][0] as string;
  const others = inPlay.some((run) =>
    SIZE_RUNS[run].some(
      (us) => sizeLabelFor(countryCode, run, us) === label && !sizes.some((size) => size.run === run && size.us === us),
    ),
  );
  return others ? null : label;
}

/** The gender refinement whose shoes are of an adult run (men's and unisex shoes are of men's; kids' have no chart). */
const RUN_GENDERS: readonly (readonly ['shoe-men' | 'shoe-women', 'men' | 'women'])[] = [
  ['shoe-men', 'men'],
  ['shoe-women', 'women'],
];

/**
 * What a shoe size of another system that translatedLabel could not say in the site's is, for each gender run in
 * play (all adult runs without a gender): the site's label for that run's size, when the site has it. Applied with
 * its gender as the gender refinement, the label names that run's size only (the gender chooses the run).
 */
function candidatesOf(
  value: number,
  named: keyof ShoeSizes,
  countryCode: string,
  runs: ReadonlySet<SizeSystem> | null,
  siteHas: (label: string) => boolean,
): UnresolvedSize['candidates'] {
  return RUN_GENDERS.filter(([run]) => runs === null || runs.has(run)).flatMap(([run, gender]) =>
    SIZE_RUNS[run]
      .filter((us) => Number(convertShoeSize(run, us)?.[named]) === value)
      .map((us) => sizeLabelFor(countryCode, run, us))
      .filter(siteHas)
      .map((size) => ({ gender, size })),
  );
}

/**
 * The size label a phrase names on a site of `countryCode`, as its size facet writes it ("9.5", "42.5", "27.0",
 * "11C", "M"), or null when it can name none there ("9.5 1/2"). `named` is the size system the phrase named (UK, EU,
 * US, JP, or centimetres, which is JP); a shoe size of another system than the site's is translated
 * (translatedLabel), and anything else named in another system (a kids' or apparel size) is not read: `foreign`.
 */
function labelOf(
  match: RegExpMatchArray,
  countryCode: string,
  named: keyof ShoeSizes | undefined,
  runs: ReadonlySet<SizeSystem> | null,
): { label: string | null; foreign: boolean; value?: number; system?: keyof ShoeSizes } {
  const [, whole, tenth, half, unit, apparel] = match;
  const suffix = unit?.toLowerCase();
  const site = shoeSizesOf(countryCode);
  const system = suffix === 'cm' ? 'jp' : named;
  if (suffix === 'cm' && named !== undefined && named !== 'jp') return { label: null, foreign: true };
  const foreign = system !== undefined && system !== site;
  if (apparel !== undefined) {
    if (foreign) return { label: null, foreign };
    const word = apparel.toLowerCase().replace(/\s+/g, ' ');
    return { label: APPAREL_LABELS[word] ?? word.toUpperCase(), foreign };
  }
  if (whole === undefined || (half !== undefined && tenth !== undefined)) return { label: null, foreign };
  const value = Number(whole) + (tenth !== undefined ? Number(tenth) / 10 : 0) + (half !== undefined ? 0.5 : 0);
  if (suffix === 'c' || suffix === 'y') return { label: foreign ? null : `${value}${suffix.toUpperCase()}`, foreign };
  if (foreign) return { label: translatedLabel(value, system, countryCode, runs), foreign, value, system };
  // Japan labels shoes in centimetres with one decimal (27.0); the other systems write whole sizes bare (42, 9).
  return { label: site === 'jp' ? value.toFixed(1) : String(value), foreign };
}

/**
 * The query's size phrases as size refinements of a site of `countryCode` whose size facet has the labels
 * `siteHas` says it has, and the text left to search. A size the site has none of ("size 99", EU 42 on the US site) is
 * ignored rather than finding nothing: its phrase is taken out all the same, unless nothing else was typed, when
 * the query stays as typed (a shopper who typed only "size 99" is not shown everything). A phrase naming another size
 * system ("UK 8" on the US site) is translated to the site's for the runs of the `genders` chosen or, else, named in
 * the words (translatedLabel); a shoe size that cannot be translated without naming a wrong size is taken out of the
 * text all the same, and listed in `unresolved` with what it is for each gender (candidatesOf), never left a number
 * to search (a model's). Another system's kids' or apparel size, which the chart does not convert, stays text.
 */
export function sizesInQuery(
  q: string,
  countryCode: string,
  siteHas: (label: string) => boolean,
  genders?: readonly string[],
): SizeQuery {
  // NFKC writes ½ as 1⁄2 glued to the number before it (9½ → 91⁄2): spaced first, it is read as 9 1/2.
  const typed = q.replace(/½/gu, ' 1/2').normalize('NFKC');
  const runs = runsOf(typed, genders);
  const sizes: string[] = [];
  const unresolved: UnresolvedSize[] = [];
  let found = false;
  let text = typed
    .replace(
      SIZE_PHRASE,
      (phrase: string, before: string | undefined, first: string | undefined, list: string, after?: string) => {
        const named = systemOf(before ?? first ?? after);
        const read = [...list.matchAll(ONE_SIZE)].map((match) => ({
          typed: match[0].trim(),
          ...labelOf(match, countryCode, named, runs),
        }));
        // A shoe size of another system that cannot be said in the site's for want of a gender ("UK 8"): out of the
        // text all the same, as the sizes it may be, never a number to search (a model's: "Rally 8").
        const open = read.filter(({ label, foreign, value }) => foreign && label === null && value !== undefined);
        // Another system's kids' or apparel sizes ("UK 11C", "EU M"), which the chart does not convert: words.
        if (open.length === 0 && read.every(({ label, foreign }) => foreign && label === null)) return phrase;
        found = true;
        for (const { label } of read) {
          if (label !== null && siteHas(label) && !sizes.includes(label)) sizes.push(label);
        }
        for (const { typed: size, value, system } of open) {
          if (value === undefined || system === undefined) continue;
          const name = /cm$/iu.test(size) ? size : `${system.toUpperCase()} ${size}`;
          if (unresolved.some((known) => known.typed === name)) continue;
          unresolved.push({ typed: name, candidates: candidatesOf(value, system, countryCode, runs, siteHas) });
        }
        return ' ';
      },
    )
    .replace(/\s+/gu, ' ')
    .replace(DANGLING, '');
  const bare = bareSizes(text, countryCode, siteHas, runs);
  if (bare) {
    found = true;
    text = bare.text;
    for (const label of bare.sizes) if (!sizes.includes(label)) sizes.push(label);
  }
  const asTyped = { text: q, sizes: [], understood: false, unresolved: [] };
  if (!found) return asTyped;
  // Nothing but sizes the site has none of ("size 99", "UK 30"): searched as typed, not every style shown.
  const sayable = sizes.length > 0 || unresolved.some(({ candidates }) => candidates.length > 0);
  if (!sayable && !/[\p{L}\p{N}]/u.test(text)) return asTyped;
  return { text, sizes, understood: true, unresolved };
}

/**
 * The half and tenth sizes typed without a size word (BARE_LIST) that are sizes the site sells, taken out of the
 * text, and the text left; null when there are none, or nothing but them was typed (a number alone is searched as
 * typed). A decimal the site sells no size of stays in the text, one word ("without “10.5”" if it finds nothing). A
 * list with such a size in it ("9.5 or 10") is read whole, as after a size word: its other sizes too, its connectors
 * out of the text; a list without one ("running 10 or 11") stays text, whole numbers being models' as much as sizes.
 */
function bareSizes(
  text: string,
  countryCode: string,
  siteHas: (label: string) => boolean,
  runs: ReadonlySet<SizeSystem> | null,
): { text: string; sizes: string[] } | null {
  const sizes: string[] = [];
  const left = text
    .replace(BARE_LIST, (list: string) => {
      const read = [...list.matchAll(BARE_ONE)].map((match) => {
        const [, , tenth, half, unit] = match;
        const { label } = labelOf(match, countryCode, undefined, runs);
        const centimetres = unit?.toLowerCase() === 'cm';
        // A decimal, a half or centimetres the site sells; a kids' 10.5C or 4.5Y is left to a size word.
        const bare =
          (tenth !== undefined || half !== undefined || centimetres) &&
          (unit === undefined || centimetres) &&
          label !== null &&
          siteHas(label);
        return { label, bare };
      });
      if (!read.some(({ bare }) => bare)) return list;
      for (const { label } of read) {
        if (label !== null && siteHas(label) && !sizes.includes(label)) sizes.push(label);
      }
      return ' ';
    })
    .replace(/\s+/gu, ' ')
    .replace(DANGLING, '');
  if (sizes.length === 0 || !/[\p{L}\p{N}]/u.test(left)) return null;
  return { text: left, sizes };
}

/**
 * The size labels the site's size facet can list: every size the catalog has stock of, in the site's system. One set
 * per catalog dictionary and country, kept with its label table until the dictionary learns a size (search.sizes.ts),
 * not built again for every size a query names (review finding F8).
 */
export function siteSizeLabels(catalog: SearchCatalog, ctx: RequestContext): ReadonlySet<string> {
  return sizeLabels(catalog.sizes.dictionary, ctx.site.countryCode).labelSet;
}
