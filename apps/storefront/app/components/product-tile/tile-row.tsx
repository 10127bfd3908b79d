import type { ProductTile as Tile } from '@outsole/contracts/products';
import { Suspense } from 'react';
import { Await } from 'react-router';

import { cx } from '#app/components/ui/cx.ts';
import { ProductTile } from './product-tile.tsx';

interface TileRowProps {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** The section's width and padding, to line up with its page. */
  className?: string;
}

/** A headed grid of product tiles: similar styles, suggestions under the cart. */
export function TileRow({ id, heading, tiles, className }: TileRowProps & { tiles: readonly Tile[] }) {
  return (
    <section aria-labelledby={id} className={cx('flex flex-col gap-4', className)}>
      <h2 id={id} className="font-display text-2xl font-extrabold tracking-tight">
        {heading}
      </h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
        {tiles.map((tile) => (
          <ProductTile key={tile.productId} product={tile} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The same for tiles in the loader data that may still be streaming: nothing until they come, nor when none came or
 * the call failed.
 */
export function StreamedTileRow({ tiles, ...props }: TileRowProps & { tiles: Tile[] | Promise<Tile[]> | undefined }) {
  if (!tiles) return null;
  return (
    <Suspense fallback={null}>
      <Await resolve={tiles} errorElement={null}>
        {(resolved) => (resolved.length > 0 ? <TileRow {...props} tiles={resolved} /> : null)}
      </Await>
    </Suspense>
  );
}
