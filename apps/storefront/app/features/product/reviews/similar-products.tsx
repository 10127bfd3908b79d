import type { ProductTile } from '@outsole/contracts/products';
import { Suspense } from 'react';
import { Await } from 'react-router';

import { Money } from '#app/components/ui/money.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { ProductTileLink } from '../product-tile-link.tsx';

/** Similar styles from widgetRecommendations, streamed; nothing when there are none or the call failed. */
export function SimilarProducts({ products }: { products: Promise<ProductTile[]> }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(tiles) => (tiles.length > 0 ? <SimilarRow tiles={tiles} /> : null)}
      </Await>
    </Suspense>
  );
}

function SimilarRow({ tiles }: { tiles: ProductTile[] }) {
  const t = useT();
  return (
    <section aria-labelledby="similar-products" className="flex flex-col gap-4">
      <h2 id="similar-products" className="font-display text-2xl font-extrabold tracking-tight">
        {t('product.similar.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.productId} className="flex flex-col gap-2">
            <ProductTileLink tile={tile} />
            <p className="flex flex-wrap items-baseline gap-2 text-sm">
              {tile.price.sale !== null ? (
                <>
                  <span className="font-semibold text-sale">
                    <span className="sr-only">{t('product.price.sale')} </span>
                    <Money amount={tile.price.sale} currency={tile.price.currency} />
                  </span>
                  <s className="text-muted">
                    <span className="sr-only">{t('product.price.original')} </span>
                    <Money amount={tile.price.list} currency={tile.price.currency} />
                  </s>
                </>
              ) : (
                <Money amount={tile.price.list} currency={tile.price.currency} />
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
