import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import { SUPPORTED_LOCALES, type LocalePath } from '@outsole/contracts/locales';
import type { Db } from '../../db/schema.js';
import { findDocumentNumbers } from './search-index.repository.js';
import type { SearchCatalog } from './search-catalog.js';
import { termAlternatives } from './search.terms.js';

/** One style's searchable text in one locale. */
export interface SearchDocument {
  productId: string;
  locale: LocalePath;
  /** The style name: weighted above the body. */
  name: string;
  /** Description, colour names and category names (with their ancestors). */
  body: string;
}

/** The styles (catalog positions, ascending) whose document holds the words, each with its relevance score. */
export interface Matches {
  styles: Int32Array;
  scores: Float64Array;
}

/**
 * Reads matches for one process's catalog. A query's words are read in `units` whose matches combine exactly
 * into the query's: the styles every unit matches, scores added in unit order.
 */
export interface MatchReader {
  units(terms: readonly string[]): string[][];
  /** The unit's matches in `locale`, and in other locales when the engine reads them at the same cost. */
  read(unit: readonly string[], locale: LocalePath): Promise<Map<LocalePath, Matches>>;
}

/**
 * The text-search engine under product search: what differs between SQLite FTS5 and PostgreSQL full-text
 * search. A style's document in a locale matches when it holds every term as a word prefix; higher scores are
 * more relevant. Filters, facets and sorting run over the in-process catalog (search.engine.ts), the same for
 * both.
 */
export interface TextEngine {
  readonly name: 'sqlite-fts5' | 'postgres-fts';
  reader(db: Db, catalog: SearchCatalog): MatchReader;
  write(db: Db, documents: readonly SearchDocument[]): Promise<void>;
  /** Deletes the documents of these styles, or all of them. */
  remove(db: Db, productIds: readonly string[] | 'all'): Promise<void>;
}

/** PostgreSQL text-search configuration per locale: stemming for the European languages, none for Japanese. */
export const PG_TEXT_CONFIG: Readonly<Record<LocalePath, string>> = {
  'en-us': 'english',
  'en-gb': 'english',
  'de-de': 'german',
  'fr-fr': 'french',
  'ja-jp': 'simple',
};

/** Collects (style, score) pairs per locale and hands them out in style order. */
class MatchCollector {
  readonly #found = new Map<LocalePath, { styles: number[]; scores: number[] }>();

  constructor(readonly catalogSize: number) {}

  add(locale: LocalePath, style: number, score: number): void {
    let list = this.#found.get(locale);
    if (!list) this.#found.set(locale, (list = { styles: [], scores: [] }));
    list.styles.push(style);
    list.scores.push(score);
  }

  result(locales: readonly LocalePath[]): Map<LocalePath, Matches> {
    const result = new Map<LocalePath, Matches>();
    for (const locale of locales) {
      const list = this.#found.get(locale) ?? { styles: [], scores: [] };
      result.set(locale, this.#ordered(list.styles, list.scores));
    }
    return result;
  }

  /** Sorted by style: placed by position and swept when they are many, sorted when few. */
  #ordered(styles: number[], scores: number[]): Matches {
    const n = styles.length;
    if (n * 16 < this.catalogSize) {
      const order = styles.map((_, i) => i).sort((a, b) => (styles[a] as number) - (styles[b] as number));
      return {
        styles: Int32Array.from(order, (i) => styles[i] as number),
        scores: Float64Array.from(order, (i) => scores[i] as number),
      };
    }
    const placed = new Float64Array(this.catalogSize).fill(Number.NaN);
    styles.forEach((style, i) => {
      placed[style] = scores[i] as number;
    });
    const sortedStyles = new Int32Array(n);
    const sortedScores = new Float64Array(n);
    let at = 0;
    for (let style = 0; style < this.catalogSize && at < n; style += 1) {
      const score = placed[style] as number;
      if (Number.isNaN(score)) continue;
      sortedStyles[at] = style;
      sortedScores[at] = score;
      at += 1;
    }
    return { styles: sortedStyles.subarray(0, at), scores: sortedScores.subarray(0, at) };
  }
}

/** FTS5 rowids (migration 0010): locale number × 2^32 + the style's document number; locales numbered from 1. */
const ROWIDS_PER_LOCALE = 2 ** 32;

function localeNumber(locale: LocalePath): number {
  return SUPPORTED_LOCALES.indexOf(locale) + 1;
}

/** A term as an FTS5 expression: `"lauf"*`; a run of Han or kana `(("防水ジャケット"*) OR ("防水"* AND "ジャケット"*))`. */
function ftsTerm(term: string, locale: LocalePath): string {
  const alternatives = termAlternatives(term, locale).map((prefixes) =>
    prefixes.map((prefix) => `"${prefix.replaceAll('"', '""')}"*`).join(' AND '),
  );
  return alternatives.length === 1
    ? (alternatives[0] as string)
    : `(${alternatives.map((a) => `(${a})`).join(' OR ')})`;
}

