/**
 * Email addresses that only look like another one (decision 0017 addendum, session 52): `shopper@exampl\u0435.com`,
 * with a Cyrillic "е" in the domain, renders exactly as `shopper@example.com`. The rule browsers apply before they
 * show an internationalised domain in Unicode (UTS #39 §5.2 "Highly Restrictive", as Chromium's IDN spoof checker
 * applies it) decides which addresses the api and the storefront forms take:
 *
 * - each label of the domain (and a non-ASCII local part) is written in one script: Latin only, or one other script
 *   without Latin (Cyrillic, Greek, Arabic…), or the scripts a language writes together: Han with Hiragana and
 *   Katakana (Japanese), with Bopomofo (Chinese) or with Hangul (Korean), each also with Latin. Digits, hyphens and
 *   other characters of every script (Common, Inherited) mix with any;
 * - a Cyrillic label made only of letters that look like Latin ones (`ехаmрlе` is mixed already; `аррӏе`, `сосо`)
 *   under an ASCII top-level domain is a whole-script lookalike (Chromium shows it as punycode too); under a Cyrillic
 *   one (`.рф`) it is a word of that script.
 *
 * A domain is read in either form: `exampl\u0435.com` or its A-label `xn--exampl-8nf.com` (decoded here, RFC 3492),
 * so a shopper cannot pass the lookalike as punycode. Zod-free, shared by the api's schemas and the browser's checks.
 */

/** Where an address is a lookalike: its domain or its local part; mixed scripts or a whole-script lookalike. */
export type EmailScriptProblem = 'domain-mixed' | 'domain-lookalike' | 'local-mixed' | 'local-lookalike';

/**
 * Scripts told apart (Unicode Script property); a letter of none of them counts as one "other" script. Common and
 * Inherited (digits, punctuation, combining marks) belong to every script and are not counted.
 */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Cherokee',
  'Khmer',
  'Mongolian',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((name) => ({ name, pattern: new RegExp(`^\\p{Script=${name}}$`, 'u') }));
const ANY_SCRIPT = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** UTS #39 §5.2: the script sets a Highly Restrictive label may use besides a single script. */
const TOGETHER: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** Cyrillic letters that look like Latin ones (Chromium's IDN spoof checker's list, lower case). */
const CYRILLIC_LATIN_LOOKALIKES = /^[асԁеһіјӏорԛѕԝхуъьҽпгѵѡ0-9-]+$/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

function scriptOf(char: string): string | null {
  if (ANY_SCRIPT.test(char)) return null;
  return SCRIPT_PATTERNS.find(({ pattern }) => pattern.test(char))?.name ?? 'other';
}

/** Whether a label's letters are of one script, or of a set UTS #39 lets a label mix. */
export function labelIsSingleScript(label: string): boolean {
  const scripts = new Set<string>();
  for (const char of label) {
    const script = scriptOf(char);
    if (script) scripts.add(script);
  }
  if (scripts.size <= 1) return true;
  return TOGETHER.some((set) => [...scripts].every((script) => set.includes(script)));
}

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / 700) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return Math.floor(k + ((BASE - T_MIN + 1) * d) / (d + 38));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return BASE;
}

/** RFC 3492 Punycode decoding of an A-label's part after `xn--`; null when it is no Punycode. */
export function decodePunycode(input: string): string | null {
  const output: number[] = [];
  const basic = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(basic, 0); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = 128;
  let i = 0;
  let bias = 72;
  for (let index = basic > 0 ? basic + 1 : 0; index < input.length;) {
    const before = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) return null;
      i += digit * weight;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      weight *= BASE - t;
      if (i > 0x7fffffff || weight > 0x7fffffff) return null;
    }
    const length = output.length + 1;
    bias = adapt(i - before, length, before === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/** A domain label as it renders: an A-label decoded (one that is no Punycode is left as it is). */
function unicodeLabel(label: string): string {
  if (!/^xn--/i.test(label)) return label;
  return decodePunycode(label.slice(4)) ?? label;
}

function lookalike(label: string, asciiTld: boolean): boolean {
  return asciiTld && CYRILLIC.test(label) && CYRILLIC_LATIN_LOOKALIKES.test(label.toLowerCase());
}

/**
 * Whether an address could pass for another one (see the module comment), and where; null when it is fine or is no
 * address at all (the address checks refuse that). ASCII local parts and ASCII labels are always fine.
 */
export function emailScriptProblem(address: string): EmailScriptProblem | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const labels = address
    .slice(at + 1)
    .split('.')
    .map(unicodeLabel);
  const tld = labels.at(-1) ?? '';
  // eslint-disable-next-line no-control-regex
  const asciiTld = /^[\x00-\x7f]*$/.test(tld);
  for (const label of labels) {
    if (!labelIsSingleScript(label)) return 'domain-mixed';
    if (lookalike(label, asciiTld)) return 'domain-lookalike';
  }
  const local = address.slice(0, at);
  if (!labelIsSingleScript(local)) return 'local-mixed';
  if (lookalike(local, asciiTld)) return 'local-lookalike';
  return null;
}

/** Whether an address is written as it looks (no script problem): the schemas' refinement. */
export function emailLooksAsWritten(address: string): boolean {
  return emailScriptProblem(address) === null;
}

/**
 * The schemas' refinement options: the message, and `params.emailScript` by which the api tells this refusal from
 * other format ones (its own message in the request's language, still AUT452 where an address is refused so).
 */
export const EMAIL_SCRIPT_REFUSAL = {
  message: 'email must not mix alphabets or use letters that only look like Latin ones',
  params: { emailScript: true },
} as const;
