import { sql } from 'kysely';
import type { AnswersTable, Db, QuestionsTable, QuestionTranslationsTable } from '../../db/schema.js';
import { otherLanguageLast, type OwnVoter } from './reviews.repository.js';

export type QuestionRow = Pick<
  QuestionsTable,
  'id' | 'product_id' | 'locale' | 'body' | 'author_name' | 'answer_count' | 'created_at'
>;

export async function countQuestions(db: Db, productId: string): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select(sql<number>`count(*)`.as('n'))
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of a style's published questions (not those held for moderation): those asked in `language` first (as reviews.repository's findReviewPage). */
export function findQuestionPage(
  db: Db,
  productId: string,
  {
    sort,
    start,
    count,
    language,
  }: { sort: 'newest' | 'most-answered'; start: number; count: number; language: string },
): Promise<QuestionRow[]> {
  let query = db
    .selectFrom('questions')
    .select(['id', 'product_id', 'locale', 'body', 'author_name', 'answer_count', 'created_at'])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .orderBy(otherLanguageLast('locale', language));
  if (sort === 'most-answered') query = query.orderBy('answer_count', 'desc');
  return query.orderBy('created_at', 'desc').orderBy('id').limit(count).offset(start).execute();
}

/** Every answer of a page of questions in one query: brand answers first, then the most helpful. */
export function findAnswers(db: Db, questionIds: readonly string[]): Promise<AnswersTable[]> {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('answers')
    .selectAll()
    .where('question_id', 'in', questionIds)
    .orderBy('is_brand_answer', 'desc')
    .orderBy('helpful_count', 'desc')
    .orderBy('created_at')
    .execute();
}

export async function insertQuestion(db: Db, row: QuestionsTable): Promise<void> {
  await db.insertInto('questions').values(row).execute();
}

/** The texts of the questions an author asked about a style (to turn the same question away: decision 0052). */
export async function findAuthorQuestionTexts(db: Db, productId: string, authorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('questions')
    .select('body')
    .where('product_id', '=', productId)
    .where('author_id', '=', authorId)
    .execute();
  return rows.map((row) => row.body);
}

/**
 * An answer to a published question with the brand of the style it is about (one under a question moderation took
 * down or holds is not found, as its question is not: review finding F7).
 */
export function findAnswer(
  db: Db,
  answerId: string,
): Promise<{ id: string; brand: string; author_id: string } | undefined> {
  return db
    .selectFrom('answers as a')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .innerJoin('styles as s', 's.product_id', 'q.product_id')
    .select(['a.id', 's.brand', 'a.author_id'])
    .where('a.id', '=', answerId)
    .where('q.status', '=', 'published')
    .executeTakeFirst();
}

/** A published question's text with the brand of the style it is about (a held one is not found). */
export function findQuestion(
  db: Db,
  questionId: string,
): Promise<{ id: string; body: string; brand: string } | undefined> {
  return db
    .selectFrom('questions as q')
    .innerJoin('styles as s', 's.product_id', 'q.product_id')
    .select(['q.id', 'q.body', 's.brand'])
    .where('q.id', '=', questionId)
    .where('q.status', '=', 'published')
    .executeTakeFirst();
}

export function findQuestionTranslation(
  db: Db,
  questionId: string,
  targetLanguage: string,
): Promise<QuestionTranslationsTable | undefined> {
  return db
    .selectFrom('question_translations')
    .selectAll()
    .where('question_id', '=', questionId)
    .where('target_language', '=', targetLanguage)
    .executeTakeFirst();
}

/** Keeps a thread's translation, replacing one made before an answer was written. */
export async function saveQuestionTranslation(db: Db, row: QuestionTranslationsTable): Promise<void> {
  const { source_language, provider, body, answers, created_at } = row;
  await db
    .insertInto('question_translations')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['question_id', 'target_language'])
        .doUpdateSet({ source_language, provider, body, answers, created_at }),
    )
    .execute();
}

/** One voter's votes on the answers to a style's questions, in one query (as findOwnReviewVotes). */
export function findOwnAnswerVotes(
  db: Db,
  productId: string,
  voter: OwnVoter,
): Promise<Array<{ id: string; helpful: number }>> {
  let query = db
    .selectFrom('answer_votes as v')
    .innerJoin('answers as a', 'a.id', 'v.answer_id')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .select(['v.answer_id as id', 'v.helpful'])
    .where('v.voter_id', '=', voter.id)
    .where('q.product_id', '=', productId);
  if (voter.guestId !== null) query = query.where('v.guest_id', '=', voter.guestId);
  return query.orderBy('v.answer_id').execute();
}

/** The ids of the answers on the style's questions written by any of `authorIds` (an account's, a guest session's). */
export async function findAuthoredAnswerIds(
  db: Db,
  productId: string,
  authorIds: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('answers as a')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .select('a.id')
    .where('q.product_id', '=', productId)
    .where('a.author_id', 'in', authorIds)
    .orderBy('a.id')
    .execute();
  return rows.map((row) => row.id);
}

/** A question of any status, for moderation. */
export function findQuestionForModeration(
  db: Db,
  questionId: string,
): Promise<{ id: string; status: 'published' | 'hidden'; held_at: string | null } | undefined> {
  return db.selectFrom('questions').select(['id', 'status', 'held_at']).where('id', '=', questionId).executeTakeFirst();
}

/** Sets a question's status as an operator judged it; its hold (if any) ends. False when nothing changed. */
export async function judgeQuestion(db: Db, questionId: string, status: 'published' | 'hidden'): Promise<boolean> {
  const result = await db
    .updateTable('questions')
    .set({ status, held_at: null })
    .where('id', '=', questionId)
    .where((eb) => eb.or([eb('status', '<>', status), eb('held_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
