import type { ReviewList } from '@outsole/contracts/reviews';
import { REVIEW_SORTS } from '@outsole/contracts/reviews.values';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Await, Form, useLocation, useNavigation, useSearchParams, useSubmit } from 'react-router';

import { useApplyWhenChosen } from '#app/components/ui/apply-when-chosen.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { withHash } from '#app/lib/http/with-hash.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';
import { isCampaignParam } from '#app/lib/url/campaign-params.ts';
import type { FeedbackActionResult } from './feedback-actions.server.ts';
import type { WriteReviewResult } from './write-review-action.server.ts';
import type { WriteForm } from './own-review.server.ts';
import { useWriteHref } from './write-href.ts';
import { RatingSummary } from './rating-summary.tsx';
import { PageNav } from './page-nav.tsx';
import { ReportDialog, REPORT_HASH } from './report-dialog.tsx';
import { useAskOwnVotesWhenShown } from './own-votes.tsx';
import { isForeignReview, ReviewCard } from './review-card.tsx';
import {
  pageAt,
  parseReviewQuery,
  reviewControlsChanged,
  REPORT_PARAM,
  REVIEW_PARAMS,
  REVIEWS_PER_PAGE,
  reviewSearch,
  WRITE_PARAM,
} from './review-query.ts';
import { WRITE_REVIEW_HASH, WriteReviewDialog } from './write-review-dialog.tsx';
import { focusAfterDialog } from '#app/components/ui/focus-after-dialog.ts';
import { reviewAnchor } from './anchors.ts';
import { useOwnReview } from './own-review.ts';
import { useWriter } from './use-writer-signed-in.ts';
import { Link } from '#app/components/ui/link.tsx';

export interface ReviewsSectionProps {
  /** In the document, or still streaming when the api was slow (product.server.ts). */
  reviews: ReviewList | Promise<ReviewList>;
  productId: string;
  productName: string;
  actionData: FeedbackActionResult | undefined;
  /** A gift card page's `?amount=` as the card's amount names it, or null: the sort form keeps it, never junk. */
  amount?: string | null;
  /** The form's page of the shopper's own (`?write=`), or null. */
  write?: WriteForm | null;
}

/**
 * The reviews: the heading and "Write a review", then the summary and list (in the document, or streamed when the
 * api was slow).
 */
export function ReviewsSection({
  reviews,
  productId,
  productName,
  actionData,
  amount = null,
  write = null,
}: ReviewsSectionProps) {
  const t = useT();
  // The reviews this shopper reported on this page: here, outside the streamed list, so they outlive its renders.
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set());
  const onReported = useCallback(
    (reviewId: string) => setReported((known) => (known.has(reviewId) ? known : new Set(known).add(reviewId))),
    [],
  );
  return (
    <section
      aria-labelledby="reviews-heading"
      id="reviews"
      tabIndex={-1}
      className="flex scroll-mt-4 flex-col gap-6 outline-none"
    >
      <WriteReview
        productId={productId}
        productName={productName}
        actionData={actionData?.intent === 'review-write' ? actionData : undefined}
        write={write}
      />
      <Suspense fallback={<p className="min-h-40 text-muted">{t('product.reviews.loading')}</p>}>
        <Await resolve={reviews} errorElement={<p role="alert">{t('product.reviews.error')}</p>}>
          {(list) => (
            <ReviewsBody
              list={list}
              actionData={actionData}
              reported={reported}
              onReported={onReported}
              amount={amount}
            />
          )}
        </Await>
      </Suspense>
    </section>
  );
}

const WRITE_REVIEW_LINK_ID = 'review-write-link';

/**
 * The heading with "Write a review" (or "Your review") and its dialog. A component of its own so that learning who
 * the shopper is, and their own review, after hydration re-renders these alone, never the list beside them
 * (e2e/hydration.spec.ts).
 */
