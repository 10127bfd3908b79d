import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { Coalescer } from '../../lib/coalescer.js';
import { perDatabase } from '../../lib/lru-cache.js';
import {
  ONLINE_LOCATION,
  type CartItemsTable,
  type CartShipmentsTable,
  type CartsTable,
  type Database,
} from '../../db/schema.js';

/** The only cart file that touches the query builder. `Executor` is the database or a transaction on it. */
type Executor = Kysely<Database>;
export type CartRow = Selectable<CartsTable>;
export type CartItemRow = Selectable<CartItemsTable>;
export type CartShipmentRow = Selectable<CartShipmentsTable>;

const cartById = reusableQuery((db, [basketId]) =>
  db.selectFrom('carts').selectAll().where('basket_id', '=', basketId!),
);
/**
 * The column that carries the online stock of some UPCs beside a cart row (findCartWithStock, lockCart), as
 * [upc, quantity] pairs of the UPCs that have a stock row; never part of the row. One statement where reading the two
 * side by side took two statements on two connections of the pool: measured on the cart benchmark at 50 shoppers, a
 * get cart cost the api about 30 % less CPU, and no more per call at 50 shoppers than at 5 (decision 0021).
 */
const ONLINE_STOCK = 'online_stock';
const onlineStockOf = (upcs: readonly unknown[]) =>
  sql<[string, number][]>`(select coalesce(json_agg(json_build_array(i.upc, i.quantity)), '[]'::json) from inventory i
    where i.location_id = ${ONLINE_LOCATION} and i.upc in (${sql.join(upcs)}))`;
