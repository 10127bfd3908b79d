import type { ReviewSort } from '@outsole/contracts/reviews';
import { sql, type Kysely } from 'kysely';
import type {
  Database,
  Db,
  ReviewFit,
  ReviewFlagsTable,
  ReviewsTable,
  ReviewTranslationsTable,
} from '../../db/schema.js';

export type ReviewRow = Omit<ReviewsTable, 'site_id' | 'author_id' | 'status' | 'held_at'>;

const REVIEW_COLUMNS = [
  'r.id',
  'r.product_id',
  'r.locale',
  'r.rating',
  'r.title',
  'r.body',
  'r.author_name',
  'r.fit',
  'r.verified',
  'r.helpful_count',
  'r.unhelpful_count',
  'r.created_at',
] as const;

/** 0 for a row whose `locale` column is one of `language`'s (en-us and en-gb for `en`), else 1: order by it first. */
export function otherLanguageLast(column: string, language: string) {
  return sql`case when ${sql.ref(column)} like ${`${language}-%`} then 0 else 1 end`;
}

/**
 * One page of a style's published reviews: those written in `language` (any of its locales: en-us and en-gb for
 * `en`) first, then the others, each part in the asked order; every sort ends on the id so pages never overlap.
 */
export function findReviewPage(
  db: Db,
  productId: string,
  {
    sort,
    rating,
    start,
    count,
    language,
  }: { sort: ReviewSort; rating?: number | undefined; start: number; count: number; language: string },
): Promise<ReviewRow[]> {
  let query = db
    .selectFrom('reviews as r')
    .select(REVIEW_COLUMNS)
    .where('r.product_id', '=', productId)
    .where('r.status', '=', 'published');
  if (rating !== undefined) query = query.where('r.rating', '=', rating);
  query = query.orderBy(otherLanguageLast('r.locale', language));
  switch (sort) {
    case 'newest':
      query = query.orderBy('r.created_at', 'desc');
      break;
    case 'oldest':
      query = query.orderBy('r.created_at', 'asc');
      break;
    case 'highest':
      query = query.orderBy('r.rating', 'desc').orderBy('r.created_at', 'desc');
      break;
    case 'lowest':
      query = query.orderBy('r.rating', 'asc').orderBy('r.created_at', 'desc');
      break;
    case 'most-helpful':
      query = query.orderBy('r.helpful_count', 'desc').orderBy('r.created_at', 'desc');
      break;
  }
  return query.orderBy('r.id').limit(count).offset(start).execute();
}

export interface SummaryRow {
  rating: number;
  fit: ReviewFit | null;
  n: number;
}

/** Published reviews of a style counted by rating and fit: the histogram, average and fit summary in one query. */
export function countByRatingAndFit(db: Db, productId: string): Promise<SummaryRow[]> {
  return db
    .selectFrom('reviews')
    .select(['rating', 'fit', sql<number>`count(*)`.as('n')])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .groupBy(['rating', 'fit'])
    .execute();
}

export async function insertReview(db: Db, row: ReviewsTable): Promise<void> {
  await db.insertInto('reviews').values(row).execute();
}

/** A published review with the brand of its style (a review is only seen on its brand's sites). */
export function findReview(
  db: Db,
  reviewId: string,
): Promise<(ReviewRow & { brand: string; author_id: string }) | undefined> {
  return db
    .selectFrom('reviews as r')
    .innerJoin('styles as s', 's.product_id', 'r.product_id')
    .select([...REVIEW_COLUMNS, 's.brand', 'r.author_id'])
    .where('r.id', '=', reviewId)
    .where('r.status', '=', 'published')
    .executeTakeFirst();
}

