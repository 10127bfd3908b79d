import type { ProductTile as Tile } from '@outsole/contracts/products';
import { Suspense } from 'react';
import { Await } from 'react-router';

import { ProductTile } from '#app/components/product-tile/product-tile.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

/** Similar styles from widgetRecommendations, streamed; nothing when there are none or the call failed. */
export function SimilarProducts({ products }: { products: Promise<Tile[]> }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(tiles) => (tiles.length > 0 ? <SimilarRow tiles={tiles} /> : null)}
      </Await>
    </Suspense>
  );
}

function SimilarRow({ tiles }: { tiles: Tile[] }) {
  const t = useT();
  return (
    <section aria-labelledby="similar-products" className="flex flex-col gap-4">
      <h2 id="similar-products" className="font-display text-2xl font-extrabold tracking-tight">
        {t('product.similar.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
        {tiles.map((tile) => (
          <ProductTile key={tile.productId} product={tile} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}
