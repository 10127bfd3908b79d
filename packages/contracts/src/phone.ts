/**
 * Phone numbers (spec §5): normalised to a plus sign, the dial code and digits; the expected digit count comes from
 * a per-country mask; the default masks are `(XXX) XXX - XXXX` for North America and `XXXX - XXX - XXX` elsewhere;
 * ten digits with no code in North America assume the code 1.
 */

export const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
export const DEFAULT_MASK = 'XXXX - XXX - XXX';
/** The North American Numbering Plan shares dial code 1. */
export const NORTH_AMERICA_DIAL_CODE = '1';
/**
 * Dial codes whose national numbers have no trunk prefix to drop: North America has none, and Italy keeps its
 * leading 0 in the international form (+39 06 ...). Everywhere else a leading 0 is the trunk prefix, which
 * never appears after the country code (+44 7700 ..., not +44 07700 ...).
 */
const NO_TRUNK_PREFIX = new Set([NORTH_AMERICA_DIAL_CODE, '39']);

export interface PhoneCountry {
  dialCode: string;
  /** A mask of `X` placeholders; null or absent means the default mask for the region. */
  phoneMask?: string | null;
}

export type PhoneResult =
  | { valid: true; e164: string; dialCode: string; nationalNumber: string; formatted: string }
  | { valid: false; reason: 'empty' | 'other-country' | 'digit-count' | 'not-mobile'; expectedDigits: number };

export function phoneMaskFor(country: PhoneCountry): string {
  if (country.phoneMask) return country.phoneMask;
  return country.dialCode === NORTH_AMERICA_DIAL_CODE ? NORTH_AMERICA_MASK : DEFAULT_MASK;
}

export function maskDigitCount(mask: string): number {
  return [...mask].filter((char) => char === 'X').length;
}

/** Fills the mask's `X`s with the digits in order; extra digits are appended, missing ones leave the mask short. */
export function applyPhoneMask(digits: string, mask: string): string {
  let index = 0;
  let out = '';
  for (const char of mask) {
    if (index >= digits.length) break;
    if (char === 'X') out += digits[index++];
    else out += char;
  }
  return out + digits.slice(index);
}

export function normalizePhone(input: string, country: PhoneCountry): PhoneResult {
  const mask = phoneMaskFor(country);
  const expectedDigits = maskDigitCount(mask);
  // Full-width digits and plus (a Japanese IME's default) count as the digits they are.
  const trimmed = input.normalize('NFKC').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return { valid: false, reason: 'empty', expectedDigits };

  const dial = country.dialCode;
  const national = nationalDigits(trimmed, dial, expectedDigits);
  if (national === null) return { valid: false, reason: 'other-country', expectedDigits };
  if (national.length !== expectedDigits) return { valid: false, reason: 'digit-count', expectedDigits };
  return {
    valid: true,
    e164: `+${dial}${national}`,
    dialCode: dial,
    nationalNumber: national,
    formatted: applyPhoneMask(national, mask),
  };
}

/** The national number (no dial code, no trunk 0) a number of `dial` has, or null when it names another dial code. */
function nationalDigits(trimmed: string, dial: string, expectedDigits: number): string | null {
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  let national: string;
  if (international) {
    const withoutPrefix = trimmed.startsWith('+') ? digits : digits.slice(2);
    if (!withoutPrefix.startsWith(dial)) return null;
    national = withoutPrefix.slice(dial.length);
  } else if (digits.length === dial.length + expectedDigits && digits.startsWith(dial)) {
    national = digits.slice(dial.length); // the code without the plus, as in 14155550123
  } else {
    national = digits; // spec: ten digits and no code in North America assume 1
  }
  // The trunk prefix, as in 07700 900123 or +44 (0)7700 900123. Dropping it before counting also means a
  // number one digit short is rejected instead of keeping its 0 and becoming an impossible +44 0...
  if (national.startsWith('0') && !NO_TRUNK_PREFIX.has(dial)) national = national.slice(1);
  return national;
}

