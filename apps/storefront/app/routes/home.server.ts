import type { RouterContextProvider } from 'react-router';

import { categoryTreeFor, type NavCategory } from '#app/lib/catalog/category-tree.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { freeDeliveryThreshold } from '#app/lib/offers.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { catalogFor, requireSite } from '#app/lib/shop.server.ts';
import { formatMoney } from '#app/components/ui/money-format.ts';
import { languageTagOf } from '#app/lib/i18n/locale.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';

export interface HomeData {
  title: string;
  description: string;
  /** The catalog's top-level categories with their children; null when the catalog could not be loaded. */
  featured: NavCategory[] | null;
  heroLinks: Array<{ name: string; href: string }>;
  freeDelivery: { amount: number; currency: string } | null;
}

/** The home page: the site (404 when the brand has no site in this locale) and the catalog's top levels. */
export async function loadHome({
  request,
  params,
  context,
}: {
  request: Request;
  params: { locale?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<HomeData> {
  const ctx = getRequestContext(context);
  const shop = await requireSite(ctx, request, params.locale);

  let featured: NavCategory[] | null = null;
  try {
    featured = categoryTreeFor((await catalogFor(ctx, shop)).categories, shop.locale);
  } catch {
    // Reported by the api client; the page shows its "categories are taking a breather" note instead.
  }

  const { format } = translatorFor(shop.locale);
  const freeDelivery = freeDeliveryThreshold(shop.site.currency);
  const brandName = BRAND_NAMES[shop.brand];
  const threshold = freeDelivery
    ? formatMoney(freeDelivery.amount, freeDelivery.currency, languageTagOf(shop.locale))
    : '';
  return {
    title: format('meta.home.title', { brand: brandName }) ?? brandName,
    description: format('meta.home.description', { brand: brandName, threshold }) ?? '',
    featured,
    heroLinks: (featured ?? []).slice(0, 2).map(({ name, href }) => ({ name, href })),
    freeDelivery,
  };
}
