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
  | { valid: false; reason: 'empty' | 'other-country' | 'digit-count'; expectedDigits: number };

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
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return { valid: false, reason: 'empty', expectedDigits };

  const dial = country.dialCode;
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  let national: string;
  if (international) {
    const withoutPrefix = trimmed.startsWith('+') ? digits : digits.slice(2);
    if (!withoutPrefix.startsWith(dial)) return { valid: false, reason: 'other-country', expectedDigits };
    national = withoutPrefix.slice(dial.length);
  } else if (digits.length === dial.length + expectedDigits && digits.startsWith(dial)) {
    national = digits.slice(dial.length); // the code without the plus, as in 14155550123
  } else {
    national = digits; // spec: ten digits and no code in North America assume 1
  }
  // The trunk prefix, as in 07700 900123 or +44 (0)7700 900123. Dropping it before counting also means a
  // number one digit short is rejected instead of keeping its 0 and becoming an impossible +44 0...
  if (national.startsWith('0') && !NO_TRUNK_PREFIX.has(dial)) national = national.slice(1);
  if (national.length !== expectedDigits) return { valid: false, reason: 'digit-count', expectedDigits };
  return {
    valid: true,
    e164: `+${dial}${national}`,
    dialCode: dial,
    nationalNumber: national,
    formatted: applyPhoneMask(national, mask),
  };
}
