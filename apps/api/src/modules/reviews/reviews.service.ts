import { randomUUID } from 'node:crypto';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type FlagRequest,
  type FlagResponse,
  type RatingSummary,
  type Review,
  type ReviewList,
  type ReviewListQuery,
  type ReviewTranslation,
  type TranslateRequest,
  type VoteResponse,
  type WriteReviewRequest,
  type WriteReviewResponse,
} from '@outsole/contracts/reviews';
import { holdsContactDetails } from '@outsole/contracts/contact-details.values';
import { characterCount } from '@outsole/contracts/text.values';
import type { Db } from '../../db/schema.js';
import { languageOf } from '../../lib/language.js';
import { ApiError } from '../../lib/api-error.js';
import { messageFor } from '../../lib/error-messages.js';
import type { RequestContext } from '../../lib/context.js';
import { requireStyleOnSite } from '../products/products.service.js';
import { castHelpfulVote } from './helpful-votes.service.js';
import {
  authorOf,
  isAccountParticipant,
  isAuthor,
  SIGN_IN_TO_READ_OWN_MESSAGE,
  type Author,
  type Participant,
} from './review-author.js';
import {
  countByRatingAndFit,
  countHidingFlags,
  findAuthorReview,
  findAuthorReviews,
  findReview,
  findReviewPage,
  findTranslation,
  hideReview,
  insertFlagOnce,
  insertReview,
  insertTranslation,
  lockReview,
  lockStyle,
  REVIEW_VOTES,
  type ReviewRow,
  type SummaryRow,
} from './reviews.repository.js';
import { adjustStyleRating, computeStyleRatings } from './style-ratings.repository.js';
import type { TranslationProvider } from './translation-provider.js';

/**
 * Reports that take a review down until an operator looks at it (decision 0052): from this many distinct accounts,
 * reporting from as many distinct addresses. Guests' reports are kept for moderation but hide nothing.
 */
export const FLAGS_TO_HIDE = 3;

/**
 * GET /products/v1/products/{productId}/reviews: a page of reviews with the style's rating summary, those in the
 * shopper's language first (the others follow, with Translate on the storefront).
 */
export async function listReviews(
  ctx: RequestContext,
  db: Db,
  productId: string,
  query: ReviewListQuery,
): Promise<ReviewList> {
  await requireStyleOnSite(ctx, db, productId);
  if (query.author === 'me') return listOwnReviews(ctx, db, productId, query);
  const [summaryRows, rows] = await Promise.all([
    countByRatingAndFit(db, productId),
    findReviewPage(db, productId, { ...query, language: languageOf(ctx.locale) }),
  ]);
  const summary = summarise(summaryRows);
  const total = query.rating === undefined ? summary.count : (summary.histogram[query.rating - 1]?.count ?? 0);
  return {
    productId,
    sort: query.sort,
    rating: query.rating ?? null,
    start: query.start,
    count: rows.length,
    total,
    summary,
    reviews: rows.map(toReview),
  };
}

/**
 * `?author=me`: the signed-in shopper's own review of the style (decision 0052, addendum), also one moderation hid
 * (a second review would be REV409 all the same), so the storefront says "already reviewed" before the shopper
 * writes. Only the bearer token's account is read: the query names no one else. A guest is refused (API401).
 */
async function listOwnReviews(
  ctx: RequestContext,
  db: Db,
  productId: string,
  query: ReviewListQuery,
): Promise<ReviewList> {
  if (ctx.shopper.kind !== 'registered') throw new ApiError('API401', { message: SIGN_IN_TO_READ_OWN_MESSAGE });
  const author = authorOf(ctx, '');
  const [summaryRows, rows] = await Promise.all([
    countByRatingAndFit(db, productId),
    findAuthorReviews(db, productId, author.id),
  ]);
  const page = rows.slice(query.start, query.start + query.count);
  return {
    productId,
    sort: query.sort,
    rating: null,
    start: query.start,
    count: page.length,
    total: rows.length,
    summary: summarise(summaryRows),
    // Its author sees where it stands: a held review "awaiting approval" (decision 0052, addendum on the hold).
    reviews: page.map((row) => ({ ...toReview(row), status: reviewStatus(row.status, row.held_at) })),
  };
}

/** The api's word for a review's moderation state: `pending` is hidden while held on posting. */
function reviewStatus(status: 'published' | 'hidden', heldAt: string | null): 'published' | 'pending' | 'hidden' {
  if (status === 'published') return 'published';
  return heldAt === null ? 'hidden' : 'pending';
}

