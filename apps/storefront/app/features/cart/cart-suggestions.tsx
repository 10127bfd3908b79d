import type { ProductTile } from '@outsole/contracts/products';

import { StreamedTileRow } from '#app/components/product-tile/tile-row.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

/** "You might also like" under the cart page (cart-suggestions.server.ts): streamed; nothing when there are none. */
export function CartSuggestions({ products }: { products: Promise<ProductTile[]> | undefined }) {
  const t = useT();
  return (
    <StreamedTileRow
      id="cart-suggestions"
      heading={t('cart.suggestions.heading')}
      tiles={products}
      className="mx-auto w-full max-w-7xl px-4 pt-4 pb-12 md:px-6"
    />
  );
}
