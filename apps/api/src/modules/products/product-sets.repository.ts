import type { Db } from '../../db/schema.js';

export interface SetRow {
  set_id: string;
  brand: string;
  names: string;
}

export interface SetItemRow {
  set_id: string;
  product_id: string;
}

export function findSet(db: Db, setId: string): Promise<SetRow | undefined> {
  return db
    .selectFrom('product_sets')
    .select(['set_id', 'brand', 'names'])
    .where('set_id', '=', setId)
    .executeTakeFirst();
}

/** The sets containing a style, with all their members, in two indexed queries. */
export async function findSetsWithProduct(db: Db, productId: string): Promise<{ sets: SetRow[]; items: SetItemRow[] }> {
  const sets = await db
    .selectFrom('product_set_items as i')
    .innerJoin('product_sets as s', 's.set_id', 'i.set_id')
    .select(['s.set_id', 's.brand', 's.names'])
    .where('i.product_id', '=', productId)
    .orderBy('s.set_id')
    .execute();
  return {
    sets,
    items: await findSetItems(
      db,
      sets.map((set) => set.set_id),
    ),
  };
}

/** The members of the given sets in set order. */
export function findSetItems(db: Db, setIds: readonly string[]): Promise<SetItemRow[]> {
  if (setIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_set_items')
    .select(['set_id', 'product_id'])
    .where('set_id', 'in', setIds)
    .orderBy('set_id')
    .orderBy('position')
    .execute();
}
