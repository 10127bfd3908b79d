import type { Site } from '@outsole/contracts/reference';
import type { Db } from '../../db/schema.js';
import { listSites } from './sites.service.js';

/**
 * Every request names a site, so resolving it must not cost a query each time. Sites change rarely (a deploy or
 * an admin edit); the directory keeps them in memory per app instance and reloads after `ttlMs`, so an edit
 * reaches every instance within that time without cross-instance messaging.
 */
export interface SiteDirectory {
  find(siteId: string): Promise<Site | undefined>;
}

export function createSiteDirectory(db: Db, { ttlMs = 60_000 }: { ttlMs?: number } = {}): SiteDirectory {
  let cached: { sites: Map<string, Site>; loadedAt: number } | null = null;
  let loading: Promise<Map<string, Site>> | null = null;

  const load = async (): Promise<Map<string, Site>> => {
    const sites = new Map((await listSites(db)).map((site) => [site.siteId, site]));
    cached = { sites, loadedAt: Date.now() };
    return sites;
  };

  const current = (): Promise<Map<string, Site>> => {
    if (cached && Date.now() - cached.loadedAt < ttlMs) return Promise.resolve(cached.sites);
    // Concurrent requests share one reload instead of each querying.
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };

  return { find: async (siteId) => (await current()).get(siteId) };
}
