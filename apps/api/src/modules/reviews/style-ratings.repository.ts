import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema.js';
import { markSearchChanged } from '../search/search-index.repository.js';

/**
 * The rounded average in tenths of `sum` over `count` reviews, null for none: round(10 * sum / count) as
 * integer arithmetic, floor((20 * sum + count) / (2 * count)), cast so SQLite (which may divide bound numbers
 * as reals) and PostgreSQL (integer division) agree.
 */
function averageTenths(sum: RawBuilder<unknown>, count: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql<number | null>`case when ${count} = 0 then null
    else cast((20 * (${sum}) + (${count})) / (2 * (${count})) as integer) end`;
}

/**
 * Moves a style's rating by one review written (+1, +rating) or hidden (-1, -rating). Every SET expression reads
 * the row as it was, and the row lock orders concurrent writers, so this is exact under concurrency; run it in
 * the transaction of the review change so both commit together (with the search clock's tick).
 */
export async function adjustStyleRating(db: Db, productId: string, count: 1 | -1, rating: number): Promise<void> {
  const sum = count * rating;
  const newCount = sql`rating_count + ${count}`;
  const newSum = sql`rating_sum + ${sum}`;
  await sql`update styles set rating_count = ${newCount}, rating_sum = ${newSum},
    rating_average = ${averageTenths(newSum, newCount)}
    where product_id = ${productId}`.execute(db);
  // Search filters, counts and sorts by rating: it reads the style again before its next search.
  await markSearchChanged(db, { productIds: [productId] });
}

/**
 * Sets every reviewed style's rating from its published reviews in one UPDATE ... FROM an aggregate (SQLite
 * 3.33+ and PostgreSQL): run at the end of seeding or a bulk review import. Styles without published reviews
 * keep what they have, which for freshly inserted styles is the default: none.
 */
export async function computeStyleRatings(db: Db): Promise<void> {
  await sql`update styles set rating_count = agg.n, rating_sum = agg.total,
      rating_average = ${averageTenths(sql`agg.total`, sql`agg.n`)}
    from (select product_id, count(*) as n, sum(rating) as total from reviews
      where status = 'published' group by product_id) agg
    where styles.product_id = agg.product_id`.execute(db);
  await markSearchChanged(db, { rebuilt: true });
}
