import type { Review } from '@outsole/contracts/reviews';
import {
  AUTHOR_NAME_MAX,
  AUTHOR_NAME_MIN,
  REVIEW_FITS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
} from '@outsole/contracts/reviews.values';
import { characterCount, visibleLength } from '@outsole/contracts/text.values';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { HashDialog } from '#app/components/ui/hash-dialog.tsx';
import { useFocusFirstInvalid } from '#app/components/ui/use-focus-first-invalid.ts';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { selectKey, useT, type Translate } from '#app/lib/i18n/use-t.ts';
import { Stars, StarShape } from '#app/components/ui/stars.tsx';
import { useSettledSubmission } from '#app/lib/forms/use-settled-submission.ts';
import { shopperTextKey } from '#app/lib/shopper-text.ts';
import type { WriteReviewField, WriteReviewResult } from './write-review-action.server.ts';
import { CountedField, formValues, FormProblems } from './form-fields.tsx';
import type { WriteForm } from './own-review.server.ts';
import { useOwnReview } from './own-review.ts';
import { SignedInOnlyNotice, SignInToWrite } from './sign-in-to-write.tsx';
import { useWriter } from './use-writer-signed-in.ts';
import { useWriteHref } from './write-href.ts';

import { WRITE_REVIEW_HASH } from '../dialog-hashes.ts';

/**
 * "Write a review": rating (a radio group of stars), title and text with counters, display name, fit. Checked in
 * the browser first, then by the action, then by the api (REV410 on the field that is too long, API400 on a field
 * its free-text rule refuses, REV409 when the shopper already reviewed the product). Success redirects with a toast;
 * the dialog closes. Only a signed-in shopper writes (decision 0052): anyone else is asked to sign in, in place of
 * the form, as soon as the page knows (useWriter), else when the action says so; without JavaScript the form says
 * so first (SignedInOnlyNotice). One review per account and style: a signed-in shopper who already wrote theirs sees
 * it in place of the form as the dialog opens (useOwnReview), else the api's REV409 at the form. The display name
 * starts as the shopper's "Jane D." (reviewerName).
 */
export function WriteReviewDialog({
  productId,
  productName,
  actionData,
  served,
  onPosted,
}: {
  productId: string;
  productName: string;
  actionData: WriteReviewResult | undefined;
  /** On the form's page of the shopper's own (`?write=review`): whether they are signed in, and their review. */
  served?: WriteForm | null | undefined;
  /** The review was posted (the action redirected): the section shows it as theirs and takes the focus to it. */
  onPosted?: () => void;
}) {
  const t = useT();
  const fetcher = useFetcher<WriteReviewResult>({ key: 'review-write' });
  const { isOpen, onOpenChange } = useHashDialog(WRITE_REVIEW_HASH);

  // A submission answered without data was redirected by the action: it worked, the toast says so.
  const submission = useSettledSubmission(fetcher, (data) => {
    if (data !== undefined) return;
    onOpenChange(false);
    onPosted?.();
  });

  const writer = useWriter();
  const answer = fetcher.data ?? actionData;
  // A post that came back asking to sign in keeps what was typed in the form, under the notice (decision 0052).
  // (Once signed in since, with JavaScript, the notice has done its work.)
  const askedToSignIn = answer?.signIn === true && writer.signedIn !== true;
  const signedOut = writer.signedIn === false || served?.signedIn === false;
  const signedIn = writer.signedIn === true || served?.signedIn === true;
  const fetched = useOwnReview(productId, isOpen && signedIn && !served);
  // Their own review: from the form's page, from a post refused as a second review (REV409), or asked for.
  const own = answer?.own ?? served?.own ?? fetched;

  return (
    <HashDialog name={WRITE_REVIEW_HASH} title={t('product.reviews.write.title')}>
      {signedOut && !askedToSignIn ? (
        <SignInToWrite message="product.reviews.write.signIn" />
      ) : own && !askedToSignIn ? (
        // Replacing the form the shopper just posted (REV409): the focus goes to what replaced it, not <body>.
        <OwnReview review={own} focus={fetcher.data?.own !== undefined} />
      ) : (
        <div className="flex flex-col gap-6">
          {askedToSignIn ? <SignInToWrite message="product.reviews.write.signIn" /> : null}
          <WriteReviewForm
            fetcher={fetcher}
            productName={productName}
            actionData={actionData}
            onSent={submission.sent}
            writerName={writer.name}
            signInAsked={askedToSignIn}
          />
        </div>
      )}
    </HashDialog>
  );
}

