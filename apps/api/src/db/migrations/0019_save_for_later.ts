import { sql, type Kysely } from 'kysely';

/**
 * Saved for later (spec §3): one list per owner and site (`guest:{usid}` / `consumer:{consumerNo}`, as carts), one
 * line per variant. The unique keys make concurrent first saves create one list, and concurrent saves of one
 * variant add up in one line (insert … on conflict do update), on both engines without a lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('save_for_later_lists')
    .addColumn('save_for_later_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner', 'varchar(80)', (col) => col.notNull())
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('save_for_later_lists_owner_site_uq', ['owner', 'site_id'])
    .execute();

  await db.schema
    .createTable('save_for_later_items')
    .addColumn('item_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('save_for_later_id', 'varchar(36)', (col) =>
      col.notNull().references('save_for_later_lists.save_for_later_id').onDelete('cascade'),
    )
    .addColumn('product_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('master_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('upc', 'varchar(20)', (col) => col.notNull())
    // spec §5: 999999 at most, as a cart line.
    .addColumn('qty', 'integer', (col) => col.notNull().check(sql`qty > 0 and qty <= 999999`))
    /** Last saved (ISO-8601). */
    .addColumn('saved_at', 'varchar(30)', (col) => col.notNull())
    /** Order of saving within the list (max + 1 on every save): the list shows the highest first. */
    .addColumn('position', 'integer', (col) => col.notNull())
    .addUniqueConstraint('save_for_later_items_list_upc_uq', ['save_for_later_id', 'upc'])
    .execute();
  await db.schema
    .createIndex('save_for_later_items_list_position_idx')
    .on('save_for_later_items')
    .columns(['save_for_later_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('save_for_later_items').execute();
  await db.schema.dropTable('save_for_later_lists').execute();
}
