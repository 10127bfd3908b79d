import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductParams } from '@outsole/contracts/products';
import {
  AnswerParams,
  AskQuestionRequest,
  AskQuestionResponse,
  FlagRequest,
  FlagResponse,
  OwnVotes,
  QuestionList,
  QuestionListQuery,
  QuestionParams,
  QuestionTranslation,
  ReviewList,
  ReviewListQuery,
  ReviewParams,
  ReviewTranslation,
  TranslateRequest,
  VoteRequest,
  VoteResponse,
  WriteReviewRequest,
  WriteReviewResponse,
} from '@outsole/contracts/reviews';
import type { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { errorResponses, SHOPPER_SECURITY } from '../../lib/route-schemas.js';
import { requireRegistered } from '../../plugins/auth.js';
import { FEEDBACK_READ } from '../../plugins/http-cache.js';
import { listOwnVotes } from './own-votes.service.js';
import { askQuestion, listQuestions, translateQuestion, voteOnAnswer } from './questions.service.js';
import { authorOf, participantOf, SIGN_IN_TO_WRITE_MESSAGE } from './review-author.js';
import { flagReview, listReviews, translateReview, voteOnReview, writeReview } from './reviews.service.js';
import type { TranslationProvider } from './translation-provider.js';

export const reviewsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  translator: TranslationProvider;
  /** The server secret (SERVER_TRUST_ID) keying the digest of a voter's or reporter's address (review-author.ts). */
  participantKey: string;
}> = async (app, { db, translator, participantKey }) => {
  const participant = (request: FastifyRequest) => participantOf(request, participantKey);
  // Writing needs a signed-in shopper, voting and flagging a guest or signed-in one (decision 0052), an account's
  // session still standing (AUT498 after sign-out): `config: { shopper }` refuses a call without one (401) before its
  // body is read and documents the bearer token (plugins/auth.ts guardShopperRoute). Reading and translating, the
  // public content, need none.
  app.get(
    '/products/v1/products/:productId/reviews',
    {
      config: { publicCache: FEEDBACK_READ },
      schema: {
        tags: ['reviews'],
        security: [{ accessKey: [] }, ...SHOPPER_SECURITY],
        operationId: 'listReviews',
        summary: 'A page of reviews of a style with its rating summary',
        description:
          "A page of reviews (sort, rating filter) with the rating summary: average, histogram, fit; `author=me`: the bearer token's signed-in shopper's own review of the style only (401 API401 for a guest; private, never stored)",
        params: ProductParams,
        querystring: ReviewListQuery,
        response: { 200: ReviewList, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.query.author === 'me') {
        // The shopper's own: checked as a write is (AUT498 after sign-out), and never kept by a shared cache.
        if (request.ctx.shopper.kind === 'registered') await requireRegistered(request);
        void reply.header('cache-control', 'private, no-store');
      }
      return listReviews(request.ctx, db, request.params.productId, request.query);
    },
  );

  app.get(
    '/products/v1/products/:productId/reviews/votes',
    {
      config: { shopper: 'session' },
      schema: {
        tags: ['reviews'],
        operationId: 'getOwnVotes',
        summary: "The shopper's own helpful votes on a style's reviews and answers",
        description:
          "The bearer token's shopper's own helpful votes on the style's reviews and answers, which way each went (an account's; a guest's from their address and guest session); 401 API401 without a session; private, never stored (decision 0052)",
        params: ProductParams,
        response: { 200: OwnVotes, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Only the token's shopper's, checked as a vote is (API401 without a session, AUT498 after sign-out).
      const voter = participant(request);
      void reply.header('cache-control', 'private, no-store');
      return listOwnVotes(request.ctx, db, request.params.productId, voter);
    },
  );

  app.post(
    '/products/v1/products/:productId/reviews',
    {
      config: { shopper: 'registered', shopperRefusal: SIGN_IN_TO_WRITE_MESSAGE },
      schema: {
        tags: ['reviews'],
        operationId: 'writeReview',
        summary: 'Write a review of a style (signed-in shopper)',
        description:
          "Write a review as the bearer token's signed-in shopper (401 API401 for a guest or without one; 409 REV409 when the account already reviewed the style; REV410 when title or text is too long). With a web or email address or a phone number in its title, text or name it is held for moderation (`held: true`, `status` pending): not listed or counted until an operator publishes it",
        params: ProductParams,
        body: WriteReviewRequest,
        response: { 201: WriteReviewResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const author = authorOf(request.ctx, request.body.authorName);
      const review = await writeReview(request.ctx, db, request.params.productId, author, request.body);
      return reply.code(201).send(review);
    },
  );

  app.post(
    '/products/v1/review/:reviewId/vote',
    {
      config: { shopper: 'session' },
      schema: helpfulVoteSchema(
        'voteOnReview',
        'Vote a review helpful or not',
        ReviewParams,
        'Helpful or not: counted once per account, a guest once per address; voting the other way switches the ' +
          "vote; 403 REV403 on the voter's own review",
      ),
    },
    async (request) =>
      voteOnReview(request.ctx, db, request.params.reviewId, participant(request), request.body.helpful),
  );

  app.post(
    '/products/v1/review/:reviewId/flag',
    {
      config: { shopper: 'session' },
      schema: {
        tags: ['reviews'],
        operationId: 'flagReview',
        summary: 'Report a review',
        description:
          'Report a review with a reason (a comment for "other"); once per account, a guest once per address. Reports from 3 accounts at 3 addresses hide it until moderation; a guest report only goes to moderation. 403 REV403 on the flagger\'s own review',
        params: ReviewParams,
        body: FlagRequest,
        response: { 200: FlagResponse, 201: FlagResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await flagReview(request.ctx, db, request.params.reviewId, participant(request), request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/products/v1/review/:reviewId/translate',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'translateReview',
        summary: 'Translate a review',
        description:
          "The review translated into the body's targetLocale or, without one or a body, the request's locale (cached)",
        params: ReviewParams,
        // The spec's call names no body: none (or null) is `{}`, the request's locale (tester finding F4).
        body: TranslateRequest.nullish(),
        response: { 200: ReviewTranslation, ...errorResponses },
      },
    },
    async (request) => translateReview(request.ctx, db, translator, request.params.reviewId, request.body ?? {}),
  );

  app.get(
    '/products/v1/products/:productId/reviews/questions',
    {
      config: { publicCache: FEEDBACK_READ },
      schema: {
        tags: ['reviews'],
        operationId: 'listQuestions',
        summary: 'A page of questions with their answers (brand answer first)',
        params: ProductParams,
        querystring: QuestionListQuery,
        response: { 200: QuestionList, ...errorResponses },
      },
    },
    async (request) => listQuestions(request.ctx, db, request.params.productId, request.query),
  );

  app.post(
    '/products/v1/products/:productId/reviews/questions',
    {
      config: { shopper: 'registered', shopperRefusal: SIGN_IN_TO_WRITE_MESSAGE },
      schema: {
        tags: ['reviews'],
        operationId: 'askQuestion',
        summary: 'Ask a question about a style (signed-in shopper)',
        description:
          "Ask a question about a style as the bearer token's signed-in shopper (401 API401 for a guest or without one; 409 QST409 when they already asked the same). With a web or email address or a phone number in it, it is held for moderation (`held: true`) until an operator publishes it",
        params: ProductParams,
        body: AskQuestionRequest,
        response: { 201: AskQuestionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const author = authorOf(request.ctx, request.body.authorName);
      const question = await askQuestion(request.ctx, db, request.params.productId, author, request.body);
      return reply.code(201).send(question);
    },
  );

  app.post(
    '/products/v1/review/:answerId/questions/vote',
    {
      config: { shopper: 'session' },
      schema: helpfulVoteSchema(
        'voteOnAnswer',
        'Vote an answer helpful or not',
        AnswerParams,
        "Helpful vote on an answer: counted once per account, a guest once per address; 403 QST403 on the voter's " +
          'own answer',
      ),
    },
    async (request) =>
      voteOnAnswer(request.ctx, db, request.params.answerId, participant(request), request.body.helpful),
  );

  app.post(
    '/products/v1/review/:questionId/questions/translate',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'translateQuestion',
        summary: 'Translate a question and its answers',
        description:
          "A question and its answers translated into the body's targetLocale or, without one or a body, the request's locale (cached; decision 0045)",
        params: QuestionParams,
        body: TranslateRequest.nullish(),
        response: { 200: QuestionTranslation, ...errorResponses },
      },
    },
    async (request) => translateQuestion(request.ctx, db, translator, request.params.questionId, request.body ?? {}),
  );
};

/**
 * The schema of a helpful-vote endpoint: reviews and answers share the body, the answer and the rules (the voter is
 * the bearer token's shopper; the use case checks the voted item belongs to the site).
 */
function helpfulVoteSchema<Params extends z.ZodType>(
  operationId: string,
  summary: string,
  params: Params,
  description: string,
) {
  return {
    tags: ['reviews'],
    operationId,
    summary,
    description,
    params,
    body: VoteRequest,
    response: { 200: VoteResponse, ...errorResponses },
  };
}
