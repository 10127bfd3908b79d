import { AskQuestionResponse, QUESTION_TEXT_MAX, QUESTION_TEXT_MIN } from '@outsole/contracts/reviews';
import { characterCount, visibleLength } from '@outsole/contracts/text.values';
import { z } from 'zod';

import { ApiError } from '#app/lib/api/api-error.ts';
import {
  apiFieldErrors,
  checkAuthorName,
  checkShopperText,
  fields,
  isSignedIn,
  needsSignIn,
  statusOf,
  type FeedbackContext,
  type Translate,
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
  /** The question sent was held for moderation (contact details in it): it appears once checked. */
  held?: boolean;
  values: { text: string; authorName: string };
  fieldErrors?: { text?: string; authorName?: string };
  formError?: string;
  /** Only a signed-in shopper asks (decision 0052): the dialog asks this one to sign in. */
  signIn?: boolean;
};

/**
 * `question-ask`: a question of 10 to 500 characters with the asker's name, from a signed-in shopper (a guest is
 * asked to sign in: decision 0052); the same question asked again is the api's QST409, said at the form.
 */
export async function askQuestionAction(input: AskQuestionIntent, fx: FeedbackContext) {
  const { api, productId, reply, t, failed } = fx;
  const { intent } = input;
  const values = { text: input.text, authorName: input.authorName };
  if (!isSignedIn(fx)) return reply<AskQuestionResult>({ intent, values, signIn: true });
  const fieldErrors = checkQuestion(values, t);
  if (fieldErrors.text || fieldErrors.authorName) return reply<AskQuestionResult>({ intent, values, fieldErrors });
  try {
    const asked = await api.request({
      method: 'POST',
      path: `/products/v1/products/${productId}/reviews/questions`,
      body: values,
      schema: AskQuestionResponse,
      // A refused field, the same question again (QST409) and a session that ended are the shopper's, not failures.
      expectedStatuses: [400, 401, 409],
    });
    // The next question starts empty, under the name this one was asked by (not an empty name to type again).
    // Held for moderation (decision 0052, addendum "held for moderation"): the answer says it appears once checked.
    return reply<AskQuestionResult>({
      intent,
      values: { text: '', authorName: values.authorName },
      sent: true,
      ...(asked.held ? { held: true } : {}),
    });
  } catch (error) {
    if (needsSignIn(error)) return reply<AskQuestionResult>({ intent, values, signIn: true });
    // Asked already (QST409): the shopper's answer, said at the form (CONVENTIONS 7), not a failure of the page.
    if (error instanceof ApiError && error.errorId === 'QST409')
      return reply<AskQuestionResult>({ intent, values, formError: failed(error) });
    // The api's refusal of a field (API400 body.text, body.authorName) is shown at that field, which takes the focus.
    const refused = apiFieldErrors(error, values, t, {
      text: { lines: true, required: 'product.questions.ask.textRequired' },
      authorName: { required: 'product.reviews.write.nameRequired' },
    });
    if (refused.text || refused.authorName)
      return reply<AskQuestionResult>({ intent, values, fieldErrors: refused }, statusOf(error));
    return reply<AskQuestionResult>({ intent, values, formError: failed(error) }, statusOf(error));
  }
}

/** The question's checks, each field on its own: a short text and a missing name are both said after one post. */
export function checkQuestion(values: AskQuestionResult['values'], t: Translate) {
  const fieldErrors: NonNullable<AskQuestionResult['fieldErrors']> = {};
  // Named, not "fill in this field": the error summary's link has to say where it goes on its own.
  if (!values.text) fieldErrors.text = t('product.questions.ask.textRequired');
  else if (visibleLength(values.text) < QUESTION_TEXT_MIN || characterCount(values.text) > QUESTION_TEXT_MAX)
    fieldErrors.text = t('product.questions.ask.length', { min: QUESTION_TEXT_MIN, max: QUESTION_TEXT_MAX });
  else {
    const textError = checkShopperText(values.text, t, { lines: true, required: 'product.questions.ask.textRequired' });
    if (textError) fieldErrors.text = textError;
  }
  const nameError = checkAuthorName(values.authorName, t);
  if (nameError) fieldErrors.authorName = nameError;
  return fieldErrors;
}
