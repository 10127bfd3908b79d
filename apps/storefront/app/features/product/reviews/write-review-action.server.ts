import {
  REVIEW_FITS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  WriteReviewResponse,
} from '@outsole/contracts/reviews';
import type { Review as ReviewShape } from '@outsole/contracts/reviews';
import { redirect } from 'react-router';
import { z } from 'zod';

import { ApiError } from '#app/lib/api/api-error.ts';
import { setFlashToast } from '#app/lib/flash.server.ts';
import { pageUrl } from '#app/lib/http/page-url.ts';
import { withHash } from '#app/lib/http/with-hash.ts';
import { shopperTextKey } from '#app/lib/shopper-text.ts';
import { characterCount, visibleLength } from '@outsole/contracts/text.values';
import { readOwnReview } from './own-review.server.ts';
import { withoutWrite } from './review-query.ts';
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

export const WriteReviewIntent = z.object({
  intent: z.literal('review-write'),
  rating: fields.text,
  title: fields.text,
  text: fields.text,
  authorName: fields.text,
  fit: fields.text,
});
type WriteReviewIntent = z.infer<typeof WriteReviewIntent>;

export type WriteReviewField = 'rating' | 'title' | 'text' | 'authorName';
export type WriteReviewResult = {
  intent: 'review-write';
  values: Record<WriteReviewField | 'fit', string>;
  fieldErrors: Partial<Record<WriteReviewField, string>>;
  formError?: string;
  /**
   * Only a signed-in shopper writes a review (decision 0052): the dialog asks this one to sign in, above the form
   * with what they typed.
   */
  signIn?: boolean;
  /** Already reviewed (REV409): their review of the style, shown in place of the form (decision 0052). */
  own?: ReviewShape;
};

/**
 * `review-write`: a guest is asked to sign in first (decision 0052), then our own checks (every field's problem at
 * once, lengths included), then the api's REV410 (too long) on each field it names, REV409 (already reviewed)
 * for the form; success redirects to the page with a toast: "…is published", or, when the api held it for
 * moderation, "…will appear once we have checked it".
 */
export async function writeReviewAction(input: WriteReviewIntent, fx: FeedbackContext) {
  const { intent } = input;
  const values = {
    rating: input.rating,
    title: input.title,
    text: input.text,
    authorName: input.authorName,
    fit: input.fit,
  };
  if (!isSignedIn(fx)) return fx.reply<WriteReviewResult>({ intent, values, fieldErrors: {}, signIn: true });
  const fieldErrors = checkReview(values, fx.t);
  if (Object.keys(fieldErrors).length > 0) return fx.reply<WriteReviewResult>({ intent, values, fieldErrors });
  let held: boolean;
  try {
    const written = await fx.api.request({
      method: 'POST',
      path: `/products/v1/products/${fx.productId}/reviews`,
      body: {
        rating: Number(values.rating),
        title: values.title,
        text: values.text,
        authorName: values.authorName,
        ...(REVIEW_FITS.includes(values.fit as (typeof REVIEW_FITS)[number]) ? { fit: values.fit } : {}),
      },
      schema: WriteReviewResponse,
      // REV410 (too long), REV409 (already reviewed) and a session that ended are the shopper's, not failures.
      expectedStatuses: [400, 401, 409],
    });
    held = written.held;
  } catch (error) {
    if (needsSignIn(error)) return fx.reply<WriteReviewResult>({ intent, values, fieldErrors: {}, signIn: true });
    // REV410 names each field that is too long (`body.title`, `body.text`): each gets its own limit's message, as the
    // dialog's check before posting says it, not the error's "Your review is a little too long", which names the
    // whole review.
    const tooLong = error instanceof ApiError && error.errorId === 'REV410' ? fieldsOf(error.body) : [];
    if (tooLong.length > 0) {
      const limit = { title: REVIEW_TITLE_MAX, text: REVIEW_TEXT_MAX };
      return fx.reply<WriteReviewResult>({
        intent,
        values,
        fieldErrors: Object.fromEntries(
          tooLong.map((field) => [field, fx.t('product.reviews.tooLong', { max: limit[field] })]),
        ),
      });
    }
    // The api's free-text refusal of a field (API400 body.title, body.text, body.authorName) is shown at that field.
    const refused = apiFieldErrors(error, values, fx.t, {
      title: { required: 'product.reviews.write.titleRequired' },
      text: { lines: true },
      authorName: { required: 'product.reviews.write.nameRequired' },
    });
    if (Object.keys(refused).length > 0)
      return fx.reply<WriteReviewResult>({ intent, values, fieldErrors: refused }, statusOf(error));
    // Already reviewed (REV409): the shopper's answer, said at the form (CONVENTIONS 7), not a failure of the page.
    // Their review is shown in place of the form, with the message, whoever's page (a kept one) they posted from.
    if (error instanceof ApiError && error.errorId === 'REV409') {
      const own = await readOwnReview(fx.api, fx.productId);
      return fx.reply<WriteReviewResult>({
        intent,
        values,
        fieldErrors: {},
        formError: fx.failed(error),
        ...(own ? { own } : {}),
      });
    }
    return fx.reply<WriteReviewResult>(
      { intent, values, fieldErrors: {}, formError: fx.failed(error) },
      statusOf(error),
    );
  }
  fx.headers.append(
    'Set-Cookie',
    await setFlashToast(
      // Held for moderation (contact details in it: decision 0052, addendum "held for moderation"): not published yet.
      { kind: 'success', message: held ? 'product.reviews.write.held' : 'product.reviews.write.success' },
      { secure: fx.ctx.config.isProduction },
    ),
  );
  const url = pageUrl(fx.request);
  // To the reviews, the new one among them: a redirect without a fragment of its own keeps the request's
  // (#modal-write-review), which opened the dialog again over the toast when JavaScript is off.
  // Posted from the form's page (`?write=review`): back to the product page itself.
  return redirect(withHash(`${url.pathname}${withoutWrite(url.searchParams)}`, 'reviews'), {
    status: 303,
    headers: fx.headers,
  });
}

