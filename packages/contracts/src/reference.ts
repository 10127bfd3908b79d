import { z } from 'zod';
import { LocalePath } from './locales.js';

export const TaxMode = z.enum(['exclusive', 'inclusive']);
export type TaxMode = z.infer<typeof TaxMode>;

export const Brand = z.enum(['stride', 'kestrel']);
export type Brand = z.infer<typeof Brand>;

/** A site is `{brand}-{locale}`; it fixes brand, country, currency, language, tax mode and feature flags. */
export const SITE_ID_PATTERN = /^[a-z]+-[a-z]{2}-[a-z0-9]{2,3}$/;

export const FeatureFlags = z.record(z.string(), z.boolean());
export type FeatureFlags = z.infer<typeof FeatureFlags>;

export const Site = z.object({
  siteId: z.string().regex(SITE_ID_PATTERN),
  brand: Brand,
  locale: LocalePath,
  countryCode: z.string().length(2),
  currency: z.string().length(3),
  currencyExponent: z.number().int().min(0).max(3),
  taxMode: TaxMode,
  features: FeatureFlags,
  /**
   * The youngest age the site opens an account for when a birth date is given (PRO414 below it, at sign-up and on
   * the account): the market's age of a child's own consent to an online service (US and GB 13, FR 15, DE and JP 16).
   */
  minAccountAge: z.number().int().min(0).max(21),
});
export type Site = z.infer<typeof Site>;

/**
 * A site as GET /sites/v1/sites and /sites/v1/sites/{siteId} answer it: the record, and what its storefront
 * advertises from the promotions running now. `freeStandardShippingFrom`: the spend (minor units of the site's
 * currency) from which standard delivery is free for any shopper, null when no such promotion runs.
 */
export const SiteWithOffers = Site.extend({
  freeStandardShippingFrom: z.number().int().nonnegative().nullable(),
});
export type SiteWithOffers = z.infer<typeof SiteWithOffers>;

export const SiteList = z.object({ sites: z.array(SiteWithOffers) });
export type SiteList = z.infer<typeof SiteList>;

export const CountryState = z.object({ code: z.string(), name: z.string() });

export const Country = z.object({
  countryCode: z.string().length(2),
  name: z.string(),
  dialCode: z.string().regex(/^\d{1,4}$/),
  phoneMask: z.string(),
  phoneDigits: z.number().int().positive(),
  currency: z.string().length(3),
  states: z.array(CountryState),
});
export type Country = z.infer<typeof Country>;

/** GET /consumers-v3/utilities/countryList query. */
export const CountryListQuery = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'countryCode must be a two-letter ISO 3166 code')
    .transform((value) => value.toUpperCase())
    .optional(),
  includeStates: z.enum(['true', 'false']).default('true'),
});
export type CountryListQuery = z.infer<typeof CountryListQuery>;

export const CountryList = z.object({ countries: z.array(Country) });
export type CountryList = z.infer<typeof CountryList>;
