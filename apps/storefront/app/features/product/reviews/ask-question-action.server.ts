import { Question, QUESTION_TEXT_MAX, QUESTION_TEXT_MIN } from '@outsole/contracts/reviews';
import { z } from 'zod';

import {
  apiFieldErrors,
  checkAuthorName,
  checkShopperText,
  fields,
  statusOf,
  type FeedbackContext,
} from './feedback-context.server.ts';

export const AskQuestionIntent = z.object({
  intent: z.literal('question-ask'),
  text: fields.text,
  authorName: fields.text,
});
type AskQuestionIntent = z.infer<typeof AskQuestionIntent>;

export type AskQuestionResult = {
  intent: 'question-ask';
  sent?: boolean;
  values: { text: string; authorName: string };
  fieldErrors?: { text?: string; authorName?: string };
  formError?: string;
};

/** `question-ask`: a question of 10 to 500 characters with the asker's name. */
export async function askQuestionAction(
  input: AskQuestionIntent,
  { api, productId, reply, t, failed }: FeedbackContext,
) {
  const { intent } = input;
  const values = { text: input.text, authorName: input.authorName };
  const fieldErrors: NonNullable<AskQuestionResult['fieldErrors']> = {};
  const length = [...values.text].length;
  if (!values.text) fieldErrors.text = t('validation.required');
  else if (length < QUESTION_TEXT_MIN || length > QUESTION_TEXT_MAX)
    fieldErrors.text = t('product.questions.ask.length', { min: QUESTION_TEXT_MIN, max: QUESTION_TEXT_MAX });
  else {
    const textError = checkShopperText(values.text, t, { lines: true });
    if (textError) fieldErrors.text = textError;
  }
  const nameError = checkAuthorName(values.authorName, t);
  if (nameError) fieldErrors.authorName = nameError;
  if (fieldErrors.text || fieldErrors.authorName) return reply<AskQuestionResult>({ intent, values, fieldErrors });
  try {
    await api.post(`/products/v1/products/${productId}/reviews/questions`, values, Question);
    return reply<AskQuestionResult>({ intent, values: { text: '', authorName: '' }, sent: true });
  } catch (error) {
    // The api's refusal of a field (API400 body.text, body.authorName) is shown at that field, which takes the focus.
    const refused = apiFieldErrors(error, values, t, { text: { lines: true }, authorName: {} });
    if (refused.text || refused.authorName)
      return reply<AskQuestionResult>({ intent, values, fieldErrors: refused }, statusOf(error));
    return reply<AskQuestionResult>({ intent, values, formError: failed(error) }, statusOf(error));
  }
}
