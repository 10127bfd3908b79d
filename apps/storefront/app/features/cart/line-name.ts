import { sizeKindOf } from '@outsole/contracts/sizes.values';
import { useCallback } from 'react';

import { useSizeLabel } from '#app/lib/i18n/size-label.ts';
import { useT } from '#app/lib/i18n/use-t.ts';

/** What a cart line or saved item needs to be told apart from another line of the same style. */
export interface NamedLine {
  name: string;
  colourName?: string;
  /** A digital gift card: its amount is its size ("OS" in the catalog), so its name alone. */
  isDigitalProduct?: boolean;
  variants: { size: string; width: string | null };
}

/**
 * The name a line's controls carry ("Remove Lumen 5 Running Shoe, Black/White, size 9"): two colours or sizes of a
 * style read apart. A line without a size (a digital gift card) is its name alone.
 */
export function useLineName(): (line: NamedLine) => string {
  const t = useT();
  const sizeLabel = useSizeLabel();
  return useCallback(
    (line: NamedLine) =>
      line.variants.size && !line.isDigitalProduct
        ? t('cart.item.lineName', {
            name: line.name,
            colour: line.colourName || 'none',
            size: sizeLabel(line.variants.size),
            kind: sizeKindOf(line.variants.size),
            width: line.variants.width || 'none',
          })
        : line.name,
    [t, sizeLabel],
  );
}
