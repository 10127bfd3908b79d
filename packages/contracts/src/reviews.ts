import { z } from 'zod';
import { queryInteger } from './query-values.js';
import { LocalePath } from './locales.js';
import { ProductId } from './products.js';
import { atMostCharacters, shopperText, visibleAtLeast } from './text.js';
import {
  AUTHOR_NAME_MAX,
  AUTHOR_NAME_MIN,
  FLAG_COMMENT_MAX,
  FLAG_REASONS,
  isReservedAuthorName,
  QUESTION_SORTS,
  QUESTION_TEXT_MAX,
  QUESTION_TEXT_MIN,
  REVIEW_FITS,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  REVIEWS_PAGE_MAX,
} from './reviews.values.js';

export * from './reviews.values.js';

/** Review, question and answer ids are UUIDs (lower-case hex). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uuid = (field: string) => z.string().regex(UUID_PATTERN, `${field} must be a UUID`);

export const ReviewParams = z.object({ reviewId: uuid('reviewId') });
export type ReviewParams = z.infer<typeof ReviewParams>;
/** spec §7 `POST review/{answerId}/questions/vote`. */
export const AnswerParams = z.object({ answerId: uuid('answerId') });
export type AnswerParams = z.infer<typeof AnswerParams>;
/** `POST review/{questionId}/questions/translate`, beside the spec's answer vote (decision 0045). */
export const QuestionParams = z.object({ questionId: uuid('questionId') });
export type QuestionParams = z.infer<typeof QuestionParams>;

export const ReviewSort = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof ReviewSort>;
export const ReviewFit = z.enum(REVIEW_FITS);
export type ReviewFit = z.infer<typeof ReviewFit>;

const Rating = queryInteger('rating', (n) => n.min(1).max(5));
const start = queryInteger('start', (n) => n.min(0)).default(0);
const count = queryInteger('count', (n) => n.min(1).max(REVIEWS_PAGE_MAX)).default(10);

