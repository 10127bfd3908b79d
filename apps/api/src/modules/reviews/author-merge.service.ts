import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { moveAuthored, moveFlags, moveVotes } from './author-merge.repository.js';
import { ANSWER_VOTES, REVIEW_VOTES } from './reviews.repository.js';

/**
 * Gives everything one author wrote to another: reviews, questions and answers, helpful votes on reviews and
 * answers, and review flags (a guest session's, `session:{usid}`, to the account it signed in to,
 * `consumer:{consumerNo}`). Votes and flags stay one per shopper: where the account had already voted on or
 * flagged the same item, the guest's is dropped and its count taken back. Runs in the caller's transaction (the
 * token exchange's). Returns how many rows moved.
 */
export async function moveAuthorContent(
  _ctx: RequestContext,
  trx: Kysely<Database>,
  { from, to }: { from: string; to: string },
): Promise<number> {
  if (from === to) return 0;
  let moved = 0;
  for (const table of ['reviews', 'questions', 'answers'] as const) moved += await moveAuthored(trx, table, from, to);
  moved += await moveVotes(trx, REVIEW_VOTES, from, to);
  moved += await moveVotes(trx, ANSWER_VOTES, from, to);
  moved += await moveFlags(trx, from, to);
  return moved;
}
