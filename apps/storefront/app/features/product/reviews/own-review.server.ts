import { ReviewList, type Review } from '@outsole/contracts/reviews';
import type { LocalePath } from '@outsole/contracts/locales';

import type { ApiClient } from '#app/lib/api/client.server.ts';
import { notForPageCache, type RequestContext } from '#app/lib/request-context.server.ts';
import { sessionFor } from '#app/lib/session/session.server.ts';
import { shopperApi } from '#app/lib/session/shopper-api.server.ts';
import { ownReviewPath } from './own-review.ts';
import type { WriteWhat } from './review-query.ts';

/**
 * The page of the shopper's own write-review or ask-question form (`?write=`: decision 0052, addendum "without
 * JavaScript"), rendered with their session, never kept for one (the page cache's OWN_PAGE_PARAMS): whether they are
 * signed in, and their own review of the style, which then shows in place of the form. Their display name comes
 * with the root data, as on any page rendered for them.
 */
export interface WriteForm {
  what: WriteWhat;
  signedIn: boolean;
  /** Their review of the style (`write=review` only), null when they have none or it could not be read. */
  own: Review | null;
}

export async function loadWriteForm(
  ctx: RequestContext,
  request: Request,
  scope: { locale: LocalePath; siteId: string },
  productId: string,
  what: WriteWhat,
): Promise<WriteForm> {
  const signedIn = sessionFor(ctx, request).kind === 'registered';
  if (!signedIn) return { what, signedIn, own: null };
  // Whatever the page cache would do with it: a page with a shopper's own data is never kept.
  notForPageCache(ctx);
  const own = what === 'review' ? await readOwnReview(shopperApi(ctx, request, scope), productId) : null;
  return { what, signedIn, own };
}

/**
 * The signed-in shopper's own review of the style (`GET …/reviews?author=me`), or null when they have none or it
 * could not be read (the form then shows, and a second review is still the api's REV409 at the form).
 */
export async function readOwnReview(api: ApiClient, productId: string): Promise<Review | null> {
  try {
    const list = await api.get(ownReviewPath(productId), ReviewList);
    return list.reviews[0] ?? null;
  } catch {
    return null;
  }
}
