import { Suspense } from 'react';
import { Await } from 'react-router';

import { Money } from '#app/components/ui/money.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { ProductTileLink } from './product-tile-link.tsx';
import type { ProductSetView } from './product.server.ts';

/** The product sets the style belongs to, streamed after the first paint; nothing when there are none. */
export function ProductSets({ sets }: { sets: Promise<ProductSetView[]> }) {
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
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {set.products.map((tile) => (
              <li key={tile.productId} className="flex flex-col gap-2">
                <ProductTileLink tile={tile} />
                <Money amount={tile.price.sale ?? tile.price.list} currency={tile.price.currency} className="text-sm" />
                <span className="text-sm text-muted">{t('product.sets.colours', { count: tile.colourCount })}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
