import { isSupportedLocale, type LocalePath } from '@outsole/contracts/locales';
import type { Db, SearchTermsTable } from '../../db/schema.js';
import { localisedName } from '../products/product-mapping.js';
import { textEngineFor, type SearchDocument } from './search.index.js';
import { colourWordsOf } from './search.colours.js';
import { indexText, indexWords } from './search.terms.js';
import {
  addTerms,
  claimTextVersion,
  findDocumentSources,
  findStyleIds,
  findTextVersion,
  inTransaction,
  insertQueries,
  markSearchChanged,
  rebuildCategoryClosure,
  replaceTerms,
  writeSearchStyles,
  writeTextVersion,
} from './search-index.repository.js';

const STYLES_PER_BATCH = 500;

/**
 * What documents hold and how they are cut into words (search.terms.ts), recorded with the index
 * (search_state.text_version, migration 0014): raise it whenever buildDocuments, indexText or indexWords change
 * what they produce, and a database indexed before is rebuilt when the api starts (rebuildOutdatedSearchIndex).
 * 1: runs of Han and kana split into words. 2: hiragana folded to katakana (foldKana). 3: the brand's name, and
 * outside English the English category names, in each body. 4: the colour families' words (search.colours.ts) in
 * each body and vocabulary; a digital style's search row without colours or sizes.
 */
export const TEXT_INDEX_VERSION = 4;

/**
 * Rebuilds everything search reads from the catalog: the category closure, one document per style and
 * locale, the vocabulary and the per-style search rows, then ticks the search clock so every api process
 * reloads. Run after seeding or a bulk import (inside its transaction, so searches never see a half-built
 * index); a single edited style only needs reindexStyle, and a change of stock, prices or ratings
 * markStylesChanged.
 */
export async function rebuildSearchIndex(db: Db): Promise<{ documents: number; terms: number }> {
  const engine = textEngineFor(db);
  await rebuildCategoryClosure(db);
  // Search rows first: they number the styles, and the documents' rowids are made of the numbers.
  await writeSearchStyles(db, 'all', 0);
  await engine.remove(db, 'all');
  const vocabulary = new Map<string, number>(); // `${locale} ${term}` → styles carrying it
  let documents = 0;
  for (let ids = await findStyleIds(db, '', STYLES_PER_BATCH); ids.length > 0;) {
    const batch = await buildDocuments(db, ids, vocabulary);
    await engine.write(db, batch);
    documents += batch.length;
    const last = ids[ids.length - 1] ?? '';
    ids = await findStyleIds(db, last, STYLES_PER_BATCH);
  }
  const terms = toTermRows(vocabulary);
  await replaceTerms(db, terms);
  await writeTextVersion(db, TEXT_INDEX_VERSION);
  await markSearchChanged(db, { rebuilt: true });
  return { documents, terms: terms.length };
}

/**
 * Rebuilds the search index if it was built with an older way of cutting text into words (TEXT_INDEX_VERSION),
 * as after an upgrade; answers whether it did. One transaction claims the new version first, so of several api
 * processes starting at once one rebuilds and the others find the version claimed (on PostgreSQL they wait for
 * the row; SQLite's one writer waits up to its busy timeout, then fails and is only logged). The rebuild's clock
 * tick makes every process reload. Run by a listening api (search.routes.ts). On PostgreSQL searches go on with
 * the old index meanwhile and writers that tick the clock wait; on SQLite the process's one connection, and so
 * every request, waits for the rebuild (about half a second per 1,000 styles, measured at 2,000).
 */
export async function rebuildOutdatedSearchIndex(db: Db): Promise<boolean> {
  if ((await findTextVersion(db)) >= TEXT_INDEX_VERSION) return false;
  return inTransaction(db, async (trx) => {
    if (!(await claimTextVersion(trx, TEXT_INDEX_VERSION))) return false;
    await rebuildSearchIndex(trx);
    return true;
  });
}

/**
 * Reindexes one style after it changed (its texts, colourways or categories), in one transaction with the
 * search clock's tick, so no process reads the new texts under the old tick or the old texts under the new one.
 */
export async function reindexStyle(db: Db, productId: string): Promise<void> {
  await reindexStyles(db, [productId]);
}

/**
 * reindexStyle for many styles at once (one tick of the clock, one transaction): their documents, vocabulary and
 * search rows are written again from the catalog, so any change of their texts, colourways, categories, prices, stock
 * or ratings reaches search with the next search and carts within CATALOG_CLOCK_POLL_MS (`npm run catalog:changed`).
 */
export async function reindexStyles(db: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await inTransaction(db, async (trx) => {
    const engine = textEngineFor(trx);
    await markSearchChanged(trx, { productIds, documents: true });
    const vocabulary = new Map<string, number>();
    for (let start = 0; start < productIds.length; start += STYLES_PER_BATCH) {
      const batch = productIds.slice(start, start + STYLES_PER_BATCH);
      const documents = await buildDocuments(trx, batch, vocabulary);
      await engine.remove(trx, batch);
      await engine.write(trx, documents);
    }
    const terms = toTermRows(vocabulary);
    for (let start = 0; start < terms.length; start += 1_000) await addTerms(trx, terms.slice(start, start + 1_000));
  });
}