function WriteReview({
  productId,
  productName,
  actionData,
  write,
}: {
  productId: string;
  productName: string;
  actionData: WriteReviewResult | undefined;
  write: WriteForm | null;
}) {
  const t = useT();
  // Without JavaScript, the form's page of the shopper's own; with it, the dialog opens in place (data-modal).
  const writeHref = useWriteHref('review', WRITE_REVIEW_HASH);
  const own = useOwnReviewOnPage(productId, write);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="reviews-heading" className="font-display text-2xl font-extrabold tracking-tight">
          {t('product.reviews.heading')}
        </h2>
        <a
          id={WRITE_REVIEW_LINK_ID}
          href={writeHref}
          data-modal={WRITE_REVIEW_HASH}
          rel="nofollow"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          {/* One review per account (decision 0052): once theirs is written, the link leads to it. */}
          {t(own.review ? 'product.reviews.write.ownLink' : 'product.reviews.write.link')}
        </a>
      </div>
      <WriteReviewDialog
        productId={productId}
        productName={productName}
        actionData={actionData}
        served={write?.what === 'review' ? write : null}
        onPosted={own.posted}
      />
    </>
  );
}

/**
 * The signed-in shopper's own review of the style, as the page knows it (`author=me`, or the form's page): the
 * section's link says "Your review" rather than offering to write a first one. Once a review is posted (`posted`),
 * it is asked for again and, the dialog gone, the focus goes to it in the list (else to the link), where the
 * shopper hears what they wrote, the toast's "Thank you! Your review is published." beside it (t1 F6), or, held for
 * moderation (contact details in it), "…will appear once we have checked it." and the link to their review.
 */
function useOwnReviewOnPage(productId: string, write: WriteForm | null) {
  const writer = useWriter();
  const [version, setVersion] = useState(0);
  const fetched = useOwnReview(productId, writer.signedIn === true, version);
  const review = fetched ?? (write?.what === 'review' ? write.own : null);
  const focusIt = useRef(false);
  const posted = useCallback(() => {
    focusIt.current = true;
    setVersion((n) => n + 1);
  }, []);
  useEffect(() => {
    if (!focusIt.current || !fetched) return;
    focusIt.current = false;
    return focusAfterDialog([reviewAnchor(fetched.reviewId), WRITE_REVIEW_LINK_ID], () => undefined, { force: true });
  }, [fetched]);
  return { review, posted };
}

function ReviewsBody({
  list,
  actionData,
  reported,
  onReported,
  amount,
}: {
  list: ReviewList;
  actionData: FeedbackActionResult | undefined;
  reported: ReadonlySet<string>;
  onReported: (reviewId: string) => void;
  amount: string | null;
}) {
  const t = useT();
  const intl = useIntl();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const query = parseReviewQuery(searchParams);
  const [reportId, setReportId] = useState<string | null>(searchParams.get(REPORT_PARAM));
  const report = useHashDialog(REPORT_HASH);
  // The shopper's own votes on these reviews, asked for once the list is near the viewport.
  const listed = useRef<HTMLDivElement>(null);
  useAskOwnVotesWhenShown(listed, list.reviews.length > 0);
  const pages = Math.max(1, Math.ceil(list.total / REVIEWS_PER_PAGE));
  const voteData = actionData?.intent === 'review-vote' ? actionData : undefined;
  const translateData = actionData?.intent === 'review-translate' ? actionData : undefined;
  // The api lists reviews in the shopper's language first; those in other languages (with Translate) follow apart.
  const ownLanguage = list.reviews.filter((review) => !isForeignReview(review, intl.locale));
  const otherLanguages = list.reviews.filter((review) => isForeignReview(review, intl.locale));
  const card = (review: ReviewList['reviews'][number]) => (
    <ReviewCard
      key={review.reviewId}
      review={review}
      voteData={voteData}
      translateData={translateData}
      onReport={(id) => {
        setReportId(id);
        report.onOpenChange(true);
      }}
    />
  );

  return (
    <div className="grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <RatingSummary summary={list.summary} rating={query.rating} />
      <div ref={listed} className="flex flex-col gap-6">
        <ReviewControls sort={query.sort} rating={query.rating} amount={amount} />
        {query.rating !== null ? (
          <p aria-live="polite" className="flex flex-wrap gap-3 text-sm">
            <span className="font-semibold">
              {t('product.reviews.filtered', { count: list.total, rating: query.rating })}
            </span>
            <Link
              to={`${pathname}${reviewSearch(searchParams, { rating: null })}#reviews`}
              preventScrollReset
              className="underline underline-offset-4"
            >
              {t('product.reviews.clearFilter')}
            </Link>
          </p>
        ) : null}
        {list.total === 0 ? (
          <p>{t(query.rating !== null ? 'product.reviews.emptyFiltered' : 'product.reviews.empty')}</p>
        ) : null}
        {ownLanguage.length > 0 ? (
          <ul className="flex flex-col gap-6" aria-label={t('product.reviews.listLabel')}>
            {ownLanguage.map(card)}
          </ul>
        ) : null}
        {otherLanguages.length > 0 ? (
          <>
            <p id="reviews-other-languages" className="pt-2 text-sm font-semibold text-muted">
              {t('product.reviews.otherLanguages')}
            </p>
            <ul className="flex flex-col gap-6" aria-labelledby="reviews-other-languages">
              {otherLanguages.map(card)}
            </ul>
          </>
        ) : null}
        <PageNav
          label={t('product.reviews.page.label')}
          page={pageAt(list.start, REVIEWS_PER_PAGE)}
          pages={pages}
          hrefFor={(page) => `${pathname}${reviewSearch(searchParams, { ...query, page })}#reviews`}
          previous={t('product.reviews.page.previous')}
          next={t('product.reviews.page.next')}
        />
        <ReportDialog
          reviewId={reportId}
          actionData={actionData?.intent === 'review-flag' ? actionData : undefined}
          reported={reportId !== null && reported.has(reportId)}
          onReported={onReported}
        />
      </div>
    </div>
  );
}

