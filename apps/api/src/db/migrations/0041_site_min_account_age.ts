import type { Kysely } from 'kysely';

/**
 * The youngest age a site opens an account for when a birth date is given (decision 0017, addendum session 51): the
 * age a child consents to an online service on their own in the site's market — US 13 (COPPA), GB 13 (UK GDPR Art. 8,
 * DPA 2018 s.9), DE 16 and FR 15 (GDPR Art. 8 as each country set it), JP 16 (the PPC's guidance asks a guardian's
 * consent up to 12–15). Existing sites get theirs by country; a site of another country 16, GDPR's default.
 * Portable: schema builder only.
 */
export const MIN_ACCOUNT_AGE_BY_COUNTRY: Readonly<Record<string, number>> = { US: 13, GB: 13, DE: 16, FR: 15, JP: 16 };
export const DEFAULT_MIN_ACCOUNT_AGE = 16;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('min_account_age', 'integer', (column) => column.notNull().defaultTo(DEFAULT_MIN_ACCOUNT_AGE))
    .execute();
  const sites = db as unknown as Kysely<{ sites: { country_code: string; min_account_age: number } }>;
  for (const [country, age] of Object.entries(MIN_ACCOUNT_AGE_BY_COUNTRY)) {
    await sites.updateTable('sites').set({ min_account_age: age }).where('country_code', '=', country).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').dropColumn('min_account_age').execute();
}