/** In place of the form: the review this shopper already wrote of the style (one per account: decision 0052). */
export function OwnReview({ review, focus = false }: { review: Review; focus?: boolean }) {
  const t = useT();
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) status.current?.focus();
  }, [focus]);
  return (
    <div className="flex flex-col gap-4" data-own-review>
      <p ref={status} role="status" tabIndex={-1} className="font-semibold outline-none">
        {t('product.reviews.write.already')}
      </p>
      <article
        aria-labelledby={`own-review-${review.reviewId}`}
        className="flex flex-col gap-2 rounded-xl bg-stone-100 p-4 wrap-anywhere"
      >
        <Stars rating={review.rating} size="sm" />
        <h3 id={`own-review-${review.reviewId}`} className="text-lg font-bold">
          {review.title}
        </h3>
        {/* Held for moderation (contact details in it): only its author sees it, until an operator publishes it. */}
        {review.status === 'pending' ? (
          <p data-review-pending className="flex flex-col gap-1 text-sm">
            <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              {t('product.reviews.own.pending')}
            </span>
            <span className="text-stone-700">{t('product.reviews.own.pendingNote')}</span>
          </p>
        ) : null}
        <p className="whitespace-pre-line">{review.text}</p>
      </article>
    </div>
  );
}

/** The form's fields in their order, with the ids the error summary's links go to (FormProblems). */
const REVIEW_FIELD_IDS = {
  rating: 'review-write-rating',
  title: 'review-write-title',
  text: 'review-write-text',
  authorName: 'review-write-authorName',
} as const satisfies Record<WriteReviewField, string>;

/**
 * The dialog's form, with the stars' highlight beside it: both are the dialog's content, so closing the dialog
 * (Escape, or a review posted) clears the chosen rating and the stars together, and reopening starts from what the
 * server last answered, if anything, in both.
 */
