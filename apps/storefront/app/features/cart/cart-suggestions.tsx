import type { ProductTile as Tile } from '@outsole/contracts/products';
import { Suspense } from 'react';
import { Await } from 'react-router';

import { ProductTile } from '#app/components/product-tile/product-tile.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

/** "You might also like" under the cart page (cart-suggestions.server.ts): streamed; nothing when there are none. */
export function CartSuggestions({ products }: { products: Promise<Tile[]> | undefined }) {
  if (!products) return null;
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(tiles) => (tiles.length > 0 ? <SuggestionRow tiles={tiles} /> : null)}
      </Await>
    </Suspense>
  );
}

function SuggestionRow({ tiles }: { tiles: Tile[] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="cart-suggestions"
      className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 pt-4 pb-12 md:px-6"
    >
      <h2 id="cart-suggestions" className="font-display text-2xl font-extrabold tracking-tight">
        {t('cart.suggestions.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
        {tiles.map((tile) => (
          <ProductTile key={tile.productId} product={tile} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}
