import { emailLooksAsWritten } from '@outsole/contracts/email-script.values';
import {
  asciiEmail,
  emailLocalPartFits,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@outsole/contracts/auth.values';
import { personNameProblem } from '@outsole/contracts/person-name.values';
import { passwordWeakness, type PasswordWeakness } from '@outsole/contracts/password.values';
import {
  formatNationalPhone,
  mobileStarts,
  normalizeShopperPhone,
  phoneAdvice,
  type PhoneCountry,
} from '@outsole/contracts/phone';
import { characterCount } from '@outsole/contracts/text.values';

/**
 * The identity forms' checks, run in the browser on blur and on submit before the api runs its own (which stay the
 * authority: AUT439, AUT444, AUT450… come back from it). Pure functions returning what is wrong, never a message:
 * field-messages.ts turns a problem into the page's language.
 */

export type Problem =
  | { code: 'required' }
  | { code: 'email' }
  /** An address that only looks like another one (a Cyrillic "е" in example.com: contracts email-script.values.ts). */
  | { code: 'emailScripts' }
  | { code: 'tooLong'; max: number }
  /** A name with digits or symbols other than a name's (contracts person-name.values.ts, the api's rule). */
  | { code: 'nameCharacters' }
  /** spec §8 FE872: password too short. */
  | { code: 'FE872'; minLength: number }
  /** spec §8 FE340: the passwords differ. */
  | { code: 'FE340' }
  /** The count as `example` (a real-looking number of the country, contracts phoneAdvice) is written. */
  | { code: 'phoneDigits'; digits: number; example: string }
  /** A country whose numbers have two lengths (a German mobile: 10 or 11 digits after the 0). */
  | { code: 'phoneDigitCounts'; fewer: number; digits: number; example: string }
  | { code: 'phoneCountry'; dialCode: string }
  /** A landline where the country's numbers tell mobiles apart: how its mobiles start (`07` in the UK). */
  | { code: 'phoneMobile'; starts: readonly string[] }
  /** A country code the mobile's choice does not offer (only a hand-made post sends one). */
  | { code: 'phoneCode' }
  /** The catalogue's PRO414 (invalid date of birth). */
  | { code: 'birthDate' }
  | { code: 'tooYoung'; age: number }
  /** The catalogue's PRO415 (invalid postal code). */
  | { code: 'postalCode' }
  /** AUT450 by a rule the browser can tell (contracts password.values.ts): whitespace, repeated, sequence, context. */
  | { code: 'passwordWeak'; rule: PasswordWeakness };

/** The fields the identity forms check, by form field name. */
export type FieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'username'
  | 'password'
  | 'currentPassword'
  | 'newPassword'
  | 'confirmPassword'
  | 'phone'
  | 'birthDate'
  | 'postalCode';

export interface CheckContext {
  /** The site's country: phone mask and postal code format. */
  phoneCountry: PhoneCountry | null;
  countryCode: string;
  /** Today as YYYY-MM-DD in the shopper's time zone (birth dates are calendar dates). */
  today: string;
  /** Whether the new password fields are checked against the rules (sign-up, reset, change) or only required. */
  passwordRules: boolean;
  /** The site's brand: a password that is only the brand (and digits) is refused, as the api does. */
  brand?: string | undefined;
  /** The site's minimum account age (its record's `minAccountAge`); MIN_ACCOUNT_AGE when not known. */
  minAccountAge?: number | undefined;
}

/**
 * Sign-up's mobile, birth date and postal code are asked, not required (decision 0017 addenda): the spec requires none
 * of them to open an account (one without them is partially enrolled, spec §5). Checked only when filled, in the
 * browser as on the storefront server.
 */
export const SIGN_UP_OPTIONAL: ReadonlySet<FieldName> = new Set<FieldName>(['phone', 'birthDate', 'postalCode']);

/**
 * The youngest age of an account where the site's own (`Site.minAccountAge`, decision 0017 addendum session 51: US
 * and GB 13, FR 15, DE and JP 16) is not known: the lowest of them, the api refuses any younger one anyway.
 */
export const MIN_ACCOUNT_AGE = 13;
const OLDEST_BIRTH_YEAR = 1900;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Postal code shapes of the markets the sites sell in; elsewhere 2 to 12 letters, digits, spaces or dashes. */
const POSTAL_CODES: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/,
};
const ANY_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/;

/** What is wrong with one field given every value of its form, or null. Blank optional fields are fine. */
export function checkField(
  name: FieldName,
  values: Readonly<Record<string, string>>,
  ctx: CheckContext,
): Problem | null {
  const value = values[name] ?? '';
  switch (name) {
    case 'firstName':
    case 'lastName':
      return checkName(value.trim());
    case 'email':
      return checkEmail(value.trim());
    case 'username': {
      // Signing in takes the address an account has, even one opened before lookalikes were refused.
      const problem = checkEmail(value.trim());
      return problem?.code === 'emailScripts' ? null : problem;
    }
    case 'password':
    case 'newPassword':
      return (
        checkPassword(value, ctx.passwordRules) ??
        (ctx.passwordRules ? weakPassword(value, { ...values, brand: ctx.brand }) : null)
      );
    case 'currentPassword':
      return value === '' ? { code: 'required' } : null;
    case 'confirmPassword': {
      if (value === '') return { code: 'required' };
      const other = values.newPassword ?? values.password ?? '';
      return value === other ? null : { code: 'FE340' };
    }
    case 'phone':
      return checkPhone(value, ctx.phoneCountry);
    case 'birthDate':
      return checkBirthDate(value.trim(), ctx.today, ctx.minAccountAge);
    case 'postalCode':
      return checkPostalCode(value.trim(), ctx.countryCode);
  }
}

