import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { LruCache } from '../../lib/lru-cache.js';
import { findArtSubject } from './media.repository.js';
import { renderProductArt, viewsFor, type ArtView } from './product-art.js';

export interface ProductImage {
  svg: string;
  /** Strong ETag: a hash of the exact bytes. */
  etag: string;
}

export interface ProductImageRequest {
  productId: string;
  colourCode: string;
  view: string;
}

export interface ProductImages {
  find(request: ProductImageRequest): Promise<ProductImage>;
}

/**
 * Product images for one api instance. The database answers which type and colours to paint (so a changed
 * colourway shows at once); rendering and hashing are cached by exactly those inputs, bounded to `cacheSize`
 * images (about 1–2 KB each).
 */
export function createProductImages(db: Db, { cacheSize }: { cacheSize: number }): ProductImages {
  const cache = new LruCache<string, ProductImage>(cacheSize);
  return {
    async find({ productId, colourCode, view }) {
      const row = await findArtSubject(db, productId, colourCode);
      if (!row || !viewsFor(row.product_type).includes(view as ArtView)) {
        throw new ApiError('API404', { message: 'No such product image.' });
      }
      const key = [row.product_type, row.hex_primary, row.hex_secondary, row.hex_accent, view, productId].join('|');
      let image = cache.get(key);
      if (!image) {
        const svg = renderProductArt({
          productType: row.product_type,
          colours: { primary: row.hex_primary, secondary: row.hex_secondary, accent: row.hex_accent },
          view,
          seed: productId,
        });
        image = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` };
        cache.set(key, image);
      }
      return image;
    },
  };
}