/**
 * Mobile numbers by dial code (the collection point's mobile phone, spec §5: the carrier texts the pickup code): how
 * the national number starts once its trunk 0 is dropped, and the digit counts it may have, by the countries' own
 * numbering plans. UK (Ofcom): 071–075 and 077–079, and 07624 (070 is personal numbering, 076 pagers); 10 digits.
 * France (ARCEP): 06 and 073–079; 9 digits. Germany (BNetzA): 015x, 016x, 017x, with 10 or 11 digits (0170 1234567,
 * 0151 23456789), one count fewer than its mask allows for. Japan: 070, 080, 090; 10 digits. A country not listed
 * cannot tell a mobile from a landline (North America), so any number its mask takes is one.
 */
export const MOBILE_NUMBERS: Readonly<
  Record<string, { prefixes: readonly string[]; digits: readonly number[]; starts: readonly string[] }>
> = {
  '44': { prefixes: ['71', '72', '73', '74', '75', '77', '78', '79', '7624'], digits: [10], starts: ['07'] },
  '33': { prefixes: ['6', '73', '74', '75', '76', '77', '78', '79'], digits: [9], starts: ['06', '07'] },
  '49': { prefixes: ['15', '16', '17'], digits: [11, 10], starts: ['015', '016', '017'] },
  '81': { prefixes: ['70', '80', '90'], digits: [10], starts: ['070', '080', '090'] },
};

/**
 * How the country's mobile numbers start as written at home, with the trunk 0 (`starts` of MOBILE_NUMBERS: `07` in the
 * UK, `015`, `016`, `017` in Germany), for a message refusing a landline; empty where a mobile cannot be told apart.
 */
export function mobileStarts(country: PhoneCountry): readonly string[] {
  return MOBILE_NUMBERS[country.dialCode]?.starts ?? [];
}

/** The national digit counts a mobile of the country has (MOBILE_NUMBERS), or its mask's where they are not told. */
export function mobileDigitCounts(country: PhoneCountry): readonly number[] {
  return MOBILE_NUMBERS[country.dialCode]?.digits ?? [maskDigitCount(phoneMaskFor(country))];
}

function isMobileNumber(dialCode: string, nationalNumber: string): boolean {
  const rule = MOBILE_NUMBERS[dialCode];
  return !rule || rule.prefixes.some((prefix) => nationalNumber.startsWith(prefix));
}

/** A national number that no mobile's can start with, however it goes on (`30…` in Germany; not `7` in the UK). */
function neverMobile(dialCode: string, nationalNumber: string): boolean {
  const rule = MOBILE_NUMBERS[dialCode];
  return (
    !!rule &&
    nationalNumber.length > 0 &&
    !rule.prefixes.some((prefix) => nationalNumber.startsWith(prefix) || prefix.startsWith(nationalNumber))
  );
}

/**
 * A real-looking mobile number of each country, as written at home (with the trunk 0 where the country dials one),
 * for the messages that say what to write: the hint shows the mask, a message refusing a number shows a number (a
 * mask of X's in "like (XXX) XXX - XXXX" read as a template left unfilled: language tester F3-3, F3-7). Numbers
 * set aside for fiction or examples where the plan has them (North America's 555-01xx, Ofcom's 07700 900xxx).
 * Each one is a valid mobile of its country (phone.test.ts).
 */
export const PHONE_EXAMPLES: Readonly<Record<string, string>> = {
  '1': '(201) 555-0123',
  '31': '06 12345678',
  '33': '06 12 34 56 78',
  '34': '612 34 56 78',
  '39': '312 345 6789',
  '41': '078 123 45 67',
  '44': '07700 900123',
  '49': '0151 23456789',
  '52': '55 1234 5678',
  '61': '0412 345 678',
  '81': '090-1234-5678',
  '353': '085 123 4567',
};

