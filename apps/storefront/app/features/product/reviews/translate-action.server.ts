import { ReviewTranslation } from '@outsole/contracts/reviews';
import { z } from 'zod';

import { fields, statusOf, type FeedbackContext } from './feedback-context.server.ts';

export const TranslateIntent = z.object({ intent: z.literal('review-translate'), reviewId: fields.id });
type TranslateIntent = z.infer<typeof TranslateIntent>;

export type TranslateResult = {
  intent: 'review-translate';
  reviewId: string;
  translation?: ReviewTranslation;
  formError?: string;
};

/** `review-translate`: the review in the page's language, through the api's translation provider. */
export async function translateAction({ intent, reviewId }: TranslateIntent, fx: FeedbackContext) {
  try {
    const translation = await fx.api.post(
      `/products/v1/review/${reviewId}/translate`,
      { targetLocale: fx.shop.locale },
      ReviewTranslation,
    );
    return fx.reply<TranslateResult>({ intent, reviewId, translation });
  } catch (error) {
    return fx.reply<TranslateResult>({ intent, reviewId, formError: fx.failed(error) }, statusOf(error));
  }
}
