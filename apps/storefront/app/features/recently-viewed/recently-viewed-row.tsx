import type { ProductTile as Tile } from '@outsole/contracts/products';
import type { Recommendations } from '@outsole/contracts/search';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { ProductTile } from '#app/components/product-tile/product-tile.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { cx } from '#app/components/ui/cx.ts';
import { useBrowserApi } from '#app/lib/api/use-browser-api.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { clearRecentlyViewed, readRecentlyViewed, rememberViewed } from './recently-viewed.ts';

/** Tiles shown at most: two rows on a phone, one or two on wide screens. */
export const RECENTLY_VIEWED_SHOWN = 8;

const NONE: readonly string[] = [];

/**
 * A page's content and its recently viewed rail, at least a screen tall: the footer starts below the fold before the
 * rail arrives, and the rail, arriving ~1 s after load, fills the room left under the content instead of pushing a
 * footer on screen out of it (tester finding t1-F3: the empty cart's CLS was 0.29 on a phone, 0.31 on a desktop).
 * A page always taller than a screen (home, product) needs none (recently-viewed-area.test.ts lists them).
 */
export function RecentlyViewedArea({ children }: { children: ReactNode }) {
  return <div className="flex min-h-svh flex-col">{children}</div>;
}

type State = { kind: 'none' } | { kind: 'tiles'; tiles: Tile[] } | { kind: 'cleared' };

/**
 * "Recently viewed": the shopper's last viewed styles (recently-viewed.ts), as tiles from widgetRecommendations'
 * recently-viewed recommender through the same-origin proxy. Rendered in the browser only, after hydration (pages
 * are the same for every shopper and kept by the page cache), and only when there is something to show: below the
 * page's own content, so nothing above it moves, and nothing below it on the screen either: a page that can be
 * shorter than a screen (the empty cart) holds its content and the rail in a RecentlyViewedArea. On a product page, `current` is that page's style: it is added to
 * the list and not shown. "Clear" forgets the list; focus then goes to the note saying so.
 */
export function RecentlyViewed({
  locale,
  siteId,
  current,
  exclude = NONE,
  className = 'max-w-7xl px-4 pt-4 pb-12 md:px-6',
}: {
  locale: string;
  /** None on a page outside any site (a 404 under an unknown locale): nothing is shown. */
  siteId: string | undefined;
  current?: string;
  /** Styles the page already shows (the cart's lines, those saved for later): not shown here either. */
  exclude?: readonly string[];
  /** The section's width and padding, to line up with the page's own (product and cart pages' by default). */
  className?: string;
}) {
  const t = useT();
  const api = useBrowserApi(locale, siteId);
  const [state, setState] = useState<State>({ kind: 'none' });
  const clearedNote = useRef<HTMLParagraphElement>(null);

  // The effect below runs again when the excluded styles change (a line removed from the cart may show here again).
  const excluded = exclude.join(',');
  useEffect(() => {
    if (!api || !siteId) return;
    const shown = new Set(excluded.split(','));
    const viewed = readRecentlyViewed(siteId).filter((id) => id !== current && !shown.has(id));
    if (current) rememberViewed(siteId, current);
    // Nothing else to show: tiles already shown are all excluded now, and the render below leaves them out.
    if (viewed.length === 0) return;
    const controller = new AbortController();
    const query = new URLSearchParams({
      widget: 'recently-viewed',
      productIds: viewed.join(','),
      count: String(RECENTLY_VIEWED_SHOWN),
    });
    api<Recommendations>(`/products/v1/widgetRecommendations?${query.toString()}`, {
      signal: controller.signal,
    }).then(
      (answer) => setState(answer.products.length > 0 ? { kind: 'tiles', tiles: answer.products } : { kind: 'none' }),
      () => {
        // A convenience: on failure the page simply goes without it.
      },
    );
    return () => controller.abort();
  }, [api, siteId, current, excluded]);

  useEffect(() => {
    if (state.kind === 'cleared') clearedNote.current?.focus();
  }, [state.kind]);

  // Until the next answer comes, what the page has just come to show (a line added to the cart) is left out here.
  const tiles = state.kind === 'tiles' ? state.tiles.filter((tile) => !exclude.includes(tile.productId)) : [];
  if (state.kind === 'none' || (state.kind === 'tiles' && tiles.length === 0) || !siteId) return null;
  return (
    <section aria-labelledby="recently-viewed" className={cx('mx-auto flex w-full flex-col gap-4', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="recently-viewed" className="font-display text-2xl font-extrabold tracking-tight">
          {t('recentlyViewed.heading')}
        </h2>
        {state.kind === 'tiles' ? (
          <button
            type="button"
            aria-describedby="recently-viewed"
            className={buttonStyles({ variant: 'link', size: 'sm' })}
            onClick={() => {
              clearRecentlyViewed(siteId);
              setState({ kind: 'cleared' });
            }}
          >
            {t('recentlyViewed.clear')}
          </button>
        ) : null}
      </div>
      {state.kind === 'tiles' ? (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
          {tiles.map((tile) => (
            <ProductTile key={tile.productId} product={tile} headingLevel={3} />
          ))}
        </ul>
      ) : (
        <p ref={clearedNote} tabIndex={-1} role="status" className="text-muted">
          {t('recentlyViewed.cleared')}
        </p>
      )}
    </section>
  );
}
