import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Search rows keep a style's sizes in stock as `system:size` keys (`shoe-men:9`) instead of the bare US size, so a
 * site can show and filter by the sizes of its country (EU 42.5 is men's 9 but women's 11; search.sizes.ts).
 * Rewrites every row's list as writeSearchStyles now writes it and ticks the search clock as a rebuild does, so a
 * process still running reloads its catalog.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, sql`v.size_system || ':' || v.size`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, sql`v.size`);
}

async function rewrite(db: Kysely<unknown>, size: ReturnType<typeof sql>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`update search_styles ss set sizes = coalesce(z.list, '')
      from search_styles s left join (select v.product_id, string_agg(distinct ${size}, ',') as list from variants v
        join inventory i on i.upc = v.upc and i.location_id = 'online' and i.quantity > 0
        group by v.product_id) z on z.product_id = s.product_id
      where ss.product_id = s.product_id`.execute(db);
  } else {
    await sql`update search_styles set sizes = coalesce((select group_concat(distinct ${size}) from variants v
        where v.product_id = search_styles.product_id and exists (select 1 from inventory i
          where i.upc = v.upc and i.location_id = 'online' and i.quantity > 0)), '')`.execute(db);
  }
  await sql`update search_state set generation = generation + 1, documents_generation = generation + 1,
    rebuilt_generation = generation + 1 where id = 1`.execute(db);
}
