import { isSupportedLocale } from '@outsole/contracts/locales';
import { foreignColourAlternatives } from './search.colour-words.js';

/**
 * Pure text handling shared by indexing and querying: the words of a text, and typo correction against a
 * vocabulary. Words are letters and digits only (any script), lower case, NFKC-normalised: the same rule on
 * both sides, and nothing that either engine's query syntax could read as an operator. A query word keeps a decimal
 * point or comma between digits ("10.5", "42,5"): one number, which both engines read as the document's number
 * (FTS5 as the phrase 10 5, PostgreSQL as its number 10.5, or 42 <-> 5), and no operator of either.
 *
 * Japanese (and Chinese) is written without spaces, so a word of those scripts is a whole run such as
 * ランニングシューズ. Such a word is split into its dictionary words by `Intl.Segmenter` (ICU): ランニング | シューズ.
 * A document holds, for each of them, the rest of the run from there (ランニングシューズ, シューズ), so the engines'
 * prefix match finds a word inside a run, the run's start as it is being typed, and the words that follow it. A
 * query keeps the run whole as one term (what was typed, shown and counted as it was typed), which matches a
 * document holding it as a prefix, or holding a prefix of each of its words wherever they stand (防水ジャケット
 * finds 防水 in the description and ジャケット in the name): the segmenter may cut a half-typed word differently
 * from the whole one (リサイ is リ | サイ, リサイクル one word), and the first alternative still finds it. Words
 * without those scripts are never segmented, so other languages tokenise exactly as before.
 */

/** Words longer than this are cut: no style name needs more, and it bounds the edit-distance work. */
const MAX_WORD_LENGTH = 30;
/** At most this many words of a query are used. */
const MAX_QUERY_WORDS = 8;

const WORD = /[\p{L}\p{N}]+/gu;
/**
 * A word of a query: as WORD, but a decimal point or comma between digits stays in it, so a number is one word
 * ("10.5", "42,5", "27.0cm"), as typed and as the engines' tokenizers read it in a phrase, never two ("10" and "5",
 * the second a model number: "Nova 5").
 */
