import { sizeLabelFor, type SizeSystem } from '@outsole/contracts/sizes';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { isPostgres } from '../../db/dialect.js';
import { ExpiringCache, LruCache, perDatabase } from '../../lib/lru-cache.js';
import { catalogEpoch, followedByCache } from './catalog-clock.js';
import { requireVariant } from './products.service.js';
import {
  findFirstStockedVariantRow,
  findOnlineStockRows,
  findStockGeneration,
  findStyleAncestorRows,
  findVariantFactRows,
  type VariantFactsRow,
} from './variant-facts.repository.js';

/**
 * What pricing and stock checks need of a batch of variants (the cart's lines, a saved-for-later list): price on
 * the site, online stock, style facts and categories. Amounts are minor units of `currencyCode`.
 */
export interface VariantFacts {
  upc: string;
  productId: string;
  masterId: string;
  brand: string;
  colourCode: string;
  /** The US label (the catalog's value, in forms and links); `sizeSystem` converts it for a market (variantView). */
  size: string;
  sizeSystem: SizeSystem;
  width: string | null;
  /**
   * The price on the site: the variant's own where it has one (a digital gift card's amount, never on sale), else
   * its style's; all three null when it is not sold there.
   */
  listAmount: number | null;
  saleAmount: number | null;
  currencyCode: string | null;
  /** Online stock (0 when the variant has no stock row). */
  quantity: number;
  /** The style's categories with every ancestor, so a promotion on a parent category matches. */
  categoryIds: string[];
  /** A digital gift card: emailed, never discounted or taxed (styles.digital). */
  digital: boolean;
  /** The style ships from abroad and must clear customs (spec §3 Cart item isCustoms). */
  customs: boolean;
}

/**
 * A variant's catalog facts (style, brand, price on the site, categories) are kept in the process until the catalog
 * clock names their style as changed (catalog-clock.ts: within a second on a listening api), and never longer than
 * this, should a change bypass the clock (decision 0018, speed of the cart path). Stock is kept only as keptStock says.
 */
export const VARIANT_FACTS_TTL_MS = 10 * 60_000;
const VARIANT_FACTS_CAPACITY = 50_000;

type CatalogFacts = Omit<VariantFacts, 'quantity'>;
const catalogFacts = perDatabase((db: Db) => {
  // By UPC, then site.
  const cache = new ExpiringCache<CatalogFacts>(VARIANT_FACTS_CAPACITY, VARIANT_FACTS_TTL_MS);
  followedByCache(db, (change) =>
    change === null ? cache.clear() : cache.deleteWhere((_upc, facts) => change.has(facts.productId)),
  );
  return cache;
});

/**
 * The facts of many variants whatever their number (no call per line): the catalog facts from the process's cache or
 * two queries side by side for those it lacks, and the online stock always read now (one query beside them). Unknown
 * UPCs are left out. `siteId` defaults to the request's site (a cart merged on sign-in names its own).
 */
export async function findVariantFacts(
  ctx: RequestContext,
  db: Db,
  upcs: readonly string[],
  siteId: string = ctx.site.siteId,
  /** Stock already read (StockRead): used instead of a read of its own when it covers every UPC asked. */
  stock?: StockRead,
): Promise<VariantFacts[]> {
  if (upcs.length === 0) return [];
  const cache = catalogFacts(db);
  const unique = [...new Set(upcs)];
  const known = new Map<string, CatalogFacts>();
  for (const upc of unique) {
    const facts = cache.get(upc, siteId);
    if (facts) known.set(upc, facts);
  }
  const missing = unique.filter((upc) => !known.has(upc));
  const epoch = catalogEpoch(db);
  const [read, quantities] = await Promise.all([readCatalogFacts(db, missing, siteId), stockOf(db, unique, stock)]);
  const keep = catalogEpoch(db) === epoch;
  for (const facts of read) {
    if (keep) cache.set(facts.upc, siteId, facts);
    known.set(facts.upc, facts);
  }
  return unique.flatMap((upc) => {
    const facts = known.get(upc);
    return facts ? [{ ...facts, quantity: quantities.get(upc) ?? 0 }] : [];
  });
}

/**
 * On SQLite, online stock is kept with the stock generation it was read under (migration 0023) and answers while that
 * generation stands: every change of `inventory`, by whomever, replaces it, so what is kept is what a read would
 * answer (decision 0021). Checking it is one read of one row, against a B-tree walk per variant that was the largest
 * share of a cart read's time. PostgreSQL keeps nothing: a cart call reads its stock beside its other work
 * (readStockAhead), and a row every stock change updated would make orders wait on each other there.
 */
const KEPT_STOCK_CAPACITY = 100_000;
const keptStock = perDatabase(() => ({
  generation: null as number | null,
  quantities: new LruCache<string, number>(KEPT_STOCK_CAPACITY),
}));

/** The online stock of `upcs` (0 for a variant without a stock row). */
async function readStock(db: Db, upcs: readonly string[]): Promise<Map<string, number>> {
  if (isPostgres(db)) return readStockRows(db, upcs);
  const kept = keptStock(db);
  const generation = await findStockGeneration(db);
  if (generation !== kept.generation) {
    kept.quantities.clear();
    kept.generation = generation;
  }
  const quantities = new Map<string, number>();
  const missing: string[] = [];
  for (const upc of upcs) {
    const quantity = kept.quantities.get(upc);
    if (quantity === undefined) missing.push(upc);
    else quantities.set(upc, quantity);
  }
  if (missing.length === 0) return quantities;
  const read = await readStockRows(db, missing);
  // Kept only under the generation this read began in: another call may have moved on while it ran.
  const keep = kept.generation === generation;
  for (const upc of missing) {
    const quantity = read.get(upc) ?? 0;
    quantities.set(upc, quantity);
    if (keep) kept.quantities.set(upc, quantity);
  }
  return quantities;
}

