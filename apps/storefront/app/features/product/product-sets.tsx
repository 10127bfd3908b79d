import { Suspense } from 'react';
import { Await } from 'react-router';

import { ProductTile } from '#app/components/product-tile/product-tile.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { InTime } from '#app/lib/http/in-time.server.ts';
import type { ProductSetView } from './product.server.ts';

/** The product sets the style belongs to (streamed when late); nothing when there are none. */
export function ProductSets({ sets }: { sets: InTime<ProductSetView[]> }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={sets} errorElement={null}>
        {(resolved) => (resolved.length > 0 ? <SetList sets={resolved} /> : null)}
      </Await>
    </Suspense>
  );
}

function SetList({ sets }: { sets: ProductSetView[] }) {
  const t = useT();
  return (
    <section aria-labelledby="product-sets" className="flex flex-col gap-6">
      <h2 id="product-sets" className="font-display text-2xl font-extrabold tracking-tight">
        {t('product.sets.heading')}
      </h2>
      {sets.map((set) => (
        <div key={set.productSetId} className="flex flex-col gap-3">
          <h3 className="font-display text-lg font-bold">{set.name}</h3>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
            {set.products.map((tile) => (
              <ProductTile key={tile.productId} product={tile} headingLevel={4} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