/** Histogram, average (one decimal) and fit counts from counts per rating and fit. */
export function summarise(rows: readonly SummaryRow[]): RatingSummary {
  const histogram = [1, 2, 3, 4, 5].map((rating) => ({ rating, count: 0 }));
  const fit = { runsSmall: 0, trueToSize: 0, runsLarge: 0, count: 0 };
  let count = 0;
  let sum = 0;
  for (const row of rows) {
    const n = Number(row.n);
    const bucket = histogram[Number(row.rating) - 1];
    if (bucket) bucket.count += n;
    count += n;
    sum += n * Number(row.rating);
    if (row.fit === 'runs-small') fit.runsSmall += n;
    if (row.fit === 'true-to-size') fit.trueToSize += n;
    if (row.fit === 'runs-large') fit.runsLarge += n;
    if (row.fit !== null) fit.count += n;
  }
  return { average: count === 0 ? null : Math.round((sum / count) * 10) / 10, count, histogram, fit };
}

/** Sets every reviewed style's rating from its published reviews: the end of seeding or a bulk import. */
export async function refreshStyleRatings(db: Db): Promise<void> {
  await computeStyleRatings(db);
}

/**
 * POST /products/v1/products/{productId}/reviews: publishes a review by `author` (review-author.ts: a signed-in
 * shopper) in the request's site and locale, or holds it for moderation when its title, text or display name holds
 * contact details (a web or email address, a phone number: contracts contact-details.values.ts; decision 0052,
 * addendum "held for moderation"): then it is not listed or counted in the rating until an operator publishes it
 * (`npm run reviews:moderate`), and the answer says `held: true`. A title or text over its limit is REV410 (spec §8 "review too long").
 * One review per account and style (decision 0052): a second one is 409 REV409, whether the first is still shown
 * or was hidden by moderation.
 */
export async function writeReview(
  ctx: RequestContext,
  db: Db,
  productId: string,
  author: Author,
  input: WriteReviewRequest,
  now: Date = new Date(),
): Promise<WriteReviewResponse> {
  // Every field too long in one answer (one errorDetails item each): a caller fixes both after one refusal.
  const tooLong = (
    [
      ['body.title', input.title, REVIEW_TITLE_MAX],
      ['body.text', input.text, REVIEW_TEXT_MAX],
    ] as const
  ).filter(([, text, max]) => characterCount(text) > max);
  const [first] = tooLong;
  if (first) {
    throw new ApiError('REV410', {
      status: 400,
      field: first[0],
      params: { max: first[2] },
      details: tooLong.map(([field, , max]) => ({ field, message: messageFor('REV410', { max }) })),
    });
  }
  await requireStyleOnSite(ctx, db, productId);
  const row = {
    id: randomUUID(),
    product_id: productId,
    site_id: ctx.site.siteId,
    locale: ctx.locale,
    rating: input.rating,
    title: input.title,
    body: input.text,
    author_name: author.displayName,
    author_id: author.id,
    fit: input.fit ?? null,
    verified: author.verified ? 1 : 0,
    helpful_count: 0,
    unhelpful_count: 0,
    created_at: now.toISOString(),
  };
  // The style's rating moves with the review, in one transaction: lists and search never disagree with it. The
  // style's row is locked first, so two reviews by one account sent together cannot both find none.
  const held = await db.transaction().execute(async (trx) => {
    await lockStyle(trx, productId);
    if (await findAuthorReview(trx, productId, author.id)) {
      throw new ApiError('REV409');
    }
    // Judged after the refusal: an account that already wrote its review cannot make the api read text for nothing.
    const holds = holdsContactDetails(input.title, input.text, author.displayName);
    await insertReview(trx, {
      ...row,
      status: holds ? 'hidden' : 'published',
      held_at: holds ? now.toISOString() : null,
    });
    // A held review counts once an operator publishes it (review-moderation.ts).
    if (!holds) await adjustStyleRating(trx, productId, 1, row.rating);
    return holds;
  });
  return { ...toReview(row), status: held ? 'pending' : 'published', held };
}

async function requireReview(
  ctx: RequestContext,
  db: Db,
  reviewId: string,
): Promise<ReviewRow & { author_id: string }> {
  const review = await findReview(db, reviewId);
  if (review?.brand !== ctx.site.brand) {
    throw new ApiError('API404', { message: 'The review was not found.', field: 'params.reviewId' });
  }
  return review;
}

/**
 * POST /products/v1/review/{reviewId}/vote: once per voter (an account, or a guest's address: review-author.ts);
 * voting the other way switches the vote.
 */
