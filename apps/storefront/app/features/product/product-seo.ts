import type { ProductDetails } from '@outsole/contracts/products';

import { minorUnitsToDecimal } from '#app/components/ui/money-format.ts';
import { amountParam, isSoldOut, selectionSearch } from './variant.ts';

/**
 * schema.org JSON-LD for the product page: the Product with one Offer per colour and size (its price and
 * availability online, and the address of the page with that variant chosen; a gift card's amounts, which share one
 * size, are told apart by their amount), its AggregateRating when it has published reviews, and the BreadcrumbList
 * of its category path. Returned as a string that is safe inside a <script>.
 */
export function productJsonLd(
  details: ProductDetails,
  {
    origin,
    brandName,
    currencyExponent,
    sizeLabel,
  }: {
    origin: string;
    brandName: string;
    currencyExponent: number;
    /** A size as the page shows it (useSizeLabel): "Taille unique" for "OS", "42,5" in French. */
    sizeLabel: (size: string) => string;
  },
): string {
  const stylePrice = details.price.sale ?? details.price.list;
  const first = details.colourways[0];
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: details.name,
    description: details.description,
    sku: details.productId,
    productID: details.productId,
    brand: { '@type': 'Brand', name: brandName },
    image: first?.images.map((image) => `${origin}${image.url}`) ?? [],
    ...(details.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: details.rating.average,
            reviewCount: details.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: details.colourways.flatMap((colour) =>
      colour.variants.map((variant) => {
        const amount = variant.price ?? stylePrice;
        // The gift card form chooses its amount from `?amount=` (product-page.tsx); its variants are all size OS.
        const byAmount = details.digital === true && variant.price !== undefined;
        return {
          '@type': 'Offer',
          sku: variant.upc,
          gtin12: variant.upc,
          name: byAmount
            ? `${details.name} – ${amountParam(amount, currencyExponent)} ${details.price.currency}`
            : `${details.name} – ${colour.name} – ${sizeLabel(variant.size)}${variant.width ? ` ${variant.width}` : ''}`,
          url: `${origin}${details.pdpUrl}${
            byAmount
              ? `?amount=${amountParam(amount, currencyExponent)}`
              : selectionSearch({ colour: colour.colourCode, width: variant.width, size: variant.size })
          }`,
          price: minorUnitsToDecimal(amount, currencyExponent),
          priceCurrency: details.price.currency,
          itemCondition: 'https://schema.org/NewCondition',
          availability: isSoldOut(variant) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        };
      }),
    ),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...details.breadcrumbs.map((crumb) => ({ name: crumb.name, url: crumb.url })),
      { name: details.name, url: details.pdpUrl },
    ].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.url}`,
    })),
  };
  // "<" escaped so that no text in the data can close the script element.
  return JSON.stringify([product, breadcrumbs]).replace(/</g, '\\u003c');
}
