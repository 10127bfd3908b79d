import type { Kysely } from 'kysely';

/**
 * What a code's exchange merged from the guest session into the account (`merged` of the token answer, MergeResult
 * as JSON; null when the exchange merged nothing or has not happened), kept with the code: the client's retry of the
 * exchange within the grace window (spec §9: a 409 retried after 2 s) joins the first exchange's session, and its
 * answer carries the same `merged`, so the storefront shows the merged-cart notice whichever answer it got
 * (decision 0017, addendum session 51). Portable: schema builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('authorization_codes').addColumn('merged', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('authorization_codes').dropColumn('merged').execute();
}