const QUERY_WORD = /[\p{L}\p{N}]+(?:(?<=\p{N})[.,](?=\p{N})[\p{L}\p{N}]+)*/gu;
/** A number typed with a decimal point or comma (or digits only): no misspelling of a word. */
const NUMBER = /^\p{N}+(?:[.,]\p{N}+)*$/u;
/** An English possessive (men's, women’s, kid's): one word with its s, not the word and a lone "s". */
const POSSESSIVE = /(\p{L})['’]s(?![\p{L}\p{N}])/gu;
/** A word of Latin letters that may be a plural or possessive in s (mens, womens, sandals), not one in ss (dress). */
const LATIN_S_PLURAL = /^\p{Script=Latin}{2,}[^s\P{Script=Latin}]s$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Han, hiragana and katakana, with the marks they share (the prolonged sound mark ー is of both kana scripts). */
const UNSPACED = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u;

/** Hiragana letters and iteration marks (ぁ–ゖ, ゝゞ), each 0x60 below its katakana. */
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/gu;
const KANA_OFFSET = 0x60;

/**
 * One segmenter for every run of those scripts, whatever the locale: ICU splits Han and kana with one dictionary
 * (the ja, zh and en segmenters cut them alike), and a document and a query must be cut the same way even when
 * a Japanese word is typed on another site. Created once: a segmenter costs more to create than to use.
 */
const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/** Segmented words remembered (a catalog repeats its words); emptied when full. */
const SEGMENTED_LIMIT = 50_000;
const segmented = new Map<string, readonly number[]>();

/** Where the dictionary words of a word (letters and digits, lower case) start: [0] without Han or kana. */
function wordStarts(word: string): readonly number[] {
  if (!UNSPACED.test(word)) return [0];
  const known = segmented.get(word);
  if (known) return known;
  const starts = [0]; // the whole word, whatever its first segment
  for (const { segment, index, isWordLike } of segmenter.segment(word)) {
    if (index > 0 && isWordLike && LETTER_OR_DIGIT.test(segment)) starts.push(index);
  }
  if (segmented.size >= SEGMENTED_LIMIT) segmented.clear();
  segmented.set(word, starts);
  return starts;
}

/**
 * Hiragana as katakana (らんにんぐ → ランニング), on both sides: a word typed without converting it finds what the
 * catalog writes in katakana, and the reverse. Applied after a document's run is cut into words, so the cutting
 * still sees the text as written.
 */
export function foldKana(word: string): string {
  return word.replace(HIRAGANA, (kana) => String.fromCharCode(kana.charCodeAt(0) + KANA_OFFSET));
}

/** The words of a text as typed: a run of Han or kana is one word (see queryTerms and termAlternatives). */
export function words(text: string): string[] {
  const found = text.normalize('NFKC').toLowerCase().replace(POSSESSIVE, '$1s').match(QUERY_WORD) ?? [];
  return found.map((word) => foldKana(word).slice(0, MAX_WORD_LENGTH));
}

/**
 * A style code typed apart, as box labels and receipts print it: three letters, a space, hyphen, dot, slash or
 * underscore, then three to six digits ("SSN-484841", "SSN 484841", "ssn 484") is one word, the code (SSN484841) or
 * its start, which search looks up (search.state.ts). Product names never pair a three-letter word with a number of
 * three digits or more.
 */
const SPLIT_CODE = /(?<![\p{L}\p{N}])(\p{Script=Latin}{3})[\s\-‐‑–—_./]+(\d{3,6})(?![\p{L}\p{N}])/gu;

export function queryTerms(text: string): string[] {
  return words(text.normalize('NFKC').replace(SPLIT_CODE, '$1$2')).slice(0, MAX_QUERY_WORDS);
}

/** The words a document, the vocabulary or a category name holds: a run of Han or kana from each of its words on. */
export function indexWords(text: string): string[] {
  const found = text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  return found.flatMap((word) => wordForms(word));
}

function wordForms(word: string): string[] {
  return wordStarts(word).map((start) => foldKana(word.slice(start, start + MAX_WORD_LENGTH)));
}

/**
 * The text an engine indexes (its own tokenizer splits it at spaces and punctuation): unchanged without Han or
 * kana; otherwise NFKC-normalised, with each word holding them replaced by its index words, spaced.
 */
export function indexText(text: string): string {
  if (!UNSPACED.test(text)) return text;
  return text
    .normalize('NFKC')
    .replace(WORD, (word) => (UNSPACED.test(word) ? wordForms(word.toLowerCase()).join(' ') : word));
}

/**
 * Words shoppers type for what the catalog calls otherwise, in any of the sites' languages: the US sneaker is a
 * trainer in the UK and a basket in France, a tee is searched for as a t-shirt (typed "t-shirt", "t shirt" or
 * "tshirt": the "t" matches on its own). Whole words, after a plural's s is taken off; each also finds itself.
 * `locales` adds, on those sites only, the words their catalog uses for the same thing, so the English loanwords
 * shoppers there type find it too: "hoodie" on the French site finds the "Sweat à capuche", "tee" on the Japanese
 * one the "Tシャツ" (decision 0033).
 */
const SYNONYM_GROUPS: readonly { words: readonly string[]; locales?: Readonly<Record<string, readonly string[]>> }[] = [
  { words: ['sneaker', 'trainer', 'basket', 'turnschuh'], locales: { 'ja-jp': ['スニーカー'] } },
  { words: ['tee', 'tshirt', 'shirt'], locales: { 'ja-jp': ['tシャツ'] } },
  { words: ['pant', 'trouser'] },
  {
    words: ['hoodie', 'hoody', 'sweatshirt', 'sweater'],
    locales: { 'fr-fr': ['capuche'], 'ja-jp': ['パーカー'] },
  },
  // The gift card by its words in every shop language, on every site: each finds the card's name in the site's
  // language (Gift Card, Geschenkkarte, Carte cadeau, ギフトカード), and none is ever "corrected" into a product name.
  {
    words: [
      'gift',
      'giftcard',
      'voucher',
      'geschenk',
      'geschenkkarte',
      'gutschein',
      'geschenkgutschein',
      'gutscheinkarte',
      'cadeau',
      'ギフト',
      'ギフトカード',
      'ギフト券',
    ],
  },
  // "card" of "gift card" (carte cadeau, Geschenkkarte, ギフトカード): the German and Japanese catalogs write it
  // inside a longer word, so there it also matches as that word.
  {
    words: ['card', 'carte', 'karte'],
    locales: { 'de-de': ['geschenkkarte'], 'ja-jp': ['カード', 'ギフトカード'] },
  },
];

function synonymMap(locale: string | undefined): ReadonlyMap<string, readonly string[]> {
  return new Map(
    SYNONYM_GROUPS.flatMap(({ words: group, locales }) => {
      const all = [...group, ...((locale && locales?.[locale]) || [])];
      return all.map((word) => [word, all.filter((other) => other !== word)] as const);
    }),
  );
}
const SYNONYMS = synonymMap(undefined);
const LOCALE_SYNONYMS = new Map<string, ReadonlyMap<string, readonly string[]>>();

function synonymsOf(word: string, locale: string | undefined): readonly string[] | undefined {
  if (!locale) return SYNONYMS.get(word);
  let map = LOCALE_SYNONYMS.get(locale);
  if (!map) LOCALE_SYNONYMS.set(locale, (map = synonymMap(locale)));
  return map.get(word);
}

/**
 * The ways a query term matches a document: each alternative is a list of prefixes the document must all hold.
 * A term without Han or kana is one prefix; a run of them is itself as a prefix, or its dictionary words each
 * as a prefix, when it has several. A Latin word ending in a single s is read without it: "mens" and "men's" find
 * the Men category's "men", "womens" "women" (the catalog says Men, Women, Kids; shoppers type all three forms).
 * The shorter prefix finds everything the longer one does, so nothing is lost, and one prefix costs one read. A
 * word with synonyms (SYNONYM_GROUPS, with those of the `locale` searched) also matches as each of them, and a
 * colour word of another of the shop's languages as the site language's words for that colour ("red" on the
 * German site as "rot", "rouge" on the English one as "red": search.colour-words.ts), which the documents hold.
 */
export function termAlternatives(term: string, locale?: string): string[][] {
  const alternatives = wordAlternatives(term, locale);
  const colours = locale && isSupportedLocale(locale) ? foreignColourAlternatives(term, locale) : [];
  return colours.length > 0 ? [...alternatives, ...colours.map((colour) => [colour])] : alternatives;
}

/** termAlternatives but for another language's colour words. */
function wordAlternatives(term: string, locale: string | undefined): string[][] {
  const base = LATIN_S_PLURAL.test(term) ? term.slice(0, -1) : term;
  const synonyms = synonymsOf(base, locale);
  if (synonyms) return [[base], ...synonyms.map((synonym) => [synonym])];
  if (base !== term) return [[base]];
  const starts = wordStarts(term);
  if (starts.length < 2) return [[term]];
  return [[term], starts.map((start, i) => term.slice(start, starts[i + 1]))];
}

/** Optimal-string-alignment Damerau–Levenshtein distance (one transposition counts as one edit). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** Edits tolerated for a word of this length: none below four letters (too many near neighbours), then 1, 2. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

export interface VocabularyTerm {
  term: string;
  frequency: number;
}

/**
 * What the word may be meant as, best first, at most `limit`: itself alone when some term starts with it (a prefix
 * being typed) or, for a run of Han or kana, with each of its dictionary words; else the terms of the vocabulary
 * within the allowed edits of it or of their start as long as it (fewest edits, then the most frequent term,
 * then the whole word before one whose start is close); none when nothing is close. A correction is always a whole
 * word of the vocabulary, as the catalog's names, colours and categories write it ("hoody" → "hoodie", never the
 * fragment "hoodi" whose edit distance was measured), so it can be shown to the shopper (decision 0033).
 */
export function wordCorrections(
  word: string,
  vocabulary: readonly VocabularyTerm[],
  locale?: string,
  limit = 3,
): string[] {
  const known = (prefix: string) => vocabulary.some((v) => v.term.startsWith(prefix));
  if (termAlternatives(word, locale).some((prefixes) => prefixes.every(known))) return [word];
  const allowed = NUMBER.test(word) ? 0 : allowedEdits(word.length);
  if (allowed === 0) return [];
  const found: { term: string; edits: number; partial: number; frequency: number }[] = [];
  for (const { term, frequency } of vocabulary) {
    if (Math.abs(term.length - word.length) > allowed && term.length < word.length) continue;
    const whole = Math.abs(term.length - word.length) <= allowed ? editDistance(word, term) : Infinity;
    const prefix = term.length > word.length ? editDistance(word, term.slice(0, word.length)) : Infinity;
    const edits = Math.min(whole, prefix);
    if (edits <= allowed) found.push({ term, edits, partial: whole <= prefix ? 0 : 1, frequency });
  }
  found.sort(
    (a, b) =>
      a.edits - b.edits ||
      b.frequency - a.frequency ||
      a.partial - b.partial ||
      (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
  );
  return found.slice(0, limit).map((candidate) => candidate.term);
}

/** The word's best correction (wordCorrections), or the word itself when it is known or nothing is close. */
export function correctWord(word: string, vocabulary: readonly VocabularyTerm[], locale?: string): string {
  return wordCorrections(word, vocabulary, locale, 1)[0] ?? word;
}
