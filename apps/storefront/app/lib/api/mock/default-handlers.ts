import { Headers as ApiHeaders } from '@outsole/contracts/headers';
import { PerformanceIngest } from '@outsole/contracts/performance';

import { authMockHandlers } from './auth-fixtures.ts';
import { cartMockHandlers } from './cart-fixtures.ts';
import { findMockSite, mockCatalog, mockCountries } from './fixtures.ts';
import {
  MOCK_PRODUCT_ID,
  MOCK_SET_ID,
  mockAvailability,
  mockProductDetails,
  mockProductSet,
  mockProductSets,
  mockStore,
} from './product-fixtures.ts';
import type { MockHandlers } from './mock-types.ts';
import { mockRecommendations, reviewMockHandlers } from './review-fixtures.ts';
import { mockAutoSuggest, mockProductSearch } from './search-fixtures.ts';
import { mockSitemapOutline, mockSitemapPage } from './sitemap-fixtures.ts';

function notFound(message: string) {
  return { status: 404, body: { errorDetails: [{ errorId: 'API404', message }], appId: 'outsole-api' } };
}

/** Default answers of mock mode, shaped like the seeded api's. Tests override single routes. */
export const defaultMockHandlers: Required<MockHandlers> = {
  ...reviewMockHandlers,
  ...authMockHandlers,
  ...cartMockHandlers,
  'GET /products/v1/widgetRecommendations': ({ query, headers }) => {
    const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
    return site ? { body: mockRecommendations(site, query) } : notFound('No such site.');
  },
  'GET /sites/v1/sites/{siteId}': ({ params, headers }) => {
    // As the api: a request in the name of a site it does not have is refused before the lookup.
    const asked = headers.get(ApiHeaders.siteId);
    if (asked !== null && !findMockSite(asked))
      return {
        status: 400,
        body: {
          errorDetails: [{ errorId: 'API400', message: 'x-site-id names no site of this api.', field: 'x-site-id' }],
        },
      };
    const site = findMockSite(params.siteId ?? '');
    return site ? { body: site } : notFound(`No site ${params.siteId}`);
  },
  'GET /products/v2/catalog': ({ query, headers }) => {
    const siteId = headers.get(ApiHeaders.siteId) ?? '';
    if (!findMockSite(siteId)) return notFound(`No site ${siteId}`);
    const levels = Number(query.get('levels') ?? 2);
    return { body: mockCatalog(headers.get(ApiHeaders.locale) ?? 'en-us', Number.isFinite(levels) ? levels : 2) };
  },
  'GET /consumers-v3/utilities/countryList': ({ query }) => {
    const code = query.get('countryCode')?.toUpperCase();
    const withStates = query.get('includeStates') !== 'false';
    const countries = mockCountries
      .filter((country) => !code || country.countryCode === code)
      .map((country) => (withStates ? country : { ...country, states: [] }));
    return { body: { countries } };
  },
  'POST /metrics/v1/web-vitals': ({ body }) => {
    const parsed = PerformanceIngest.safeParse(body);
    if (!parsed.success) {
      return {
        status: 400,
        body: { errorDetails: [{ errorId: 'API400', message: parsed.error.issues[0]?.message ?? 'Invalid body' }] },
      };
    }
    return { status: 204, body: null };
  },
  'GET /products/v2/products/{productId}/details': ({ params, query, headers }) => {
    const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
    if (!site || params.productId !== MOCK_PRODUCT_ID || site.brand !== 'stride')
      return notFound('The product was not found.');
    const colour = query.get('colour') ?? undefined;
    const details = mockProductDetails(site, colour);
    if (colour && !details.colourways.some((c) => c.colourCode === colour))
      return notFound('The product has no such colour.');
    return { body: details };
  },
  'GET /products/v2/products/{productId}/productSets': ({ params }) =>
    params.productId === MOCK_PRODUCT_ID ? { body: mockProductSets() } : notFound('The product was not found.'),
  'GET /products/v2/products/{productSetId}/productSet': ({ params, headers }) => {
    const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
    return site && params.productSetId === MOCK_SET_ID
      ? { body: mockProductSet(site) }
      : notFound('The product set was not found.');
  },
  'POST /products/v1/products/{productId}/availability': ({ params, body, headers }) => {
    const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
    if (!site || params.productId !== MOCK_PRODUCT_ID) return notFound('The product was not found.');
    // A position: the New York stores when it is in the city, none elsewhere (a position needs no geocoder).
    const { latitude, longitude } = body.location ?? {};
    if (latitude !== undefined && longitude !== undefined) {
      const inNewYork = Math.abs(latitude - 40.73) < 0.3 && Math.abs(longitude + 73.99) < 0.3;
      return { body: mockAvailability(site, inNewYork ? '10001' : '') };
    }
    // Like the api's sandbox geocoder: New York by name, or a code it can place; anything else is a 400.
    const place = body.location?.place ?? body.location?.postalCode ?? '';
    const code = /^new york\b/i.test(place) ? '10001' : place;
    if (!/^\d/.test(code) || code.startsWith('9'))
      return {
        status: 400,
        body: { errorDetails: [{ errorId: 'API400', message: 'The place could not be located.' }] },
      };
    return { body: mockAvailability(site, code) };
  },
  'GET /stores/v1/stores/{storeId}': ({ params }) => {
    const store = mockStore(params.storeId ?? '');
    return store
      ? { body: store }
      : { status: 404, body: { errorDetails: [{ errorId: 'STR404', message: 'The store was not found.' }] } };
  },
  'PUT /products/v1/notifications': ({ body, headers }) => {
    const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
    if (!site || body.productId !== MOCK_PRODUCT_ID) return notFound('The product was not found.');
    const variant = mockProductDetails(site)
      .colourways.flatMap((c) => c.variants)
      .find((v) => v.upc === body.upc);
    if (!variant) return notFound('The product has no variant with this UPC.');
    if (variant.inventoryLevel > 0)
      return {
        status: 400,
        body: { errorDetails: [{ errorId: 'API400', message: 'This size is in stock and can be ordered now.' }] },
      };
    return {
      status: 200,
      body: { productId: body.productId, upc: body.upc, subscribed: true, confirmationRequired: true },
    };
  },
  'GET /products/v2/search/productSearch': ({ query, headers }) => {
    const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
    return site ? mockProductSearch(site, query) : notFound('No such site.');
  },
  'GET /products/v2/search/autoSuggest': ({ query, headers }) => {
    const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
    return site ? { body: mockAutoSuggest(site, query.get('q') ?? '') } : notFound('No such site.');
  },
  'GET /products/v1/sitemap': ({ query, headers }) => {
    const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
    return site ? mockSitemapOutline(site, query) : notFound('No such site.');
  },
  'GET /products/v1/sitemap/products': ({ query, headers }) => {
    const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
    return site ? mockSitemapPage(site, 'products', query) : notFound('No such site.');
  },
  'GET /products/v1/sitemap/categories': ({ query, headers }) => {
    const site = findMockSite(headers.get(ApiHeaders.siteId) ?? '');
    return site ? mockSitemapPage(site, 'categories', query) : notFound('No such site.');
  },
};
