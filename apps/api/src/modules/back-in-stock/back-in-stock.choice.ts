import type { LocalePath } from '@outsole/contracts/locales';
import type { Site } from '@outsole/contracts/reference';
import { sizeLabelFor, WIDTHS, type SizeSystem } from '@outsole/contracts/sizes';
import { localisedName } from '../products/product-mapping.js';

/** A variant as its sign-up's emails name it (the restock email and the confirmation email). */
export interface VariantNames {
  name: string | null;
  colour_code: string;
  colour_names: string | null;
  size_system: SizeSystem;
  size: string;
  width: string | null;
}

/**
 * What the shopper chose on the page, named as it names them: the style, the colour, the width of a style made in
 * widths (its variants have one; a style made in one width has none), the size as the site labels it. Null when the
 * style has no name to say.
 */
export function choiceParams(variant: VariantNames, site: Site, locale: LocalePath) {
  if (variant.name === null) return null;
  const colourName = variant.colour_names
    ? localisedName(variant.colour_names, locale, site.locale)
    : variant.colour_code;
  const width =
    variant.width === null ? null : { code: variant.width, wide: WIDTHS[variant.size_system]?.[0] !== variant.width };
  return {
    productName: variant.name,
    colourName: colourName || variant.colour_code,
    width,
    size: sizeLabelFor(site.countryCode, variant.size_system, variant.size),
  };
}
