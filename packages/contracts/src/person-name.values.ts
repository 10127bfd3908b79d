/**
 * A person's first or last name (decision 0017, addendum "what a name may contain"): the account's names (sign-up,
 * the account's details), a pickup or collection-point contact's, a shipping or billing address's recipient. One
 * rule for all of them, for the api, which judges, and the storefront, which checks before posting. No zod here: the
 * storefront's browser bundle uses it too.
 *
 * Taken, as large retailers take names: letters of every script with their combining marks (Zoë, Núñez, 山田, さくら,
 * Ёжиков, محمد, देवी), spaces, hyphens (- ‐ ‑), apostrophes (' ’; the okina ʻ and ʼ are letters already), full
 * stops (J. R.), and the middle dots names are written with (Catalan l·l, Japanese ジョン・スミス), and the zero-width
 * joiner and non-joiner that shape Persian and Indic names. Compared in NFKC, so full-width forms typed with a
 * Japanese input method (ＡＢＣ, the ideographic space, －) count as what they stand for. At least one letter.
 *
 * Refused (`characters`): digits of any script, other punctuation and symbols (@ , ; ! ? / & + _ ( ) # emoji…). What
 * shopper free text refuses (text.values.ts: control, bidi, invisible…) is that rule's, checked before this one; an
 * empty value and the length are each field's own rule.
 */
export type PersonNameProblem = 'characters';

const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Zs}\-\u2010\u2011'\u2019.\u00B7\u30FB\u200C\u200D]*$/u;
const LETTER = /\p{L}/u;

/** What is wrong with `value` as a person's name, null when nothing is (an empty value included). */
export function personNameProblem(value: string): PersonNameProblem | null {
  const text = value.normalize('NFKC');
  if (text.trim() === '') return null;
  return NAME_CHARACTERS.test(text) && LETTER.test(text) ? null : 'characters';
}

export function isPersonName(value: string): boolean {
  return personNameProblem(value) === null;
}

/** The message of a refused name, for a field called `label` ("firstName"), as a validation error says it. */
export function personNameMessage(label: string): string {
  return `${label} must contain only letters, spaces, hyphens, apostrophes and full stops (no digits or other symbols)`;
}
