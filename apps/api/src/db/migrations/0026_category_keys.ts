import { sql, type Kysely } from 'kysely';

/**
 * A category's key: the locale-independent name of its place in the tree (`men`, `shoes`, `running`), null for a
 * generated collection. Slugs are translated (`herren`, `homme`), so code that needs "the men's department" (the size
 * guide's shop links) had nothing to find it by on a German or French site. The seed writes the key of every tree
 * node; a database seeded before gets its departments' keys from their American English slugs, which the seed made
 * from the same keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('category_key', 'varchar(40)').execute();
  await sql`update categories set category_key = (select t.slug from category_translations t
    where t.category_id = categories.id and t.locale = 'en-us') where level = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('category_key').execute();
}
