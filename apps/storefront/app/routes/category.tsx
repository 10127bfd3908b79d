import { listingClientLoader, listingShouldRevalidate } from '#app/features/listing/kept-listing.ts';
import { listingMeta } from '#app/features/listing/listing-meta.ts';
import { ListingPage } from '#app/features/listing/listing-page.tsx';
import { loadCategoryListing } from '#app/features/listing/listing.server.ts';
import { cacheablePage } from '#app/lib/http/page-cache.server.ts';
import type { Route } from './+types/category';
import { loadPage } from '#app/lib/api/page-failures.server.ts';

/** `/{locale}/c/{slug}-{id}` (and the `-c{id}` alternate): the category listing. */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, loadCategoryListing);
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

export default function Category({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
