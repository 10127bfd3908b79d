import type { ConsumerType } from '@outsole/contracts/auth';

import type { MergeNotice } from '#app/lib/session/session-summary.ts';

/**
 * What the storefront's session actions answer a fetcher (routes/session.ts, the account and reset-password routes):
 * success says where to go and which dialog to show next; failure carries localised messages, per form field where
 * a field is at fault (`fieldErrors.email` for AUT439) and for the form otherwise (AUT401, AUT423, …).
 */
export type AuthFormResult =
  | { ok: true; redirectTo?: string; show?: 'welcome' | 'employee-terms' | 'merged-cart' }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string>; offerReset?: boolean };

/**
 * A sign-in or sign-up refused after a post made without JavaScript, for the page it went back to (the root
 * loader's `authForm`): the values typed (never a password) and the answer, shown in the form as a fetcher's is.
 */
export interface AuthFormState {
  /** `enroll`: the simplified enrollment's short sign-up beside sign-in. */
  intent: 'sign-in' | 'sign-up' | 'enroll' | 'forgot-password';
  values: Record<string, string | string[]>;
  result: Extract<AuthFormResult, { ok: false }>;
}

/** The shopper's session as the root loader describes it (no token ever reaches the browser). */
export interface AuthSession {
  signedIn: boolean;
  firstName?: string | undefined;
  /** The family name, by which the Japanese header greets the shopper ("山田 様"). */
  lastName?: string | undefined;
  consumerType?: ConsumerType | undefined;
  /** An employee who has not accepted the employee discount terms yet (spec §4, §6). */
  needsEmployeeTerms?: boolean | undefined;
  /** The email marketing opt-in waits for its emailed link (decision 0054): the welcome says the email went. */
  emailOptInPending?: boolean | undefined;
  /** What a sign-in merged into the account, while the shopper has not dismissed the notice (spec §4). */
  mergeNotice?: MergeNotice | undefined;
}

/** What the dialogs need to know about the site: its country (phone mask, postal codes, sizes) and its flags. */
export interface AuthSite {
  siteId: string;
  countryCode: string;
  /** spec §2: "sign-in (or a simplified enrollment variant when enabled)": the site's `simplifiedEnrollment` flag. */
  simplifiedEnrollment: boolean;
  /** The youngest age the site opens an account for when a birth date is given (`Site.minAccountAge`). */
  minAccountAge?: number;
}

/** The brand of a site id (`stride-en-us` → `stride`, ARCHITECTURE: a site is `{brand}-{locale}`). */
export function brandOfSite(siteId: string): string {
  return siteId.split('-')[0] ?? '';
}

/** The resource route every identity form posts to (`intent` says what it does). */
export function sessionActionPath(locale: string): string {
  return `/${locale}/session`;
}
