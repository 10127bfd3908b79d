import type { RouterContextProvider } from 'react-router';

import { loadFeaturedProducts, type FeaturedProducts } from '#app/features/home/featured-products.server.ts';
import { navigationTreeFor, type NavCategory } from '#app/lib/catalog/category-tree.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { freeDeliveryThreshold } from '#app/lib/offers.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { brandLocales, catalogFor, publicOrigin, requireSite } from '#app/lib/shop.server.ts';
import { hreflangLinks, type HreflangLink } from '#app/lib/seo/hreflang.ts';
import { formatMoney } from '#app/components/ui/money-format.ts';
import { languageTagOf } from '#app/lib/i18n/locale.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';

export interface HomeData {
  title: string;
  description: string;
  /** The home page's own URL and its hreflang alternates: the brand's home page in each of its locales. */
  canonical: string;
  alternates: HreflangLink[];
  /** The catalog's top-level categories with their children; null when the catalog could not be loaded. */
  featured: NavCategory[] | null;
  /** Top-rated styles from the catalog's search; null when the search failed. */
  products: FeaturedProducts | null;
  heroLinks: Array<{ name: string; href: string }>;
  freeDelivery: { amount: number; currency: string } | null;
}

/**
 * The home page: the site (404 when the brand has no site in this locale), the catalog's top levels and its
 * top-rated styles, fetched side by side. Either failing leaves a note in its section, never a broken page.
 */
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

  const origin = publicOrigin(ctx.config, shop.brand, request);
  const [featured, products, locales] = await Promise.all([
    catalogFor(ctx, shop).then(
      (catalog) => navigationTreeFor(catalog.categories, shop.locale),
      // Reported by the api client; the page shows its "categories are taking a breather" note instead.
      () => null,
    ),
    loadFeaturedProducts(ctx, shop),
    brandLocales(ctx, shop.brand),
  ]);

  const { format } = translatorFor(shop.locale);
  const freeDelivery = freeDeliveryThreshold(shop.site);
  const brandName = BRAND_NAMES[shop.brand];
  // `none` picks the description's variant without a delivery threshold (the site runs no such promotion).
  const threshold = freeDelivery
    ? formatMoney(freeDelivery.amount, freeDelivery.currency, languageTagOf(shop.locale), { prose: true })
    : 'none';
  return {
    title: format('meta.home.title', { brand: brandName, brandId: shop.brand }) ?? brandName,
    description: format('meta.home.description', { brand: brandName, brandId: shop.brand, threshold }) ?? '',
    canonical: `${origin}/${shop.locale}`,
    // As the sitemap's pages.xml lists them (sitemap.server.ts).
    alternates: hreflangLinks(
      locales.map((locale) => ({ locale, url: `/${locale}` })),
      { origin, defaultLocale: ctx.config.defaultLocale },
    ),
    featured,
    products,
    heroLinks: (featured ?? []).slice(0, 2).map(({ name, href }) => ({ name, href })),
    freeDelivery,
  };
}
