import { localSizeLabel, sizeKindOf } from '@outsole/contracts/sizes.values';

import { formatMoney, formatRoundMoney } from '#app/components/ui/money-format.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { formatList } from '#app/lib/i18n/intl-formatters.ts';
import type { Translator } from '#app/lib/i18n/translator.ts';
import { MULTI_FILTERS, type ListingState } from './listing-params.ts';

/**
 * A listing's filters (and search words) in words, as its chips say them, listed as the language lists ("Black,
 * Size 9, and $50.00 to $99.99"): for the meta description of a filtered view (listing.server.ts), written on the
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
      case 'price': {
        const amount = (minor: string) =>
          formatMoney(Number(minor), money.currency, locale, { exponent: money.exponent });
        const range = /^(\d+)-(\d+)$/.exec(value);
        // The lowest bucket as shops say it: "Under $50", not "$0.00 to $49.99" (language reviewer F3-5).
        if (range?.[1] === '0' && range[2])
          return (
            format('listing.facet.priceUnder', {
              max: formatRoundMoney(Number(range[2]) + 1, money.currency, locale, { exponent: money.exponent }),
            }) ?? value
          );
        if (range?.[1] && range[2])
          return format('listing.facet.priceRange', { min: amount(range[1]), max: amount(range[2]) }) ?? value;
        const open = /^(\d+)\+$/.exec(value);
        if (open?.[1]) return format('listing.facet.priceFrom', { min: amount(open[1]) }) ?? value;
        return value;
      }
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
