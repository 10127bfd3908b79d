import type { ProductTile } from '@outsole/contracts/products';

import { StreamedTileRow } from '#app/components/product-tile/tile-row.tsx';
import type { InTime } from '#app/lib/http/in-time.server.ts';
import { useT } from '#app/lib/i18n/use-t.ts';

/** Similar styles from widgetRecommendations (streamed when late); nothing when there are none or the call failed. */
export function SimilarProducts({ products }: { products: InTime<ProductTile[]> }) {
  const t = useT();
  return <StreamedTileRow id="similar-products" heading={t('product.similar.heading')} tiles={products} />;
}
