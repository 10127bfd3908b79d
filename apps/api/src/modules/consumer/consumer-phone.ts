import { mobileStarts, normalizeShopperPhone, phoneAdvice, type PhoneAdvice } from '@outsole/contracts/phone';
import type { Country } from '@outsole/contracts/reference';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { fieldLanguageOf, fieldMessage, type FieldLanguage } from '../../lib/field-messages.js';
import { countryList } from '../countries/countries.service.js';

export interface StoredPhone {
  /** National digits, as contracts/phone.ts normalises them. */
  phone: string;
  /** `+` and the dial code. */
  phoneCode: string;
}

/**
 * A shopper's phone as stored (spec §5: "normalised to a plus sign, dial code and digits; the expected digit count
 * comes from a per-country mask"): by the site country's mask from the countries table, and the digit counts of the
 * country's mobile numbers (a German mobile has 10 or 11: contracts phone.ts), or, when the shopper names
 * another dial code (`phoneCode`, or a number written with `+`), by that country's. It is the account's mobile: where
 * the numbering plan tells mobiles apart (UK, France, Germany, Japan) a landline is refused; North America takes any
 * number. Refused with PRO412 naming the field when the digits do not fit or the number is a landline, saying what to
 * write in the request's language (lib/field-messages.ts).
 */
export async function normaliseShopperPhone(
  ctx: RequestContext,
  db: Db,
  phone: string,
  phoneCode: string | undefined,
): Promise<StoredPhone> {
  const { countries } = await countryList(ctx, db, { includeStates: 'false' });
  const language = fieldLanguageOf(ctx.locale);
  const country = countryFor(countries, ctx.site.countryCode, phone, phoneCode);
  if (!country) throw invalid('body.phoneCode', fieldMessage(language, 'phone-code-unsupported', 'phoneCode'));
  const result = normalizeShopperPhone(phone, { dialCode: country.dialCode, phoneMask: country.phoneMask });
  if (!result.valid) {
    const counts = result.digitCounts ?? [result.expectedDigits];
    throw invalid(
      'body.phone',
      result.reason === 'other-country'
        ? fieldMessage(language, 'phone-start', 'phone', { dialCode: country.dialCode })
        : result.reason === 'not-mobile'
          ? fieldMessage(language, 'phone-not-mobile', 'phone', {
              starts: new Intl.ListFormat(language, { type: 'disjunction' }).format(mobileStarts(country)),
            })
          : result.reason === 'empty'
            ? fieldMessage(language, 'phone-no-digits', 'phone')
            : digitCountMessage(language, phoneAdvice(country, counts)),
    );
  }
  return { phone: result.nationalNumber, phoneCode: `+${result.dialCode}` };
}

/** The counts as the example is written, and the example (a real-looking number, not the mask's X's). */
function digitCountMessage(language: FieldLanguage, advice: PhoneAdvice): string {
  return advice.fewer === undefined
    ? fieldMessage(language, 'phone-digit-count', 'phone', { digits: advice.digits, example: advice.example })
    : fieldMessage(language, 'phone-digit-counts', 'phone', { ...advice });
}

function countryFor(
  countries: readonly Country[],
  siteCountry: string,
  phone: string,
  phoneCode: string | undefined,
): Country | undefined {
  const site = countries.find((country) => country.countryCode === siteCountry);
  const dial = phoneCode?.slice(1) ?? internationalDial(countries, phone);
  if (dial === undefined || site?.dialCode === dial) return site;
  return countries.find((country) => country.dialCode === dial);
}

/** The dial code a number written internationally (`+44 …`, `0044 …`) starts with: the longest one we know. */
function internationalDial(countries: readonly Country[], phone: string): string | undefined {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  const national = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (national === null) return undefined;
  return countries
    .map((country) => country.dialCode)
    .filter((dial) => national.startsWith(dial))
    .sort((a, b) => b.length - a.length)[0];
}

function invalid(field: string, message: string): ApiError {
  return new ApiError('PRO412', { field, message });
}
