/**
 * Spec §2.2 query parameters that ask for a page as it is now. `bypassAllCache` is the spec's cache bypass; a content
 * preview (`preview`, `previewDateRFC1123`) and a personalisation test context (`p13n_testcontext`) show what other
 * shoppers must not be given, so they too are never served from, nor kept in, a cache: neither the page cache
 * (page-cache.server.ts) nor the cache of public api answers (lib/api/response-cache.server.ts).
 */
export const CACHE_BYPASS_PARAMS = ['bypassAllCache', 'preview', 'previewDateRFC1123', 'p13n_testcontext'] as const;

/** True when the query names any of them, unless only as `false` (`?preview=false` is no preview). */
export function bypassesCaches(search: URLSearchParams): boolean {
  return CACHE_BYPASS_PARAMS.some((name) => search.getAll(name).some((value) => value.toLowerCase() !== 'false'));
}

/** The same for a request target (`/en-us/c/shoes-1?bypassAllCache=true`). */
export function targetBypassesCaches(target: string): boolean {
  const query = target.indexOf('?');
  return query >= 0 && bypassesCaches(new URLSearchParams(target.slice(query + 1)));
}