/** A first or last name: required, a person's name (letters, spaces, hyphens, apostrophes, full stops), not too long. */
export function checkName(value: string): Problem | null {
  if (value === '') return { code: 'required' };
  if (personNameProblem(value)) return { code: 'nameCharacters' };
  return characterCount(value) > NAME_MAX_LENGTH ? { code: 'tooLong', max: NAME_MAX_LENGTH } : null;
}

export function checkEmail(value: string): Problem | null {
  if (value === '') return { code: 'required' };
  // A local part over RFC 5321's 64 octets is refused as the api refuses it (AUT452); an internationalised domain
  // (müller.de) is an address: the api stores it as its A-label.
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(value) || !emailLocalPartFits(value)) {
    return { code: 'email' };
  }
  // As the api refuses it (AUT452): an address that mixes alphabets renders as another one (decision 0017 addendum).
  if (!emailLooksAsWritten(asciiEmail(value.toLowerCase()))) return { code: 'emailScripts' };
  return null;
}

/** ASVS 2.1: length only (8 to 128, never truncated), no composition rules; common passwords are the api's call. */
export function checkPassword(value: string, rules: boolean): Problem | null {
  if (value === '') return { code: 'required' };
  if (!rules) return null;
  if (characterCount(value) < PASSWORD_MIN_LENGTH) return { code: 'FE872', minLength: PASSWORD_MIN_LENGTH };
  if (characterCount(value) > PASSWORD_MAX_LENGTH) return { code: 'tooLong', max: PASSWORD_MAX_LENGTH };
  return null;
}

/**
 * The api's AUT450 rules the form can check itself (decision 0017 addendum): whitespace only, one short run repeated,
 * a sequence or keyboard row, the brand or the shopper's names or email with digits. Common passwords are the api's.
 */
export function weakPassword(
  value: string,
  context: { brand?: string | undefined; email?: string; firstName?: string; lastName?: string },
): Problem | null {
  const rule = passwordWeakness(value, context);
  return rule ? { code: 'passwordWeak', rule } : null;
}

/**
 * spec §5: the digit count comes from the country's mask, and the counts its mobile numbers have (a German mobile
 * of 10 digits too: contracts normalizeShopperPhone, as the api checks it); a number of another country is refused,
 * and so is a landline where the numbering plan tells mobiles apart (UK, France, Germany, Japan): the field asks for
 * a mobile.
 */
export function checkPhone(value: string, country: PhoneCountry | null): Problem | null {
  if (value.trim() === '') return { code: 'required' };
  if (!country) return null; // the country's mask is still loading: the api checks it
  const result = normalizeShopperPhone(value, country);
  if (result.valid) return null;
  if (result.reason === 'other-country') return { code: 'phoneCountry', dialCode: country.dialCode };
  if (result.reason === 'not-mobile') return { code: 'phoneMobile', starts: mobileStarts(country) };
  const { fewer, digits, example } = phoneAdvice(country, result.digitCounts ?? [result.expectedDigits]);
  return fewer === undefined
    ? { code: 'phoneDigits', digits, example }
    : { code: 'phoneDigitCounts', fewer, digits, example };
}

/**
 * The national number as the country writes it (`(415) 555-0123`, `07700 900123`), as the shopper leaves the field;
 * unchanged when it does not fit.
 */
export function formatPhone(value: string, country: PhoneCountry | null): string {
  if (!country) return value;
  const result = normalizeShopperPhone(value, country);
  return result.valid ? formatNationalPhone(result.nationalNumber, country) : value;
}

export function checkBirthDate(value: string, today: string, minAge = MIN_ACCOUNT_AGE): Problem | null {
  if (value === '') return { code: 'required' };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return { code: 'birthDate' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < OLDEST_BIRTH_YEAR || value > today) return { code: 'birthDate' };
  return ageOn(value, today) < minAge ? { code: 'tooYoung', age: minAge } : null;
}

/** Whole years between two YYYY-MM-DD dates (string comparison of month-day works for ISO dates). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export function checkPostalCode(value: string, countryCode: string): Problem | null {
  if (value === '') return { code: 'required' };
  const pattern = POSTAL_CODES[countryCode.toUpperCase()] ?? ANY_POSTAL_CODE;
  // Full-width digits and hyphen (a Japanese IME's default) are the code they show; the api folds them the same way.
  return pattern.test(value.normalize('NFKC').trim()) ? null : { code: 'postalCode' };
}

/** Today in the browser's (or server's) time zone as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
