import { QuestionTranslation, ReviewTranslation } from '@outsole/contracts/reviews';
import { z } from 'zod';

import { fields, statusOf, type FeedbackContext } from './feedback-context.server.ts';

export const TranslateIntent = z.object({ intent: z.literal('review-translate'), reviewId: fields.id });
type TranslateIntent = z.infer<typeof TranslateIntent>;
export const QuestionTranslateIntent = z.object({ intent: z.literal('question-translate'), questionId: fields.id });
type QuestionTranslateIntent = z.infer<typeof QuestionTranslateIntent>;

/** The intents that only read: a translation changes nothing other shoppers see. */
export const TRANSLATE_INTENTS: ReadonlySet<string> = new Set(['review-translate', 'question-translate']);

export type TranslateResult = {
  intent: 'review-translate';
  reviewId: string;
  translation?: ReviewTranslation;
  formError?: string;
};

export type QuestionTranslateResult = {
  intent: 'question-translate';
  questionId: string;
  translation?: QuestionTranslation;
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

/** `question-translate`: a question and its answers in the page's language (decision 0045). */
export async function questionTranslateAction({ intent, questionId }: QuestionTranslateIntent, fx: FeedbackContext) {
  try {
    const translation = await fx.api.post(
      `/products/v1/review/${questionId}/questions/translate`,
      { targetLocale: fx.shop.locale },
      QuestionTranslation,
    );
    return fx.reply<QuestionTranslateResult>({ intent, questionId, translation });
  } catch (error) {
    return fx.reply<QuestionTranslateResult>({ intent, questionId, formError: fx.failed(error) }, statusOf(error));
  }
}
