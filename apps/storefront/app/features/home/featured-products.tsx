import { ProductTile } from '#app/components/product-tile/product-tile.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { ArrowRightIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { FeaturedProducts as Featured } from './featured-products.server.ts';
import { Link } from '#app/components/ui/link.tsx';
import type { Brand } from '@outsole/contracts/reference';

/**
 * The catalog's top-rated styles as product tiles, with a link to all of them in that order. A short note when the
 * search failed; nothing when the catalog has no styles to show.
 */
export function FeaturedProducts({ brand, products }: { brand: Brand; products: Featured | null }) {
  const t = useT();
  if (products && products.hits.length === 0) return null;
  return (
    <section aria-labelledby="top-rated-title" className="mx-auto max-w-[88rem] px-4 sm:px-6 lg:px-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="top-rated-title"
            className="font-display text-[clamp(2rem,4.5vw,3.5rem)] leading-none font-black tracking-tight uppercase font-stretch-112%"
          >
            {t('home.products.title')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('home.products.intro', { brandId: brand })}</p>
        </div>
        {products ? (
          <Link to={products.allHref} className={buttonStyles({ variant: 'link', size: 'md' })}>
            {t('home.products.all')}
            <ArrowRightIcon className="size-5" />
          </Link>
        ) : null}
      </div>
      {products ? (
        <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-4">
          {products.hits.map((hit) => (
            // Below the hero and the categories on every screen: the browser fetches them as they near the view.
            <ProductTile key={hit.productId} product={hit} headingLevel={3} exponent={products.exponent} />
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-3xl bg-stone-100 p-8 text-lg text-muted">{t('home.products.empty')}</p>
      )}
    </section>
  );
}
