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