/** What a message refusing a number's length says: the digit count (two when the numbers have two) and an example. */
export interface PhoneAdvice {
  /** The larger count, as the example is written. */
  digits: number;
  /** The smaller count, where the numbers have two (a German mobile); absent otherwise. */
  fewer?: number;
  /** A number of the country as written at home (PHONE_EXAMPLES), or the mask filled with digits. */
  example: string;
}

/**
 * The advice for a number of `nationalCounts` digits (the counts the checks compare, without the trunk 0): the counts
 * as the example is written, so a message and its example agree ("an 11-digit number, like 07700 900123", "11 oder 12
 * Ziffern, z. B. 0151 23456789"); a country whose example has no trunk 0 keeps its counts.
 */
export function phoneAdvice(country: PhoneCountry, nationalCounts: readonly number[]): PhoneAdvice {
  const known = PHONE_EXAMPLES[country.dialCode];
  const mask = phoneMaskFor(country);
  const example = known ?? applyPhoneMask('20155501234567890123'.slice(0, maskDigitCount(mask)), mask);
  const trunk = known !== undefined && known.startsWith('0') && !NO_TRUNK_PREFIX.has(country.dialCode) ? 1 : 0;
  const counts = [...new Set(nationalCounts)].map((count) => count + trunk).sort((a, b) => a - b);
  const digits = counts.at(-1) ?? maskDigitCount(mask) + trunk;
  return counts.length > 1 ? { digits, fewer: counts[0], example } : { digits, example };
}

/**
 * The national digit counts a shopper's own phone may have (spec §5's mask, and the counts of the country's mobile
 * numbers, MOBILE_NUMBERS): a German mobile of 10 digits (0171 1234567) as well as the mask's 11. Longest first.
 */
export function phoneDigitCounts(country: PhoneCountry): number[] {
  const counts = new Set([maskDigitCount(phoneMaskFor(country)), ...(MOBILE_NUMBERS[country.dialCode]?.digits ?? [])]);
  return [...counts].sort((a, b) => b - a);
}

/**
 * A shopper's own phone (the profile's "Mobile phone", asked for as a mobile at sign-up and in the account):
 * normalizePhone's rules with each of the country's digit counts (phoneDigitCounts), formatted in the mask cut to its
 * length, and a mobile's number where the numbering plan tells mobiles apart (MOBILE_NUMBERS: UK, France, Germany,
 * Japan; North America cannot, so any number its mask takes). Refused with the mask's count as `expectedDigits` and
 * every count in `digitCounts`; a well-formed landline as `not-mobile`.
 */
export function normalizeShopperPhone(
  typed: string,
  country: PhoneCountry,
): PhoneResult & { digitCounts?: readonly number[] } {
  const input = typed.normalize('NFKC');
  const mask = phoneMaskFor(country);
  const counts = phoneDigitCounts(country);
  let refusal: PhoneResult | null = null;
  for (const digits of counts) {
    const result = normalizePhone(input, { ...country, phoneMask: maskOfLength(mask, digits) });
    if (!result.valid) refusal ??= result;
    else if (isMobileNumber(country.dialCode, result.nationalNumber)) return result;
    else refusal = { valid: false, reason: 'not-mobile', expectedDigits: digits };
  }
  const expectedDigits = maskDigitCount(mask);
  // A landline of another length than a mobile's (Tokyo's 03-1234-5678 has 9 digits, Japan's mobiles 10): that it is
  // no mobile is what the shopper needs to hear, not a digit count it can never meet.
  if (refusal?.reason === 'digit-count') {
    const national = nationalDigits(input.trim(), country.dialCode, expectedDigits);
    if (national !== null && neverMobile(country.dialCode, national)) {
      refusal = { valid: false, reason: 'not-mobile', expectedDigits };
    }
  }
  return { ...(refusal ?? { valid: false, reason: 'digit-count' }), expectedDigits, digitCounts: counts };
}

