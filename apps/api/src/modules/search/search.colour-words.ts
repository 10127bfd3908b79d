import type { LocalePath } from '@outsole/contracts/locales';

/**
 * The words shoppers type for each colour family (the colour facet's values) in each site's language: the facet's
 * own label first (as the storefront's product.attr.colourFamilyValue says it), then other everyday forms — US and
 * British spellings, French feminine forms, German endings ("blaue Schuhe"), Japanese kanji (青, 赤). A style's
 * document holds the words of the families of its colourways, so "blue", "blau", "bleu" and "ブルー" find the styles
 * the facet lists as Blue, though no colourway is named so (they are Navy, Cobalt, Sky). The vocabulary holds them
 * too, so auto-suggest takes them as typed rather than "correcting" them.
 */
export const COLOUR_WORDS: Readonly<Record<string, Readonly<Record<'en' | 'de' | 'fr' | 'ja', readonly string[]>>>> = {
  black: { en: ['black'], de: german('schwarz'), fr: ['noir', 'noire'], ja: ['ブラック', '黒'] },
  white: { en: ['white'], de: german('weiß', 'weiss'), fr: ['blanc', 'blanche'], ja: ['ホワイト', '白'] },
  grey: { en: ['grey', 'gray'], de: german('grau'), fr: ['gris', 'grise'], ja: ['グレー', 'グレイ', '灰色'] },
  blue: { en: ['blue'], de: german('blau'), fr: ['bleu', 'bleue'], ja: ['ブルー', '青'] },
  red: { en: ['red'], de: german('rot'), fr: ['rouge'], ja: ['レッド', '赤'] },
  orange: { en: ['orange'], de: german('orange'), fr: ['orange'], ja: ['オレンジ', '橙色'] },
  yellow: { en: ['yellow'], de: german('gelb'), fr: ['jaune'], ja: ['イエロー', '黄色'] },
  green: { en: ['green'], de: german('grün', 'gruen'), fr: ['vert', 'verte'], ja: ['グリーン', '緑'] },
  pink: { en: ['pink'], de: german('rosa', 'pink'), fr: ['rose'], ja: ['ピンク', '桃色'] },
  purple: { en: ['purple'], de: german('lila', 'violett'), fr: ['violet', 'violette'], ja: ['パープル', '紫'] },
  brown: { en: ['brown'], de: german('braun'), fr: ['marron'], ja: ['ブラウン', '茶色'] },
  beige: { en: ['beige'], de: german('beige'), fr: ['beige'], ja: ['ベージュ'] },
};

/** A German colour adjective with the endings it takes before a noun (blaue, blauen, blauer, blaues). */
function german(...stems: string[]): string[] {
  return stems.flatMap((stem) =>
    /[ae]$/.test(stem) ? [stem] : [stem, `${stem}e`, `${stem}en`, `${stem}er`, `${stem}es`],
  );
}

export function languageOf(locale: LocalePath): 'en' | 'de' | 'fr' | 'ja' {
  return locale.slice(0, 2) as 'en' | 'de' | 'fr' | 'ja';
}

const LANGUAGES = ['en', 'de', 'fr', 'ja'] as const;

/**
 * The colour families a query word names in `locale`'s language: those with a word it starts ("blu" is on its way
 * to blue), as the engines match it. Words under three letters name none (the "t" of "t-shirt").
 */
function familiesInLanguage(term: string, language: (typeof LANGUAGES)[number]): string[] {
  if (term.length < 3 && !/[^\p{Script=Latin}]/u.test(term)) return [];
  return Object.entries(COLOUR_WORDS)
    .filter(([, names]) => names[language].some((name) => name.startsWith(term)))
    .map(([family]) => family);
}

/**
 * The colour families a word of another of the shop's languages names, when the site's language names none: a
 * whole colour word ("red" on the German site, "rouge" or "赤" on the English one), never a start of one, so the
 * start of a site-language word ("bra" of "bra", "ros" of "rose") is not read as a foreign colour.
 */
function familiesInOtherLanguages(term: string, language: (typeof LANGUAGES)[number]): string[] {
  return Object.entries(COLOUR_WORDS)
    .filter(([, names]) => LANGUAGES.some((other) => other !== language && names[other].includes(term)))
    .map(([family]) => family);
}

/**
 * The colour families a query word names on a site of `locale`: in the site's language first (a word it starts,
 * as the engines match it: "bla" is black or blue on the English site, blau on the German one, blanc on the
 * French one); only when that names none, the families a whole colour word of another of the shop's languages
 * names ("red" on the German site, "rouge" on the English one). Words under three Latin letters name none.
 */
export function coloursNamed(term: string, locale: LocalePath): string[] {
  const language = languageOf(locale);
  const own = familiesInLanguage(term, language);
  return own.length > 0 ? own : familiesInOtherLanguages(term, language);
}

/**
 * The site language's words a query word also matches as (search.terms.ts termAlternatives) because it is a
 * colour word of another of the shop's languages: "red" on the German site is also "rot" (the colour words the
 * German documents hold, search.colours.ts), "rouge" on the English site "red". None for a word the site's
 * language reads as a colour (its own words come first where languages collide) or for any other word.
 */
export function foreignColourAlternatives(term: string, locale: LocalePath): string[] {
  const language = languageOf(locale);
  if (familiesInLanguage(term, language).length > 0) return [];
  const families = familiesInOtherLanguages(term, language);
  const words = [...new Set(families.flatMap((family) => COLOUR_WORDS[family]?.[language] ?? []))];
  // A prefix finds what its longer forms do ("rot" finds "rote", "roten"): one read each is enough.
  return words.filter((word) => word !== term && !words.some((other) => other !== word && word.startsWith(other)));
}
