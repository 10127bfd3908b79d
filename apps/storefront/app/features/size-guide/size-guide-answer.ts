import type { ShoeSizes } from '@outsole/contracts/sizes.values';

import type { Translate } from '#app/lib/i18n/use-t.ts';

/** A shoe size system as a market labels its size buttons (the contracts' shoeSizesOf). */
export type ShownSystem = keyof ShoeSizes;

/** Kids' shoes keep their US label in every region (their size buttons show "11C" everywhere): a kids' answer leads with it. */
export function shownSystemFor(fit: 'men' | 'women' | 'kids', system: ShownSystem): ShownSystem {
  return fit === 'kids' ? 'us' : system;
}

/** The systems of the result card: the one the site's size buttons use first, then the others in chart order. */
export function systemsFirst(system: ShownSystem): ShownSystem[] {
  return [system, ...(['us', 'uk', 'eu', 'jp'] as const).filter((other) => other !== system)];
}

/**
 * The guide's answer in the toast, led by the size the site's size buttons show (US on US sites, UK in Britain,
 * EU in Germany and France, centimetres in Japan): one message per system, so each language words and orders it
 * as it reads best (Japanese names the centimetres only).
 */
export function sizeGuideAnswer(
  t: Translate,
  system: ShownSystem,
  fit: string,
  sizes: Record<ShownSystem, string>,
): string {
  const values = { fit, ...sizes };
  switch (system) {
    case 'us':
      return t('sizeGuide.toast.us', values);
    case 'uk':
      return t('sizeGuide.toast.uk', values);
    case 'eu':
      return t('sizeGuide.toast.eu', values);
    case 'jp':
      return t('sizeGuide.toast.jp', values);
  }
}
