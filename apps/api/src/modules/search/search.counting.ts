import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.js';
import { clientKey } from '../../lib/client-address.js';
import { daysBefore } from '../../lib/hourly-sweep.js';
import { notePopularQuery, POPULAR_MIN_SEARCHERS } from './search.popular.js';
import {
  deleteForgottenQueries,
  deleteSearcherDigestsBefore,
  insertSearcherDigest,
  recordQuery,
} from './search.repository.js';

/** A popular query nobody has run for this long is forgotten. */
export const POPULAR_QUERY_RETENTION_DAYS = 90;
/** A query too few searchers ran to be offered (POPULAR_MIN_SEARCHERS) is forgotten sooner: a one-off or junk. */
export const UNOFFERED_QUERY_RETENTION_DAYS = 7;

/**
 * Who ran a search, as popular queries count them: everyone by the shopper's address (clientKey, an IPv6 one by its /64: the one our
 * storefront forwards, else the connecting one), a signed-in shopper by account too. A run counts only when none of
 * them has counted the query that day (countQueryRun): an account on another device counts once, and so do any
 * number of accounts, free to make, from one address (decision 0038, addendum). Not by guest session, which any
 * client can start afresh for every search.
 */
export function searchersOf(request: FastifyRequest): string[] {
  const shopper = request.ctx.shopper;
  const address = `address:${clientKey(request)}`;
  return shopper.kind === 'registered' ? [address, `consumer:${shopper.consumerNo}`] : [address];
}

export interface QueryRun {
  siteId: string;
  /** The normalised query (search.terms.ts). */
  query: string;
  /** The ways the searcher is known (searchersOf): the run counts when none of them has counted today. */
  searchers: readonly string[];
  now: Date;
}

/**
 * Counts a query that found something for popular queries (auto-suggest), once per searcher per UTC day, a
 * searcher being known by each of `run.searchers` (their address, and their account when signed in): searching
 * again, paging, or varying a filter or a parameter nobody reads counts nothing, so one client cannot push a query up
 * the list. What is kept of the searcher is a digest keyed with `key` (a server secret) of the day, site, query and
 * searcher together: it names neither the shopper nor the address, does not link one searcher's queries, and is
 * deleted once its day is over. Answers the query's count when this run counted, else null.
 */
export async function countQueryRun(
  db: Db,
  key: string,
  run: QueryRun,
): Promise<{ run_count: number; last_run_at: string } | null> {
  const day = run.now.toISOString().slice(0, 10);
  // Every way the searcher is known is recorded, so a later run known by any of them counts nothing.
  let first = run.searchers.length > 0;
  for (const searcher of run.searchers) {
    const digest = createHmac('sha256', key).update([day, run.siteId, run.query, searcher].join('\n')).digest('hex');
    if (!(await insertSearcherDigest(db, day, digest))) first = false;
  }
  await sweepWhenDue(db, run.siteId, run.now);
  if (!first) return null;
  const recorded = await recordQuery(db, run.siteId, run.query, run.now.toISOString());
  notePopularQuery(db, run.siteId, run.query, Number(recorded.run_count), recorded.last_run_at);
  return recorded;
}

/** The UTC day each site was last swept on, per database and process. */
const sweptOn = new WeakMap<Db, Map<string, string>>();

/** Once per site, process and UTC day, with its first search (each sweep is idempotent: processes may all do it). */
async function sweepWhenDue(db: Db, siteId: string, now: Date): Promise<void> {
  let sites = sweptOn.get(db);
  if (!sites) sweptOn.set(db, (sites = new Map()));
  const today = now.toISOString().slice(0, 10);
  if (sites.get(siteId) === today) return;
  sites.set(siteId, today);
  await sweepQueryRuns(db, siteId, now);
}

/**
 * Deletes the digests of days before `now`'s (they only stop a searcher counting twice in a day: every site's at
 * once), the site's queries nobody has run for POPULAR_QUERY_RETENTION_DAYS, and those too few searchers ran to be
 * offered that nobody has run for UNOFFERED_QUERY_RETENTION_DAYS (so queries typed once do not pile up).
 */
export async function sweepQueryRuns(db: Db, siteId: string, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  await deleteSearcherDigestsBefore(db, today);
  await deleteForgottenQueries(db, siteId, {
    idleSince: daysBefore(now, POPULAR_QUERY_RETENTION_DAYS),
    unoffered: { below: POPULAR_MIN_SEARCHERS, idleSince: daysBefore(now, UNOFFERED_QUERY_RETENTION_DAYS) },
  });
}
