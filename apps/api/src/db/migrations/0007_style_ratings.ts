import { sql, type Kysely } from 'kysely';

/**
 * Ratings per style, kept on the styles row so product details, search hits, the rating facet and the rating
 * sort read them without touching reviews (modules/reviews/style-ratings.repository.ts keeps them in step):
 * - `rating_count` and `rating_sum` of published reviews: moved by +1/-1 and +rating/-rating in the same
 *   statement and transaction as the review write or hide, so concurrent writes never lose one;
 * - `rating_average` in integer tenths (43 = 4.3), the rounded average shown to shoppers, null without reviews:
 *   an integer so the "4 and up" facet compares exactly what a shopper sees, on both engines.
 * Portable: schema builder only. The index serves the rating sort and the minimum-rating filter per brand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('styles')
    .addColumn('rating_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`rating_count >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('styles')
    .addColumn('rating_sum', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`rating_sum >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('styles')
    .addColumn('rating_average', 'integer', (col) => col.check(sql`rating_average between 10 and 50`))
    .execute();
  await db.schema
    .createIndex('styles_brand_rating_idx')
    .on('styles')
    .columns(['brand', 'rating_average', 'rating_count'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('styles_brand_rating_idx').execute();
  for (const column of ['rating_average', 'rating_sum', 'rating_count']) {
    await db.schema.alterTable('styles').dropColumn(column).execute();
  }
}
