import { describe, expect, it } from 'vitest';

import { keepListing, listingClientLoader, listingShouldRevalidate } from './kept-listing.ts';
import type { ListingPageData } from './listing.server.ts';

const listing = { kind: 'category', path: '/en-us/c/men-320629', heading: 'Men' } as ListingPageData;
const request = (path: string) => new Request(`http://localhost${path}`);
const failing = (error: unknown) => () => Promise.reject(error);
const revalidate = (failedBefore: string, next: string) =>
  listingShouldRevalidate({
    currentUrl: new URL(`http://localhost${failedBefore}`),
    nextUrl: new URL(`http://localhost${next}`),
    defaultShouldRevalidate: true,
  } as Parameters<typeof listingShouldRevalidate>[0]);

describe('a listing update that fails', () => {
  it('keeps the listing on screen, marked, when the same page’s data request fails', async () => {
    const forget = keepListing(listing);
    const kept = await listingClientLoader({
      request: request('/en-us/c/men-320629?colour=red'),
      serverLoader: failing(new TypeError('Failed to fetch')),
    });
    expect(kept).toEqual({ ...listing, updateFailed: true });
    // The same URL loads again (Try again); then a good answer clears the mark.
    expect(revalidate('/en-us/c/men-320629?colour=red', '/en-us/c/men-320629?colour=red')).toBe(true);
    const fresh = { ...listing, heading: 'Men (red)' };
    expect(
      await listingClientLoader({
        request: request('/en-us/c/men-320629?colour=red'),
        serverLoader: () => Promise.resolve(fresh),
      }),
    ).toBe(fresh);
    expect(revalidate('/en-us/c/men-320629?colour=red', '/en-us/c/men-320629?colour=red')).toBe(false);
    forget();
  });

  it('lets the error go on for another page, a listing no longer shown, and a 404', async () => {
    const forget = keepListing(listing);
    const error = new Error('500');
    await expect(
      listingClientLoader({ request: request('/en-us/c/women-153766'), serverLoader: failing(error) }),
    ).rejects.toBe(error);
    // A route error response, as React Router throws it for a 404 answer.
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    await expect(
      listingClientLoader({ request: request('/en-us/c/men-320629?page=99'), serverLoader: failing(notFound) }),
    ).rejects.toBe(notFound);
    forget();
    await expect(
      listingClientLoader({ request: request('/en-us/c/men-320629?colour=red'), serverLoader: failing(error) }),
    ).rejects.toBe(error);
  });
});
