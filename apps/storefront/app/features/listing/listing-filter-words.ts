import { localSizeLabel, sizeKindOf } from '@outsole/contracts/sizes.values';

import { BRAND_NAMES } from '#app/lib/brands.ts';
import { formatList } from '#app/lib/i18n/intl-formatters.ts';
import type { Translator } from '#app/lib/i18n/translator.ts';
import { MULTI_FILTERS, type ListingState } from './listing-params.ts';
import { priceBucketWords } from './price-bucket-words.ts';

/**
 * A listing's filters (and search words) in words, as its chips say them, listed as the language lists ("Black,
 * Size 9, and $50 to under $100"): for the meta description of a filtered view (listing.server.ts), written on the
 * server without the page's hooks (facet-labels.ts says the same for the chips). Empty without filters; a category
 * filter is left out (the category page names its category, and the search page has no meta of its filters).
 */
export function filterWords(
  format: Translator['format'],
  locale: string,
  state: ListingState,
  money: { currency: string; exponent: number },
): string {
  const label = (name: string, value: string): string => {
    switch (name) {
      case 'colour':
        return format('product.attr.colourFamilyValue', { value }) ?? value;
      case 'gender':
        return format('product.attr.genderValue', { value }) ?? value;
      case 'brand':
        return BRAND_NAMES[value as keyof typeof BRAND_NAMES] ?? value;
      case 'size':
        return (
          format('listing.filters.sizeChip', { size: localSizeLabel(value, locale), kind: sizeKindOf(value) }) ?? value
        );
      case 'rating':
        return Number.isInteger(Number(value))
          ? (format('listing.facet.ratingValue', { rating: Number(value) }) ?? value)
          : value;
      case 'price':
        return priceBucketWords(value, { ...money, locale }, format);
      default:
        return value;
    }
  };
  const words = [
    ...(state.q ? [format('meta.listing.filterQuery', { query: state.q }) ?? state.q] : []),
    ...MULTI_FILTERS.flatMap((name) => state.filters[name].map((value) => label(name, value))),
    ...(['price', 'rating'] as const).flatMap((name) => {
      const value = state.filters[name];
      return value === null ? [] : [label(name, value)];
    }),
  ];
  return words.length === 0 ? '' : formatList(locale, words);
}
