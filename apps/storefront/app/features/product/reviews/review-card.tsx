import type { Review } from '@outsole/contracts/reviews';
import { useState, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';

import { useIntl } from '#app/lib/i18n/intl.tsx';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';
import { Stars } from '#app/components/ui/stars.tsx';
import type { TranslateResult } from './translate-action.server.ts';
import type { VoteResult } from './vote-action.server.ts';
import { REPORT_HASH } from './report-dialog.tsx';
import { reportSearch } from './review-query.ts';
import { FormError, isForeign, languageOfLocale, TranslateForm, TranslationToggle } from './translation.tsx';
import { VoteButtons } from './vote-buttons.tsx';
import { useOwnVotes } from './own-votes.tsx';
import { reviewAnchor } from './anchors.ts';

export interface ReviewCardProps {
  review: Review;
  onReport: (reviewId: string) => void;
  voteData: VoteResult | undefined;
  translateData: TranslateResult | undefined;
}

/**
 * The byline: author and date, "Verified buyer", the fit, each apart from the next by the language's separator in the
 * text itself (" · ", "・"), not by a margin: read aloud or copied, "10 avr. 2025Achat vérifié" ran together (t3 F3-11).
 */
export function bylineParts(
  review: Pick<Review, 'authorName' | 'createdAt' | 'verified' | 'fit'>,
  t: ReturnType<typeof useT>,
  intl: ReturnType<typeof useIntl>,
): ReactNode[] {
  const parts: ReactNode[] = [
    t('product.reviews.byline', {
      author: review.authorName,
      date: intl.formatDate(review.createdAt, { dateStyle: 'medium' }),
    }),
  ];
  if (review.verified)
    parts.push(
      <span key="verified" className="font-semibold text-success">
        {t('product.reviews.verified')}
      </span>,
    );
  if (review.fit) parts.push(t('product.reviews.fitReported', { fit: selectKey(review.fit) }));
  const separator = t('product.reviews.bylineSeparator');
  return parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part]));
}

/** Whether a review is in another language than the page's (it then offers Translate). */
export const isForeignReview = (review: Pick<Review, 'locale'>, pageLocale: string) =>
  isForeign(review.locale, pageLocale);

/** One review: title, stars, author and date, fit, the text (or its translation), votes, report. */
export function ReviewCard({ review, onReport, voteData, translateData }: ReviewCardProps) {
  const t = useT();
  const intl = useIntl();
  const language = languageOfLocale(review.locale);
  const foreign = isForeignReview(review, intl.locale);
  const translate = useFetcher<TranslateResult>({ key: `review-translate-${review.reviewId}` });
  const location = useLocation();
  const result = translate.data ?? (translateData?.reviewId === review.reviewId ? translateData : undefined);
  const translation = result?.translation;
  const [showOriginal, setShowOriginal] = useState(false);
  const shown = translation && !showOriginal ? translation : null;
  // One's own review has no Report link (the api refuses the report: REV403), once the page knows it is theirs
  // (asked with their votes, after hydration), as it has no vote buttons.
  const own = useOwnVotes()?.wrote('review-vote', review.reviewId) === true;

  return (
    // The shopper's words (a long word, a pasted link) break inside rather than widen a phone's page.
    <li className="flex flex-col gap-3 border-b border-stone-200 pb-6 wrap-anywhere">
      <article aria-labelledby={reviewAnchor(review.reviewId)} className="flex flex-col gap-3">
        <Stars rating={review.rating} size="sm" />
        {/* Focusable by script: the shopper's own review takes the focus once posted (reviews-section.tsx). */}
        <h3
          id={reviewAnchor(review.reviewId)}
          tabIndex={-1}
          className="scroll-mt-24 text-lg font-bold"
          lang={shown ? undefined : language}
        >
          {shown ? shown.title : review.title}
        </h3>
        <p className="text-sm text-muted">{bylineParts(review, t, intl)}</p>
        <p className="whitespace-pre-line" lang={shown ? undefined : language}>
          {shown ? shown.text : review.text}
        </p>
        {translation ? (
          <TranslationToggle
            sourceLanguage={translation.sourceLanguage}
            provider={translation.provider}
            showOriginal={showOriginal}
            onToggle={() => setShowOriginal((v) => !v)}
          />
        ) : null}
        <FormError>{result?.formError}</FormError>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <VoteButtons
            intent="review-vote"
            id={review.reviewId}
            about={shown ? shown.title : review.title}
            helpfulCount={review.helpfulCount}
            unhelpfulCount={review.unhelpfulCount}
            withUnhelpful
            actionData={voteData}
          />
          {foreign && !translation ? (
            <TranslateForm
              fetcher={translate}
              intent="review-translate"
              idField="reviewId"
              id={review.reviewId}
              at={reviewAnchor(review.reviewId)}
              label={t('product.reviews.translateLabel.review', { title: review.title })}
            />
          ) : null}
          {own ? null : (
            <a
              href={`${location.pathname}${reportSearch(new URLSearchParams(location.search), review.reviewId)}#${REPORT_HASH}`}
              className="text-sm font-semibold text-muted underline underline-offset-4"
              onClick={(event) => {
                event.preventDefault();
                onReport(review.reviewId);
              }}
              aria-label={t('product.reviews.reportLabel', { title: review.title })}
            >
              {t('product.reviews.report')}
            </a>
          )}
        </div>
      </article>
    </li>
  );
}
