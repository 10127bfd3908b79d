import { VoteResponse } from '@outsole/contracts/reviews';
import { z } from 'zod';

import { ApiError } from '#app/lib/api/api-error.ts';
import { fields, statusOf, type FeedbackContext } from './feedback-context.server.ts';

export const VoteIntents = [
  z.object({ intent: z.literal('review-vote'), reviewId: fields.id, helpful: fields.helpful }),
  z.object({ intent: z.literal('answer-vote'), answerId: fields.id, helpful: fields.helpful }),
] as const;
type VoteIntent = z.infer<(typeof VoteIntents)[number]>;

interface VoteOn {
  intent: VoteIntent['intent'];
  /** The review or answer voted on. */
  id: string;
  helpful: boolean;
}
/** The api's counts after the vote, or a message shown by the buttons when it could not be recorded. */
export type VoteResult =
  (VoteOn & { counted: boolean; helpfulCount: number; unhelpfulCount: number }) | (VoteOn & { formError: string });

/** `review-vote` and `answer-vote`: a helpful (or not) vote, counted once per shopper by the api. */
export async function voteAction(input: VoteIntent, { api, reply, t }: FeedbackContext) {
  const id = input.intent === 'review-vote' ? input.reviewId : input.answerId;
  const path =
    input.intent === 'review-vote' ? `/products/v1/review/${id}/vote` : `/products/v1/review/${id}/questions/vote`;
  try {
    const vote = await api.post(path, { helpful: input.helpful }, VoteResponse);
    return reply<VoteResult>({ intent: input.intent, ...vote, id });
  } catch (error) {
    // One's own review or answer (REV403 / QST403): the api's reason, in the shopper's language; else "couldn't be
    // saved".
    const own = error instanceof ApiError && (error.errorId === 'REV403' || error.errorId === 'QST403');
    const formError = own ? error.message : t('product.reviews.voteFailed');
    return reply<VoteResult>({ intent: input.intent, id, helpful: input.helpful, formError }, statusOf(error));
  }
}
