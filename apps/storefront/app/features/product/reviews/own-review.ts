import type { Review, ReviewList } from '@outsole/contracts/reviews';
import { useEffect, useState } from 'react';

import { useOptionalShell } from '#app/features/site-shell/use-shell.ts';
import { useBrowserApi } from '#app/lib/api/use-browser-api.ts';

/** The api path of the signed-in shopper's own review of a style (decision 0052, addendum: `author=me`). */
export const ownReviewPath = (productId: string) =>
  `/products/v1/products/${encodeURIComponent(productId)}/reviews?author=me`;

/**
 * The signed-in shopper's own review of this style, asked for each time `ask` turns true (the write-review dialog
 * opening for a signed-in shopper): the review, null when they have none, undefined until known (or when it could
 * not be asked: the form then shows, and a second review is still the api's REV409 at the form). Only the
 * shopper's own is ever answered: the api reads the account from the session's token, never from the query.
 * A new `version` asks again (a review just posted).
 */
export function useOwnReview(productId: string, ask: boolean, version = 0): Review | null | undefined {
  const shell = useOptionalShell();
  const api = useBrowserApi(shell?.locale ?? '', shell?.site?.siteId);
  const [own, setOwn] = useState<{ productId: string; review: Review | null } | undefined>(undefined);
  useEffect(() => {
    if (!ask || !api) return;
    const controller = new AbortController();
    api<ReviewList>(ownReviewPath(productId), { signal: controller.signal }).then(
      (list) => setOwn({ productId, review: list.reviews[0] ?? null }),
      () => undefined,
    );
    return () => controller.abort();
  }, [ask, api, productId, version]);
  return own?.productId === productId ? own.review : undefined;
}