async function readStockRows(db: Db, upcs: readonly string[]): Promise<Map<string, number>> {
  const rows = await findOnlineStockRows(db, upcs);
  return new Map(rows.map((row) => [row.upc, Number(row.quantity)]));
}

/**
 * A mark that moves whenever the online stock may have changed: SQLite's stock generation (one row), so stock read
 * under a mark stands while the mark does; null on PostgreSQL, which keeps none (read the stock itself: onlineStock).
 */
export async function stockMark(db: Db): Promise<number | null> {
  return isPostgres(db) ? null : findStockGeneration(db);
}

/** The online stock of `upcs` as it stands (from `stock` when it covers them); a variant without a row has none. */
export function onlineStock(db: Db, upcs: readonly string[], stock?: StockRead): Promise<ReadonlyMap<string, number>> {
  return stockOf(db, [...new Set(upcs)], stock);
}

/**
 * Online stock of some UPCs read with other work: on PostgreSQL a cart call reads its lines' stock in the statement that
 * reads or locks the cart row (cart.repository.ts), one statement where two took two connections (decision 0018,
 * speed of the cart path). findVariantFacts uses it instead of a read of its own when it covers every UPC asked.
 */
export interface StockRead {
  upcs: ReadonlySet<string>;
  /** Of the UPCs that have a stock row (a variant without one has none). */
  quantities: ReadonlyMap<string, number>;
}

export function stockReadOf(upcs: readonly string[], quantities: ReadonlyMap<string, number>): StockRead {
  return { upcs: new Set(upcs), quantities };
}

/**
 * A line's variant as the spec's cart and saved items show it (`variants`): its size in the market's system (EU on
 * the continent, UK in Britain, centimetres in Japan), as product details show the sizes the shopper chose from.
 */
export function variantView(
  facts: VariantFacts | undefined,
  countryCode: string,
): { colourCode: string; size: string; width: string | null } {
  if (!facts) return { colourCode: '', size: '', width: null };
  return {
    colourCode: facts.colourCode,
    size: sizeLabelFor(countryCode, facts.sizeSystem, facts.size),
    width: facts.width,
  };
}

/** The stock of `upcs`: from the read already made when it covers them all, else read now. */
function stockOf(db: Db, upcs: readonly string[], read?: StockRead): Promise<ReadonlyMap<string, number>> {
  if (read && upcs.every((upc) => read.upcs.has(upc))) return Promise.resolve(read.quantities);
  return readStock(db, upcs);
}

async function readCatalogFacts(db: Db, upcs: readonly string[], siteId: string): Promise<CatalogFacts[]> {
  if (upcs.length === 0) return [];
  const [rows, ancestors] = await Promise.all([findVariantFactRows(db, upcs, siteId), findStyleAncestorRows(db, upcs)]);
  const categories = new Map<string, string[]>();
  for (const row of ancestors)
    categories.set(row.product_id, [...(categories.get(row.product_id) ?? []), row.ancestor_id]);
  return rows.map((row) => ({
    upc: row.upc,
    productId: row.product_id,
    masterId: row.master_id,
    brand: row.brand,
    colourCode: row.colour_code,
    size: row.size,
    sizeSystem: row.size_system,
    width: row.width,
    ...priceOf(row),
    categoryIds: categories.get(row.product_id) ?? [],
    digital: Number(row.digital) === 1,
    customs: Number(row.customs_clearance) === 1,
  }));
}

function priceOf(row: VariantFactsRow): Pick<VariantFacts, 'listAmount' | 'saleAmount' | 'currencyCode'> {
  if (row.variant_amount !== null) {
    return { listAmount: Number(row.variant_amount), saleAmount: null, currencyCode: row.variant_currency };
  }
  return {
    listAmount: row.list_amount === null ? null : Number(row.list_amount),
    saleAmount: row.sale_amount === null ? null : Number(row.sale_amount),
    currencyCode: row.currency_code,
  };
}

/**
 * A variant of the style on this site with its facts (products.service requireVariant's checks and errors): from
 * findVariantFacts when the UPC is the style's and the style is the site brand's, else the products service answers
 * the error it would.
 */
export async function requireVariantFacts(
  ctx: RequestContext,
  db: Db,
  productId: string,
  upc: string,
  stock?: StockRead,
): Promise<VariantFacts> {
  const [facts] = await findVariantFacts(ctx, db, [upc], ctx.site.siteId, stock);
  if (facts?.productId === productId && facts.brand === ctx.site.brand) return facts;
  // Not the style's, not on this site, or the cache is behind a catalog change: the products service decides.
  const epoch = catalogEpoch(db);
  const { inventoryLevel } = await requireVariant(ctx, db, productId, upc);
  const [catalog] = await readCatalogFacts(db, [upc], ctx.site.siteId);
  if (!catalog) throw new Error(`variant ${upc} has no facts`);
  if (catalogEpoch(db) === epoch) catalogFacts(db).set(upc, ctx.site.siteId, catalog);
  return { ...catalog, quantity: inventoryLevel };
}

/** The UPC of the first variant of a style with online stock (a gift with purchase to add), null when none has any. */
export async function findFirstStockedVariant(_ctx: RequestContext, db: Db, productId: string): Promise<string | null> {
  return (await findFirstStockedVariantRow(db, productId))?.upc ?? null;
}
