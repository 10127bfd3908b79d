import type { data } from 'react-router';
import { z } from 'zod';

import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import type { RequestContext } from '#app/lib/request-context.server.ts';
import type { Shop } from '#app/lib/shop.server.ts';
import {
  AskQuestionIntent,
  askQuestionAction,
  checkQuestion,
  type AskQuestionResult,
} from './ask-question-action.server.ts';
import { invalidPost } from '../invalid-post.server.ts';
import { feedbackContext, type FeedbackContext, type Translate } from './feedback-context.server.ts';
import { markFeedbackChanged } from '#app/lib/api/fresh-feedback.server.ts';
import { checkReport, ReportIntent, reportAction, type FlagResult } from './report-action.server.ts';
import {
  QuestionTranslateIntent,
  questionTranslateAction,
  TRANSLATE_INTENTS,
  TranslateIntent,
  translateAction,
  type QuestionTranslateResult,
  type TranslateResult,
} from './translate-action.server.ts';
import { VoteIntents, voteAction, type VoteResult } from './vote-action.server.ts';
import {
  checkReview,
  WriteReviewIntent,
  writeReviewAction,
  type WriteReviewResult,
} from './write-review-action.server.ts';

/**
 * The reviews and questions mutations of the product page (CONVENTIONS 8), keyed by `intent`: one module per
 * intent, dispatched from the table below. Each posts as the browser's anonymous shopper (x-usid). What the
 * shopper can correct is data with 200 and a message per field (CONVENTIONS 7); an api failure keeps its status.
 */
const FeedbackIntent = z.discriminatedUnion('intent', [
  ...VoteIntents,
  ReportIntent,
  TranslateIntent,
  QuestionTranslateIntent,
  WriteReviewIntent,
  AskQuestionIntent,
]);
type FeedbackIntent = z.infer<typeof FeedbackIntent>;
type IntentOf = { [I in FeedbackIntent['intent']]: Extract<FeedbackIntent, { intent: I }> };

/** An intent answers data for the page, or redirects (a review written). */
type FeedbackReply = Promise<ReturnType<typeof data<FeedbackActionResult>> | Response>;

const ACTIONS: { [I in keyof IntentOf]: (input: IntentOf[I], fx: FeedbackContext) => FeedbackReply } = {
  'review-vote': voteAction,
  'answer-vote': voteAction,
  'review-flag': reportAction,
  'review-translate': translateAction,
  'question-translate': questionTranslateAction,
  'review-write': writeReviewAction,
  'question-ask': askQuestionAction,
};

export const FEEDBACK_INTENTS: ReadonlySet<string> = new Set(Object.keys(ACTIONS));

export type FeedbackActionResult =
  VoteResult | FlagResult | TranslateResult | QuestionTranslateResult | WriteReviewResult | AskQuestionResult;

interface FeedbackArgs {
  request: Request;
  form: FormData;
  ctx: RequestContext;
  shop: Shop;
  productId: string;
}

export async function feedbackAction({ request, form, ctx, shop, productId }: FeedbackArgs) {
  const parsed = FeedbackIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const translator = translatorFor(shop.locale);
    const t: Translate = (key, values) => translator.format(key, values) ?? key;
    return invalidPost(form, parsed.error.issues, translator, formChecks(form, t));
  }
  const fx = await feedbackContext(request, { ctx, shop, productId });
  // Every intent but a translation may change what the reviews and questions show: the shopper reads them fresh.
  if (!TRANSLATE_INTENTS.has(parsed.data.intent)) markFeedbackChanged(ctx, fx.headers);
  return run(parsed.data.intent, parsed.data, fx);
}

function run<I extends keyof IntentOf>(intent: I, input: IntentOf[I], fx: FeedbackContext) {
  return ACTIONS[intent](input, fx);
}

/**
 * A refused post's other problems, by the form's own checks (decision 0052, addendum "Every problem at once"): a
 * field longer than any form takes is said with the rest, a missing rating or reason with it, not after the next post.
 */
function formChecks(form: FormData, t: Translate): Record<string, string> {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry.trim() : '';
  };
  switch (value('intent')) {
    case 'review-write':
      return checkReview(
        { rating: value('rating'), title: value('title'), text: value('text'), authorName: value('authorName') },
        t,
      );
    case 'question-ask':
      return checkQuestion({ text: value('text'), authorName: value('authorName') }, t);
    case 'review-flag':
      return checkReport({ reason: value('reason'), comment: value('comment') }, t);
    default:
      return {};
  }
}
