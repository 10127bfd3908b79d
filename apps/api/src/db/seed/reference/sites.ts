import type { Brand, Site, TaxMode } from '@outsole/contracts/reference';
import type { LocalePath } from '@outsole/contracts/locales';
import { CURRENCIES } from './currencies.js';

export const FEATURE_FLAGS = [
  'favorites',
  'loyalty',
  'expressCheckout',
  'allowPickupOrder',
  'simplifiedEnrollment',
  'bnpl',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export interface SiteSeed {
  siteId: string;
  brand: Brand;
  locale: LocalePath;
  countryCode: string;
  currency: string;
  taxMode: TaxMode;
  features: Record<string, boolean>;
  /** The youngest age an account is opened for when a birth date is given (migration 0041 says why each). */
  minAccountAge: number;
}

/** The site a request without `x-site-id` belongs to. */
export const DEFAULT_SITE_ID = 'stride-en-us';

/**
 * The sites (ARCHITECTURE: a site is `{brand}-{locale}` and fixes brand, country, currency, language, tax mode
 * and feature flags). Taxes are exclusive in the US and inclusive in the UK, EU and Japan. Flags reflect what
 * each market offers: pickup where there are stores, BNPL where a provider operates, loyalty where launched.
 * Favorites are off everywhere until the api serves them (sites.service.ts UNBUILT_FEATURES, tester finding t2-F6).
 */
export const SITES: readonly SiteSeed[] = [
  {
    siteId: 'stride-en-us',
    brand: 'stride',
    locale: 'en-us',
    countryCode: 'US',
    minAccountAge: 13,
    currency: 'USD',
    taxMode: 'exclusive',
    features: flags({ loyalty: true, expressCheckout: true, allowPickupOrder: true, bnpl: true }),
  },
  {
    siteId: 'stride-en-gb',
    brand: 'stride',
    locale: 'en-gb',
    countryCode: 'GB',
    minAccountAge: 13,
    currency: 'GBP',
    taxMode: 'inclusive',
    features: flags({ loyalty: true, expressCheckout: true, allowPickupOrder: true, bnpl: true }),
  },
  {
    siteId: 'stride-de-de',
    brand: 'stride',
    locale: 'de-de',
    countryCode: 'DE',
    minAccountAge: 16,
    currency: 'EUR',
    taxMode: 'inclusive',
    features: flags({ expressCheckout: true, simplifiedEnrollment: true, bnpl: true }),
  },
  {
    siteId: 'stride-fr-fr',
    brand: 'stride',
    locale: 'fr-fr',
    countryCode: 'FR',
    minAccountAge: 15,
    currency: 'EUR',
    taxMode: 'inclusive',
    features: flags({ expressCheckout: true, allowPickupOrder: true, simplifiedEnrollment: true }),
  },
  {
    siteId: 'stride-ja-jp',
    brand: 'stride',
    locale: 'ja-jp',
    countryCode: 'JP',
    minAccountAge: 16,
    currency: 'JPY',
    taxMode: 'inclusive',
    features: flags({ simplifiedEnrollment: true }),
  },
  {
    siteId: 'kestrel-en-us',
    brand: 'kestrel',
    locale: 'en-us',
    countryCode: 'US',
    minAccountAge: 13,
    currency: 'USD',
    taxMode: 'exclusive',
    features: flags({ expressCheckout: true, bnpl: true }),
  },
];

/** Every flag is listed on every site (false when off), so clients never guess about a missing key. */
function flags(on: Partial<Record<FeatureFlag, true>>): Record<FeatureFlag, boolean> {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on[flag] === true])) as Record<FeatureFlag, boolean>;
}

/** The default site as the api describes it, for the public routes (health, docs) that never read the sites. */
export function defaultSiteDefinition(): Site {
  const seed = SITES.find((site) => site.siteId === DEFAULT_SITE_ID);
  const currency = CURRENCIES.find((item) => item.code === seed?.currency);
  if (!seed || !currency) throw new Error(`${DEFAULT_SITE_ID} missing from the site seeds`);
  return { ...seed, currencyExponent: currency.exponent };
}
