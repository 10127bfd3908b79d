import { FLAG_COMMENT_MAX, FLAG_REASONS } from '@outsole/contracts/reviews.values';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { HashDialog } from '#app/components/ui/hash-dialog.tsx';
import { useFocusFirstInvalid } from '#app/components/ui/use-focus-first-invalid.ts';
import { withHash } from '#app/lib/http/with-hash.ts';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';
import type { FlagResult } from './report-action.server.ts';
import { CountedField, FormProblems } from './form-fields.tsx';
import { reportSearch } from './review-query.ts';

import { REPORT_HASH } from '../dialog-hashes.ts';

/** The form's fields in their order, with the ids the error summary's links go to (FormProblems). */
const REPORT_FIELD_IDS = { reason: 'review-flag-reason', comment: 'review-flag-comment' } as const;

/**
 * "Report a problem with this review": a reason from the api's enum (a radio group), a comment that "other"
 * requires, `intent=review-flag`. The review is the one whose "Report" was chosen (`?report=` without JS, beside
 * the page's own params: the colour and size chosen stay). Its fetcher is keyed per review and React Router drops
 * its answer once another review's report replaces it, so a review reported once is remembered by the section
 * (`reported`, for the page's life) and shows "Thank you" again instead of an empty form to send twice.
 */
export function ReportDialog({
  reviewId,
  actionData,
  reported,
  onReported,
}: {
  reviewId: string | null;
  actionData: FlagResult | undefined;
  /** This review was reported earlier on this page. */
  reported: boolean;
  onReported: (reviewId: string) => void;
}) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<FlagResult>({ key: `review-flag-${reviewId ?? ''}` });
  const result = fetcher.data ?? (actionData?.reviewId === reviewId ? actionData : undefined);
  const legendId = useId();
  const reasonErrorId = useId();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, fetcher.data);
  const flagged = result?.flagged === true;
  useEffect(() => {
    if (reviewId && flagged) onReported(reviewId);
  }, [reviewId, flagged, onReported]);
  // The form, the focus with it, goes as the report is received: the keyboard goes straight to the thanks, in the
  // dialog (it fell to the page's body, where Escape and Enter did nothing of the dialog's, until React Aria's focus
  // trap took it to Close; and closing from there gave it back to the page's top, not to the Report link).
  const thanks = useRef<HTMLParagraphElement>(null);
  const thanked = flagged || reported;
  useLayoutEffect(() => {
    if (thanked) thanks.current?.focus();
  }, [thanked]);
  return (
    <HashDialog name={REPORT_HASH} title={t('product.reviews.report.title')}>
      {!reviewId ? (
        <p>{t('product.reviews.report.chooseReview')}</p>
      ) : thanked ? (
        // Focused, so read out, as it comes and when the dialog opens on it.
        <p ref={thanks} tabIndex={-1} className="rounded-xl bg-stone-100 px-4 py-3 font-medium">
          {t('product.reviews.report.done')}
        </p>
      ) : (
        <fetcher.Form
          ref={form}
          method="post"
          action={withHash(
            `${location.pathname}${reportSearch(new URLSearchParams(location.search), reviewId)}`,
            REPORT_HASH,
          )}
          preventScrollReset
          className="flex flex-col gap-5"
          noValidate
        >
          <FormProblems id="review-flag-problems" errors={result?.fieldErrors} fieldIds={REPORT_FIELD_IDS} />
          <input type="hidden" name="intent" value="review-flag" />
          <input type="hidden" name="reviewId" value={reviewId} />
          <fieldset
            aria-labelledby={legendId}
            aria-describedby={result?.fieldErrors?.reason ? reasonErrorId : undefined}
            className="flex flex-col gap-2"
          >
            <legend id={legendId} className="mb-2 text-sm font-semibold">
              {t('product.reviews.report.reason')}
            </legend>
            {FLAG_REASONS.map((reason, index) => (
              <label key={reason} className="flex min-h-9 items-center gap-3">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  // The first reason is where the error summary's link goes.
                  id={index === 0 ? REPORT_FIELD_IDS.reason : undefined}
                  defaultChecked={result?.values.reason === reason}
                  aria-invalid={result?.fieldErrors?.reason ? true : undefined}
                  aria-describedby={result?.fieldErrors?.reason ? reasonErrorId : undefined}
                  className="size-5 accent-ink"
                  required
                />
                {t('product.reviews.report.reasonValue', { reason: selectKey(reason) })}
              </label>
            ))}
            {result?.fieldErrors?.reason ? (
              <p id={reasonErrorId} className="text-sm font-medium text-danger">
                {result.fieldErrors.reason}
              </p>
            ) : null}
          </fieldset>
          <CountedField
            name="comment"
            id={REPORT_FIELD_IDS.comment}
            label={t('product.reviews.report.comment')}
            hint={t('product.reviews.report.commentHint')}
            defaultValue={result?.values.comment ?? ''}
            error={result?.fieldErrors?.comment}
            max={FLAG_COMMENT_MAX}
            multiline
          />
          {result?.formError ? (
            <p role="alert" className="rounded-xl bg-stone-100 px-4 py-3 text-sm font-medium text-danger">
              {result.formError}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" isLoading={fetcher.state !== 'idle'}>
            {t('product.reviews.report.submit')}
          </Button>
        </fetcher.Form>
      )}
    </HashDialog>
  );
}