/** Records a flag unless this flagger already flagged the review (the primary key decides under concurrency). */
export async function insertFlagOnce(db: Db, row: ReviewFlagsTable): Promise<boolean> {
  const result = await db
    .insertInto('review_flags')
    .values(row)
    .onConflict((conflict) => conflict.columns(['review_id', 'flagger_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The reports that count toward hiding a review (decision 0052): from accounts only, not cleared by an operator, and
 * one per address however many accounts reported from it (a flag from before addresses were kept counts as its
 * account).
 */
export async function countHidingFlags(db: Db, reviewId: string): Promise<number> {
  const row = await db
    .selectFrom('review_flags')
    .select(sql<number>`count(distinct coalesce(address_key, flagger_id))`.as('n'))
    .where('review_id', '=', reviewId)
    .where('cleared_at', 'is', null)
    .where('flagger_id', 'like', 'consumer:%')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Locks the review's row until the transaction ends (a no-op update, portable where `for update` is not), so
 * flags of one review are counted one transaction after another and the one that reaches the limit sees all
 * the flags before it. SQLite has a single writer, so it is serial anyway.
 */
export async function lockReview(db: Db, reviewId: string): Promise<void> {
  await sql`update reviews set status = status where id = ${reviewId}`.execute(db);
}

/** An author's review of a style, published or hidden (one per account and style: decision 0052). */
export function findAuthorReview(db: Db, productId: string, authorId: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('reviews')
    .select('id')
    .where('product_id', '=', productId)
    .where('author_id', '=', authorId)
    .executeTakeFirst();
}

/**
 * An account's own reviews of a style (one at most: decision 0052), whatever their moderation status, with it (held
 * and waiting: `held_at` set).
 */
export function findAuthorReviews(
  db: Db,
  productId: string,
  authorId: string,
): Promise<Array<ReviewRow & { status: 'published' | 'hidden'; held_at: string | null }>> {
  return db
    .selectFrom('reviews as r')
    .select([...REVIEW_COLUMNS, 'r.status', 'r.held_at'])
    .where('r.product_id', '=', productId)
    .where('r.author_id', '=', authorId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
}

/**
 * Locks the style's row until the transaction ends (a no-op update), so an account's reviews or questions of one
 * style are checked and written one transaction after another: two posts sent together cannot both find none.
 */
export async function lockStyle(db: Db, productId: string): Promise<void> {
  await sql`update styles set rating_count = rating_count where product_id = ${productId}`.execute(db);
}

/** Hides a published review; false when it was already hidden (a concurrent third flag got there first). */
export async function hideReview(db: Db, reviewId: string): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ status: 'hidden' })
    .where('id', '=', reviewId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findTranslation(
  db: Db,
  reviewId: string,
  targetLanguage: string,
): Promise<ReviewTranslationsTable | undefined> {
  return db
    .selectFrom('review_translations')
    .selectAll()
    .where('review_id', '=', reviewId)
    .where('target_language', '=', targetLanguage)
    .executeTakeFirst();
}

/** Caches a translation; a concurrent identical translation already cached wins and this one is dropped. */
export async function insertTranslation(db: Db, row: ReviewTranslationsTable): Promise<void> {
  await db
    .insertInto('review_translations')
    .values(row)
    .onConflict((conflict) => conflict.columns(['review_id', 'target_language']).doNothing())
    .execute();
}

/** The vote table of a votable thing and the table keeping its counts. */
export interface VoteTarget {
  votes: 'review_votes' | 'answer_votes';
  key: 'review_id' | 'answer_id';
  counted: 'reviews' | 'answers';
}
export const REVIEW_VOTES: VoteTarget = { votes: 'review_votes', key: 'review_id', counted: 'reviews' };
export const ANSWER_VOTES: VoteTarget = { votes: 'answer_votes', key: 'answer_id', counted: 'answers' };

export type VoteOutcome = 'new' | 'switched' | 'same';

/**
 * One voter's helpful vote, counted exactly once per voter on both engines: the vote row is inserted only if
 * the (item, voter) key is free (`on conflict do nothing`), else switched only if it said the opposite (a
 * conditional update), and the item's counts move only by what one of those statements actually changed. Run
 * inside a transaction, so the vote row and the counts commit together; concurrent duplicates wait on the
 * key's lock (PostgreSQL) or the single writer (SQLite) and then change nothing.
 */
export async function recordVote(
  trx: Kysely<Database>,
  target: VoteTarget,
  id: string,
  voter: { id: string; guestId: string | null },
  helpful: boolean,
  now: string,
): Promise<VoteOutcome> {
  const value = helpful ? 1 : 0;
  const votes = sql.table(target.votes);
  const key = sql.ref(target.key);
  const voterId = voter.id;
  const inserted = await sql`insert into ${votes} (${key}, voter_id, helpful, created_at, guest_id)
    values (${id}, ${voterId}, ${value}, ${now}, ${voter.guestId}) on conflict do nothing`.execute(trx);
  const counted = sql.table(target.counted);
  if (Number(inserted.numAffectedRows ?? 0) > 0) {
    const column = sql.ref(helpful ? 'helpful_count' : 'unhelpful_count');
    await sql`update ${counted} set ${column} = ${column} + 1 where id = ${id}`.execute(trx);
    return 'new';
  }
  // A guest's vote is the latest guest session's at its address: the one whose sign-in gives it to an account.
  const guest = voter.guestId === null ? sql`` : sql`, guest_id = ${voter.guestId}`;
  const switched = await sql`update ${votes} set helpful = ${value}, created_at = ${now}${guest}
    where ${key} = ${id} and voter_id = ${voterId} and helpful <> ${value}`.execute(trx);
  if (Number(switched.numAffectedRows ?? 0) === 0) {
    if (voter.guestId !== null) {
      await sql`update ${votes} set guest_id = ${voter.guestId}
        where ${key} = ${id} and voter_id = ${voterId}`.execute(trx);
    }
    return 'same';
  }
  const step = helpful ? 1 : -1;
  await sql`update ${counted} set helpful_count = helpful_count + ${step}, unhelpful_count = unhelpful_count - ${step}
    where id = ${id}`.execute(trx);
  return 'switched';
}

export function findCounts(
  db: Kysely<Database>,
  table: 'reviews' | 'answers',
  id: string,
): Promise<{ helpful_count: number; unhelpful_count: number }> {
  return db
    .selectFrom(table)
    .select(['helpful_count', 'unhelpful_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A review of any status, for moderation. */
export function findReviewForModeration(
  db: Db,
  reviewId: string,
): Promise<
  { id: string; product_id: string; rating: number; status: 'published' | 'hidden'; held_at: string | null } | undefined
> {
  return db
    .selectFrom('reviews')
    .select(['id', 'product_id', 'rating', 'status', 'held_at'])
    .where('id', '=', reviewId)
    .executeTakeFirst();
}

/** Publishes a hidden or held review (its hold ends); false when it was not hidden. */
export async function publishReview(db: Db, reviewId: string): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ status: 'published', held_at: null })
    .where('id', '=', reviewId)
    .where('status', '=', 'hidden')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a held review's hold, refused: it stays hidden (it was never counted). False when it was not held. */
export async function refuseHeldReview(db: Db, reviewId: string): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ held_at: null })
    .where('id', '=', reviewId)
    .where('status', '=', 'hidden')
    .where('held_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A review or question held for moderation on posting, waiting for an operator (review-moderation.ts). */
export interface HeldRow {
  kind: 'review' | 'question';
  id: string;
  product_id: string;
  /** A review's stars; null for a question. */
  rating: number | null;
  /** A review's title and text, a question's text. */
  text: string;
  author_name: string;
  held_at: string;
}

/** Reviews and questions waiting for an operator (held on posting), the longest waiting first. */
export async function findHeld(db: Db, limit: number): Promise<HeldRow[]> {
  const [reviews, questions] = await Promise.all([
    db
      .selectFrom('reviews')
      .select(['id', 'product_id', 'rating', 'title', 'body', 'author_name', 'held_at'])
      .where('held_at', 'is not', null)
      .where('status', '=', 'hidden')
      .orderBy('held_at')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('questions')
      .select(['id', 'product_id', 'body', 'author_name', 'held_at'])
      .where('held_at', 'is not', null)
      .where('status', '=', 'hidden')
      .orderBy('held_at')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  const rows: HeldRow[] = [
    ...reviews.map((r) => ({
      kind: 'review' as const,
      id: r.id,
      product_id: r.product_id,
      rating: Number(r.rating),
      text: `${r.title} — ${r.body}`,
      author_name: r.author_name,
      held_at: r.held_at ?? '',
    })),
    ...questions.map((q) => ({
      kind: 'question' as const,
      id: q.id,
      product_id: q.product_id,
      rating: null,
      text: q.body,
      author_name: q.author_name,
      held_at: q.held_at ?? '',
    })),
  ];
  return rows.sort((a, b) => a.held_at.localeCompare(b.held_at) || a.id.localeCompare(b.id)).slice(0, limit);
}

/** Marks a review's reports as judged: they stay (one per flagger still) but no longer count toward hiding it. */
export async function clearFlags(db: Db, reviewId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('review_flags')
    .set({ cleared_at: now })
    .where('review_id', '=', reviewId)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface FlaggedReviewRow {
  id: string;
  product_id: string;
  status: 'published' | 'hidden';
  rating: number;
  title: string;
  author_name: string;
  flags: number;
  account_flags: number;
  last_flag_at: string;
}

/** Reviews with reports an operator has not judged yet, hidden ones first, then the most reported. */
export function findFlaggedReviews(db: Db, limit: number): Promise<FlaggedReviewRow[]> {
  return db
    .selectFrom('reviews as r')
    .innerJoin('review_flags as f', 'f.review_id', 'r.id')
    .select([
      'r.id',
      'r.product_id',
      'r.status',
      'r.rating',
      'r.title',
      'r.author_name',
      sql<number>`count(*)`.as('flags'),
      sql<number>`sum(case when f.flagger_id like 'consumer:%' then 1 else 0 end)`.as('account_flags'),
      sql<string>`max(f.created_at)`.as('last_flag_at'),
    ])
    .where('f.cleared_at', 'is', null)
    .groupBy(['r.id', 'r.product_id', 'r.status', 'r.rating', 'r.title', 'r.author_name'])
    .orderBy(sql`case when r.status = 'hidden' then 0 else 1 end`)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** Whose votes a read of one's own votes finds (own-votes.service.ts): the voter key and, for a guest, the session. */
export interface OwnVoter {
  /** `consumer:{consumerNo}` or `address:{digest}` (review-author.ts Participant.id). */
  id: string;
  /** A guest's session (`session:{usid}`): only the votes it cast last count as theirs. Null for an account. */
  guestId: string | null;
}

/**
 * One voter's votes on a style's published reviews, in one query: the voter's vote rows by their voter index
 * (migration 0015; a guest's also by their session's, 0036), each joined to its review by its key.
 */
export function findOwnReviewVotes(
  db: Db,
  productId: string,
  voter: OwnVoter,
): Promise<Array<{ id: string; helpful: number }>> {
  let query = db
    .selectFrom('review_votes as v')
    .innerJoin('reviews as r', 'r.id', 'v.review_id')
    .select(['v.review_id as id', 'v.helpful'])
    .where('v.voter_id', '=', voter.id)
    .where('r.product_id', '=', productId)
    .where('r.status', '=', 'published');
  if (voter.guestId !== null) query = query.where('v.guest_id', '=', voter.guestId);
  return query.orderBy('v.review_id').execute();
}

/** The ids of the style's published reviews written by any of `authorIds` (an account's, a guest session's). */
export async function findAuthoredReviewIds(
  db: Db,
  productId: string,
  authorIds: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('reviews')
    .select('id')
    .where('product_id', '=', productId)
    .where('author_id', 'in', authorIds)
    .where('status', '=', 'published')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
