import { ProductSearchResult, type SearchHit } from '@outsole/contracts/search';

import { apiFor } from '#app/lib/api/api.server.ts';
import type { RequestContext } from '#app/lib/request-context.server.ts';
import type { Shop } from '#app/lib/shop.server.ts';

/** Two rows of four on wide screens, four rows of two on phones. */
export const FEATURED_PRODUCT_COUNT = 8;

export interface FeaturedProducts {
  hits: SearchHit[];
  /** The site's currency exponent, for the tiles' prices. */
  exponent: number;
  /** The same order on the search page, to see them all. */
  allHref: string;
}

/**
 * The home page's top-rated styles: the catalog's product search sorted by rating (the weighted average, then review count; docs/decisions/0010),
 * for the shop's site, locale and currency. Null when the search fails: the section says so and the page stands.
 */
export async function loadFeaturedProducts(
  ctx: RequestContext,
  shop: Pick<Shop, 'locale' | 'siteId'> & { site: { currencyExponent: number } },
): Promise<FeaturedProducts | null> {
  try {
    const result = await apiFor(ctx, { locale: shop.locale, siteId: shop.siteId }).get(
      '/products/v2/search/productSearch',
      ProductSearchResult,
      { sort: 'rating', count: FEATURED_PRODUCT_COUNT },
    );
    return {
      hits: result.hits,
      exponent: shop.site.currencyExponent,
      // Rated 4 and up, best rated first: a page headed "Top rated", without the unrated styles.
      allHref: `/${shop.locale}/search?rating=4&sort=rating`,
    };
  } catch {
    // Reported by the api client with its correlation id; the section shows its note instead.
    return null;
  }
}
