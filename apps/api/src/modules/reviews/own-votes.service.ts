import type { OwnVotes } from '@outsole/contracts/reviews';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { requireStyleOnSite } from '../products/products.service.js';
import { findAuthoredAnswerIds, findOwnAnswerVotes } from './questions.repository.js';
import type { Participant } from './review-author.js';
import { findAuthoredReviewIds, findOwnReviewVotes } from './reviews.repository.js';

/**
 * GET /products/v1/products/{productId}/reviews/votes (decision 0052, addendum "a shopper's own votes"): which way
 * the request's shopper voted on the style's reviews and answers, the votes the api would find if they voted again
 * (voting the same way counts nothing, the other way switches it). A signed-in shopper's are the account's. A
 * guest's are their address's that their guest session cast last: another guest at the same address (an office, a
 * carrier-grade NAT) shares the vote's place but is never shown it. With them, the style's reviews and answers the
 * shopper wrote, which they cannot vote on. Four queries, whatever the number of reviews and answers.
 */
export async function listOwnVotes(
  ctx: RequestContext,
  db: Db,
  productId: string,
  voter: Pick<Participant, 'id' | 'guestId'>,
): Promise<OwnVotes> {
  await requireStyleOnSite(ctx, db, productId);
  const authors = voter.guestId === null ? [voter.id] : [voter.id, voter.guestId];
  const [reviews, answers, ownReviews, ownAnswers] = await Promise.all([
    findOwnReviewVotes(db, productId, voter),
    findOwnAnswerVotes(db, productId, voter),
    findAuthoredReviewIds(db, productId, authors),
    findAuthoredAnswerIds(db, productId, authors),
  ]);
  return {
    productId,
    reviews: reviews.map((row) => ({ reviewId: row.id, helpful: Number(row.helpful) === 1 })),
    answers: answers.map((row) => ({ answerId: row.id, helpful: Number(row.helpful) === 1 })),
    authored: { reviewIds: ownReviews, answerIds: ownAnswers },
  };
}
