import type { VoteResponse } from '@outsole/contracts/reviews';
import type { Db } from '../../db/schema.js';
import type { Participant } from './review-author.js';
import { findCounts, recordVote, type VoteTarget } from './reviews.repository.js';

/**
 * One voter's helpful vote on a review or an answer (the caller has checked it exists on the site): counted once
 * per voter, voting the other way switches it, and the counts it answers are the ones the vote committed with. A
 * guest's vote keeps the guest's session, which the sign-in from it gives to the account (decision 0052).
 */
export function castHelpfulVote(
  db: Db,
  target: VoteTarget,
  id: string,
  voter: Pick<Participant, 'id' | 'guestId'>,
  helpful: boolean,
  now: Date,
): Promise<VoteResponse> {
  return db.transaction().execute(async (trx) => {
    const outcome = await recordVote(trx, target, id, voter, helpful, now.toISOString());
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
