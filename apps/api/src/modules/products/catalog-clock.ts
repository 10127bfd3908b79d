import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema.js';
import { perDatabase } from '../../lib/lru-cache.js';
import {
  findGenerations,
  findStyleIdsChangedAfter,
  type SearchGenerations,
} from '../search/search-catalog.repository.js';

/**
 * The process's caches of catalog facts (variant facts, display tiles) follow the search clock (search_state,
 * migration 0009), which every change a shopper can see ticks in the change's own transaction: prices, stock,
 * texts, categories, ratings (markStylesChanged, reindexStyle). A listening api reads the clock every
 * CATALOG_CLOCK_POLL_MS and drops what it keeps of the styles changed since its last read (everything after a
 * rebuild), so a change made by any process reaches carts within that time, and kept facts stay until they change
 * instead of being read again every few seconds (decision 0018, speed of the cart path).
 */
export const CATALOG_CLOCK_POLL_MS = 1_000;
/** Past this many changed styles in one read, the caches are emptied instead of picked through. */
const MAX_CHANGED_STYLES = 1_000;

/** What a cache drops: the styles changed (product ids), or `null` for everything. */
export type CatalogChange = ReadonlySet<string> | null;

interface CatalogClock {
  seen: SearchGenerations | null;
  /** Moves on every eviction: a cache keeps what it read only if no eviction came between its read and its store. */
  epoch: number;
  caches: ((change: CatalogChange) => void)[];
  reading: Promise<void> | null;
}

const clocks = perDatabase<CatalogClock>(() => ({ seen: null, epoch: 0, caches: [], reading: null }));

/** Registers a cache of catalog facts kept for `db`: `evict` drops what a change names. */
export function followedByCache(db: Db, evict: (change: CatalogChange) => void): void {
  clocks(db).caches.push(evict);
}

/**
 * The eviction count of `db`'s catalog caches: read it before reading facts from the database and store them only if
 * it has not moved since, so facts read before a change can never be kept after the eviction that change caused.
 */
export function catalogEpoch(db: Db): number {
  return clocks(db).epoch;
}

function evict(clock: CatalogClock, change: CatalogChange): void {
  clock.epoch += 1;
  for (const drop of clock.caches) drop(change);
}

/** Drops everything `db`'s catalog caches keep (a change made by this process outside the clock, tests). */
export function forgetCatalogFacts(db: Db): void {
  evict(clocks(db), null);
}

/**
 * Reads the clock once and drops what changed since the last read: everything on the first read, after a rebuild
 * or when the clock went back (a restored database). One read at a time per database.
 */
export function followCatalogClock(db: Db): Promise<void> {
  const clock = clocks(db);
  clock.reading ??= (async () => {
    try {
      const now = await findGenerations(db);
      const before = clock.seen;
      if (!before || now.rebuilt !== before.rebuilt || now.generation < before.generation) evict(clock, null);
      else if (now.generation > before.generation) {
        const changed = await findStyleIdsChangedAfter(db, before.generation, MAX_CHANGED_STYLES + 1);
        evict(clock, changed.length > MAX_CHANGED_STYLES ? null : new Set(changed));
      }
      clock.seen = now;
    } finally {
      clock.reading = null;
    }
  })();
  return clock.reading;
}

/** Follows the clock every CATALOG_CLOCK_POLL_MS until stopped; a failed read is logged and tried again. */
export function startCatalogClock(
  db: Db,
  log: Pick<FastifyBaseLogger, 'warn'>,
  intervalMs = CATALOG_CLOCK_POLL_MS,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const tick = async () => {
    try {
      await followCatalogClock(db);
    } catch (error) {
      log.warn({ err: error }, 'catalog clock not read');
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs).unref();
  };
  const first = tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await first;
      await clocks(db).reading;
    },
  };
}
