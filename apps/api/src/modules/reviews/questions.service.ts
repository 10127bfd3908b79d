import { randomUUID } from 'node:crypto';
import {
  QuestionTranslation,
  type Answer,
  type AskQuestionRequest,
  type AskQuestionResponse,
  type Question,
  type QuestionList,
  type QuestionListQuery,
  type TranslateRequest,
  type VoteResponse,
} from '@outsole/contracts/reviews';
import { holdsContactDetails } from '@outsole/contracts/contact-details.values';
import type { AnswersTable, Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { languageOf } from '../../lib/language.js';
import { requireStyleOnSite } from '../products/products.service.js';
import {
  countQuestions,
  findAnswer,
  findAnswers,
  findAuthorQuestionTexts,
  findQuestion,
  findQuestionPage,
  findQuestionTranslation,
  insertQuestion,
  saveQuestionTranslation,
  type QuestionRow,
} from './questions.repository.js';
import { castHelpfulVote } from './helpful-votes.service.js';
import { isAuthor, type Author, type Participant } from './review-author.js';
import { ANSWER_VOTES, lockStyle } from './reviews.repository.js';
import type { TranslationProvider } from './translation-provider.js';

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

/**
 * A question as it is compared with the asker's others: compatibility forms folded (NFKC), lower case, and only its
 * letters and digits, one space apart ("Wide feet?" and "wide  FEET" are one question).
 */
export function questionKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/**
 * POST /products/v1/products/{productId}/reviews/questions: publishes a question by `author` (a signed-in shopper).
 * The same question (questionKey) asked again by the same shopper about the same style is 409 QST409
 * (decision 0052); the style's row is locked first, so two sent together cannot both pass. A question whose text or
 * display name holds contact details is held (decision 0052, addendum "held for moderation"): not listed until an
 * operator publishes it, `held: true` in the answer.
 */
export async function askQuestion(
  ctx: RequestContext,
  db: Db,
  productId: string,
  author: Author,
  input: AskQuestionRequest,
  now: Date = new Date(),
): Promise<AskQuestionResponse> {
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
  const key = questionKey(input.text);
  const held = await db.transaction().execute(async (trx) => {
    await lockStyle(trx, productId);
    const asked = await findAuthorQuestionTexts(trx, productId, author.id);
    if (asked.some((text) => questionKey(text) === key)) throw new ApiError('QST409', { field: 'body.text' });
    // Judged after the refusal: the same question again cannot make the api read its text for nothing.
    const holds = holdsContactDetails(input.text, author.displayName);
    await insertQuestion(trx, {
      ...row,
      status: holds ? 'hidden' : 'published',
      held_at: holds ? now.toISOString() : null,
    });
    return holds;
  });
  return { ...toQuestion(row, []), held };
}

/**
 * POST /products/v1/review/{answerId}/questions/vote: once per voter (an account, or a guest's address:
 * review-author.ts); voting the other way switches it.
 */
export async function voteOnAnswer(
  ctx: RequestContext,
  db: Db,
  answerId: string,
  voter: Participant,
  helpful: boolean,
  now: Date = new Date(),
): Promise<VoteResponse> {
  const answer = await findAnswer(db, answerId);
  if (answer?.brand !== ctx.site.brand) {
    throw new ApiError('API404', { message: 'The answer was not found.', field: 'params.answerId' });
  }
  if (isAuthor(answer.author_id, voter)) throw new ApiError('QST403', { field: 'params.answerId' });
  return castHelpfulVote(db, ANSWER_VOTES, answerId, voter, helpful, now);
}

/**
 * POST /products/v1/review/{questionId}/questions/translate (decision 0045): the question and its answers in the
 * target language (the body's, else the request's). Each text's language is detected on its own (an answer need
 * not share its question's); texts already in the target come back as written. Kept per question and target
 * language; an answer written since the kept translation has it made again.
 */
export async function translateQuestion(
  ctx: RequestContext,
  db: Db,
  provider: TranslationProvider,
  questionId: string,
  input: TranslateRequest,
  now: Date = new Date(),
): Promise<QuestionTranslation> {
  const question = await findQuestion(db, questionId);
  if (question?.brand !== ctx.site.brand) {
    throw new ApiError('API404', { message: 'The question was not found.', field: 'params.questionId' });
  }
  const targetLanguage = languageOf(input.targetLocale ?? ctx.locale);
  const [answers, kept] = await Promise.all([
    findAnswers(db, [questionId]),
    findQuestionTranslation(db, questionId, targetLanguage),
  ]);
  const keptAnswers = new Map(keptAnswersOf(kept?.answers).map(({ answerId, ...text }) => [answerId, text]));
  if (kept && answers.every((answer) => keptAnswers.has(answer.id))) {
    return {
      questionId,
      provider: kept.provider,
      targetLanguage,
      question: { sourceLanguage: kept.source_language, text: kept.body },
      answers: answers.map((answer) => ({ answerId: answer.id, ...keptAnswers.get(answer.id)! })),
      cached: true,
    };
  }
  const [translated, ...translatedAnswers] = await translateAll(
    provider,
    [question.body, ...answers.map((answer) => answer.body)],
    targetLanguage,
  );
  const result: QuestionTranslation = {
    questionId,
    provider: provider.name,
    targetLanguage,
    question: translated!,
    answers: answers.map((answer, i) => ({ answerId: answer.id, ...translatedAnswers[i]! })),
    cached: false,
  };
  const nothingTranslated = [result.question, ...result.answers].every(
    (text) => text.sourceLanguage === targetLanguage,
  );
  // Nothing to translate: the originals, not kept (they are stored as the thread).
  if (nothingTranslated) return result;
  await saveQuestionTranslation(db, {
    question_id: questionId,
    target_language: targetLanguage,
    source_language: result.question.sourceLanguage,
    provider: provider.name,
    body: result.question.text,
    answers: JSON.stringify(result.answers),
    created_at: now.toISOString(),
  });
  return result;
}

/** The answers of a kept translation; none when there is none, or it cannot be read (it is then made again). */
function keptAnswersOf(json: string | undefined): QuestionTranslation['answers'] {
  if (json === undefined) return [];
  try {
    const parsed = QuestionTranslation.shape.answers.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * Texts in the target language: each text's language detected, then one provider call per source language for
 * those not already in the target, in the order given.
 */
async function translateAll(
  provider: TranslationProvider,
  texts: readonly string[],
  targetLanguage: string,
): Promise<{ sourceLanguage: string; text: string }[]> {
  const languages = await Promise.all(texts.map(async (text) => (await provider.detectLanguage(text)).language));
  const result = texts.map((text, i) => ({ sourceLanguage: languages[i]!, text }));
  const bySource = new Map<string, number[]>();
  result.forEach(({ sourceLanguage }, i) => {
    if (sourceLanguage !== targetLanguage) bySource.set(sourceLanguage, [...(bySource.get(sourceLanguage) ?? []), i]);
  });
  await Promise.all(
    [...bySource].map(async ([sourceLanguage, indexes]) => {
      const { texts: done } = await provider.translate({
        texts: indexes.map((i) => texts[i]!),
        sourceLanguage,
        targetLanguage,
      });
      indexes.forEach((i, n) => (result[i]!.text = done[n] ?? texts[i]!));
    }),
  );
  return result;
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
