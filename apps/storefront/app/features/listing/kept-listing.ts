import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';

import type { ListingPageData } from './listing.server.ts';

/**
 * The listing on screen, so that a filter, sort or page change whose data request fails keeps it (with a note that
 * the update failed and a retry) instead of swapping the whole page for the error page scrolled off-screen. Only the
 * listing of the same path, while it is shown (ListingPage keeps and forgets it); a 404 or a redirect still goes on.
 */
let shown: { path: string; data: ListingPageData } | null = null;
let failed = false;

export function keepListing(data: ListingPageData): () => void {
  const entry = { path: data.path, data };
  shown = entry;
  return () => {
    if (shown === entry) shown = null;
  };
}

/** The listing routes' clientLoader: the server's data, or the listing on screen marked as not updated. */
export async function listingClientLoader<T>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<T>;
}): Promise<T | ListingPageData> {
  try {
    const data = await serverLoader();
    failed = false;
    return data;
  } catch (error) {
    const kept = shown;
    const passesOn = isRouteErrorResponse(error) && error.status < 500;
    if (passesOn || !kept || kept.path !== new URL(request.url).pathname) throw error;
    failed = true;
    return { ...kept.data, updateFailed: true };
  }
}

/**
 * Opening or closing the filter panel changes only the hash: no new data. After a failed update the same URL loads
 * again (the note's "Try again").
 */
export function listingShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search && !failed) return false;
  return defaultShouldRevalidate;
}
