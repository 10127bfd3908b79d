import type { PhoneCountry } from '@outsole/contracts/phone';

/**
 * The mobile's country choice on the account's details (decision 0017 addendum): one option per dial code the api's
 * country list offers (GET /consumers-v3/utilities/countryList), with the countries sharing it (+1: the US and
 * Canada). The site's own country gives its dial code's mask.
 */
export interface PhoneCountryOption {
  dialCode: string;
  phoneMask: string | null;
  /** ISO codes of the countries with this dial code, the site's first. */
  countryCodes: string[];
}

export function phoneCountryOptions(
  countries: readonly { countryCode: string; dialCode: string; phoneMask: string | null }[],
  siteCountry: string,
): PhoneCountryOption[] {
  const byDial = new Map<string, PhoneCountryOption>();
  const ordered = [...countries].sort(
    (a, b) => Number(b.countryCode === siteCountry) - Number(a.countryCode === siteCountry),
  );
  for (const country of ordered) {
    const option = byDial.get(country.dialCode);
    if (option) option.countryCodes.push(country.countryCode);
    else
      byDial.set(country.dialCode, {
        dialCode: country.dialCode,
        phoneMask: country.phoneMask,
        countryCodes: [country.countryCode],
      });
  }
  return [...byDial.values()];
}

/** The dial code a number written internationally (`+49 …`, `0049 …`) starts with, of the options: the longest. */
export function internationalDialCode(options: readonly PhoneCountryOption[], value: string): string | undefined {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  const national = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (national === null) return undefined;
  return options
    .map((option) => option.dialCode)
    .filter((dial) => national.startsWith(dial))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The country a typed number is read and checked as: the dial code it is written with (`+49 151 …` is German whatever
 * the choice says), else the chosen one (`selected`, digits without `+`), else the first option (the site's). Null
 * without options (the list could not be read: the api checks the number).
 */
export function chosenPhoneCountry(
  options: readonly PhoneCountryOption[] | null,
  selected: string | undefined,
  value: string,
): PhoneCountry | null {
  if (!options || options.length === 0) return null;
  const dial = internationalDialCode(options, value) ?? selected?.replace(/^\+/, '');
  const found = options.find((option) => option.dialCode === dial) ?? options[0]!;
  return { dialCode: found.dialCode, phoneMask: found.phoneMask };
}

/**
 * The posted choice (`phoneCode`): the dial code's digits (`49`; a leading `+` is taken), undefined when none was posted
 * (an old page, the short sign-up form, a blank value), null when what was posted is no dial code (a file, letters,
 * more than 4 digits: a hand-made post).
 */
export function postedPhoneCode(value: FormDataEntryValue | null): string | null | undefined {
  if (value === null) return undefined;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const digits = trimmed.replace(/^\+/, '');
  return /^\d{1,4}$/.test(digits) ? digits : null;
}

/**
 * The country a posted number is read and checked as, on the storefront server (sign-up and the account's details):
 * `chosenPhoneCountry` of the posted choice when the list offers it, else of `fallback` (the code on file, the site's).
 * `refused`: a choice was posted that is no dial code, or one the list does not offer (no form sends it: a hand-made
 * post). Without a list nothing can be told but a malformed code, and the country is null (the api reads the number).
 */
export function postedPhoneCountry(
  options: readonly PhoneCountryOption[] | null,
  posted: string | null | undefined,
  phone: string,
  fallback?: string,
): { country: PhoneCountry | null; refused: boolean } {
  const offered = posted && options?.some((option) => option.dialCode === posted) ? posted : undefined;
  const refused = posted === null || (posted !== undefined && options !== null && offered === undefined);
  return { country: chosenPhoneCountry(options, offered ?? fallback, phone), refused };
}
