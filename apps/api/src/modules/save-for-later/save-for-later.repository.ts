import { sql, type Kysely, type Selectable } from 'kysely';
import { DEFAULT_MAX_QTY } from '@outsole/contracts/cart';
import type { Database, SaveForLaterItemsTable, SaveForLaterListsTable } from '../../db/schema.js';

/** The only save-for-later file that touches the query builder. `Executor`: the database or a transaction. */
type Executor = Kysely<Database>;
export type SavedListRow = Selectable<SaveForLaterListsTable>;
export type SavedItemRow = Selectable<SaveForLaterItemsTable>;

export function findList(db: Executor, saveForLaterId: string): Promise<SavedListRow | undefined> {
  return db
    .selectFrom('save_for_later_lists')
    .selectAll()
    .where('save_for_later_id', '=', saveForLaterId)
    .executeTakeFirst();
}

export function findListOf(db: Executor, owner: string, siteId: string): Promise<SavedListRow | undefined> {
  return db
    .selectFrom('save_for_later_lists')
    .selectAll()
    .where('owner', '=', owner)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}

/**
 * The owner's list on the site with `updated_at` set to now, created when there is none, in one statement: it locks
 * the list's row for the rest of the transaction, so the retention sweep (which deletes only a guest list still idle)
 * never deletes a list while something is being saved to it; and concurrent first saves create one list.
 */
export function touchList(db: Executor, list: SavedListRow): Promise<SavedListRow> {
  return db
    .insertInto('save_for_later_lists')
    .values(list)
    .onConflict((conflict) =>
      conflict.columns(['owner', 'site_id']).doUpdateSet({ updated_at: sql<string>`excluded.updated_at` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Saves a variant: a new line, or the variant's line with the quantities added (at most 999999), in one statement
 * so concurrent saves of one variant never lose a quantity.
 */
export async function upsertItem(db: Executor, item: Omit<SavedItemRow, 'position'>): Promise<void> {
  // The next position of the list, computed by the statement itself (no read before the write).
  const position = sql<number>`(select coalesce(max(p.position), 0) + 1 from save_for_later_items p where p.save_for_later_id = ${item.save_for_later_id})`;
  await db
    .insertInto('save_for_later_items')
    .values({ ...item, position })
    .onConflict((conflict) =>
      conflict.columns(['save_for_later_id', 'upc']).doUpdateSet({
        qty: sql<number>`case when save_for_later_items.qty + excluded.qty > ${DEFAULT_MAX_QTY} then ${DEFAULT_MAX_QTY} else save_for_later_items.qty + excluded.qty end`,
        saved_at: sql<string>`excluded.saved_at`,
        position: sql<number>`excluded.position`,
        // A gift saved beside the same variant saved plain: the item keeps the gift options.
        gift: sql<string | null>`coalesce(excluded.gift, save_for_later_items.gift)`,
      }),
    )
    .execute();
}

/** How many items the list holds, and whether one of them is `upc` (one statement, through the list's keys). */
export async function countItemsBeside(
  db: Executor,
  saveForLaterId: string,
  upc: string,
): Promise<{ count: number; holds: boolean }> {
  const row = await db
    .selectFrom('save_for_later_items')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>(eb.case().when('upc', '=', upc).then(1).else(0).end()).as('holding'),
    ])
    .where('save_for_later_id', '=', saveForLaterId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), holds: Number(row.holding ?? 0) > 0 };
}

export function findItem(db: Executor, saveForLaterId: string, itemId: string): Promise<SavedItemRow | undefined> {
  return db
    .selectFrom('save_for_later_items')
    .selectAll()
    .where('save_for_later_id', '=', saveForLaterId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

/** Removes a line: true for the one caller that removed it (a concurrent second remover gets false). */
export async function deleteItem(db: Executor, saveForLaterId: string, itemId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('save_for_later_items')
    .where('save_for_later_id', '=', saveForLaterId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Takes `qty` of a saved item (moving it back into the cart): the item keeps the rest, and goes when nothing is left.
 * False when the item is gone or holds less than `qty` now (a concurrent move took it first). The quantity is taken
 * by the statement itself, so a concurrent save of the same variant (which adds to it) is never lost.
 */
export async function takeFromItem(
  db: Executor,
  saveForLaterId: string,
  itemId: string,
  qty: number,
): Promise<boolean> {
  // All of it: the item goes (a saved quantity is never 0, migration 0019's check).
  if (await deleteItemHolding(db, saveForLaterId, itemId, qty)) return true;
  const taken = await db
    .updateTable('save_for_later_items')
    .set({ qty: sql<number>`qty - ${qty}` })
    .where('save_for_later_id', '=', saveForLaterId)
    .where('item_id', '=', itemId)
    .where('qty', '>', qty)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

async function deleteItemHolding(db: Executor, saveForLaterId: string, itemId: string, qty: number): Promise<boolean> {
  const result = await db
    .deleteFrom('save_for_later_items')
    .where('save_for_later_id', '=', saveForLaterId)
    .where('item_id', '=', itemId)
    .where('qty', '=', qty)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
  return true;
}

/** A page of the list, latest saved first, and the number of lines in all. */
export async function findItemsPage(
  db: Executor,
  saveForLaterId: string,
  start: number,
  count: number,
): Promise<{ items: SavedItemRow[]; total: number }> {
  const [items, total] = await Promise.all([
    db
      .selectFrom('save_for_later_items')
      .selectAll()
      .where('save_for_later_id', '=', saveForLaterId)
      .orderBy('position', 'desc')
      .orderBy('item_id')
      .limit(count)
      .offset(start)
      .execute(),
    db
      .selectFrom('save_for_later_items')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('save_for_later_id', '=', saveForLaterId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.total) };
}

export function findAllItems(db: Executor, saveForLaterId: string): Promise<SavedItemRow[]> {
  return db.selectFrom('save_for_later_items').selectAll().where('save_for_later_id', '=', saveForLaterId).execute();
}

export async function changeListOwner(
  db: Executor,
  saveForLaterId: string,
  owner: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('save_for_later_lists')
    .set({ owner, updated_at: updatedAt })
    .where('save_for_later_id', '=', saveForLaterId)
    .execute();
}

export async function deleteList(db: Executor, saveForLaterId: string): Promise<void> {
  // Items first: SQLite enforces the cascade only with foreign keys on, which the app sets, but say it plainly.
  await db.deleteFrom('save_for_later_items').where('save_for_later_id', '=', saveForLaterId).execute();
  await db.deleteFrom('save_for_later_lists').where('save_for_later_id', '=', saveForLaterId).execute();
}

/** A guest's list: the condition of the partial index save_for_later_lists_guest_updated_idx (migration 0030). */
const GUEST_LIST = sql<boolean>`owner like 'guest:%'`;

/**
 * Deletes at most `limit` guest lists nothing was saved to since `before`, with their items (on delete cascade);
 * answers how many. The outer statement repeats the conditions, so a list a save has just touched is kept.
 */
export async function deleteGuestListsSavedBefore(db: Executor, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('save_for_later_lists')
    .where('save_for_later_id', 'in', (eb) =>
      eb
        .selectFrom('save_for_later_lists')
        .select('save_for_later_id')
        .where(GUEST_LIST)
        .where('updated_at', '<', before)
        .limit(limit),
    )
    .where(GUEST_LIST)
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