/** The column of the locking statement that carries set_config's answer (see lockCart); never part of the row. */
const RELAXED_COMMIT = 'relaxed_commit';
const cartLockedByBump = reusableQuery((db, [basketId, updatedAt, ...upcs]) => {
  const query = db
    .updateTable('carts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: updatedAt! }))
    .where('basket_id', '=', basketId!)
    .returningAll();
  if (!isPostgres(db)) return query;
  const relaxed = query.returning(sql<string>`set_config('synchronous_commit', 'off', true)`.as(RELAXED_COMMIT));
  return upcs.length === 0 ? relaxed : relaxed.returning(onlineStockOf(upcs).as(ONLINE_STOCK));
});

export async function findCart(db: Executor, basketId: string): Promise<CartRow | undefined> {
  return (await cartById(db, [basketId])).rows[0];
}

const cartWithStock = reusableQuery((db, [basketId, ...upcs]) =>
  db.selectFrom('carts').selectAll().select(onlineStockOf(upcs).as(ONLINE_STOCK)).where('basket_id', '=', basketId!),
);

type CartWithStock = { cart: CartRow; stock: Map<string, number> } | undefined;

/**
 * PostgreSQL only: the cart row and the online stock of `upcs` (at least one), in one statement; undefined for no such
 * cart. Outside a transaction the reads of many carts go together when the database is busy (cartsWithStock).
 */
export async function findCartWithStock(
  db: Executor,
  basketId: string,
  upcs: readonly string[],
): Promise<CartWithStock> {
  return db.isTransaction ? readCartWithStock(db, basketId, upcs) : cartReads(db).load({ basketId, upcs });
}

async function readCartWithStock(db: Executor, basketId: string, upcs: readonly string[]): Promise<CartWithStock> {
  const [found] = (await cartWithStock(db, [basketId, ...upcs])).rows;
  return found && cartAndStock(found);
}

function cartAndStock(row: CartRow): NonNullable<CartWithStock> {
  const { cart, stock } = withoutExtraColumns(row);
  return { cart, stock: stock ?? new Map() };
}

/**
 * Cart reads of a busy api, together (lib/coalescer.ts, decision 0021 addendum of 2026-12-07): at most
 * CART_READS_IN_FLIGHT statements out, each answering every read that waited for one (each read its own row, in
 * order: a cart asked for twice is answered twice). UPCs are digits, so one text per read lists them. Two out at once
 * keep PostgreSQL busy while the api reads the other's answer; one process's reads never need more (a statement of
 * CART_READS_PER_STATEMENT carts answers in a few milliseconds).
 */
const CART_READS_IN_FLIGHT = 2;
const CART_READS_PER_STATEMENT = 64;
const BATCH_ORDER = 'batch_order';
const cartsWithStock = reusableQuery((db, [basketIds, upcLists]) => ({
  compile: () =>
    sql<CartRow & { [BATCH_ORDER]: number }>`select r.n as ${sql.ref(BATCH_ORDER)}, c.*,
      (select coalesce(json_agg(json_build_array(i.upc, i.quantity)), '[]'::json) from inventory i
        where i.location_id = ${ONLINE_LOCATION} and i.upc = any(string_to_array(r.upcs, ','))) as ${sql.ref(ONLINE_STOCK)}
      from unnest(${basketIds}::text[], ${upcLists}::text[]) with ordinality as r(basket_id, upcs, n)
      join carts c on c.basket_id = r.basket_id`.compile(db),
}));
const cartReadCounts = perDatabase((_db: Executor) => ({ reads: 0, statements: 0 }));

/** How many cart reads outside a transaction went to PostgreSQL, in how many statements (since the start). */
export function coalescedCartReads(db: Executor): Readonly<{ reads: number; statements: number }> {
  return { ...cartReadCounts(db) };
}

const cartReads = perDatabase(
  (db: Executor) =>
    new Coalescer<{ basketId: string; upcs: readonly string[] }, CartWithStock>(
      async (reads) => {
        const counts = cartReadCounts(db);
        counts.reads += reads.length;
        counts.statements += 1;
        // A read alone (a quiet api) runs the one cart's statement, as a read in a transaction does.
        if (reads.length === 1) return [await readCartWithStock(db, reads[0]!.basketId, reads[0]!.upcs)];
        const basketIds = reads.map((read) => read.basketId);
        const upcLists = reads.map((read) => read.upcs.join(','));
        const answers: CartWithStock[] = reads.map(() => undefined);
        for (const { [BATCH_ORDER]: order, ...row } of (await cartsWithStock(db, [basketIds, upcLists])).rows) {
          answers[Number(order) - 1] = cartAndStock(row as CartRow);
        }
        return answers;
      },
      CART_READS_IN_FLIGHT,
      CART_READS_PER_STATEMENT,
    ),
);

/** A cart row as a statement above answered it: the row alone, and the stock its ONLINE_STOCK column carried. */
function withoutExtraColumns(row: CartRow): { cart: CartRow; stock: Map<string, number> | undefined } {
  const {
    [RELAXED_COMMIT]: _relaxed,
    [ONLINE_STOCK]: pairs,
    ...cart
  } = row as CartRow & { [RELAXED_COMMIT]?: string; [ONLINE_STOCK]?: [string, number][] };
  return { cart, stock: pairs && new Map(pairs) };
}

/**
 * Locks the cart for the rest of the transaction by bumping its version first: the UPDATE takes PostgreSQL's row lock
 * (concurrent writers of one cart queue here) and SQLite's write lock at once, so no other writer can come between
 * this read and the write's end, and a write that fails rolls its bump back with it. Every write of a cart's items,
 * shipments or columns runs under it, so `version` names the rows as they stand (cached rows, cart.pricing.ts).
 * Answers the row after the bump (`version` already the new one), or undefined for no such cart.
 *
 * On PostgreSQL the same statement (no extra round trip while the lock is held) sets this transaction's commit not
 * to wait for the disk (`synchronous_commit` off, for this transaction only). A cart write is a shopper's draft, not
 * an order or a payment: a crash of the database server may lose the last fraction of a second of such writes, never
 * corrupts anything, and the shopper adds the line again. The wait was most of an add's time (decision 0018).
 * SQLite's NORMAL sync in WAL mode already commits without waiting.
 */
export async function lockCart(
  trx: Executor,
  basketId: string,
  now: Date,
  /** PostgreSQL only: UPCs whose online stock the same statement reads, after the lock is taken (see ONLINE_STOCK). */
  upcs: readonly string[] = [],
): Promise<{ cart: CartRow; stock: Map<string, number> | undefined } | undefined> {
  const locked = (await cartLockedByBump(trx, [basketId, now.toISOString(), ...upcs])).rows[0];
  return locked && withoutExtraColumns(locked);
}

/** Columns of a cart already locked (lockCart) that a write changes besides its version. */
export async function updateCartColumns(
  trx: Executor,
  basketId: string,
  changes: Updateable<CartsTable>,
): Promise<void> {
  await trx.updateTable('carts').set(changes).where('basket_id', '=', basketId).execute();
}

export function findActiveCart(
  db: Executor,
  owner: string,
  siteId: string,
  lock = false,
): Promise<CartRow | undefined> {
  let query = db
    .selectFrom('carts')
    .selectAll()
    .where('owner', '=', owner)
    .where('site_id', '=', siteId)
    .where('status', '=', 'active')
    .orderBy('created_at')
    .limit(1);
  if (lock && isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertCart(
  db: Executor,
  cart: Insertable<CartsTable>,
  shipment: Insertable<CartShipmentsTable>,
): Promise<void> {
  await db.insertInto('carts').values(cart).execute();
  await db.insertInto('cart_shipments').values(shipment).execute();
}

/** Values: the new version, the basket, the version read, then the changed columns' values in `shape`'s order. */
const versionBump = reusableQuery((db, [next, basketId, read, ...values], shape) => {
  const columns = shape === '' ? [] : shape.split(',');
  return db
    .updateTable('carts')
    .set({ ...Object.fromEntries(columns.map((column, index) => [column, values[index]])), version: next! })
    .where('basket_id', '=', basketId!)
    .where('version', '=', read!);
});

/**
 * Optimistic version check: the write counts only if nobody changed the cart since it was read (true), else the
 * caller retries. Under the row lock it always holds; it guards writers that did not lock.
 */
export async function bumpVersion(
  db: Executor,
  basketId: string,
  version: number,
  changes: Updateable<CartsTable> = {},
): Promise<boolean> {
  const columns = Object.keys(changes)
    .filter((column) => changes[column as keyof typeof changes] !== undefined)
    .sort();
  const result = await versionBump(
    db,
    [version + 1, basketId, version, ...columns.map((column) => changes[column as keyof typeof changes])],
    columns.join(','),
  );
  return Number(result.numAffectedRows ?? 0) === 1;
}

const itemsOfCart = reusableQuery((db, [basketId]) =>
  db.selectFrom('cart_items').selectAll().where('basket_id', '=', basketId!).orderBy('position'),
);

export async function findItems(db: Executor, basketId: string): Promise<CartItemRow[]> {
  return (await itemsOfCart(db, [basketId])).rows;
}

const shipmentsOfCart = reusableQuery((db, [basketId]) =>
  db
    .selectFrom('cart_shipments')
    .selectAll()
    .where('basket_id', '=', basketId!)
    .orderBy('created_at')
    .orderBy('shipping_id'),
);

export async function findShipments(db: Executor, basketId: string): Promise<CartShipmentRow[]> {
  return (await shipmentsOfCart(db, [basketId])).rows;
}

export async function insertItem(db: Executor, item: Insertable<CartItemsTable>): Promise<void> {
  await db.insertInto('cart_items').values(item).execute();
}

/** Values: the item id, then the changed columns' values in `shape`'s order. */
const itemUpdate = reusableQuery((db, [itemId, ...values], shape) =>
  db
    .updateTable('cart_items')
    .set(Object.fromEntries(shape.split(',').map((column, index) => [column, values[index]])))
    .where('item_id', '=', itemId!),
);

export async function updateItem(db: Executor, itemId: string, changes: Updateable<CartItemsTable>): Promise<void> {
  const columns = Object.keys(changes).filter((column) => changes[column as keyof typeof changes] !== undefined);
  if (columns.length === 0) return;
  await itemUpdate(
    db,
    [itemId, ...columns.map((column) => changes[column as keyof typeof changes])],
    columns.join(','),
  );
}

export async function deleteItems(db: Executor, basketId: string, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.deleteFrom('cart_items').where('basket_id', '=', basketId).where('item_id', 'in', itemIds).execute();
}

export async function insertShipmentIfMissing(db: Executor, shipment: Insertable<CartShipmentsTable>): Promise<void> {
  await db
    .insertInto('cart_shipments')
    .values(shipment)
    .onConflict((conflict) => conflict.columns(['basket_id', 'shipping_id']).doNothing())
    .execute();
}

/** Shipments no item uses any more, except the home one every cart keeps. */
export async function deleteEmptyShipments(db: Executor, basketId: string, keep: string): Promise<void> {
  await db
    .deleteFrom('cart_shipments')
    .where('basket_id', '=', basketId)
    .where('shipping_id', '!=', keep)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('cart_items')
            .select('item_id')
            .whereRef('cart_items.basket_id', '=', 'cart_shipments.basket_id')
            .whereRef('cart_items.shipment_id', '=', 'cart_shipments.shipping_id'),
        ),
      ),
    )
    .execute();
}

