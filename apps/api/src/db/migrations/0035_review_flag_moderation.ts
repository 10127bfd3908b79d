import type { Kysely } from 'kysely';

/**
 * Review reports as moderation reads them (decision 0052): `address_key`, a keyed digest of the address the report
 * came from (never the address itself), so that flags from one address count once toward hiding a review;
 * `cleared_at`, set when an operator puts a hidden review back (`npm run reviews:moderate -- --restore`), so the
 * reports it was judged on no longer count, while each account can still report it only once. Rows from before
 * have neither. Portable: schema builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('review_flags').addColumn('address_key', 'varchar(80)').execute();
  await db.schema.alterTable('review_flags').addColumn('cleared_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('review_flags').dropColumn('cleared_at').execute();
  await db.schema.alterTable('review_flags').dropColumn('address_key').execute();
}
