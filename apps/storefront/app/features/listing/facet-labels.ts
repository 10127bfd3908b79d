import type { SearchFacetId } from '@outsole/contracts/search';
import { useCallback } from 'react';

import { useIntl } from '#app/lib/i18n/intl.tsx';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { useSizeLabel } from '#app/lib/i18n/size-label.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import type { FilterParam } from './listing-params.ts';
import { priceBucketWords } from './price-bucket-words.ts';

export const FACET_TITLES: Record<SearchFacetId, MessageKey> = {
  category: 'listing.facet.category',
  size: 'listing.facet.size',
  colour: 'listing.facet.colour',
  price: 'listing.facet.price',
  gender: 'listing.facet.gender',
  brand: 'listing.facet.brand',
  rating: 'listing.facet.rating',
};

/**
 * The shopper-facing label of a facet value: the api's codes (`black`, `men`, `stride`), price buckets in minor
 * units (`5000-9999`, `20000+`), minimum ratings and sizes (in the site's size system, `42.5`), in the page's
 * language and currency.
 */
export function useFacetLabel(currency: string, exponent: number) {
  const t = useT();
  const sizeLabel = useSizeLabel();
  const intl = useIntl();
  return useCallback(
    (facet: FilterParam, value: string, apiLabel?: string): string => {
      switch (facet) {
        case 'colour':
          return t('product.attr.colourFamilyValue', { value });
        case 'gender':
          return t('product.attr.genderValue', { value });
        case 'brand':
          return BRAND_NAMES[value as keyof typeof BRAND_NAMES] ?? value;
        case 'size':
          return sizeLabel(apiLabel ?? value);
        case 'rating':
          return Number.isInteger(Number(value)) ? t('listing.facet.ratingValue', { rating: Number(value) }) : value;
        case 'price':
          return priceBucketWords(value, { currency, exponent, locale: intl.locale }, t);
        default:
          return apiLabel ?? value;
      }
    },
    [t, sizeLabel, intl.locale, currency, exponent],
  );
}
