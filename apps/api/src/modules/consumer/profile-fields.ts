import { INTEREST_SEPARATOR } from '@outsole/contracts/auth';
import { ApiError } from '../../lib/api-error.js';

/** The oldest birth date accepted; anything earlier is a typing slip. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

/** PRO414 unless the date exists on the calendar and lies between 1900 and today. */
export function checkBirthDate(date: string, now: Date): void {
  const parsed = new Date(`${date}T00:00:00Z`);
  const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
  if (!real || date < EARLIEST_BIRTH_DATE || date > now.toISOString().slice(0, 10)) {
    throw new ApiError('PRO414', { field: 'body.birthDate' });
  }
}

/**
 * Postal code shapes of the countries the sites sell in (others are only length-checked by the contract). Spaces and
 * case are as people write them; the code is stored as given, trimmed.
 */
const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
  JP: /^\d{3}-?\d{4}$/,
  AU: /^\d{4}$/,
  CH: /^\d{4}$/,
  IE: /^[A-Za-z\d]{3} ?[A-Za-z\d]{4}$/,
};

/** PRO415 when the code does not have the shape of the country's postal codes. */
export function checkPostalCode(postalCode: string, countryCode: string): void {
  const pattern = POSTAL_CODE_PATTERNS[countryCode];
  if (pattern && !pattern.test(postalCode)) throw new ApiError('PRO415', { field: 'body.postalCode' });
}

/** spec §3 Profile: interests are joined by a pipe character; repeats are dropped, order kept. */
export function joinInterests(interests: readonly string[]): string {
  return [...new Set(interests)].join(INTEREST_SEPARATOR);
}
