import type { SearchFacetId } from '@outsole/contracts/search';
import { useCallback } from 'react';

import { formatRoundMoney } from '#app/components/ui/money-format.ts';
import { useFormatMoney } from '#app/components/ui/money.tsx';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { useSizeLabel } from '#app/lib/i18n/size-label.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import type { FilterParam } from './listing-params.ts';

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
  const formatMoney = useFormatMoney();
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
        case 'price': {
          const money = (amount: string) => formatMoney({ amount: Number(amount), currency }, exponent);
          const range = /^(\d+)-(\d+)$/.exec(value);
          // The lowest bucket as shops say it: "Under $50", not "$0.00 to $49.99" (language reviewer F3-5).
          if (range?.[1] === '0' && range[2])
            return t('listing.facet.priceUnder', {
              max: formatRoundMoney(Number(range[2]) + 1, currency, intl.locale, { exponent }),
            });
          if (range?.[1] && range[2])
            return t('listing.facet.priceRange', { min: money(range[1]), max: money(range[2]) });
          const open = /^(\d+)\+$/.exec(value);
          if (open?.[1]) return t('listing.facet.priceFrom', { min: money(open[1]) });
          return value;
        }
        default:
          return apiLabel ?? value;
      }
    },
    [t, formatMoney, sizeLabel, intl.locale, currency, exponent],
  );
}