export async function voteOnReview(
  ctx: RequestContext,
  db: Db,
  reviewId: string,
  voter: Participant,
  helpful: boolean,
  now: Date = new Date(),
): Promise<VoteResponse> {
  const review = await requireReview(ctx, db, reviewId);
  // Nobody vouches for their own review (tester finding F1, session 51): its author by account, or by the guest
  // session it was written from.
  if (isAuthor(review.author_id, voter)) throw new ApiError('REV403', { field: 'params.reviewId' });
  return castHelpfulVote(db, REVIEW_VOTES, reviewId, voter, helpful, now);
}

/**
 * POST /products/v1/review/{reviewId}/flag: once per flagger (an account, or a guest's address), never by the review's
 * author (403 REV403, as a vote). Every report is kept for moderation; reports from FLAGS_TO_HIDE accounts at as many
 * addresses hide the review until an operator restores it (review-moderation.ts). A guest's report hides nothing
 * (decision 0052).
 */
export async function flagReview(
  ctx: RequestContext,
  db: Db,
  reviewId: string,
  flagger: Participant,
  input: FlagRequest,
  now: Date = new Date(),
): Promise<FlagResponse> {
  const review = await requireReview(ctx, db, reviewId);
  // Nobody reports their own review (tester finding t1-F4), as nobody votes on it: such a report would wait in the
  // operator's queue as a reader's does. (Taking one's review down is for moderation or a future edit flow.)
  if (isAuthor(review.author_id, flagger)) {
    throw new ApiError('REV403', { field: 'params.reviewId', message: 'You cannot report your own review.' });
  }
  // The flag, the hide and the style's rating commit together; only the statement that actually hides the
  // review takes it out of the rating, so concurrent third flags subtract it once.
  const created = await db.transaction().execute(async (trx) => {
    await lockReview(trx, reviewId);
    const inserted = await insertFlagOnce(trx, {
      review_id: reviewId,
      flagger_id: flagger.id,
      reason: input.reason,
      comment: input.comment || null,
      created_at: now.toISOString(),
      address_key: flagger.addressKey,
      cleared_at: null,
    });
    const counts = inserted && isAccountParticipant(flagger.id);
    if (counts && (await countHidingFlags(trx, reviewId)) >= FLAGS_TO_HIDE && (await hideReview(trx, reviewId))) {
      await adjustStyleRating(trx, review.product_id, -1, Number(review.rating));
    }
    return inserted;
  });
  return { reviewId, flagged: true, created };
}

/**
 * POST /products/v1/review/{reviewId}/translate: the review in the target language (the body's, else the
 * request's), through the provider's detect-then-translate flow; a translation is cached per review and target
 * language, so a second reader costs no provider call.
 */
export async function translateReview(
  ctx: RequestContext,
  db: Db,
  provider: TranslationProvider,
  reviewId: string,
  input: TranslateRequest,
  now: Date = new Date(),
): Promise<ReviewTranslation> {
  const review = await requireReview(ctx, db, reviewId);
  const targetLanguage = languageOf(input.targetLocale ?? ctx.locale);
  const cached = await findTranslation(db, reviewId, targetLanguage);
  if (cached) {
    return {
      reviewId,
      provider: cached.provider,
      sourceLanguage: cached.source_language,
      targetLanguage,
      title: cached.title,
      text: cached.body,
      cached: true,
    };
  }
  const { language: sourceLanguage } = await provider.detectLanguage(review.body);
  if (sourceLanguage === targetLanguage) {
    // Nothing to translate: the original, not cached (it is already stored as the review).
    const original = { title: review.title, text: review.body, cached: false };
    return { reviewId, provider: provider.name, sourceLanguage, targetLanguage, ...original };
  }
  const { texts } = await provider.translate({ texts: [review.title, review.body], sourceLanguage, targetLanguage });
  const [title = '', text = ''] = texts;
  await insertTranslation(db, {
    review_id: reviewId,
    target_language: targetLanguage,
    source_language: sourceLanguage,
    provider: provider.name,
    title,
    body: text,
    created_at: now.toISOString(),
  });
  return { reviewId, provider: provider.name, sourceLanguage, targetLanguage, title, text, cached: false };
}

function toReview(row: ReviewRow): Review {
  return {
    reviewId: row.id,
    productId: row.product_id,
    rating: Number(row.rating),
    title: row.title,
    text: row.body,
    locale: row.locale,
    authorName: row.author_name,
    verified: Number(row.verified) === 1,
    fit: row.fit,
    helpfulCount: Number(row.helpful_count),
    unhelpfulCount: Number(row.unhelpful_count),
    createdAt: row.created_at,
  };
}
