/**
 * Shopper free text: what a shopper types that we store and show again, print (a parcel label, a gift card) or email
 * (names, address lines, city, gift card to / from / message, reviews and questions). One rule for every such field,
 * so a value refused in one place is refused in all. No zod here: the storefront's browser bundle may use it too.
 *
 * Refused, as the field's own error naming it:
 * - `control`: control characters (C0, DEL, C1), except the line breaks (LF, CR LF) of a field that takes lines;
 * - `surrogate`: half of a surrogate pair (not a character: it cannot be stored as UTF-8 nor printed);
 * - `noncharacter`: a Unicode non-character (U+FFFE, U+FFFF, U+FDD0–U+FDEF and the last two code points of every
 *   plane): reserved for a program's own use, never text to exchange; no font draws one, so it is neither shown
 *   nor counted as visible (a title of only U+FFFE would pass as "given");
 * - `bidi`: the bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), which reorder what
 *   follows them ("\u202Egnp.exe" reads "exe.png");
 * - `marks`: more than MAX_STACKED_MARKS nonspacing or enclosing combining marks in a row on one character
 *   ("Zalgo" text: a letter with 99 accents draws a tall smear over the lines around it). Counted after NFD, so a
 *   precomposed "ệ" is its two marks, and format characters between marks (ZWJ, zero-width space) do not break a
 *   run; the limit is Unicode's own (UTS #39 §5.4 "more than 4 nonspacing marks"). Text of every language stays
 *   well under it: Vietnamese has two marks on a letter, pointed Hebrew three or four, Japanese with a combining
 *   dakuten one, a keycap emoji two (U+FE0F, U+20E3); spacing marks (Devanagari vowel signs) are not stacked;
 * - `invisible`: a value with no visible character, only white space and invisible characters (zero-width space and
 *   joiner, word joiner, BOM, fillers: Unicode's default-ignorable code points), which would pass as "given".
 *
 * Kept: letters and marks of every script, digits, punctuation and apostrophes, emoji with their joiners and
 * variation selectors (👩‍👩‍👧), and the invisible characters that shape text inside it (ZWJ, ZWNJ, LRM, RLM, soft
 * hyphen). An empty value is no problem here: whether a field may be empty is that field's rule.
 */
export type ShopperTextProblem = 'control' | 'surrogate' | 'noncharacter' | 'bidi' | 'marks' | 'invisible';

/** The most nonspacing or enclosing marks one character may carry (UTS #39 §5.4). */
export const MAX_STACKED_MARKS = 4;

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- control characters are what this finds (line breaks aside)
const CONTROL_BUT_LINES = /\r(?!\n)|[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const SURROGATE = /\p{Cs}/u;
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
// One more mark than allowed, format characters (\p{Cf}: ZWJ, ZWSP, …) between them taking nothing away. The classes
// are disjoint, so a failed try costs the run's length once: linear in the text.
const STACKED_MARKS = new RegExp(`(?:[\\p{Mn}\\p{Me}]\\p{Cf}*){${MAX_STACKED_MARKS + 1}}`, 'u');
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;

export interface ShopperTextOptions {
  /** The field takes several lines (a gift message, a review): LF and CR LF are text. */
  lines?: boolean;
}

/** What is wrong with `value` as shopper free text, null when nothing is. */
export function shopperTextProblem(value: string, options: ShopperTextOptions = {}): ShopperTextProblem | null {
  if ((options.lines ? CONTROL_BUT_LINES : CONTROL).test(value)) return 'control';
  if (SURROGATE.test(value)) return 'surrogate';
  if (NONCHARACTER.test(value)) return 'noncharacter';
  if (BIDI_CONTROL.test(value)) return 'bidi';
  if (STACKED_MARKS.test(value.normalize('NFD'))) return 'marks';
  if (value !== '' && !VISIBLE.test(value)) return 'invisible';
  return null;
}

const INVISIBLE_ONLY = /^[\p{Default_Ignorable_Code_Point}\p{Cf}]+$/u;
let graphemes: Intl.Segmenter | undefined;

/**
 * How many characters a shopper sees in `value`, what an "at least N characters" rule counts (on the api and in the
 * storefront alike): its grapheme clusters ("é" typed as e and an accent, a flag, an emoji family each one), leaving out
 * those made only of invisible characters (zero-width space, joiners, BOM, fillers), so that one letter padded with
 * zero-width spaces is one character, not fifty. Spaces count.
 */
export function visibleLength(value: string): number {
  graphemes ??= new Intl.Segmenter('und', { granularity: 'grapheme' });
  let count = 0;
  for (const { segment } of graphemes.segment(value)) if (!INVISIBLE_ONLY.test(segment)) count += 1;
  return count;
}

/**
 * How long `value` is against an "at most N characters" rule (on the api and in the storefront alike): its code
 * points, so an emoji or a kanji is one character, not the two UTF-16 units JavaScript's `length` counts for one
 * outside the Basic Multilingual Plane. The maximum bounds what is stored; the minimum counts what a reader sees
 * (visibleLength).
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

export function isShopperText(value: string, options: ShopperTextOptions = {}): boolean {
  return shopperTextProblem(value, options) === null;
}

/** The message of a refused value, for a field called `label` ("to", "message"), as a validation error says it. */
export function shopperTextMessage(label: string, problem: ShopperTextProblem): string {
  switch (problem) {
    case 'control':
      return `${label} must not contain control characters`;
    case 'surrogate':
      return `${label} must be valid Unicode text (no unpaired surrogate)`;
    case 'noncharacter':
      return `${label} must be valid Unicode text (no non-character such as U+FFFE or U+FFFF)`;
    case 'bidi':
      return `${label} must not contain bidi override, embedding or isolate characters`;
    case 'marks':
      return `${label} must not stack more than ${MAX_STACKED_MARKS} accents or other combining marks on one character`;
    case 'invisible':
      return `${label} must have a visible character`;
  }
}
