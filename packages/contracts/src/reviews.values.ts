/**
 * The zod-free part of reviews.ts: limits and option lists the browser bundle imports
 * (`@outsole/contracts/reviews.values`) without pulling zod into it. reviews.ts re-exports all of it.
 */

/** Longest review title and text in characters (code points); longer is REV410 "review too long" (spec §8). */
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 2_000;
/** Shortest review text (as a question's): "Nice." tells the next shopper nothing. */
export const REVIEW_TEXT_MIN = 10;
export const QUESTION_TEXT_MIN = 10;
export const QUESTION_TEXT_MAX = 500;
export const AUTHOR_NAME_MAX = 50;
/** Largest page of reviews or questions. */
export const REVIEWS_PAGE_MAX = 50;

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'most-helpful'] as const;
export const REVIEW_FITS = ['runs-small', 'true-to-size', 'runs-large'] as const;
export const FLAG_REASONS = ['spam', 'offensive', 'off-topic', 'private-information', 'other'] as const;
export const QUESTION_SORTS = ['newest', 'most-answered'] as const;
