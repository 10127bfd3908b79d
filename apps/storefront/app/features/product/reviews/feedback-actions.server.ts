import {
  AUTHOR_NAME_MAX,
  FLAG_REASONS,
  FlagResponse,
  Question,
  QUESTION_TEXT_MAX,
  QUESTION_TEXT_MIN,
  REVIEW_FITS,
  Review,
  ReviewTranslation,
  VoteResponse,
} from '@outsole/contracts/reviews';
import { data, redirect } from 'react-router';
import { z } from 'zod';

import { pageUrl } from '#app/lib/http/page-url.ts';
import { apiFor } from '#app/lib/api/api.server.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { setFlashToast } from '#app/lib/flash.server.ts';
import { errorMessage, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import type { RequestContext } from '#app/lib/request-context.server.ts';
import { usidFor } from '#app/lib/session/usid.server.ts';
import type { Shop } from '#app/lib/shop.server.ts';

/**
 * The reviews and questions mutations of the product page (CONVENTIONS 8), keyed by `intent`. Each posts as the
 * browser's anonymous shopper (x-usid). What the shopper can correct is data with 200 and a message per field
 * (CONVENTIONS 7): our own checks first, then the api's REV410 (too long) on the field it names.
 */
const id = z.string().uuid();
const helpful = z.enum(['true', 'false']).transform((value) => value === 'true');
const text = z.string().trim().max(10_000).default('');

const FeedbackIntent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('review-vote'), reviewId: id, helpful }),
  z.object({ intent: z.literal('answer-vote'), answerId: id, helpful }),
  z.object({ intent: z.literal('review-flag'), reviewId: id, reason: text, comment: text }),
  z.object({ intent: z.literal('review-translate'), reviewId: id }),
  z.object({
    intent: z.literal('review-write'),
    rating: text,
    title: text,
    text,
    authorName: text,
    fit: text,
  }),
  z.object({ intent: z.literal('question-ask'), text, authorName: text }),
]);
type FeedbackIntent = z.infer<typeof FeedbackIntent>;

export const FEEDBACK_INTENTS: ReadonlySet<string> = new Set(
  FeedbackIntent.options.map((option) => option.shape.intent.value),
);

export type VoteResult = {
  intent: 'review-vote' | 'answer-vote';
  id: string;
  helpful: boolean;
  counted: boolean;
  helpfulCount: number;
  unhelpfulCount: number;
};
export type FlagResult = {
  intent: 'review-flag';
  reviewId: string;
  flagged?: boolean;
  values: { reason: string; comment: string };
  fieldErrors?: { reason?: string; comment?: string };
  formError?: string;
};
export type TranslateResult = {
  intent: 'review-translate';
  reviewId: string;
  translation?: ReviewTranslation;
  formError?: string;
};
export type WriteReviewField = 'rating' | 'title' | 'text' | 'authorName';
export type WriteReviewResult = {
  intent: 'review-write';
  values: Record<WriteReviewField | 'fit', string>;
  fieldErrors: Partial<Record<WriteReviewField, string>>;
  formError?: string;
};
export type AskQuestionResult = {
  intent: 'question-ask';
  sent?: boolean;
  values: { text: string; authorName: string };
  fieldErrors?: { text?: string; authorName?: string };
  formError?: string;
};
export type FeedbackActionResult = VoteResult | FlagResult | TranslateResult | WriteReviewResult | AskQuestionResult;

interface FeedbackArgs {
  request: Request;
  form: FormData;
  ctx: RequestContext;
  shop: Shop;
  productId: string;
}

