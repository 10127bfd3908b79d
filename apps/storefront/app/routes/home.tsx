import { FeaturedCategories } from '#app/features/home/featured-categories.tsx';
import { FeaturedProducts } from '#app/features/home/featured-products.tsx';
import { FitBand } from '#app/features/home/fit-band.tsx';
import { RecentlyViewed } from '#app/features/recently-viewed/recently-viewed-row.tsx';
import { Hero } from '#app/features/home/hero.tsx';
import { ValueProps } from '#app/features/home/value-props.tsx';
import { SIZE_GUIDE_HASH } from '#app/features/size-guide/size-guide-hash.ts';
import { useShell } from '#app/features/site-shell/use-shell.ts';
import { openGraph } from '#app/lib/seo/open-graph.ts';
import type { Route } from './+types/home';
import { cacheablePage } from '#app/lib/http/page-cache.server.ts';
import { loadHome } from './home.server.ts';
import { loadPage } from '#app/lib/api/page-failures.server.ts';
import { canonicalLinks } from '#app/lib/seo/hreflang.ts';

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, loadHome);
}

/** The same for every shopper without a session: kept by the page cache (docs/decisions/0022). */
export const headers = cacheablePage;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.title },
    { name: 'description', content: loaderData.description },
    ...canonicalLinks(loaderData.canonical, loaderData.alternates),
    ...openGraph({
      title: loaderData.title,
      description: loaderData.description,
      url: loaderData.canonical,
      alternates: loaderData.alternates,
    }),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  const sizeGuideHref = `#${SIZE_GUIDE_HASH}`;
  return (
    <>
      <Hero brand={shell.brand} links={loaderData.heroLinks} sizeGuideHref={sizeGuideHref} />
      <FeaturedCategories brand={shell.brand} categories={loaderData.featured} />
      <FeaturedProducts brand={shell.brand} products={loaderData.products} />
      <FitBand sizeGuideHref={sizeGuideHref} />
      <ValueProps
        brand={shell.brand}
        brandName={shell.brandName}
        freeDelivery={loaderData.freeDelivery}
        pickup={shell.site?.features.allowPickupOrder === true}
      />
      <RecentlyViewed
        locale={shell.locale}
        siteId={shell.site?.siteId}
        className="max-w-[88rem] px-4 py-16 sm:px-6 lg:px-10"
      />
    </>
  );
}
