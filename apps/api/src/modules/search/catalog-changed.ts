import { parseArgs } from 'node:util';
import { ConfigError } from '../../config/config.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from './search-index.repository.js';
import { rebuildSearchIndex, reindexStyles } from './search-index.service.js';

/** What `npm run catalog:changed` was asked to tell the api processes about. */
export type CatalogChangedRequest = { all: true } | { all: false; productIds: string[] };

const USAGE = 'usage: npm run catalog:changed -- --products STYLE1,STYLE2 | --all';
/** Styles reindexed per transaction (and clock tick) when many are named. */
const STYLES_PER_TRANSACTION = 500;

/** The command's arguments: `--products A,B` (style codes, as in product URLs) or `--all`, not both. */
export function parseCatalogChangedArgs(args: readonly string[]): CatalogChangedRequest {
  let values: { products?: string; all?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { products: { type: 'string' }, all: { type: 'boolean', default: false } },
    }));
  } catch (error) {
    throw new ConfigError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.all && values.products !== undefined)
    throw new ConfigError(`--products and --all exclude each other\n${USAGE}`);
  if (values.all) return { all: true };
  const productIds = [
    ...new Set(
      (values.products ?? '')
        .split(',')
        .map((id) => id.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  if (productIds.length === 0) throw new ConfigError(`name the styles changed or pass --all\n${USAGE}`);
  return { all: false, productIds };
}

/**
 * Tells every api process on this database that the catalog changed outside the api (an edit in SQL, an import):
 * the named styles' search documents and rows are written again from the catalog and the search clock ticks in the
 * same transaction, or with --all the whole search index is rebuilt. Each listening api then drops what it keeps of
 * those styles within CATALOG_CLOCK_POLL_MS (carts, display tiles) and searches see them with their next search
 * (decision 0018, addendum on catalog changes). Unknown style codes fail before anything is written.
 */
export async function applyCatalogChanged(db: Db, request: CatalogChangedRequest): Promise<string> {
  if (request.all) {
    const { documents, terms } = await inTransaction(db, (trx) => rebuildSearchIndex(trx));
    return `search index rebuilt (${documents} documents, ${terms} terms); every api drops its kept catalog facts within a second`;
  }
  const known = new Set<string>();
  for (let start = 0; start < request.productIds.length; start += STYLES_PER_TRANSACTION) {
    const rows = await db
      .selectFrom('styles')
      .select('product_id')
      .where('product_id', 'in', request.productIds.slice(start, start + STYLES_PER_TRANSACTION))
      .execute();
    for (const row of rows) known.add(row.product_id);
  }
  const unknown = request.productIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new ConfigError(`no such style: ${unknown.join(', ')} (nothing was changed)`);
  for (let start = 0; start < request.productIds.length; start += STYLES_PER_TRANSACTION) {
    await reindexStyles(db, request.productIds.slice(start, start + STYLES_PER_TRANSACTION));
  }
  return `${request.productIds.length} style(s) marked changed: ${request.productIds.join(', ')}; every api reads them again within a second`;
}
