import type { Transaction } from 'kysely';
import type { Database, Db } from '../schema.js';
import { generateCategories } from './reference/categories.js';
import { COUNTRIES } from './reference/countries.js';
import { CURRENCIES } from './reference/currencies.js';
import { SITES } from './reference/sites.js';
import { STATES } from './reference/states.js';

export interface SeedOptions {
  /** Multiplier of generated demo data; 1 is the small default, benchmarks use 100 or more. */
  size: number;
}

export interface SeedSummary {
  currencies: number;
  countries: number;
  states: number;
  sites: number;
  categories: number;
  categoryTranslations: number;
}

/** Rows per insert: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const BATCH = 500;

/**
 * Writes reference data and the deterministic demo data in one transaction (all or nothing). Expects an empty,
 * migrated database; use seedIfEmpty at start.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const categories = generateCategories(options.size);
  const translations = categories.flatMap((category) =>
    Object.entries(category.names).map(([locale, { name, slug }]) => ({
      category_id: category.id,
      locale,
      name,
      slug,
    })),
  );
  const states = Object.entries(STATES).flatMap(([country, list]) =>
    list.map(([code, name]) => ({ country_code: country, code, name })),
  );

  await db.transaction().execute(async (trx) => {
    await insert(
      trx,
      'currencies',
      CURRENCIES.map((c) => ({ code: c.code, exponent: c.exponent, symbol: c.symbol })),
    );
    await insert(
      trx,
      'countries',
      COUNTRIES.map((c) => ({
        code: c.code,
        dial_code: c.dialCode,
        phone_mask: c.phoneMask,
        currency_code: c.currency,
        name: c.name,
      })),
    );
    await insert(trx, 'country_states', states);
    await insert(
      trx,
      'sites',
      SITES.map((s) => ({
        site_id: s.siteId,
        brand: s.brand,
        locale: s.locale,
        country_code: s.countryCode,
        currency_code: s.currency,
        tax_mode: s.taxMode,
        features: JSON.stringify(s.features),
      })),
    );
    // Parents come before their children in the generated order, so the parent_id foreign key always holds.
    await insert(
      trx,
      'categories',
      categories.map((c) => ({
        id: c.id,
        brand: c.brand,
        parent_id: c.parentId,
        position: c.position,
        level: c.level,
      })),
    );
    await insert(trx, 'category_translations', translations);
  });

  return {
    currencies: CURRENCIES.length,
    countries: COUNTRIES.length,
    states: states.length,
    sites: SITES.length,
    categories: categories.length,
    categoryTranslations: translations.length,
  };
}

/** A database without sites has never been seeded (sites are the first thing every request needs). */
export async function isEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('sites').select('site_id').limit(1).executeTakeFirst());
}

/** Seeds only an empty database, so restarting the api never duplicates or overwrites data. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  return (await isEmpty(db)) ? seed(db, options) : null;
}

async function insert<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Database[T][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    // The rows are whole table rows, which is exactly what an insert accepts; Kysely cannot see that generically.
    const batch = rows.slice(start, start + BATCH) as never;
    await trx.insertInto(table).values(batch).execute();
  }
}