export async function markMerged(db: Executor, basketId: string, into: string, now: string): Promise<void> {
  await db
    .updateTable('carts')
    .set((eb) => ({ status: 'merged', merged_into: into, updated_at: now, version: eb('version', '+', 1) }))
    .where('basket_id', '=', basketId)
    .execute();
}

export async function changeOwner(db: Executor, basketId: string, owner: string, now: string): Promise<void> {
  await db
    .updateTable('carts')
    .set((eb) => ({ owner, updated_at: now, version: eb('version', '+', 1) }))
    .where('basket_id', '=', basketId)
    .execute();
}

/**
 * A guest's cart: the condition of the partial index carts_guest_updated_idx (migration 0030), written as the same
 * literal so both engines use the index.
 */
const GUEST_CART = sql<boolean>`owner like 'guest:%'`;

/**
 * Deletes at most `limit` guest carts in `status` last changed before `before`, with their lines and shipments (on
 * delete cascade); answers how many. The outer statement repeats the conditions: a cart written to while the
 * statement waited for its row (PostgreSQL re-checks them on the row as written) is kept.
 */
export async function deleteGuestCartsChangedBefore(
  db: Executor,
  status: 'active' | 'merged',
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('carts')
    .where('basket_id', 'in', (eb) =>
      eb
        .selectFrom('carts')
        .select('basket_id')
        .where(GUEST_CART)
        .where('status', '=', status)
        .where('updated_at', '<', before)
        .limit(limit),
    )
    .where(GUEST_CART)
    .where('status', '=', status)
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The enabled promotions of a site with their coupon codes (two indexed reads). */
export async function findPromotions(db: Executor, siteId: string) {
  const promotions = await db
    .selectFrom('promotions')
    .select(['promotion_id', 'site_id', 'name', 'level', 'definition'])
    .where('site_id', '=', siteId)
    .where('enabled', '=', 1)
    .orderBy('promotion_id')
    .execute();
  const codes =
    promotions.length === 0
      ? []
      : await db
          .selectFrom('promotion_codes')
          .select(['promotion_id', 'code', 'max_uses', 'used_count'])
          .where(
            'promotion_id',
            'in',
            promotions.map((promotion) => promotion.promotion_id),
          )
          .execute();
  return { promotions, codes };
}

/** How often each code of these promotions may be and was used (read fresh: the promotions themselves are cached). */
export function findCodeUsage(db: Executor, promotionIds: readonly string[]) {
  return db
    .selectFrom('promotion_codes')
    .select(['promotion_id', 'code', 'max_uses', 'used_count'])
    .where('promotion_id', 'in', promotionIds)
    .execute();
}