export async function feedbackAction({ request, form, ctx, shop, productId }: FeedbackArgs) {
  const parsed = FeedbackIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data({ reason: 'bad-request' }, { status: 400 });
  const { usid, setCookie } = await usidFor(ctx, request);
  const headers = new Headers();
  if (setCookie) headers.append('Set-Cookie', setCookie);
  const api = apiFor(ctx, { locale: shop.locale, siteId: shop.siteId, usid });
  const { format } = translatorFor(shop.locale);
  const t = (key: MessageKey, values?: Record<string, string | number>) => format(key, values) ?? key;
  const failed = (error: unknown) =>
    error instanceof ApiError ? error.message : (errorMessage(shop.locale, 'GEN500') ?? 'Something went wrong.');
  const input: FeedbackIntent = parsed.data;
  const reply = <T extends FeedbackActionResult>(result: T, status = 200) => data<T>(result, { status, headers });

  switch (input.intent) {
    case 'review-vote':
    case 'answer-vote': {
      const path =
        input.intent === 'review-vote'
          ? `/products/v1/review/${input.reviewId}/vote`
          : `/products/v1/review/${input.answerId}/questions/vote`;
      const vote = await api.post(path, { helpful: input.helpful }, VoteResponse);
      return reply<VoteResult>({ intent: input.intent, ...vote });
    }
    case 'review-flag': {
      const values = { reason: input.reason, comment: input.comment };
      const fieldErrors: NonNullable<FlagResult['fieldErrors']> = {};
      if (!FLAG_REASONS.includes(input.reason as (typeof FLAG_REASONS)[number]))
        fieldErrors.reason = t('product.reviews.report.reasonRequired');
      else if (input.reason === 'other' && !input.comment) fieldErrors.comment = t('validation.required');
      else if (input.comment.length > 500) fieldErrors.comment = t('product.reviews.tooLong', { max: 500 });
      if (fieldErrors.reason || fieldErrors.comment)
        return reply<FlagResult>({ intent: input.intent, reviewId: input.reviewId, values, fieldErrors });
      try {
        await api.post(
          `/products/v1/review/${input.reviewId}/flag`,
          { reason: input.reason, ...(input.comment ? { comment: input.comment } : {}) },
          FlagResponse,
        );
        return reply<FlagResult>({ intent: input.intent, reviewId: input.reviewId, values, flagged: true });
      } catch (error) {
        const formError = failed(error);
        return reply<FlagResult>(
          { intent: input.intent, reviewId: input.reviewId, values, formError },
          statusOf(error),
        );
      }
    }
    case 'review-translate': {
      try {
        const translation = await api.post(
          `/products/v1/review/${input.reviewId}/translate`,
          { targetLocale: shop.locale },
          ReviewTranslation,
        );
        return reply<TranslateResult>({ intent: input.intent, reviewId: input.reviewId, translation });
      } catch (error) {
        const formError = failed(error);
        return reply<TranslateResult>({ intent: input.intent, reviewId: input.reviewId, formError }, statusOf(error));
      }
    }
    case 'review-write': {
      const values = {
        rating: input.rating,
        title: input.title,
        text: input.text,
        authorName: input.authorName,
        fit: input.fit,
      };
      const fieldErrors = checkReview(values, t);
      if (Object.keys(fieldErrors).length > 0)
        return reply<WriteReviewResult>({ intent: input.intent, values, fieldErrors });
      try {
        await api.request({
          method: 'POST',
          path: `/products/v1/products/${productId}/reviews`,
          body: {
            rating: Number(values.rating),
            title: values.title,
            text: values.text,
            authorName: values.authorName,
            ...(REVIEW_FITS.includes(values.fit as (typeof REVIEW_FITS)[number]) ? { fit: values.fit } : {}),
          },
          schema: Review,
          // REV410 (too long) is the shopper's to fix, not a failure to report.
          expectedStatuses: [400],
        });
      } catch (error) {
        // REV410 names the field that is too long (`body.title` or `body.text`): the message goes there.
        const field = error instanceof ApiError && error.errorId === 'REV410' ? fieldOf(error.body) : null;
        if (field === 'title' || field === 'text')
          return reply<WriteReviewResult>({ intent: input.intent, values, fieldErrors: { [field]: failed(error) } });
        return reply<WriteReviewResult>(
          { intent: input.intent, values, fieldErrors: {}, formError: failed(error) },
          statusOf(error),
        );
      }
      headers.append(
        'Set-Cookie',
        await setFlashToast(
          { kind: 'success', message: 'product.reviews.write.success' },
          { secure: ctx.config.isProduction },
        ),
      );
      const url = pageUrl(request);
      return redirect(`${url.pathname}${url.search}`, { status: 303, headers });
    }
    case 'question-ask': {
      const values = { text: input.text, authorName: input.authorName };
      const fieldErrors: NonNullable<AskQuestionResult['fieldErrors']> = {};
      const length = [...values.text].length;
      if (!values.text) fieldErrors.text = t('validation.required');
      else if (length < QUESTION_TEXT_MIN || length > QUESTION_TEXT_MAX)
        fieldErrors.text = t('product.questions.ask.length', { min: QUESTION_TEXT_MIN, max: QUESTION_TEXT_MAX });
      const nameError = checkName(values.authorName, t);
      if (nameError) fieldErrors.authorName = nameError;
      if (fieldErrors.text || fieldErrors.authorName)
        return reply<AskQuestionResult>({ intent: input.intent, values, fieldErrors });
      try {
        await api.post(`/products/v1/products/${productId}/reviews/questions`, values, Question);
        return reply<AskQuestionResult>({ intent: input.intent, values: { text: '', authorName: '' }, sent: true });
      } catch (error) {
        const formError = failed(error);
        return reply<AskQuestionResult>({ intent: input.intent, values, formError }, statusOf(error));
      }
    }
  }
}

type T = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The shopper-facing checks; title and text have no maximum here on purpose: the api's REV410 says so. */
function checkReview(values: WriteReviewResult['values'], t: T): WriteReviewResult['fieldErrors'] {
  const errors: WriteReviewResult['fieldErrors'] = {};
  if (!/^[1-5]$/.test(values.rating)) errors.rating = t('product.reviews.write.ratingRequired');
  if (!values.title) errors.title = t('validation.required');
  if (!values.text) errors.text = t('validation.required');
  const nameError = checkName(values.authorName, t);
  if (nameError) errors.authorName = nameError;
  return errors;
}

function checkName(name: string, t: T): string | null {
  if (!name) return t('validation.required');
  if (name.length < 2 || name.length > AUTHOR_NAME_MAX)
    return t('product.reviews.nameLength', { min: 2, max: AUTHOR_NAME_MAX });
  return null;
}

function fieldOf(body: unknown): string | null {
  const parsed = z.object({ errorDetails: z.array(z.object({ field: z.string().optional() })).min(1) }).safeParse(body);
  return parsed.success ? (parsed.data.errorDetails[0]?.field?.replace(/^body\./, '') ?? null) : null;
}

function statusOf(error: unknown): number {
  const status = error instanceof ApiError ? error.status : 502;
  return status >= 400 && status < 600 ? status : 502;
}
