import type { LocalePath } from '@outsole/contracts/locales';
import type { Brand } from '@outsole/contracts/reference';

import type { LanguageTag } from '#app/lib/i18n/locale.ts';
import type { NavCategory } from '#app/lib/catalog/category-tree.ts';
import type { AuthFormState } from '#app/features/auth/auth-types.ts';
import type { PhoneCountryOption } from '#app/features/auth/phone-countries.ts';
import type { SessionSummary } from '#app/lib/session/session-summary.ts';

/** What the root loader gives every page: the shell's data, identical on the server and after hydration. */
export interface MoneyValue {
  amount: number;
  currency: string;
}

export interface RegionOption {
  locale: LocalePath;
  languageTag: LanguageTag;
  /** "Deutschland · Deutsch": each region in its own language, so shoppers recognise theirs. */
  label: string;
  current: boolean;
}

export interface FlashToastData {
  id: string;
  kind: 'info' | 'success' | 'error';
  message: string;
  values: Record<string, string | number>;
}

export interface ShellData {
  locale: LocalePath;
  languageTag: LanguageTag;
  brand: Brand;
  brandName: string;
  /** Null when the brand has no site in this locale or the api failed (the page is then an error page). */
  site: {
    siteId: string;
    currency: string;
    currencyExponent: number;
    countryName: string;
    countryCode: string;
    /** The site's feature flags (spec: simplified enrollment, favorites, express checkout…). */
    features: Record<string, boolean>;
    /** The youngest age the site opens an account for when a birth date is given. */
    minAccountAge: number;
  } | null;
  /** The URL of the page language's message catalogue (catalogue.server.ts catalogueUrlFor; catalogue-registry.ts). */
  catalogue: string;
  navigation: NavCategory[];
  regions: RegionOption[];
  freeDelivery: MoneyValue | null;
  correlationId: string;
  toastDurations: { durationMs: number; actionDurationMs: number };
  flashToast: FlashToastData | null;
  /** A sign-in or sign-up refused after a post made without JavaScript, for its form (flash cookie). */
  authForm: AuthFormState | null;
  /**
   * The sign-up mobile's country codes, the site's first (GET /consumers-v3/utilities/countryList), while signed out:
   * the dialog and its section without JavaScript offer the choice from the first render. Null when the list cannot
   * be read (no choice: the api reads the number); absent while signed in.
   */
  phoneCountries?: PhoneCountryOption[] | null;
  botProtection: { appId: string; correlationId: string | undefined } | null;
  /** The shopper's session as the header and the sign-in dialogs need it (lib/session/session-summary.server.ts). */
  session: SessionSummary;
  /** Units in the shopper's cart for the header (features/cart, composed in by the root loader); null: none stored. */
  cartCount?: number | null;
  year: number;
}