/**
 * Tells search that these styles' stock, prices or ratings changed (call it in the transaction of the change):
 * their search rows are rewritten and every api process reads them again before its next search.
 */
export async function markStylesChanged(db: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length > 0) await markSearchChanged(db, { productIds });
}

async function buildDocuments(
  db: Db,
  productIds: readonly string[],
  vocabulary: Map<string, number>,
): Promise<SearchDocument[]> {
  const sources = await findDocumentSources(db, productIds);
  const colourNames = new Map<string, string[]>();
  const colourFamilies = new Map<string, string[]>();
  for (const row of sources.colourways) {
    colourNames.set(row.product_id, [...(colourNames.get(row.product_id) ?? []), row.names]);
    colourFamilies.set(row.product_id, [...(colourFamilies.get(row.product_id) ?? []), row.colour_family]);
  }
  const categoryNames = new Map<string, string[]>();
  for (const row of sources.categories) {
    const key = `${row.product_id} ${row.locale}`;
    categoryNames.set(key, [...(categoryNames.get(key) ?? []), row.name]);
  }
  const documents: SearchDocument[] = [];
  for (const row of sources.translations) {
    if (!isSupportedLocale(row.locale)) continue;
    const locale: LocalePath = row.locale;
    const colours = (colourNames.get(row.product_id) ?? []).map((json) => localisedName(json, locale, locale));
    const categories = categoryNames.get(`${row.product_id} ${locale}`) ?? [];
    // Shoppers type the brand's name, and on every site the English sport words their shops use too ("running",
    // "trail"): the brand and, outside English, the English category names are in the body (not the vocabulary,
    // which suggests words of the site's language; the brand is one of those).
    const brand = brandWords(row.brand);
    const english = locale.startsWith('en-') ? [] : (categoryNames.get(`${row.product_id} en-us`) ?? []);
    // The colour facet's families in the site's words ("blue", "blau", "ブルー": search.colours.ts), so a colour
    // word finds what the facet lists under it, though colourways are named Navy or Sky; not for a digital style
    // (the gift card's art has a colour, the card none a shopper searches by).
    const families = Number(row.digital) === 1 ? [] : (colourFamilies.get(row.product_id) ?? []);
    // Japanese runs are handed to the engine as their words (search.terms.ts); other text as it is.
    const colourWords = colourWordsOf(families, locale);
    documents.push({
      productId: row.product_id,
      locale,
      name: indexText(row.name),
      body: indexText([row.description, ...colours, ...colourWords, ...categories, ...english, brand].join('\n')),
    });
    // The vocabulary holds what shoppers type: names, colours and categories, not description prose.
    const typed = [row.name, ...colours, ...colourWords, ...categories, brand];
    for (const word of new Set(indexWords(typed.join(' ')))) {
      const key = `${locale} ${word}`;
      vocabulary.set(key, (vocabulary.get(key) ?? 0) + 1);
    }
  }
  return documents;
}

/** A brand id's words as shoppers type them: `new-balance` is "new balance". */
function brandWords(brand: string): string {
  return brand.replace(/[-_]+/g, ' ');
}

function toTermRows(vocabulary: Map<string, number>): SearchTermsTable[] {
  return [...vocabulary].map(([key, frequency]) => {
    const space = key.indexOf(' ');
    return { locale: key.slice(0, space), term: key.slice(space + 1), frequency };
  });
}

/** A few popular queries per site language so auto-suggest has some before shoppers have searched. */
const POPULAR_QUERIES: Readonly<Record<LocalePath, readonly (readonly [string, number])[]>> = {
  'en-us': [
    ['running shoes', 120],
    ['trail', 80],
    ['black sneakers', 45],
    ['rain jacket', 30],
    ['socks', 25],
  ],
  'en-gb': [
    ['running trainers', 90],
    ['trail', 70],
    ['waterproof jacket', 40],
    ['socks', 20],
  ],
  'de-de': [
    ['laufschuhe', 110],
    ['trail', 60],
    ['schwarz', 35],
    ['jacke', 30],
  ],
  'fr-fr': [
    ['chaussures de running', 95],
    ['trail', 55],
    ['noir', 30],
    ['veste', 25],
  ],
  'ja-jp': [
    ['ランニングシューズ', 100],
    ['トレイル', 50],
    ['ブラック', 30],
  ],
};

export async function seedPopularQueries(
  db: Db,
  sites: readonly { siteId: string; locale: LocalePath }[],
  now: string,
): Promise<void> {
  await insertQueries(
    db,
    sites.flatMap((site) =>
      POPULAR_QUERIES[site.locale].map(([query, count]) => ({
        site_id: site.siteId,
        query,
        run_count: count,
        last_run_at: now,
      })),
    ),
  );
}
