import { sql, type Kysely } from 'kysely';

/**
 * Reviews and questions with answers (spec §3 Product: reviewId, answerId), their helpful votes, review flags
 * and cached machine translations. Portable as 0001: schema builder only, ISO text timestamps, flags integer
 * 0/1, UUID text ids. Counts of helpful votes are kept on the review and answer so lists sort by them with an
 * index; the vote tables, unique per voter, decide whether a vote counts (see reviews.repository.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('product_id', 'varchar(11)', (col) => col.notNull().references('styles.product_id').onDelete('cascade'))
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('author_name', 'varchar(50)', (col) => col.notNull())
    /** `session:{usid}` until shoppers sign in, then `consumer:{consumerNo}` (modules/reviews/review-author.ts). */
    .addColumn('author_id', 'varchar(140)', (col) => col.notNull())
    .addColumn('fit', 'varchar(12)', (col) => col.check(sql`fit in ('runs-small', 'true-to-size', 'runs-large')`))
    .addColumn('verified', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`verified in (0, 1)`),
    )
    .addColumn('status', 'varchar(12)', (col) =>
      col
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('published', 'hidden')`),
    )
    .addColumn('helpful_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`helpful_count >= 0`),
    )
    .addColumn('unhelpful_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`unhelpful_count >= 0`),
    )
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // A product's review list sorts by date, rating or helpfulness, filtered by rating; the summary groups by
  // rating and fit. One index per sort keeps every page an index range scan.
  await db.schema
    .createIndex('reviews_product_created_idx')
    .on('reviews')
    .columns(['product_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reviews_product_rating_idx')
    .on('reviews')
    .columns(['product_id', 'status', 'rating', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reviews_product_helpful_idx')
    .on('reviews')
    .columns(['product_id', 'status', 'helpful_count'])
    .execute();
  await db.schema.createIndex('reviews_author_idx').on('reviews').columns(['author_id', 'product_id']).execute();

  await db.schema
    .createTable('review_votes')
    .addColumn('review_id', 'varchar(36)', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('voter_id', 'varchar(140)', (col) => col.notNull())
    .addColumn('helpful', 'integer', (col) => col.notNull().check(sql`helpful in (0, 1)`))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'voter_id'])
    .execute();

  await db.schema
    .createTable('review_flags')
    .addColumn('review_id', 'varchar(36)', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('flagger_id', 'varchar(140)', (col) => col.notNull())
    .addColumn('reason', 'varchar(24)', (col) =>
      col.notNull().check(sql`reason in ('spam', 'offensive', 'off-topic', 'private-information', 'other')`),
    )
    .addColumn('comment', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_flags_pk', ['review_id', 'flagger_id'])
    .execute();

  await db.schema
    .createTable('review_translations')
    .addColumn('review_id', 'varchar(36)', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    /** ISO 639-1 language (`de`): en-us and en-gb readers share one English translation. */
    .addColumn('target_language', 'varchar(8)', (col) => col.notNull())
    .addColumn('source_language', 'varchar(8)', (col) => col.notNull())
    .addColumn('provider', 'varchar(30)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_translations_pk', ['review_id', 'target_language'])
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('product_id', 'varchar(11)', (col) => col.notNull().references('styles.product_id').onDelete('cascade'))
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('body', 'varchar(500)', (col) => col.notNull())
    .addColumn('author_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('author_id', 'varchar(140)', (col) => col.notNull())
    /** Kept with every answer written, so "most answered" sorts on an index. */
    .addColumn('answer_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('questions_product_created_idx')
    .on('questions')
    .columns(['product_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('questions_product_answers_idx')
    .on('questions')
    .columns(['product_id', 'answer_count', 'created_at'])
    .execute();

  await db.schema
    .createTable('answers')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('question_id', 'varchar(36)', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('author_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('author_id', 'varchar(140)', (col) => col.notNull())
    .addColumn('is_brand_answer', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`is_brand_answer in (0, 1)`),
    )
    .addColumn('helpful_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`helpful_count >= 0`),
    )
    .addColumn('unhelpful_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`unhelpful_count >= 0`),
    )
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // A page of questions loads all their answers with one `question_id in (...)` query.
  await db.schema.createIndex('answers_question_idx').on('answers').columns(['question_id', 'created_at']).execute();

  await db.schema
    .createTable('answer_votes')
    .addColumn('answer_id', 'varchar(36)', (col) => col.notNull().references('answers.id').onDelete('cascade'))
    .addColumn('voter_id', 'varchar(140)', (col) => col.notNull())
    .addColumn('helpful', 'integer', (col) => col.notNull().check(sql`helpful in (0, 1)`))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('answer_votes_pk', ['answer_id', 'voter_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'answer_votes',
    'answers',
    'questions',
    'review_translations',
    'review_flags',
    'review_votes',
    'reviews',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
