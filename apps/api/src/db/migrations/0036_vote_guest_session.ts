import type { Kysely } from 'kysely';

/**
 * A guest's helpful vote remembers the guest session that cast it (decision 0052, addendum "one person, one vote"):
 * `guest_id` (`session:{usid}`) on review and answer votes, so the token exchange gives that session's votes to the
 * account it signs in to and the account's own vote on the same item is the same vote, not a second one. Votes of
 * accounts, and votes from before, have none. Indexed: the exchange looks votes up by it. Portable: schema builder
 * only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['review_votes', 'answer_votes']) {
    await db.schema.alterTable(table).addColumn('guest_id', 'varchar(80)').execute();
    await db.schema.createIndex(`${table}_guest_id_idx`).on(table).column('guest_id').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['review_votes', 'answer_votes']) {
    await db.schema.dropIndex(`${table}_guest_id_idx`).execute();
    await db.schema.alterTable(table).dropColumn('guest_id').execute();
  }
}
