/**
 * Rules for a password a shopper chooses beyond its length and the list of common passwords (NIST SP 800-63B
 * §5.1.1.2, decision 0017 addendum): refused when it is only whitespace, one short run repeated ("aaaaaaaa",
 * "abababab", "........"), a sequence ("abcdefgh", "12345678", "87654321", a keyboard row: "qwertzui", "asdfghjk"),
 * or a word of its context (the brand, the shop, the email's local part, the shopper's names) with nothing but digits,
 * symbols or spaces around it ("Stride2026", "stridestride", "robin.runner!"). Shared by the api (AUT450) and the
 * storefront's forms, which say which rule was broken at the field before posting.
 */

/** The rule a password breaks, or null. */
export type PasswordWeakness = 'whitespace' | 'repeated' | 'sequence' | 'context';

export interface PasswordContext {
  /** The brand (`stride`, `Kestrel`) and the shop's own name. */
  brand?: string | undefined;
  /** The account's email: its local part and the parts of it are context words. */
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** The shop software's own name: as guessable on every site as the brand. */
const SHOP_WORDS = ['outsole'];

/** The letter and digit rows of the keyboards the sites' shoppers type on (QWERTY, QWERTZ, AZERTY). */
const KEYBOARD_ROWS = [
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1234567890',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];

/** Context words shorter than this are not looked for (a two-letter name would refuse half the passwords). */
const MIN_CONTEXT_WORD = 3;

/**
 * The password as it is compared and stored: Unicode NFKC (decision 0017 addendum), so the same visible password
 * always matches: "ä" typed precomposed or as a + U+0308, a full-width letter an IME left in, a no-break space.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** The first rule the password breaks (after NFKC, case-insensitive), or null. Length is checked elsewhere. */
export function passwordWeakness(password: string, context: PasswordContext = {}): PasswordWeakness | null {
  const lower = normalizePassword(password).toLowerCase();
  if (lower.trim() === '') return 'whitespace';
  if (/^(.{1,4})\1+$/su.test(lower)) return 'repeated';
  if (isSequence(lower)) return 'sequence';
  for (const word of contextWords(context)) {
    if (!lower.includes(word)) continue;
    // Nothing but the word (once or more) with digits, symbols or spaces: no letter of the shopper's own.
    if (!/\p{L}/u.test(lower.split(word).join(''))) return 'context';
  }
  return null;
}

/** Code points that each step by the same +1 or −1, or a run of a keyboard row (either way). */
function isSequence(value: string): boolean {
  const points = [...value].map((char) => char.codePointAt(0)!);
  const step = points[1]! - points[0]!;
  if ((step === 1 || step === -1) && points.every((point, i) => i === 0 || point - points[i - 1]! === step)) {
    return true;
  }
  const reversed = [...value].reverse().join('');
  return KEYBOARD_ROWS.some((row) => row.includes(value) || row.includes(reversed));
}

function contextWords({ brand, email, firstName, lastName }: PasswordContext): string[] {
  const words = new Set<string>(SHOP_WORDS);
  const add = (value: string | undefined) => {
    const word = value === undefined ? '' : normalizePassword(value).trim().toLowerCase();
    if ([...word].length >= MIN_CONTEXT_WORD) words.add(word);
  };
  add(brand);
  add(firstName);
  add(lastName);
  const local = email?.split('@')[0];
  add(local);
  for (const part of local?.split(/[._+-]+/) ?? []) add(part);
  return [...words].sort((a, b) => b.length - a.length);
}
