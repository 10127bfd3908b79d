import type { Db } from '../../db/schema.js';
import { findPopularQueries, findRecentQueries, type PopularQueryRow } from './search.repository.js';

/** Sites with more recorded queries than this are asked in the database instead of held. */
const MAX_HELD = 100_000;
/** How often a held list reads what other processes recorded; this process's own searches show at once. */
const REFRESH_MS = 1_000;
/** Rows are re-read from this long before the newest seen, so another process's clock may lag ours by as much. */
const CLOCK_SLACK_MS = 60_000;
/** How often a held list is read afresh, forgetting the queries deleted meanwhile (search.counting.ts sweeps). */
const RELOAD_MS = 60 * 60 * 1000;
/** A query is offered once this many searchers ran it (each once a day): no one shopper puts a query on the list. */
export const POPULAR_MIN_SEARCHERS = 3;

/**
 * A site's popular queries (search_queries) held in memory for auto-suggest: every query with its count, sorted so
 * the queries a prefix starts are one run. Searches this process runs update it as they are recorded; what other
 * processes record is read in the background at most once a second (only rows run since the last read), and the
 * whole list once an hour, which drops the queries deleted as no longer run. Counts only grow, so merging keeps the
 * larger. Ties of count go by query in code-unit order, which is the database's
 * byte order for everything but characters outside the Basic Multilingual Plane.
 */
class SitePopularQueries {
  #queries: string[] = [];
  readonly #counts = new Map<string, number>();
  #newest = '';
  #readAt = 0;
  #loadedAt = 0;
  #reading: Promise<void> | null = null;

  constructor(
    readonly db: Db,
    readonly siteId: string,
  ) {}

  static async load(db: Db, siteId: string): Promise<SitePopularQueries | null> {
    const held = new SitePopularQueries(db, siteId);
    const rows = await findRecentQueries(db, siteId, '', MAX_HELD + 1);
    if (rows.length > MAX_HELD) return null;
    held.#merge(rows);
    held.#readAt = held.#loadedAt = Date.now();
    return held;
  }

  /** The most run queries starting with any of the prefixes, most run first. */
  find(prefixes: readonly string[], limit: number): PopularQueryRow[] {
    this.#refreshWhenDue();
    const found = new Set<string>();
    for (const prefix of new Set(prefixes)) {
      for (let i = this.#firstAtOrAfter(prefix); i < this.#queries.length; i += 1) {
        const query = this.#queries[i] as string;
        if (!query.startsWith(prefix)) break;
        if ((this.#counts.get(query) ?? 0) >= POPULAR_MIN_SEARCHERS) found.add(query);
      }
    }
    return [...found]
      .map((query) => ({ query, run_count: this.#counts.get(query) ?? 0 }))
      .sort((a, b) => b.run_count - a.run_count || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0))
      .slice(0, limit);
  }

  /** A count as the database holds it after this process recorded the query. */
  note(query: string, runCount: number, lastRunAt: string): void {
    this.#merge([{ query, run_count: runCount, last_run_at: lastRunAt }]);
  }

  #refreshWhenDue(): void {
    if (this.#reading || Date.now() - this.#readAt < REFRESH_MS) return;
    if (Date.now() - this.#loadedAt >= RELOAD_MS) {
      const startedAt = Date.now();
      this.#reading = findRecentQueries(this.db, this.siteId, '', MAX_HELD)
        .then((rows) => {
          this.#counts.clear();
          this.#newest = '';
          this.#merge(rows, true);
          this.#loadedAt = startedAt;
        })
        .catch(() => undefined) // tried again when next due
        .finally(() => {
          this.#readAt = Date.now();
          this.#reading = null;
        });
      return;
    }
    const since = this.#newest ? new Date(Date.parse(this.#newest) - CLOCK_SLACK_MS).toISOString() : '';
    this.#reading = findRecentQueries(this.db, this.siteId, since, MAX_HELD)
      .then((rows) => this.#merge(rows))
      .catch(() => undefined) // tried again when next due
      .finally(() => {
        this.#readAt = Date.now();
        this.#reading = null;
      });
  }

  #merge(rows: readonly { query: string; run_count: number; last_run_at: string }[], sort = false): void {
    let added = sort;
    for (const row of rows) {
      const held = this.#counts.get(row.query);
      if (held === undefined) added = true;
      this.#counts.set(row.query, Math.max(held ?? 0, Number(row.run_count)));
      if (row.last_run_at > this.#newest) this.#newest = row.last_run_at;
    }
    if (added) this.#queries = [...this.#counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  #firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.#queries.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.#queries[mid] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

const held = new WeakMap<Db, Map<string, Promise<SitePopularQueries | null>>>();

function sitesOf(db: Db): Map<string, Promise<SitePopularQueries | null>> {
  let sites = held.get(db);
  if (!sites) held.set(db, (sites = new Map()));
  return sites;
}

function siteList(db: Db, siteId: string): Promise<SitePopularQueries | null> {
  const sites = sitesOf(db);
  let list = sites.get(siteId);
  if (!list) {
    list = SitePopularQueries.load(db, siteId);
    sites.set(siteId, list);
    list.catch(() => sites.delete(siteId));
  }
  return list;
}

/** Auto-suggest's popular queries: from memory, or from the database for a site with very many. */
export async function popularQueries(
  db: Db,
  siteId: string,
  prefixes: readonly string[],
  limit: number,
): Promise<PopularQueryRow[]> {
  const list = await siteList(db, siteId);
  return list
    ? list.find(prefixes, limit)
    : findPopularQueries(db, siteId, prefixes, { limit, minCount: POPULAR_MIN_SEARCHERS });
}

/** Tells the held list (if any) what the database now counts for a query this process just recorded. */
export function notePopularQuery(db: Db, siteId: string, query: string, runCount: number, lastRunAt: string): void {
  void sitesOf(db)
    .get(siteId)
    ?.then(
      (list) => list?.note(query, runCount, lastRunAt),
      () => undefined, // a list that failed to load is dropped (siteList) and read afresh, this count with it
    );
}
