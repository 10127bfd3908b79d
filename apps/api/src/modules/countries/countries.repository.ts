import type { Db } from '../../db/schema.js';

export interface CountryRow {
  code: string;
  dial_code: string;
  phone_mask: string | null;
  currency_code: string;
  name: string;
}

export interface StateRow {
  country_code: string;
  code: string;
  name: string;
}

/** All countries, or the one with this code. */
export function findCountries(db: Db, countryCode?: string): Promise<CountryRow[]> {
  let query = db.selectFrom('countries').select(['code', 'dial_code', 'phone_mask', 'currency_code', 'name']);
  if (countryCode) query = query.where('code', '=', countryCode);
  return query.orderBy('code').execute();
}

/** The states of the given countries in one query (never one query per country). */
export function findStates(db: Db, countryCodes: readonly string[]): Promise<StateRow[]> {
  if (countryCodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('country_states')
    .select(['country_code', 'code', 'name'])
    .where('country_code', 'in', countryCodes)
    .orderBy('country_code')
    .orderBy('code')
    .execute();
}