/**
 * The shopper-facing checks, every field on its own (decision 0052, addendum "Every problem at once"): one post
 * answers all that is wrong, a missing rating and a title and text too long alike, with the dialog's own messages.
 * The lengths are the contract's (REVIEW_TITLE_MAX, REVIEW_TEXT_MAX), the limits the api's REV410 keeps.
 */
export function checkReview(
  values: Omit<WriteReviewResult['values'], 'fit'>,
  t: Translate,
): WriteReviewResult['fieldErrors'] {
  const errors: WriteReviewResult['fieldErrors'] = {};
  if (!/^[1-5]$/.test(values.rating)) errors.rating = t('product.reviews.write.ratingRequired');
  // Title and text follow the shared free-text rule (lib/shopper-text.ts), as the name does: a hidden character or
  // nothing visible is the field's message, not the api's API400 as the form's.
  // An empty field's message names it ("Give your review a title."): the error summary lists them as links, and two
  // "Please fill in this field." links would not say where each goes (WCAG 2.4.4, 3.3.1).
  const titleRequired = 'product.reviews.write.titleRequired';
  const titleError = values.title ? checkShopperText(values.title, t, { required: titleRequired }) : t(titleRequired);
  if (titleError) errors.title = titleError;
  else if (characterCount(values.title) > REVIEW_TITLE_MAX)
    errors.title = t('product.reviews.tooLong', { max: REVIEW_TITLE_MAX });
  // Empty or nothing visible: what to write, with the length asked for.
  const textKey = values.text ? shopperTextKey(values.text, { lines: true }) : 'validation.required';
  const textError =
    textKey === 'validation.required'
      ? t('product.reviews.write.textRequired', { min: REVIEW_TEXT_MIN })
      : textKey && t(textKey);
  if (textError) errors.text = textError;
  else if (visibleLength(values.text) < REVIEW_TEXT_MIN)
    errors.text = t('product.reviews.tooShort', { min: REVIEW_TEXT_MIN });
  else if (characterCount(values.text) > REVIEW_TEXT_MAX)
    errors.text = t('product.reviews.tooLong', { max: REVIEW_TEXT_MAX });
  const nameError = checkAuthorName(values.authorName, t);
  if (nameError) errors.authorName = nameError;
  return errors;
}

/** The review's fields an error's details name (`body.title`, `body.text`), in the order of the form. */
function fieldsOf(body: unknown): Array<'title' | 'text'> {
  const parsed = z.object({ errorDetails: z.array(z.object({ field: z.string().optional() })) }).safeParse(body);
  if (!parsed.success) return [];
  const named = new Set(parsed.data.errorDetails.map((detail) => detail.field?.replace(/^body\./, '')));
  return (['title', 'text'] as const).filter((field) => named.has(field));
}
