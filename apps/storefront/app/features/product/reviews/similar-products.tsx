import type { ProductTile } from '@outsole/contracts/products';

import { StreamedTileRow } from '#app/components/product-tile/tile-row.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

/** Similar styles from widgetRecommendations, streamed; nothing when there are none or the call failed. */
export function SimilarProducts({ products }: { products: Promise<ProductTile[]> }) {
  const t = useT();
  return <StreamedTileRow id="similar-products" heading={t('product.similar.heading')} tiles={products} />;
}
