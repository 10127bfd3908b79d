import { FLAG_COMMENT_MAX, FLAG_REASONS, FlagResponse } from '@outsole/contracts/reviews';
import { characterCount } from '@outsole/contracts/text.values';
import { z } from 'zod';

import { ApiError } from '#app/lib/api/api-error.ts';
import {
  apiFieldErrors,
  checkShopperText,
  fields,
  statusOf,
  type FeedbackContext,
  type Translate,
} from './feedback-context.server.ts';

export const ReportIntent = z.object({
  intent: z.literal('review-flag'),
  reviewId: fields.id,
  reason: fields.text,
  comment: fields.text,
});
type ReportIntent = z.infer<typeof ReportIntent>;

export type FlagResult = {
  intent: 'review-flag';
  reviewId: string;
  flagged?: boolean;
  values: { reason: string; comment: string };
  fieldErrors?: { reason?: string; comment?: string };
  formError?: string;
};

/** `review-flag`: report a review with a reason from the api's list, and a comment that "other" needs. */
export async function reportAction(input: ReportIntent, { api, reply, t, failed }: FeedbackContext) {
  const { intent, reviewId } = input;
  const values = { reason: input.reason, comment: input.comment };
  const fieldErrors = checkReport(values, t);
  if (fieldErrors.reason || fieldErrors.comment) return reply<FlagResult>({ intent, reviewId, values, fieldErrors });
  try {
    await api.post(
      `/products/v1/review/${reviewId}/flag`,
      { reason: input.reason, ...(input.comment ? { comment: input.comment } : {}) },
      FlagResponse,
    );
    return reply<FlagResult>({ intent, reviewId, values, flagged: true });
  } catch (error) {
    const refused = apiFieldErrors(error, values, t, { comment: { lines: true, optional: input.reason !== 'other' } });
    if (refused.comment) return reply<FlagResult>({ intent, reviewId, values, fieldErrors: refused }, statusOf(error));
    // One's own review (REV403, the id of a vote on it too): said as a report's, not the vote's "can't vote".
    const own = error instanceof ApiError && error.errorId === 'REV403';
    const formError = own ? t('product.reviews.report.own') : failed(error);
    return reply<FlagResult>({ intent, reviewId, values, formError }, statusOf(error));
  }
}

/** The report's checks, each field on its own: a missing reason and a comment too long are both said. */
export function checkReport(values: FlagResult['values'], t: Translate) {
  const fieldErrors: NonNullable<FlagResult['fieldErrors']> = {};
  // Each field on its own: a missing reason and a comment too long are both said after one post.
  if (!FLAG_REASONS.includes(values.reason as (typeof FLAG_REASONS)[number]))
    fieldErrors.reason = t('product.reviews.report.reasonRequired');
  if (values.reason === 'other' && !values.comment) fieldErrors.comment = t('validation.required');
  else if (characterCount(values.comment) > FLAG_COMMENT_MAX)
    fieldErrors.comment = t('product.reviews.tooLong', { max: FLAG_COMMENT_MAX });
  else {
    // Checked whatever the reason: a comment the api would refuse is marked (and takes the focus), not a form
    // error the shopper cannot place, which a reason needing no comment would then keep failing on.
    const commentError = checkShopperText(values.comment, t, { lines: true, optional: values.reason !== 'other' });
    if (commentError) fieldErrors.comment = commentError;
  }
  return fieldErrors;
}