function WriteReviewForm({
  fetcher,
  productName,
  actionData,
  onSent,
  writerName,
  signInAsked,
}: {
  /** The dialog's fetcher: one that lives as long as the page (a fetcher mounted with the form and dropped at
   *  hydration, when the server's no-JavaScript copy goes, updated the router's state and re-rendered the page). */
  fetcher: ReturnType<typeof useFetcher<WriteReviewResult>>;
  productName: string;
  actionData: WriteReviewResult | undefined;
  onSent: () => void;
  /** The signed-in shopper's "Jane D.", the display name's starting value (still theirs to change). */
  writerName: string | undefined;
  /** The post came back asking to sign in: the notice is above the form, not in it too. */
  signInAsked: boolean;
}) {
  const t = useT();
  // To the form's page of the shopper's own: a sign-in asked for in the answer comes back to this form.
  const action = useWriteHref('review', WRITE_REVIEW_HASH);
  const server = fetcher.data ?? actionData;
  const [clientErrors, setClientErrors] = useState<WriteReviewResult['fieldErrors'] | null>(null);
  const errors = clientErrors ?? server?.fieldErrors ?? {};
  const values = server?.values;
  const [rating, setRating] = useState(Number(values?.rating ?? 0));
  const legendId = useId();

  const form = useRef<HTMLFormElement>(null);
  // The action's or the api's refusal of a field (REV410 too long, a hidden character) takes the focus to it.
  useFocusFirstInvalid(form, fetcher.data);

  const check = (form: HTMLFormElement) => checkReviewForm(formValues(form), t);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        const found = check(event.currentTarget);
        if (Object.keys(found).length > 0) {
          event.preventDefault();
          setClientErrors(found);
          const first = event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`);
          first?.focus();
          return;
        }
        setClientErrors(null);
        onSent();
      }}
    >
      <FormProblems id="review-write-problems" errors={errors} fieldIds={REVIEW_FIELD_IDS} />
      {signInAsked ? null : <SignedInOnlyNotice message="product.reviews.write.signedInOnly" what="review" />}
      <p className="text-muted">{productName}</p>
      <input type="hidden" name="intent" value="review-write" />
      <fieldset aria-labelledby={legendId} aria-describedby={errors.rating ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="mb-2 text-sm font-semibold">
          {t('product.reviews.write.rating')}
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus has-[:checked]:bg-stone-100"
            >
              <input
                type="radio"
                name="rating"
                value={star}
                defaultChecked={values?.rating === String(star)}
                // The first star is where the error summary's link to the rating goes.
                id={star === 1 ? REVIEW_FIELD_IDS.rating : undefined}
                onChange={() => setRating(star)}
                aria-invalid={errors.rating ? true : undefined}
                aria-describedby={errors.rating ? `${legendId}-error` : undefined}
                className="sr-only"
              />
              <span className="sr-only">{t('product.reviews.stars', { rating: star })}</span>
              <StarShape className={cx('size-8', star <= rating ? 'text-ink' : 'text-stone-300')} />
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${legendId}-error`} className="mt-1 text-sm font-medium text-danger">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <CountedField
        name="title"
        id={REVIEW_FIELD_IDS.title}
        label={t('product.reviews.write.titleField')}
        defaultValue={values?.title ?? ''}
        error={errors.title}
        max={REVIEW_TITLE_MAX}
      />
      <CountedField
        name="text"
        id={REVIEW_FIELD_IDS.text}
        label={t('product.reviews.write.text')}
        defaultValue={values?.text ?? ''}
        error={errors.text}
        max={REVIEW_TEXT_MAX}
        hint={t('product.reviews.write.textHint', { min: REVIEW_TEXT_MIN })}
        multiline
      />
      <CountedField
        // The shopper's name may come after the form (the page cache's page asks for it): it then fills the field.
        key={writerName ? 'named' : 'unnamed'}
        name="authorName"
        id={REVIEW_FIELD_IDS.authorName}
        label={t('product.reviews.write.name')}
        defaultValue={values?.authorName ?? writerName ?? ''}
        error={errors.authorName}
        autoComplete="nickname"
      />
      <label className="flex flex-col gap-1.5 text-sm font-semibold">
        {t('product.reviews.write.fit')}
        <select
          name="fit"
          defaultValue={values?.fit ?? ''}
          className="min-h-12 rounded-xl border-2 border-stone-300 bg-white px-3 text-base font-normal"
        >
          <option value="">{t('product.reviews.write.fitNone')}</option>
          {REVIEW_FITS.map((fit) => (
            <option key={fit} value={fit}>
              {t('product.reviews.fit.value', { fit: selectKey(fit) })}
            </option>
          ))}
        </select>
      </label>
      {server?.formError ? (
        <p role="alert" className="rounded-xl bg-stone-100 px-4 py-3 text-sm font-medium text-danger">
          {server.formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" isLoading={fetcher.state !== 'idle'}>
        {t('product.reviews.write.submit')}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The dialog's checks before posting, in the order of its fields (the first one found takes the focus): a rating,
 * title and text within their lengths, a display name, each free-text field by the shared shopper-text rule
 * (lib/shopper-text.ts) the api applies: a hidden character or a value with nothing visible is marked at its field.
 */
export function checkReviewForm(
  v: Record<string, string | undefined>,
  t: Translate,
): Partial<Record<WriteReviewField, string>> {
  const found: Partial<Record<WriteReviewField, string>> = {};
  if (!/^[1-5]$/.test(v.rating ?? '')) found.rating = t('product.reviews.write.ratingRequired');
  const title = v.title ?? '';
  // An empty field's message names it: the error summary's links must say on their own where each goes.
  const titleKey = shopperTextKey(title, { required: 'product.reviews.write.titleRequired' });
  if (!title) found.title = t('product.reviews.write.titleRequired');
  else if (titleKey) found.title = t(titleKey);
  else if (characterCount(title) > REVIEW_TITLE_MAX)
    found.title = t('product.reviews.tooLong', { max: REVIEW_TITLE_MAX });
  const text = v.text ?? '';
  const textKey = shopperTextKey(text, { lines: true });
  if (!text || textKey === 'validation.required')
    found.text = t('product.reviews.write.textRequired', { min: REVIEW_TEXT_MIN });
  else if (textKey) found.text = t(textKey);
  else if (visibleLength(text) < REVIEW_TEXT_MIN) found.text = t('product.reviews.tooShort', { min: REVIEW_TEXT_MIN });
  else if (characterCount(text) > REVIEW_TEXT_MAX) found.text = t('product.reviews.tooLong', { max: REVIEW_TEXT_MAX });
  const name = v.authorName ?? '';
  const nameKey = shopperTextKey(name, { required: 'product.reviews.write.nameRequired' });
  if (!name) found.authorName = t('product.reviews.write.nameRequired');
  else if (nameKey) found.authorName = t(nameKey);
  else if (visibleLength(name) < AUTHOR_NAME_MIN || characterCount(name) > AUTHOR_NAME_MAX)
    found.authorName = t('product.reviews.nameLength', { min: AUTHOR_NAME_MIN, max: AUTHOR_NAME_MAX });
  return found;
}
