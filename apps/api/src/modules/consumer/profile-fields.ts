import { INTEREST_SEPARATOR } from '@outsole/contracts/auth';
import { ApiError } from '../../lib/api-error.js';
import type { Language } from '../../lib/language.js';

/** The oldest birth date accepted; anything earlier is a typing slip. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

/** PRO414's message for a shopper younger than the site's minimum age, in the request's language. */
const TOO_YOUNG: Record<Language, string> = {
  en: 'You must be at least {age} to have an account. Please check the date.',
  de: 'Für ein Konto musst du mindestens {age} Jahre alt sein. Bitte prüfe das Datum.',
  fr: 'Vous devez avoir au moins {age} ans pour avoir un compte. Veuillez vérifier la date.',
  ja: 'アカウントを作成できるのは{age}歳以上の方です。日付をご確認ください。',
};

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * PRO414 unless the date exists on the calendar and lies between 1900 and today, and the shopper is at least the
 * site's minimum age (decision 0017 addendum, session 51). "Today" is the latest date anywhere (UTC+14), so a
 * shopper whose birthday has begun where they live is not refused.
 */
export function checkBirthDate(
  date: string,
  now: Date,
  { minAge = 0, language = 'en' }: { minAge?: number; language?: Language } = {},
): void {
  const parsed = new Date(`${date}T00:00:00Z`);
  const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
  if (!real || date < EARLIEST_BIRTH_DATE || date > now.toISOString().slice(0, 10)) {
    throw new ApiError('PRO414', { field: 'body.birthDate' });
  }
  const latestToday = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  if (ageOn(date, latestToday) < minAge) {
    throw new ApiError('PRO414', {
      field: 'body.birthDate',
      message: TOO_YOUNG[language].replace('{age}', String(minAge)),
    });
  }
}

/** PRO412's message when texts are asked for without a mobile to send them to, in the request's language. */
const SMS_WITHOUT_PHONE: Record<Language, string> = {
  en: 'Please enter a mobile phone number to get texts.',
  de: 'Bitte gib eine Mobilnummer ein, damit wir dir SMS schicken können.',
  fr: 'Veuillez saisir un numéro de portable pour recevoir des SMS.',
  ja: 'SMSを受け取るには携帯電話番号を入力してください。',
};

/**
 * SMS marketing needs a number to text (decision 0017 addendum, session 51): `smsOptIn: true` with no phone given or
 * on file is PRO412 at `body.phone`, at sign-up as on the account (where removing the phone ends the subscription).
 */
export function checkSmsHasPhone(smsOptIn: boolean | undefined, phone: string | null, language: Language): void {
  if (smsOptIn === true && !phone) {
    throw new ApiError('PRO412', { field: 'body.phone', message: SMS_WITHOUT_PHONE[language] });
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