/**
 * SQLite FTS5: each term becomes a quoted prefix query (`"lauf"*`; a run of Han or kana, its alternatives of
 * search.terms.ts), so FTS5 syntax in the input is never interpreted; bm25 weighs the name ten times the body
 * (its result is lower for better matches, so negate).
 * Each locale's documents are one rowid range, and a rowid says which style it is, so a read touches only that
 * locale's matches and never the stored columns. Terms are read one at a time: bm25 of several terms is exactly
 * the sum, in query order, of each term's alone (the terms' IDFs and frequencies are computed independently),
 * so "trail running" reuses what "trail" and "running" read.
 */
export const sqliteEngine: TextEngine = {
  name: 'sqlite-fts5',
  reader(db, catalog) {
    return {
      units: (terms) => terms.map((term) => [term]),
      async read(unit, locale) {
        const expression = unit.map((term) => ftsTerm(term, locale)).join(' AND ');
        const low = localeNumber(locale) * ROWIDS_PER_LOCALE;
        const result = await sql<{ rowid: number; score: number }>`
          select rowid, -bm25(search_fts, 10.0, 1.0) as score from search_fts
          where search_fts match ${expression} and rowid between ${low} and ${low + ROWIDS_PER_LOCALE - 1}`.execute(db);
        const collector = new MatchCollector(catalog.size);
        for (const row of result.rows) {
          const style = catalog.styleOfDocument(Number(row.rowid) - low);
          if (style >= 0) collector.add(locale, style, Number(row.score));
        }
        return collector.result([locale]);
      },
    };
  },
  async write(db, documents) {
    const numbers = await findDocumentNumbers(db, [...new Set(documents.map((d) => d.productId))]);
    for (let start = 0; start < documents.length; start += 1000) {
      const rows = documents.slice(start, start + 1000).map((d) => {
        const number = numbers.get(d.productId);
        if (number === undefined) throw new Error(`style ${d.productId} has no search row: write it first`);
        const rowid = localeNumber(d.locale) * ROWIDS_PER_LOCALE + number;
        return sql`(${rowid}, ${d.name}, ${d.body}, ${d.productId}, ${d.locale})`;
      });
      await sql`insert into search_fts (rowid, name, body, product_id, locale) values ${sql.join(rows)}`.execute(db);
    }
  },
  async remove(db, productIds) {
    if (productIds === 'all') {
      await sql`delete from search_fts`.execute(db);
      return;
    }
    const numbers = [...(await findDocumentNumbers(db, productIds)).values()];
    const rowids = numbers.flatMap((number) =>
      SUPPORTED_LOCALES.map((l) => localeNumber(l) * ROWIDS_PER_LOCALE + number),
    );
    for (let start = 0; start < rowids.length; start += 500) {
      await sql`delete from search_fts where rowid in (${sql.join(rowids.slice(start, start + 500))})`.execute(db);
    }
  },
};

/**
 * PostgreSQL: terms are letters and digits only, a decimal point or comma between digits aside (see search.terms.ts),
 * so `term:*` is a safe to_tsquery prefix
 * query (websearch_to_tsquery has no prefix operator); a run of Han or kana is its alternatives (search.terms.ts).
 * Documents hold the locale's stemmed words and the unstemmed ('simple') ones, and each term matches either:
 * "runn" is a prefix of "running" but not of its stem "run", while "laufschuhe" finds the stem "laufschuh". The
 * name is weighted A, the body B. ts_rank of several terms weighs how close they stand, so a query is read whole,
 * for its one locale.
 */
export const postgresEngine: TextEngine = {
  name: 'postgres-fts',
  reader(db, catalog) {
    return {
      units: (terms) => [[...terms]],
      async read(unit, locale) {
        const config = PG_TEXT_CONFIG[locale];
        const prefix = (text: string) =>
          sql`(to_tsquery(${config}::regconfig, ${`${text}:*`}) || to_tsquery('simple', ${`${text}:*`}))`;
        // Custom operators share one precedence in PostgreSQL, left to right: every group is parenthesised.
        const term = (text: string) => {
          const alternatives = termAlternatives(text, locale).map((prefixes) =>
            sql.join(prefixes.map(prefix), sql` && `),
          );
          return alternatives.length === 1
            ? (alternatives[0] as RawBuilder<unknown>)
            : sql`(${sql.join(
                alternatives.map((alternative) => sql`(${alternative})`),
                sql` || `,
              )})`;
        };
        const query = sql.join(unit.map(term), sql` && `);
        const result = await sql<{ product_id: string; score: number }>`
          select d.product_id, ts_rank(d.document, q.query) as score
          from search_documents d, (select ${query} as query) as q
          where d.locale = ${locale} and d.document @@ q.query`.execute(db);
        const collector = new MatchCollector(catalog.size);
        for (const row of result.rows) {
          const style = catalog.indexOf(row.product_id);
          if (style !== undefined) collector.add(locale, style, Number(row.score));
        }
        return collector.result([locale]);
      },
    };
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
  return isPostgres(db) ? postgresEngine : sqliteEngine;
}
