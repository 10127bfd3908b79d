import type { Kysely } from 'kysely';

/**
 * Signing in moves what the guest session wrote to the account (modules/session/guest-merge.ts →
 * modules/reviews/author-merge.*): it finds a session's questions, answers, votes and flags by author, voter or
 * flagger id inside the code exchange's transaction. Without these indexes each sign-in scanned those tables
 * (about 15 ms per 150,000 rows on SQLite, with the write lock held). Reviews are covered by reviews_author_idx
 * (0005). Portable: schema builder only.
 */
const INDEXES = [
  ['questions_author_idx', 'questions', 'author_id'],
  ['answers_author_idx', 'answers', 'author_id'],
  ['review_votes_voter_idx', 'review_votes', 'voter_id'],
  ['answer_votes_voter_idx', 'answer_votes', 'voter_id'],
  ['review_flags_flagger_idx', 'review_flags', 'flagger_id'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of INDEXES) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
