import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { LocalePath } from '@outsole/contracts/locales';
import type { Db } from '../../db/schema.js';
import type { SearchFilters } from './search.filters.js';
import { findSearchPage, findSuggestedIds, type SearchPageRows } from './search.repository.js';

/** One style's searchable text in one locale. */
export interface SearchDocument {
  productId: string;
  locale: LocalePath;
  /** The style name: weighted above the body. */
  name: string;
  /** Description, colour names and category names (with their ancestors). */
  body: string;
}

/**
 * The text-search engine under product search: what differs between SQLite FTS5 and PostgreSQL full-text
 * search. `match` is a derived table `(product_id, score)` of the styles whose document in `locale` holds
 * every term as a word prefix, higher score more relevant; the repository joins it and does the rest
 * (filters, facets, sorting) in portable SQL.
 */
export interface TextEngine {
  readonly name: 'sqlite-fts5' | 'postgres-fts';
  match(terms: readonly string[], locale: LocalePath): RawBuilder<unknown>;
  write(db: Db, documents: readonly SearchDocument[]): Promise<void>;
  /** Deletes the documents of these styles, or all of them. */
  remove(db: Db, productIds: readonly string[] | 'all'): Promise<void>;
}

/** The one search interface the services use; the engine is chosen by the database it runs on. */
export interface ProductSearchIndex {
  readonly engine: TextEngine;
  search(db: Db, filters: SearchFilters): Promise<SearchPageRows>;
  /** The ids of the best matches, best first. */
  suggest(db: Db, request: SuggestRequest): Promise<string[]>;
}

export interface SuggestRequest {
  terms: readonly string[];
  locale: LocalePath;
  siteId: string;
  brand: string;
  limit: number;
}

/** PostgreSQL text-search configuration per locale: stemming for the European languages, none for Japanese. */
export const PG_TEXT_CONFIG: Readonly<Record<LocalePath, string>> = {
  'en-us': 'english',
  'en-gb': 'english',
  'de-de': 'german',
  'fr-fr': 'french',
  'ja-jp': 'simple',
};

/**
 * SQLite FTS5: each term becomes a quoted prefix query (`"lauf"*`), so FTS5 syntax in the input is never
 * interpreted; bm25 weighs the name ten times the body (its result is lower for better matches, so negate).
 */
export const sqliteEngine: TextEngine = {
  name: 'sqlite-fts5',
  match(terms, locale) {
    const expression = terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(' ');
    return sql`select product_id, -bm25(search_fts, 10.0, 1.0) as score from search_fts
      where search_fts match ${expression} and locale = ${locale}`;
  },
  async write(db, documents) {
    for (let start = 0; start < documents.length; start += 1000) {
      const rows = documents
        .slice(start, start + 1000)
        .map((d) => sql`(${d.name}, ${d.body}, ${d.productId}, ${d.locale})`);
      await sql`insert into search_fts (name, body, product_id, locale) values ${sql.join(rows)}`.execute(db);
    }
  },
  async remove(db, productIds) {
    if (productIds === 'all') await sql`delete from search_fts`.execute(db);
    else if (productIds.length > 0)
      await sql`delete from search_fts where product_id in (${sql.join(productIds)})`.execute(db);
  },
};

/**
 * PostgreSQL: terms are letters and digits only (see search.terms.ts), so `term:*` is a safe to_tsquery prefix
 * query (websearch_to_tsquery has no prefix operator). Documents hold the locale's stemmed words and the
 * unstemmed ('simple') ones, and each term matches either: "runn" is a prefix of "running" but not of its
 * stem "run", while "laufschuhe" finds the stem "laufschuh". The name is weighted A, the body B.
 */
export const postgresEngine: TextEngine = {
  name: 'postgres-fts',
  match(terms, locale) {
    const config = PG_TEXT_CONFIG[locale];
    const query = sql.join(
      terms.map(
        (term) => sql`(to_tsquery(${config}::regconfig, ${`${term}:*`}) || to_tsquery('simple', ${`${term}:*`}))`,
      ),
      sql` && `,
    );
    return sql`select d.product_id, ts_rank(d.document, q.query) as score
      from search_documents d, (select ${query} as query) as q
      where d.locale = ${locale} and d.document @@ q.query`;
  },
  async write(db, documents) {
    for (let start = 0; start < documents.length; start += 1000) {
      const rows = documents.slice(start, start + 1000).map((d) => {
        const config = PG_TEXT_CONFIG[d.locale];
        return sql`(${d.productId}, ${d.locale},
          setweight(to_tsvector(${config}::regconfig, ${d.name}) || to_tsvector('simple', ${d.name}), 'A')
          || setweight(to_tsvector(${config}::regconfig, ${d.body}) || to_tsvector('simple', ${d.body}), 'B'))`;
      });
      await sql`insert into search_documents (product_id, locale, document) values ${sql.join(rows)}`.execute(db);
    }
  },
  async remove(db, productIds) {
    if (productIds === 'all') await sql`delete from search_documents`.execute(db);
    else if (productIds.length > 0)
      await sql`delete from search_documents where product_id in (${sql.join(productIds)})`.execute(db);
  },
};

export function textEngineFor(db: Db): TextEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresEngine : sqliteEngine;
}

/** The search index for this database: stateless, so building one per call costs nothing. */
export function productSearchIndex(db: Db): ProductSearchIndex {
  const engine = textEngineFor(db);
  return {
    engine,
    search: (target, filters) => findSearchPage(target, filters, engine),
    suggest: (target, request) => findSuggestedIds(target, request, engine),
  };
}