/** The mask with `digits` placeholders: its last ones dropped, or more added at the end. */
function maskOfLength(mask: string, digits: number): string {
  let extra = maskDigitCount(mask) - digits;
  if (extra < 0) return mask + 'X'.repeat(-extra);
  let out = mask;
  while (extra > 0) {
    const last = out.lastIndexOf('X');
    out = out.slice(0, last) + out.slice(last + 1);
    extra -= 1;
  }
  return out.replace(/[\s-]+$/, '');
}

/**
 * A mobile number (normalizePhone's rules, then the country's mobile numbers of MOBILE_NUMBERS): `not-mobile` for a
 * well-formed number that is not a mobile's (a landline), `digit-count` with the mask's count for a number of no
 * count a mobile has.
 */
export function normalizeMobilePhone(input: string, country: PhoneCountry): PhoneResult {
  const rule = MOBILE_NUMBERS[country.dialCode];
  if (!rule) return normalizePhone(input, country);
  const mask = phoneMaskFor(country);
  const expectedDigits = maskDigitCount(mask);
  let refusal: PhoneResult | null = null;
  for (const digits of rule.digits) {
    const result = normalizePhone(input, { ...country, phoneMask: maskOfLength(mask, digits) });
    if (!result.valid) refusal ??= result;
    else if (isMobileNumber(country.dialCode, result.nationalNumber)) return result;
    else refusal = { valid: false, reason: 'not-mobile', expectedDigits };
  }
  return { ...(refusal ?? { valid: false, reason: 'digit-count' }), expectedDigits };
}

/**
 * How each country groups a number's digits when writing it (after the dial code, without the trunk 0), where it
 * differs from its mask: the spec's masks count digits (`(XXX) XXX - XXXX`, `XXXX - XXX - XXX`), but nobody writes
 * " - " inside a number, and a screen reader reads "555 dash 0100" (language reviewer F3-7). Elsewhere the mask with
 * its dashes made spaces.
 */
const WRITTEN_GROUPS: Readonly<Record<string, string>> = {
  [NORTH_AMERICA_DIAL_CODE]: 'XXX-XXX-XXXX',
  '33': 'X XX XX XX XX',
  '44': 'XXXX XXXXXX',
  '49': 'XXX XXXXXXXX',
  '81': 'XX-XXXX-XXXX',
};

function writtenGroupsFor(country: PhoneCountry): string {
  return WRITTEN_GROUPS[country.dialCode] ?? phoneMaskFor(country).replace(/\s*-\s*/g, ' ');
}

/**
 * A national number (no dial code, no trunk 0) as written at home: `(415) 555-0123`, `07700 900123`,
 * `0151 23456789`, `06 12 34 56 78`, `090-1234-5678`.
 */
export function formatNationalPhone(national: string, country: PhoneCountry): string {
  if (country.dialCode === NORTH_AMERICA_DIAL_CODE) return applyPhoneMask(national, '(XXX) XXX-XXXX');
  const grouped = applyPhoneMask(national, writtenGroupsFor(country)).trim();
  return NO_TRUNK_PREFIX.has(country.dialCode) ? grouped : `0${grouped}`;
}

/** A national number in international form: `+1 415-555-0123`, `+44 7700 900123`, `+81 90-1234-5678`. */
export function formatInternationalPhone(national: string, country: PhoneCountry): string {
  return `+${country.dialCode} ${applyPhoneMask(national, writtenGroupsFor(country)).trim()}`;
}

/** A mobile number of the country as written at home, for a hint (PHONE_EXAMPLES; else digits in its groups). */
export function phoneExampleFor(country: PhoneCountry): string {
  return (
    PHONE_EXAMPLES[country.dialCode] ??
    formatNationalPhone('2015550123456789'.slice(0, maskDigitCount(phoneMaskFor(country))), country)
  );
}
