import type { Db } from '../../db/schema.js';
import { hasStylesOnSite } from '../catalog/catalog.repository.js';

/**
 * Counts one more searcher of a query (search.counting.ts decides who counts); answers the count the database now
 * holds.
 */
export async function recordQuery(
  db: Db,
  siteId: string,
  query: string,
  now: string,
): Promise<{ run_count: number; last_run_at: string }> {
  return db
    .insertInto('search_queries')
    .values({ site_id: siteId, query, run_count: 1, last_run_at: now })
    .onConflict((oc) =>
      oc.columns(['site_id', 'query']).doUpdateSet((eb) => ({
        run_count: eb('search_queries.run_count', '+', 1),
        last_run_at: now,
      })),
    )
    .returning(['run_count', 'last_run_at'])
    .executeTakeFirstOrThrow();
}

/** Notes that a searcher ran a query on a day (as one digest of all four); false when already noted. */
export async function insertSearcherDigest(db: Db, day: string, digest: string): Promise<boolean> {
  const inserted = await db
    .insertInto('search_query_searchers')
    .values({ day, digest })
    .onConflict((oc) => oc.columns(['day', 'digest']).doNothing())
    .returning('day')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Deletes the searcher digests of every site's days before `day`. */
export async function deleteSearcherDigestsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('search_query_searchers').where('day', '<', day).execute();
}

/**
 * Deletes a site's queries nobody has run since `idleSince`, and those run by fewer than `unoffered.below` searchers
 * that nobody has run since `unoffered.idleSince`.
 */
export async function deleteForgottenQueries(
  db: Db,
  siteId: string,
  { idleSince, unoffered }: { idleSince: string; unoffered: { below: number; idleSince: string } },
): Promise<void> {
  await db
    .deleteFrom('search_queries')
    .where('site_id', '=', siteId)
    .where((eb) =>
      eb.or([
        eb('last_run_at', '<', idleSince),
        eb.and([eb('run_count', '<', unoffered.below), eb('last_run_at', '<', unoffered.idleSince)]),
      ]),
    )
    .execute();
}

export interface PopularQueryRow {
  query: string;
  run_count: number;
}

/** The most run queries starting with any of the prefixes that at least `minCount` searchers ran. */
export function findPopularQueries(
  db: Db,
  siteId: string,
  prefixes: readonly string[],
  { limit, minCount }: { limit: number; minCount: number },
): Promise<PopularQueryRow[]> {
  return db
    .selectFrom('search_queries')
    .select(['query', 'run_count'])
    .where('site_id', '=', siteId)
    .where('run_count', '>=', minCount)
    .where((eb) => eb.or(prefixes.map((prefix) => eb('query', 'like', `${prefix}%`))))
    .orderBy('run_count', 'desc')
    .orderBy('query')
    .limit(limit)
    .execute();
}

/** A site's recorded queries run at or after `since` (an ISO time; '' for all), at most `limit` of them. */
export function findRecentQueries(
  db: Db,
  siteId: string,
  since: string,
  limit: number,
): Promise<{ query: string; run_count: number; last_run_at: string }[]> {
  return db
    .selectFrom('search_queries')
    .select(['query', 'run_count', 'last_run_at'])
    .where('site_id', '=', siteId)
    .where('last_run_at', '>=', since)
    .limit(limit)
    .execute();
}

/** Typo correction reads at most this many terms, the most frequent first: bounded work per keystroke. */
const VOCABULARY_LIMIT = 5_000;

export function findVocabulary(db: Db, locale: string): Promise<{ term: string; frequency: number }[]> {
  return db
    .selectFrom('search_terms')
    .select(['term', 'frequency'])
    .where('locale', '=', locale)
    .orderBy('frequency', 'desc')
    .limit(VOCABULARY_LIMIT)
    .execute();
}

export interface SuggestCategoryRow {
  id: string;
  parent_id: string | null;
  level: number;
  name: string | null;
  slug: string | null;
  fallback_name: string | null;
  fallback_slug: string | null;
}

/**
 * The brand's named categories in a locale (a few hundred), for matching names against typed words: those holding a
 * style the site sells (suggesting an empty one leads to an empty page).
 */
export function findBrandCategories(
  db: Db,
  { brand, siteId, locale, fallbackLocale }: { brand: string; siteId: string; locale: string; fallbackLocale: string },
): Promise<SuggestCategoryRow[]> {
  return db
    .selectFrom('categories as c')
    .leftJoin('category_translations as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale),
    )
    .leftJoin('category_translations as f', (join) =>
      join.onRef('f.category_id', '=', 'c.id').on('f.locale', '=', fallbackLocale),
    )
    .select([
      'c.id',
      'c.parent_id',
      'c.level',
      't.name as name',
      't.slug as slug',
      'f.name as fallback_name',
      'f.slug as fallback_slug',
    ])
    .where('c.brand', '=', brand)
    .where(hasStylesOnSite(siteId))
    .orderBy('c.level')
    .orderBy('c.position')
    .execute();
}

/** The style and colourway of the variant with one of these UPCs (the variants' primary key), if any. */
export async function findVariantByUpc(
  db: Db,
  upcs: readonly string[],
): Promise<{ product_id: string; colour_code: string } | undefined> {
  return db
    .selectFrom('variants')
    .select(['product_id', 'colour_code'])
    .where('upc', 'in', [...upcs])
    .executeTakeFirst();
}
