import type { ReviewSort } from '@outsole/contracts/reviews';
import { REVIEW_SORTS } from '@outsole/contracts/reviews.values';

/** Reviews per page on the product page. */
export const REVIEWS_PER_PAGE = 6;

/** The reviews' sort, rating filter and page as GET params of the product page, so they work without JavaScript. */
export interface ReviewQuery {
  sort: ReviewSort;
  rating: number | null;
  page: number;
}

export const REVIEW_PARAMS = { sort: 'reviewSort', rating: 'reviewRating', page: 'reviewPage' } as const;

/** Reads the params, ignoring anything malformed (a bad value falls back to the default, never an error page). */
export function parseReviewQuery(params: URLSearchParams): ReviewQuery {
  const sort = params.get(REVIEW_PARAMS.sort);
  const rating = Number(params.get(REVIEW_PARAMS.rating));
  const page = Number(params.get(REVIEW_PARAMS.page));
  return {
    sort: REVIEW_SORTS.includes(sort as ReviewSort) ? (sort as ReviewSort) : 'newest',
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The page's query with the reviews' params changed (a changed filter or sort starts again at page 1). */
export function reviewSearch(current: URLSearchParams, change: Partial<ReviewQuery>): string {
  const next = new URLSearchParams(current);
  const query = { ...parseReviewQuery(current), page: 1, ...change };
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set(REVIEW_PARAMS.sort, query.sort === 'newest' ? null : query.sort);
  set(REVIEW_PARAMS.rating, query.rating === null ? null : String(query.rating));
  set(REVIEW_PARAMS.page, query.page === 1 ? null : String(query.page));
  const search = next.toString();
  return search ? `?${search}` : '';
}
