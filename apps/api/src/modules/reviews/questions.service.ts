import { randomUUID } from 'node:crypto';
import type {
  Answer,
  AskQuestionRequest,
  Question,
  QuestionList,
  QuestionListQuery,
  VoteResponse,
} from '@outsole/contracts/reviews';
import type { AnswersTable, Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { languageOf } from '../../lib/language.js';
import { requireStyleOnSite } from '../products/products.service.js';
import {
  countQuestions,
  findAnswer,
  findAnswers,
  findQuestionPage,
  insertQuestion,
  type QuestionRow,
} from './questions.repository.js';
import { castHelpfulVote } from './helpful-votes.service.js';
import type { Author } from './review-author.js';
import { ANSWER_VOTES } from './reviews.repository.js';

/** GET /products/v1/products/{productId}/reviews/questions: a page of questions with their answers, 3 queries. */
export async function listQuestions(
  ctx: RequestContext,
  db: Db,
  productId: string,
  query: QuestionListQuery,
): Promise<QuestionList> {
  await requireStyleOnSite(ctx, db, productId);
  const [total, rows] = await Promise.all([
    countQuestions(db, productId),
    findQuestionPage(db, productId, { ...query, language: languageOf(ctx.locale) }),
  ]);
  const answers = await findAnswers(
    db,
    rows.map((row) => row.id),
  );
  const byQuestion = new Map<string, Answer[]>();
  for (const answer of answers) {
    const list = byQuestion.get(answer.question_id) ?? [];
    list.push(toAnswer(answer));
    byQuestion.set(answer.question_id, list);
  }
  return {
    productId,
    sort: query.sort,
    start: query.start,
    count: rows.length,
    total,
    questions: rows.map((row) => toQuestion(row, byQuestion.get(row.id) ?? [])),
  };
}

/** POST /products/v1/products/{productId}/reviews/questions: publishes a question by `author`. */
export async function askQuestion(
  ctx: RequestContext,
  db: Db,
  productId: string,
  author: Author,
  input: AskQuestionRequest,
  now: Date = new Date(),
): Promise<Question> {
  await requireStyleOnSite(ctx, db, productId);
  const row = {
    id: randomUUID(),
    product_id: productId,
    site_id: ctx.site.siteId,
    locale: ctx.locale,
    body: input.text,
    author_name: author.displayName,
    author_id: author.id,
    answer_count: 0,
    created_at: now.toISOString(),
  };
  await insertQuestion(db, row);
  return toQuestion(row, []);
}

/** POST /products/v1/review/{answerId}/questions/vote: once per voter; voting the other way switches it. */
export async function voteOnAnswer(
  ctx: RequestContext,
  db: Db,
  answerId: string,
  voterId: string,
  helpful: boolean,
  now: Date = new Date(),
): Promise<VoteResponse> {
  const answer = await findAnswer(db, answerId);
  if (answer?.brand !== ctx.site.brand) {
    throw new ApiError('API404', { message: 'The answer was not found.', field: 'answerId' });
  }
  return castHelpfulVote(db, ANSWER_VOTES, answerId, voterId, helpful, now);
}

function toQuestion(row: QuestionRow, answers: Answer[]): Question {
  return {
    questionId: row.id,
    productId: row.product_id,
    text: row.body,
    locale: row.locale,
    authorName: row.author_name,
    answerCount: Number(row.answer_count),
    answers,
    createdAt: row.created_at,
  };
}

function toAnswer(row: AnswersTable): Answer {
  return {
    answerId: row.id,
    text: row.body,
    authorName: row.author_name,
    isBrandAnswer: Number(row.is_brand_answer) === 1,
    helpfulCount: Number(row.helpful_count),
    unhelpfulCount: Number(row.unhelpful_count),
    createdAt: row.created_at,
  };
}
