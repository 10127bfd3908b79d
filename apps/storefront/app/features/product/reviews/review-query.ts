import type { ReviewSort } from '@outsole/contracts/reviews';
import { REVIEW_SORTS } from '@outsole/contracts/reviews.values';

import { searchParamsWithoutCampaign } from '#app/lib/url/campaign-params.ts';

/** Reviews per page on the product page. */
export const REVIEWS_PER_PAGE = 6;
/** Questions per page on the product page. */
export const QUESTIONS_PER_PAGE = 5;

/**
 * The reviews' sort, rating filter and page, and the questions' page, as GET params of the product page, so they
 * work without JavaScript and their pages can be crawled.
 */
export interface ReviewQuery {
  sort: ReviewSort;
  rating: number | null;
  page: number;
  questionPage: number;
}

export const REVIEW_PARAMS = { sort: 'reviewSort', rating: 'reviewRating', page: 'reviewPage' } as const;
export const QUESTION_PARAMS = { page: 'questionPage' } as const;
/**
 * Every param the streamed reviews and questions are loaded by, and the form's `write` (its page reads the
 * shopper's own review): a change of one loads the page again.
 */
export const FEEDBACK_PARAMS: readonly string[] = [
  ...Object.values(REVIEW_PARAMS),
  ...Object.values(QUESTION_PARAMS),
  'write',
];
/** Which review "Report" opens the report dialog when JavaScript is off (`?report={reviewId}#modal-report-review`). */
export const REPORT_PARAM = 'report';

/**
 * The write-review and ask-question forms as a page of the shopper's own (decision 0052, addendum "without
 * JavaScript"): `?write=review#modal-write-review`, `?write=question#modal-ask-question`. Never kept by the page
 * cache for a shopper with a session (page-cache.server.ts OWN_PAGE_PARAMS), so it is rendered with their session:
 * the form starts with their display name, and their own review shows in place of the form.
 */
export const WRITE_PARAM = 'write';
export type WriteWhat = 'review' | 'question';

/** What the URL's `write` asks to write, or null (anything else is ignored, as every other malformed param). */
export function writeOf(params: URLSearchParams): WriteWhat | null {
  const what = params.get(WRITE_PARAM);
  return what === 'review' || what === 'question' ? what : null;
}

/** The page's query asking for the form to write `what` (the reported review is left out); the rest is kept. */
export function writeSearch(current: URLSearchParams, what: WriteWhat): string {
  return searchWith(current, { [REPORT_PARAM]: null, [WRITE_PARAM]: what });
}

/** The page's query without the form's `write` (where a review written leads back to). */
export function withoutWrite(current: URLSearchParams): string {
  return searchWith(current, { [WRITE_PARAM]: null });
}

/** Reads the params, ignoring anything malformed (a bad value falls back to the default, never an error page). */
export function parseReviewQuery(params: URLSearchParams): ReviewQuery {
  const sort = params.get(REVIEW_PARAMS.sort);
  const rating = Number(params.get(REVIEW_PARAMS.rating));
  return {
    sort: REVIEW_SORTS.includes(sort as ReviewSort) ? (sort as ReviewSort) : 'newest',
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    page: pageOf(params.get(REVIEW_PARAMS.page)),
    questionPage: pageOf(params.get(QUESTION_PARAMS.page)),
  };
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/**
 * Where the page asked for starts, or the last page when it is past the end (`?reviewPage=999` on a style with 25
 * reviews shows page 5 of 5, not an empty page 999).
 */
export function pageStart(page: number, perPage: number, total: number): number {
  const last = Math.max(1, Math.ceil(total / perPage));
  return (Math.min(page, last) - 1) * perPage;
}

/** The page a list starting at `start` is. */
export function pageAt(start: number, perPage: number): number {
  return Math.floor(start / perPage) + 1;
}

/** The page's query with the reviews' params changed (a changed filter or sort starts again at page 1). */
export function reviewSearch(current: URLSearchParams, change: Partial<Omit<ReviewQuery, 'questionPage'>>): string {
  const query = { ...parseReviewQuery(current), page: 1, ...change };
  return searchWith(current, {
    [REVIEW_PARAMS.sort]: query.sort === 'newest' ? null : query.sort,
    [REVIEW_PARAMS.rating]: query.rating === null ? null : String(query.rating),
    [REVIEW_PARAMS.page]: query.page === 1 ? null : String(query.page),
  });
}

/**
 * Whether the review controls' fields (`reviewSort`, `reviewRating`, empty for all ratings) ask for another sort or
 * filter than the one in force: leaving a select untouched, or Enter on the value already shown, loads nothing.
 */
export function reviewControlsChanged(fields: FormData, sort: string, rating: number | null): boolean {
  const wantedRating = fields.get(REVIEW_PARAMS.rating) ?? '';
  return (fields.get(REVIEW_PARAMS.sort) ?? sort) !== sort || wantedRating !== (rating === null ? '' : String(rating));
}

/** The page's query showing another page of questions; everything else (colour, size, reviews) is kept. */
export function questionSearch(current: URLSearchParams, page: number): string {
  return searchWith(current, { [QUESTION_PARAMS.page]: page === 1 ? null : String(page) });
}

/** The page's query naming the review to report (the no-JavaScript report link); everything else is kept. */
export function reportSearch(current: URLSearchParams, reviewId: string): string {
  return searchWith(current, { [REPORT_PARAM]: reviewId });
}

/**
 * The query with `changes`; the form's `write` only when a change names it (other links lead back to the page); never a
 * campaign's parameters (campaign-params.ts).
 */
function searchWith(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = searchParamsWithoutCampaign(current);
  next.delete(WRITE_PARAM);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}
