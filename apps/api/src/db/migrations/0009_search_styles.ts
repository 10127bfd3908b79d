import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What the in-process search engine (modules/search, decision 0010) holds per style besides the styles row, and
 * the clock that tells every api process when the catalog it searches has changed.
 * - `search_styles`: one row per style with its colour families, the sizes in stock online and its categories
 *   with all their ancestors, each as a comma-separated list: the facet data that otherwise takes the variants,
 *   inventory and category closure (millions of rows at 100,000 styles) for every search. `generation` is the
 *   search_state generation in which the row last changed, so a process reloads only the styles changed since
 *   it last looked.
 * - `search_state`: one row; `generation` moves on every change search can see (a style's texts, stock, prices,
 *   ratings), `documents_generation` when texts changed (text matches and name order are then read again) and
 *   `rebuilt_generation` when the whole index was rebuilt (everything is read again).
 * The lists are filled here from the catalog already in the database; the seed and rebuildSearchIndex fill them
 * afterwards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_styles')
    .addColumn('product_id', 'varchar(11)', (col) =>
      col.primaryKey().references('styles.product_id').onDelete('cascade'),
    )
    .addColumn('colour_families', 'text', (col) => col.notNull())
    .addColumn('sizes', 'text', (col) => col.notNull())
    .addColumn('category_ids', 'text', (col) => col.notNull())
    .addColumn('generation', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('search_styles_generation_idx').on('search_styles').column('generation').execute();

  await db.schema
    .createTable('search_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('generation', 'integer', (col) => col.notNull())
    .addColumn('documents_generation', 'integer', (col) => col.notNull())
    .addColumn('rebuilt_generation', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into search_state (id, generation, documents_generation, rebuilt_generation)
    values (1, 1, 1, 1)`.execute(db);

  // The same lists rebuildSearchIndex writes (modules/search/search-index.repository.ts), per dialect: PostgreSQL
  // aggregates each table once and joins by style; SQLite, with no statistics yet on a fresh database, is told
  // the plan (per style, stock through the inventory key) so it never walks every online stock row per style.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`insert into search_styles (product_id, colour_families, sizes, category_ids, generation)
      select s.product_id, coalesce(c.list, ''), coalesce(z.list, ''), coalesce(k.list, ''), 1
      from styles s
      left join (select product_id, string_agg(distinct colour_family, ',') as list
        from colourways group by product_id) c on c.product_id = s.product_id
      left join (select v.product_id, string_agg(distinct v.size, ',') as list from variants v
        join inventory i on i.upc = v.upc and i.location_id = 'online' and i.quantity > 0
        group by v.product_id) z on z.product_id = s.product_id
      left join (select sc.product_id, string_agg(distinct cc.ancestor_id, ',') as list from style_categories sc
        join category_closure cc on cc.category_id = sc.category_id
        group by sc.product_id) k on k.product_id = s.product_id`.execute(db);
  } else {
    await sql`insert into search_styles (product_id, colour_families, sizes, category_ids, generation)
      select s.product_id,
        coalesce((select group_concat(distinct cw.colour_family) from colourways cw
          where cw.product_id = s.product_id), ''),
        coalesce((select group_concat(distinct v.size) from variants v where v.product_id = s.product_id
          and exists (select 1 from inventory i
            where i.upc = v.upc and i.location_id = 'online' and i.quantity > 0)), ''),
        coalesce((select group_concat(distinct cc.ancestor_id) from style_categories sc
          join category_closure cc on cc.category_id = sc.category_id
          where sc.product_id = s.product_id), ''),
        1
      from styles s`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_state').execute();
  await db.schema.dropTable('search_styles').execute();
}
