import type { LocalePath } from '@outsole/contracts/locales';
import { words } from './search.terms.js';

/**
 * The words shoppers type for each colour family (the colour facet's values) in each site's language: the facet's
 * own label first (as the storefront's product.attr.colourFamilyValue says it), then other everyday forms — US and
 * British spellings, French feminine forms, German endings ("blaue Schuhe"), Japanese kanji (青, 赤). A style's
 * document holds the words of the families of its colourways, so "blue", "blau", "bleu" and "ブルー" find the styles
 * the facet lists as Blue, though no colourway is named so (they are Navy, Cobalt, Sky). The vocabulary holds them
 * too, so auto-suggest takes them as typed rather than "correcting" them.
 */
const COLOUR_WORDS: Readonly<Record<string, Readonly<Record<'en' | 'de' | 'fr' | 'ja', readonly string[]>>>> = {
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

function languageOf(locale: LocalePath): 'en' | 'de' | 'fr' | 'ja' {
  return locale.slice(0, 2) as 'en' | 'de' | 'fr' | 'ja';
}

/** The words a document in `locale` holds for these colour families (unknown families have none). */
export function colourWordsOf(families: Iterable<string>, locale: LocalePath): string[] {
  const language = languageOf(locale);
  return [...new Set(families)].flatMap((family) => COLOUR_WORDS[family]?.[language] ?? []);
}

/**
 * The colour families a query word names in `locale`: those with a word it starts ("blu" is on its way to blue),
 * as the engines match it. Words under three letters name none (the "t" of "t-shirt").
 */
export function coloursNamed(term: string, locale: LocalePath): string[] {
  if (term.length < 3 && !/[^\p{Script=Latin}]/u.test(term)) return [];
  const language = languageOf(locale);
  return Object.entries(COLOUR_WORDS)
    .filter(([, names]) => names[language].some((name) => words(name).some((word) => word.startsWith(term))))
    .map(([family]) => family);
}
