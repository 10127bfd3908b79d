/**
 * Phone numbers (spec §5): normalised to a plus sign, the dial code and digits; the expected digit count comes from
 * a per-country mask; the default masks are `(XXX) XXX - XXXX` for North America and `XXXX - XXX - XXX` elsewhere;
 * ten digits with no code in North America assume the code 1.
 */

export const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
export const DEFAULT_MASK = 'XXXX - XXX - XXX';
/** The North American Numbering Plan shares dial code 1. */
export const NORTH_AMERICA_DIAL_CODE = '1';

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
  } else if (digits.length === expectedDigits) {
    national = digits; // spec: ten digits and no code in North America assume 1
  } else if (digits.length === dial.length + expectedDigits && digits.startsWith(dial)) {
    national = digits.slice(dial.length);
  } else if (digits.length === expectedDigits + 1 && digits.startsWith('0')) {
    national = digits.slice(1); // national trunk prefix, as in 07700 900123
  } else {
    national = digits;
  }
  if (national.length === expectedDigits + 1 && national.startsWith('0') && dial !== NORTH_AMERICA_DIAL_CODE) {
    national = national.slice(1); // +44 (0)7700 900123
  }
  if (national.length !== expectedDigits) return { valid: false, reason: 'digit-count', expectedDigits };
  return {
    valid: true,
    e164: `+${dial}${national}`,
    dialCode: dial,
    nationalNumber: national,
    formatted: applyPhoneMask(national, mask),
  };
}
