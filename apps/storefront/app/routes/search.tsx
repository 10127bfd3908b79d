import { useEffect } from 'react';

import { listingClientLoader, listingShouldRevalidate } from '#app/features/listing/kept-listing.ts';
import { listingMeta } from '#app/features/listing/listing-meta.ts';
import { ListingPage } from '#app/features/listing/listing-page.tsx';
import { rememberSearch } from '#app/features/site-shell/recent-searches.ts';
import { useOptionalShell } from '#app/features/site-shell/use-shell.ts';
import { loadSearch } from '#app/features/listing/listing.server.ts';
import { cacheablePage } from '#app/lib/http/page-cache.server.ts';
import type { Route } from './+types/search';
import { loadPage } from '#app/lib/api/page-failures.server.ts';

/** `/{locale}/search?q=`: search results with the listing's facets, sort and pages; never indexed. */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, loadSearch);
}

/** The same for every shopper without a session: kept by the page cache (docs/decisions/0022). */
export const headers = cacheablePage;

export function meta({ loaderData }: Route.MetaArgs) {
  return listingMeta(loaderData);
}

/** A failed filter, sort or page update keeps the listing on screen (features/listing/kept-listing.ts). */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return listingClientLoader(args);
}

export const shouldRevalidate = listingShouldRevalidate;

export default function Search({ loaderData }: Route.ComponentProps) {
  useRememberSearch(loaderData.state.q, loaderData.result.total > 0);
  return <ListingPage data={loaderData} />;
}

/**
 * A query that found something becomes the newest of the header search box's recent searches, in this browser
 * (features/site-shell/recent-searches.ts), however it was searched: typed, a suggestion, a link.
 */
function useRememberSearch(query: string, found: boolean) {
  const siteId = useOptionalShell()?.site?.siteId;
  useEffect(() => {
    if (siteId && query && found) rememberSearch(siteId, query);
  }, [siteId, query, found]);
}