/**
 * Sort and rating filter: a GET form (its Apply button without JavaScript) that JavaScript submits when a value is
 * chosen, not while the keys look through the options (useApplyWhenChosen, as the listing's sort). The selects stay mounted across the pages
 * they lead to, so the one the shopper changed keeps the keyboard's focus (a remount dropped it to the page's body,
 * and arrow keys could move one option per trip back through the page); the URL's values are put back into them
 * when the page changes some other way (the histogram's links, back, forward), as the listing's sort does.
 */
function ReviewControls({ sort, rating, amount }: { sort: string; rating: number | null; amount: string | null }) {
  const t = useT();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const sortSelect = useRef<HTMLSelectElement>(null);
  const ratingSelect = useRef<HTMLSelectElement>(null);
  // Only once no page is on its way: a page the shopper has already moved on from (a second arrow key before the
  // first page arrived) must not put its value back over the one chosen since, which the next change would send.
  const settled = useNavigation().state === 'idle';
  useEffect(() => {
    if (!settled) return;
    if (sortSelect.current && sortSelect.current.value !== sort) sortSelect.current.value = sort;
    const wanted = rating === null ? '' : String(rating);
    if (ratingSelect.current && ratingSelect.current.value !== wanted) ratingSelect.current.value = wanted;
  }, [sort, rating, settled]);
  const kept = [
    ...[...searchParams].filter(
      ([key]) =>
        key !== REPORT_PARAM &&
        key !== WRITE_PARAM &&
        key !== 'amount' &&
        !isCampaignParam(key) &&
        !Object.values<string>(REVIEW_PARAMS).includes(key),
    ),
    ...(amount ? [['amount', amount] as const] : []),
  ];
  const when = useApplyWhenChosen((form) => {
    const fields = new FormData(form);
    if (!reviewControlsChanged(fields, sort, rating)) return; // an untouched select left, Enter on the value in force
    // "All ratings" is no filter: left out of the URL rather than an empty reviewRating=.
    for (const [key, value] of [...fields]) if (value === '') fields.delete(key);
    return submit(fields, { method: 'get', action: `${pathname}#reviews`, preventScrollReset: true });
  });
  const select = 'min-h-11 rounded-xl border-2 border-stone-300 bg-white px-3 text-base';
  return (
    <Form
      method="get"
      action={withHash(pathname, 'reviews')}
      preventScrollReset
      className="flex flex-wrap items-end gap-4"
      {...when.form}
    >
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('product.reviews.sort.label')}
        <select ref={sortSelect} name={REVIEW_PARAMS.sort} defaultValue={sort} className={select} {...when.select}>
          {REVIEW_SORTS.map((option) => (
            <option key={option} value={option}>
              {t('product.reviews.sort.option', { sort: selectKey(option) })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('product.reviews.filter.label')}
        <select
          ref={ratingSelect}
          name={REVIEW_PARAMS.rating}
          defaultValue={rating ?? ''}
          className={select}
          {...when.select}
        >
          <option value="">{t('product.reviews.filter.all')}</option>
          {[5, 4, 3, 2, 1].map((value) => (
            <option key={value} value={value}>
              {t('product.reviews.stars', { rating: value })}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          {t('product.reviews.apply')}
        </button>
      </noscript>
    </Form>
  );
}
