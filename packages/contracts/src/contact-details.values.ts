/**
 * Contact details in shopper text (decision 0052, addendum "held for moderation"): a review or question whose title,
 * text or display name holds a web address, an email address or a phone number is held until an operator publishes
 * it, as Bazaarvoice, PowerReviews and Yotpo hold them (a link or a number in a review is the classic spam and scam
 * of open reviews). One pure function, no zod: the api judges with it, and any client may say the same first.
 *
 * Compared on the text folded by NFKC (full-width letters and digits, ＠ and ． are their ASCII forms) in lower case,
 * and once more with spelled-out separators read as the signs ("name at gmail dot com", "(at)", "[dot]", "punkt",
 * "arobase", アットマーク, ドット). Not contact details: shoe sizes ("US 10.5", "EU 42 43"), prices ("$129.99",
 * "1 299,00 €"), model names ("Nova 4"), dates ("07.12.2026", "2026-12-07") and year ranges ("2019-2024").
 */
export type ContactDetailKind = 'url' | 'email' | 'phone';

// Top-level domains that end a bare address ("cheap-shoes.example.com", "bit.ly/x"). Those that are also common words
// or sentence ends in the demo's languages ("it", "at", "me", "to", "in", "be", "so", "us") count only with a path.
const TLDS =
  'com|net|org|info|biz|io|ly|gl|co|de|fr|jp|uk|eu|ru|cn|nl|es|ch|pl|se|dk|no|fi|pt|ca|au|nz|br|mx|kr|tw|hk|sg|' +
  'shop|store|xyz|top|online|site|app|link|click|club|live|fm|gg|tk|ml|ga|cf|gq|ws|cc|tv|ai|dev|page|ink|one|vip|win';
const WORD_TLDS = 'it|at|me|to|in|be|so|us|is|am|my|ee|la|li';

// Letters and digits of addresses: Latin ones (a Japanese text runs into an address with no space between).
const W = 'a-z0-9\\u00c0-\\u024f';
// Every pattern below is anchored so that a failed attempt is not tried again from each later position of the same
// run (review finding F2: unanchored, a 2,000-character review took 150-400 ms of the api's one thread, and
// 20,000 characters several seconds): emails are tried only at an '@' that follows an address character (a local
// part of one character is as good as a longer one for a test), bare domains only at the start of a run of
// dot-separated labels, phone numbers only at a digit that follows no letter or digit, and the white space the
// spelled-out signs are read across is collapsed first. Each attempt then reads at most its run once, so the whole
// judgement is linear in the text (contact-details.values.test.ts times the worst shapes). A label is at most 63
// characters, as in DNS.
const LABEL = `[${W}-]{1,63}`;
const EMAIL = new RegExp(`(?<=[${W}._%+-])@${LABEL}(?:\\.${LABEL})*\\.[a-z]{2,63}(?![${W}])`, 'u');
// After spelled-out signs were read: only a known domain ending, so "at this point in time" stays prose.
const SPELLED_EMAIL = new RegExp(`(?<=[${W}._%+-])@${LABEL}(?:\\.${LABEL})*\\.(?:${TLDS})(?![${W}-])`, 'u');
const URL_SCHEME = /\b(?:https?|ftp):\/\/|\bwww\.[\p{L}\p{N}-]/u;
// Starts where a run of labels starts: not inside a label, not after '@' (an email's domain) and not after a dot
// that ends a label (the run's own start reads that far already); after "..." (an ellipsis run into the address) it
// may start.
const BARE_DOMAIN = new RegExp(
  `(?<![${W}@-]|[${W}-]\\.)[${W}][${W}-]{0,62}(?:\\.${LABEL})*\\.(?:(?:${TLDS})(?![${W}-])|(?:${WORD_TLDS})\\/)`,
  'u',
);

// Digits with the separators phone numbers are written with: spaces, dots, dashes, slashes, parentheses.
const PHONE_CANDIDATE = new RegExp(`(?<![${W}])(?:\\+ ?)?\\(?\\d(?:[ .\\-/()]{0,3}\\d)+\\)?(?![${W}])`, 'gu');
const DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;

/**
 * The text as compared: compatibility forms folded, dashes of every kind as '-', white space of every kind and length
 * as one space, lower case.
 */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212\u30fc\ufe63]/g, '-') // (ー too: "090ー1234ー5678"; アットマーク becomes アットマ-ク)
    .replace(/[\u3002\uff61]/g, '.')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * The folded text (one space at most between words) with spelled-out "at" and "dot" read as '@' and '.' ("name at
 * gmail dot com"). Each pattern starts at a fixed sign or at one space: no run of white space to try again from
 * each position.
 */
function readSpelled(folded: string): string {
  return folded
    .replace(/ ?[([{<] ?(?:at|@) ?[)\]}>] ?/g, '@')
    .replace(/ ?[([{<] ?(?:dot|punkt|point|\.) ?[)\]}>] ?/g, '.')
    .replace(/ ?(?:アットマ-ク|アット) ?/g, '@')
    .replace(/ ?ドット ?/g, '.')
    .replace(/ (?:at|arobase) /g, '@')
    .replace(/ (?:dot|punkt|point) /g, '.')
    .replace(/ \. ?| ?\. (?=(?:com|net|org|de|fr|jp|co|uk|io)\b)/g, '.');
}

function isPhone(candidate: string): boolean {
  const groups = candidate.split(/\D+/).filter(Boolean);
  const digits = groups.join('').length;
  if (digits < 7 || digits > 15) return digits > 15 && candidate.startsWith('+');
  if (candidate.startsWith('+')) return true;
  const compact = candidate.trim();
  // Dates ("07.12.2026", "2026-12-07") and year ranges ("2019-2024", "2019 2020 2021").
  if (DATE.test(compact)) return false;
  if (groups.every((group) => group.length === 4 && /^(?:19|20)/.test(group))) return false;
  // Lists of sizes ("38 39 40 41", "10 10.5 11 11.5"): groups of one or two digits, not a number's leading 0.
  if (groups.every((group) => group.length <= 2) && !groups[0]?.startsWith('0') && !candidate.includes('(')) {
    return false;
  }
  return true;
}

/**
 * The first kind of contact detail `text` holds (email before url before phone), or null. Pure and total: any string
 * in, no throw.
 */
export function findContactDetail(text: string): ContactDetailKind | null {
  const folded = fold(text);
  if (EMAIL.test(folded)) return 'email';
  const spelled = readSpelled(folded);
  if (SPELLED_EMAIL.test(spelled)) return 'email';
  if (URL_SCHEME.test(folded) || BARE_DOMAIN.test(folded) || BARE_DOMAIN.test(spelled)) return 'url';
  for (const match of folded.matchAll(PHONE_CANDIDATE)) {
    if (isPhone(match[0])) return 'phone';
  }
  return null;
}

/** Whether any of the texts (a review's title, text and display name; a question's text and name) holds one. */
export function holdsContactDetails(...texts: readonly string[]): boolean {
  return texts.some((text) => findContactDetail(text) !== null);
}
