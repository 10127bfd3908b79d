import { toLanguageTag } from '@outsole/contracts/locales';
import { maskDigitCount, phoneMaskFor } from '@outsole/contracts/phone';
import type { Country, CountryList, CountryListQuery } from '@outsole/contracts/reference';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { collatorFor, regionNamesFor } from '../../lib/intl.js';
import { findCountries, findStates, type StateRow } from './countries.repository.js';

/**
 * Countries whose subdivisions are listed in their official code order rather than by name: Japanese
 * prefectures run north to south by JIS code, which is how Japanese address forms list them.
 */
const STATES_IN_CODE_ORDER = new Set(['JP']);

/** GET /consumers-v3/utilities/countryList: countries named in the request's language, with their states. */
export async function countryList(ctx: RequestContext, db: Db, query: CountryListQuery): Promise<CountryList> {
  const rows = await findCountries(db, query.countryCode);
  const states =
    query.includeStates === 'true'
      ? await findStates(
          db,
          rows.map((row) => row.code),
        )
      : [];
  const statesByCountry = groupStates(states);

  const language = toLanguageTag(ctx.locale);
  const regionNames = regionNamesFor(language);
  const collator = collatorFor(language);

  const countries: Country[] = rows.map((row) => {
    const phoneMask = phoneMaskFor({ dialCode: row.dial_code, phoneMask: row.phone_mask });
    const countryStates = statesByCountry.get(row.code) ?? [];
    if (!STATES_IN_CODE_ORDER.has(row.code)) countryStates.sort((a, b) => collator.compare(a.name, b.name));
    return {
      countryCode: row.code,
      name: regionNames.of(row.code) ?? row.name,
      dialCode: row.dial_code,
      phoneMask,
      phoneDigits: maskDigitCount(phoneMask),
      currency: row.currency_code,
      states: countryStates,
    };
  });
  countries.sort((a, b) => collator.compare(a.name, b.name));
  return { countries };
}

function groupStates(rows: readonly StateRow[]): Map<string, { code: string; name: string }[]> {
  const grouped = new Map<string, { code: string; name: string }[]>();
  for (const row of rows) {
    const list = grouped.get(row.country_code) ?? [];
    list.push({ code: row.code, name: row.name });
    grouped.set(row.country_code, list);
  }
  return grouped;
}
