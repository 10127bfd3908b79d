import { sql, type Kysely } from 'kysely';

/**
 * Reviews and questions held for moderation (decision 0052, addendum "held for moderation"): one whose text holds
 * contact details (a web or email address, a phone number) is written unpublished and waits for an operator.
 *
 * - `reviews.held_at`: when a review was held on posting; set while it waits (its `status` is then `hidden`, so every
 *   list, the rating and the votes leave it out as they leave out hidden ones), null once an operator published or
 *   refused it, and on every review written before. Held and waiting = `status = 'hidden' and held_at is not null`
 *   (the `pending` the api answers). A column of its own rather than a third `status` value: the status CHECK of 0005
 *   cannot change in SQLite without rebuilding `reviews`, whose votes, reports and translations cascade from it.
 * - `questions.status` (`published` | `hidden`, existing questions published) and `questions.held_at`, the same.
 *
 * Portable: schema builder only. Small indexes on `held_at` for the operator's list of what waits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('held_at', 'varchar(30)').execute();
  await db.schema
    .alterTable('questions')
    .addColumn('status', 'varchar(12)', (col) =>
      col
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('published', 'hidden')`),
    )
    .execute();
  await db.schema.alterTable('questions').addColumn('held_at', 'varchar(30)').execute();
  await db.schema.createIndex('reviews_held_idx').on('reviews').column('held_at').execute();
  await db.schema.createIndex('questions_held_idx').on('questions').column('held_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('questions_held_idx').execute();
  await db.schema.dropIndex('reviews_held_idx').execute();
  await db.schema.alterTable('questions').dropColumn('held_at').execute();
  await db.schema.alterTable('questions').dropColumn('status').execute();
  await db.schema.alterTable('reviews').dropColumn('held_at').execute();
}