/** GET /products/v1/products/{productId}/reviews query. */
export const ReviewListQuery = z.object({
  sort: ReviewSort.default('newest'),
  rating: Rating.optional(),
  start,
  count,
  /**
   * `me`: only the bearer token's signed-in shopper's own review of the style, whatever its moderation status
   * (decision 0052, addendum): 401 API401 for a guest or without a token; the answer is private, never stored.
   */
  author: z.enum(['me'], { message: 'author must be "me"' }).optional(),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

export const Review = z.object({
  reviewId: z.string(),
  productId: ProductId,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  /** The language it was written in; the storefront offers a translation when it differs from the page's. */
  locale: z.string(),
  authorName: z.string(),
  /** A signed-in buyer of the product (always false until shopper sign-in exists). */
  verified: z.boolean(),
  fit: ReviewFit.nullable(),
  helpfulCount: z.number().int().nonnegative(),
  unhelpfulCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  /**
   * Only in the author's own answers (`?author=me`, the POST's): `pending` while it is held for moderation (contact
   * details in its text, decision 0052 addendum "held for moderation"), `hidden` when moderation took it down or
   * refused it, `published` when everyone sees it. The public list, which holds published reviews only, leaves it out.
   */
  status: z.enum(['published', 'pending', 'hidden']).optional(),
});
export type Review = z.infer<typeof Review>;

export const RatingSummary = z.object({
  /** Mean of the published ratings, one decimal; null without reviews. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  /** Reviews per star rating, 1 to 5 in order. */
  histogram: z.array(z.object({ rating: z.number().int(), count: z.number().int().nonnegative() })).length(5),
  /** How reviewers found the size; `count` is the reviews that said. */
  fit: z.object({
    runsSmall: z.number().int().nonnegative(),
    trueToSize: z.number().int().nonnegative(),
    runsLarge: z.number().int().nonnegative(),
    count: z.number().int().nonnegative(),
  }),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

export const ReviewList = z.object({
  productId: ProductId,
  sort: ReviewSort,
  rating: z.number().int().nullable(),
  start: z.number().int(),
  count: z.number().int(),
  /** Reviews matching the filter. */
  total: z.number().int().nonnegative(),
  summary: RatingSummary,
  reviews: z.array(Review),
});
export type ReviewList = z.infer<typeof ReviewList>;

// Shown beside every review and question: shopper free text (text.ts), as the title and text are.
// Not a name that speaks for the shop (reviews.values.ts isReservedAuthorName; tester finding F22, session 51).
const authorName = shopperText(
  z.string().trim().min(AUTHOR_NAME_MIN, `authorName must have at least ${AUTHOR_NAME_MIN} characters`),
  'authorName',
)
  .check(visibleAtLeast(AUTHOR_NAME_MIN, `authorName must have at least ${AUTHOR_NAME_MIN} characters`))
  .check(atMostCharacters(AUTHOR_NAME_MAX, `authorName must have at most ${AUTHOR_NAME_MAX} characters`))
  .refine((name) => !isReservedAuthorName(name), {
    message: 'authorName is reserved for the shop (its brands, customer service, staff): choose another name',
  })
  .meta({ maxLength: AUTHOR_NAME_MAX });

/**
 * POST /products/v1/products/{productId}/reviews body. Title and text have no maximum here on purpose: over
 * REVIEW_TITLE_MAX or REVIEW_TEXT_MAX the api answers REV410 (spec §8), not a generic API400. The OpenAPI document
 * still says the maximum (`maxLength`, metadata only), so a form or client built from it stops there.
 */
export const WriteReviewRequest = z
  .object({
    rating: z.number().int('rating must be a whole number').min(1).max(5),
    title: shopperText(z.string().trim().min(1, 'title is required'), 'title').meta({ maxLength: REVIEW_TITLE_MAX }),
    text: shopperText(
      z.string().trim().min(REVIEW_TEXT_MIN, `text must have at least ${REVIEW_TEXT_MIN} characters`),
      'text',
      { lines: true },
    )
      .check(visibleAtLeast(REVIEW_TEXT_MIN, `text must have at least ${REVIEW_TEXT_MIN} characters`))
      .meta({ maxLength: REVIEW_TEXT_MAX }),
    authorName,
    fit: ReviewFit.optional(),
  })
  .strict();
export type WriteReviewRequest = z.infer<typeof WriteReviewRequest>;

/**
 * 201 with the review as written. `held`: it holds contact details (a web or email address, a phone number:
 * contracts contact-details.values.ts) and waits for an operator before it is listed or counted in the rating
 * (`status` `pending`); false when it is published at once.
 */
export const WriteReviewResponse = Review.extend({ held: z.boolean() });
export type WriteReviewResponse = z.infer<typeof WriteReviewResponse>;

/** POST /products/v1/review/{reviewId}/vote and /review/{answerId}/questions/vote body. */
export const VoteRequest = z.object({ helpful: z.boolean() }).strict();
export type VoteRequest = z.infer<typeof VoteRequest>;

/** The counts after the vote; `counted` is false when the voter had already voted the same way. */
export const VoteResponse = z.object({
  id: z.string(),
  helpful: z.boolean(),
  counted: z.boolean(),
  helpfulCount: z.number().int().nonnegative(),
  unhelpfulCount: z.number().int().nonnegative(),
});
export type VoteResponse = z.infer<typeof VoteResponse>;

/**
 * GET /products/v1/products/{productId}/reviews/votes (decision 0052, addendum "a shopper's own votes"): the bearer
 * token's shopper's own helpful votes on the style's published reviews and on its questions' answers, which way each
 * went, so the storefront shows the buttons pressed after a reload. A signed-in shopper's by account; a guest's those
 * their address cast from their guest session. Private, never stored; the public lists stay the same for everyone.
 */
export const OwnVotes = z.object({
  productId: ProductId,
  reviews: z.array(z.object({ reviewId: z.string(), helpful: z.boolean() })),
  answers: z.array(z.object({ answerId: z.string(), helpful: z.boolean() })),
  /**
   * The style's reviews and answers the shopper wrote (by account, or from this guest session): nobody votes on
   * their own (REV403 / QST403), so the storefront shows them no vote buttons (decision 0052, addendum of session 51).
   */
  authored: z.object({ reviewIds: z.array(z.string()), answerIds: z.array(z.string()) }),
});
export type OwnVotes = z.infer<typeof OwnVotes>;

export const FlagReason = z.enum(FLAG_REASONS);

/** POST /products/v1/review/{reviewId}/flag body: a reason is required, and a comment when it is `other`. */
export const FlagRequest = z
  .object({
    reason: FlagReason,
    comment: shopperText(z.string().trim(), 'comment', { lines: true })
      .check(atMostCharacters(FLAG_COMMENT_MAX, `comment must have at most ${FLAG_COMMENT_MAX} characters`))
      .meta({ maxLength: FLAG_COMMENT_MAX })
      .optional(),
  })
  .strict()
  .refine((flag) => flag.reason !== 'other' || (flag.comment ?? '') !== '', {
    message: 'comment is required when the reason is other',
    path: ['comment'],
  });
export type FlagRequest = z.infer<typeof FlagRequest>;

/** `created` false: this flagger had already reported the review (counted once). */
export const FlagResponse = z.object({ reviewId: z.string(), flagged: z.literal(true), created: z.boolean() });
export type FlagResponse = z.infer<typeof FlagResponse>;

/**
 * POST /products/v1/review/{reviewId}/translate and …/{questionId}/questions/translate body: the target defaults to
 * the request's locale. The spec's call names no body: the routes take none (or `null`) as `{}`.
 */
export const TranslateRequest = z.object({ targetLocale: LocalePath.optional() }).strict();
export type TranslateRequest = z.infer<typeof TranslateRequest>;

export const ReviewTranslation = z.object({
  reviewId: z.string(),
  provider: z.string(),
  /** ISO 639-1 languages: `de`. */
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  title: z.string(),
  text: z.string(),
  /** True when served from the translation cache. */
  cached: z.boolean(),
});
export type ReviewTranslation = z.infer<typeof ReviewTranslation>;

/** A text of a question thread in the target language, with the language it was written in (ISO 639-1). */
const TranslatedText = z.object({ sourceLanguage: z.string(), text: z.string() });

/**
 * POST /products/v1/review/{questionId}/questions/translate: the question and every answer it has, in the target
 * language; a text already in it comes back as written (its sourceLanguage is the target).
 */
export const QuestionTranslation = z.object({
  questionId: z.string(),
  provider: z.string(),
  targetLanguage: z.string(),
  question: TranslatedText,
  answers: z.array(TranslatedText.extend({ answerId: z.string() })),
  /** True when served from the translation cache. */
  cached: z.boolean(),
});
export type QuestionTranslation = z.infer<typeof QuestionTranslation>;

export const QuestionListQuery = z.object({ sort: z.enum(QUESTION_SORTS).default('newest'), start, count });
export type QuestionListQuery = z.infer<typeof QuestionListQuery>;

export const Answer = z.object({
  answerId: z.string(),
  text: z.string(),
  authorName: z.string(),
  isBrandAnswer: z.boolean(),
  helpfulCount: z.number().int().nonnegative(),
  unhelpfulCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Answer = z.infer<typeof Answer>;

export const Question = z.object({
  questionId: z.string(),
  productId: ProductId,
  text: z.string(),
  locale: z.string(),
  authorName: z.string(),
  answerCount: z.number().int().nonnegative(),
  /** The brand's answer first, then the most helpful. */
  answers: z.array(Answer),
  createdAt: z.string(),
});
export type Question = z.infer<typeof Question>;

export const QuestionList = z.object({
  productId: ProductId,
  sort: z.enum(QUESTION_SORTS),
  start: z.number().int(),
  count: z.number().int(),
  total: z.number().int().nonnegative(),
  questions: z.array(Question),
});
export type QuestionList = z.infer<typeof QuestionList>;

/** POST /products/v1/products/{productId}/reviews/questions body. */
export const AskQuestionRequest = z
  .object({
    text: shopperText(
      z.string().trim().min(QUESTION_TEXT_MIN, `text must have at least ${QUESTION_TEXT_MIN} characters`),
      'text',
      { lines: true },
    )
      .check(visibleAtLeast(QUESTION_TEXT_MIN, `text must have at least ${QUESTION_TEXT_MIN} characters`))
      .check(atMostCharacters(QUESTION_TEXT_MAX, `text must have at most ${QUESTION_TEXT_MAX} characters`))
      .meta({ maxLength: QUESTION_TEXT_MAX }),
    authorName,
  })
  .strict();
export type AskQuestionRequest = z.infer<typeof AskQuestionRequest>;

/**
 * 201 with the question as asked. `held`: it holds contact details and waits for an operator before it is listed
 * (decision 0052, addendum "held for moderation"); false when it is listed at once.
 */
export const AskQuestionResponse = Question.extend({ held: z.boolean() });
export type AskQuestionResponse = z.infer<typeof AskQuestionResponse>;
