import type { VoteResponse } from '@outsole/contracts/reviews';
import type { Db } from '../../db/schema.js';
import { findCounts, recordVote, type VoteTarget } from './reviews.repository.js';

/**
 * One voter's helpful vote on a review or an answer (the caller has checked it exists on the site): counted once
 * per voter, voting the other way switches it, and the counts it answers are the ones the vote committed with.
 */
export function castHelpfulVote(
  db: Db,
  target: VoteTarget,
  id: string,
  voterId: string,
  helpful: boolean,
  now: Date,
): Promise<VoteResponse> {
  return db.transaction().execute(async (trx) => {
    const outcome = await recordVote(trx, target, id, voterId, helpful, now.toISOString());
    const counts = await findCounts(trx, target.counted, id);
    return {
      id,
      helpful,
      counted: outcome !== 'same',
      helpfulCount: Number(counts.helpful_count),
      unhelpfulCount: Number(counts.unhelpful_count),
    };
  });
}
