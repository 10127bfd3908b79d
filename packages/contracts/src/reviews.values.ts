/**
 * The zod-free part of reviews.ts: limits and option lists the browser bundle imports
 * (`@outsole/contracts/reviews.values`) without pulling zod into it. reviews.ts re-exports all of it.
 */

/** Longest review title and text in characters (code points); longer is REV410 "review too long" (spec §8). */
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 2_000;
/** Shortest review text (as a question's), in characters a reader sees (visibleLength): "Nice." tells the next shopper nothing. */
export const REVIEW_TEXT_MIN = 10;
export const QUESTION_TEXT_MIN = 10;
export const QUESTION_TEXT_MAX = 500;
/** Longest comment of a review's report (flag), in characters (code points). */
export const FLAG_COMMENT_MAX = 500;
/** A review's or question's author name: at least two characters a reader sees (text.values.ts visibleLength). */
export const AUTHOR_NAME_MIN = 2;
export const AUTHOR_NAME_MAX = 50;
/** Largest page of reviews or questions. */
export const REVIEWS_PAGE_MAX = 50;

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'most-helpful'] as const;
export const REVIEW_FITS = ['runs-small', 'true-to-size', 'runs-large'] as const;
export const FLAG_REASONS = ['spam', 'offensive', 'off-topic', 'private-information', 'other'] as const;
export const QUESTION_SORTS = ['newest', 'most-answered'] as const;

/**
 * Names no shopper may show with a review or a question (tester finding F22, session 51): the brands' and the
 * site's, and the ones that speak for the shop ("Customer Service", "Support", "Admin", "Official", staff titles),
 * in every language of the demo. A post "by Stride Customer Service" with a phone number is the classic support scam
 * of open Q&A. Compared as reservedNameKey folds them: whatever the case, spacing, punctuation, accents, full-width
 * letters or digits standing for letters.
 */
// Whole words (or word sequences) of a name: short or common enough to be part of other words ("badminton").
const RESERVED_WORDS = [
  'admin',
  'administrator',
  'administrateur',
  'mod',
  'moderator',
  'moderateur',
  'staff',
  'support',
  'official',
  'officiel',
  'officielle',
  'offiziell',
  'assistance',
  'customer service',
  'customer care',
  'customer support',
  'service client',
  'service clients',
  'help desk',
] as const;
// Anywhere in the name, spacing and punctuation removed: the brands, the site, and phrases no name holds by chance.
const RESERVED_ANYWHERE = [
  'stride',
  'kestrel',
  'outsole',
  'customerservice',
  'customersupport',
  'customercare',
  'helpdesk',
  'kundenservice',
  'kundendienst',
  'kundensupport',
  'serviceclient',
  'administrator',
  'moderator',
  'ストライド',
  'ケストレル',
  'アウトソール',
  'カスタマーサービス',
  'カスタマーサポート',
  'サポート',
  '公式',
  '管理者',
  '運営',
  'スタッフ',
] as const;

/** Digits and signs often written for letters ("Str1de", "$upport", "4dmin"). */
const LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** A name folded for comparison: compatibility forms (full-width letters), no accents, lower case, look-alikes read. */
export function reservedNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[01345@$7]/g, (char) => LOOKALIKES[char] ?? char);
}

/** Whether a review's or question's display name is one no shopper may use (RESERVED_WORDS, RESERVED_ANYWHERE). */
export function isReservedAuthorName(name: string): boolean {
  const words = wordsOf(name);
  const spaced = ` ${words.join(' ')} `;
  if (RESERVED_PHRASES.some((phrase) => spaced.includes(` ${phrase} `))) return true;
  const squashed = words.join('');
  return RESERVED_TERMS.some((term) => squashed.includes(term));
}

function wordsOf(text: string): string[] {
  return reservedNameKey(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

// Folded as names are (a kana's voicing mark is a combining mark NFKD splits off, then dropped on both sides).
const RESERVED_PHRASES = RESERVED_WORDS.map((phrase) => wordsOf(phrase).join(' '));
const RESERVED_TERMS = RESERVED_ANYWHERE.map((term) => wordsOf(term).join(''));
