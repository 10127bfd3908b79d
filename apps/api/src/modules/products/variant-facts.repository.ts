import type { SizeSystem } from '@outsole/contracts/sizes';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { ONLINE_LOCATION } from '../../db/schema.js';
import { reusableQuery } from '../../db/reusable-query.js';

export interface VariantFactsRow {
  upc: string;
  product_id: string;
  colour_code: string;
  size: string;
  size_system: SizeSystem;
  width: string | null;
  master_id: string;
  brand: string;
  list_amount: number | null;
  sale_amount: number | null;
  currency_code: string | null;
  /** The variant's own price on the site (variant_prices: a digital gift card's amounts), else null. */
  variant_amount: number | null;
  variant_currency: string | null;
  digital: number;
  customs_clearance: number;
}

/** Variants with their style's master id and brand and its price on the site: one query. */
export function findVariantFactRows(db: Db, upcs: readonly string[], siteId: string): Promise<VariantFactsRow[]> {
  if (upcs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('variants as v')
    .innerJoin('styles as s', 's.product_id', 'v.product_id')
    .leftJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 'v.product_id').on('p.site_id', '=', siteId),
    )
    .leftJoin('variant_prices as vp', (join) => join.onRef('vp.upc', '=', 'v.upc').on('vp.site_id', '=', siteId))
    .select([
      'v.upc',
      'v.product_id',
      'v.colour_code',
      'v.size',
      'v.size_system',
      'v.width',
      's.master_id',
      's.brand',
      'p.list_amount',
      'p.sale_amount',
      'p.currency_code',
      'vp.list_amount as variant_amount',
      'vp.currency_code as variant_currency',
      's.digital',
      's.customs_clearance',
    ])
    .where('v.upc', 'in', [...new Set(upcs)])
    .execute();
}

const onlineStock = reusableQuery((db, upcs) =>
  db
    .selectFrom('inventory')
    .select(['upc', 'quantity'])
    .where('location_id', '=', ONLINE_LOCATION)
    .where('upc', 'in', upcs),
);

/**
 * SQLite's stock generation (migration 0023): replaced by every change of `inventory`, so stock read under one is
 * current while it stands. SQLite only: PostgreSQL has none.
 */
export async function findStockGeneration(db: Db): Promise<number> {
  const { rows } = await stockGeneration(db, []);
  return rows[0]!.generation;
}

const stockGeneration = reusableQuery((db) => ({
  compile: () => sql<{ generation: number }>`select generation from stock_generation where id = 1`.compile(db),
}));

/** Online stock of the variants that have a stock row (a variant without one has none). */
export async function findOnlineStockRows(
  db: Db,
  upcs: readonly string[],
): Promise<{ upc: string; quantity: number }[]> {
  if (upcs.length === 0) return [];
  return (await onlineStock(db, [...new Set(upcs)])).rows;
}

/** Every category of the variants' styles with their ancestors (category_closure), one row per style and ancestor. */
export function findStyleAncestorRows(
  db: Db,
  upcs: readonly string[],
): Promise<{ product_id: string; ancestor_id: string }[]> {
  if (upcs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('variants as v')
    .innerJoin('style_categories as sc', 'sc.product_id', 'v.product_id')
    .innerJoin('category_closure as cc', 'cc.category_id', 'sc.category_id')
    .select(['sc.product_id', 'cc.ancestor_id'])
    .distinct()
    .where('v.upc', 'in', [...new Set(upcs)])
    .execute();
}

/** The first variant of a style (in its size order) with online stock, or undefined when none has any. */
export function findFirstStockedVariantRow(db: Db, productId: string): Promise<{ upc: string } | undefined> {
  return db
    .selectFrom('variants as v')
    .innerJoin('inventory as i', (join) => join.onRef('i.upc', '=', 'v.upc').on('i.location_id', '=', ONLINE_LOCATION))
    .select('v.upc')
    .where('v.product_id', '=', productId)
    .where('i.quantity', '>', 0)
    .orderBy('v.position')
    .orderBy('v.upc')
    .limit(1)
    .executeTakeFirst();
}
