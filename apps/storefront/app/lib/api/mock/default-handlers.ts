import { Headers as ApiHeaders } from '@outsole/contracts/headers';
import { PerformanceIngest } from '@outsole/contracts/performance';

import { findMockSite, mockCatalog, mockCountries } from './fixtures.ts';
import type { MockHandlers } from './mock-types.ts';

function notFound(message: string) {
  return { status: 404, body: { errorDetails: [{ errorId: 'API404', message }], appId: 'outsole-api' } };
}

/** Default answers of mock mode, shaped like the seeded api's. Tests override single routes. */
export const defaultMockHandlers: Required<MockHandlers> = {
  'GET /sites/v1/sites/{siteId}': ({ params }) => {
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
};
