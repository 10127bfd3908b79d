import type { ConsumerProfile } from '@outsole/contracts/auth';
import { INTEREST_SEPARATOR, INTERESTS } from '@outsole/contracts/auth.values';
import {
  formatInternationalPhone,
  formatNationalPhone,
  maskDigitCount,
  NORTH_AMERICA_DIAL_CODE,
  phoneMaskFor,
  type PhoneCountry,
} from '@outsole/contracts/phone';

/**
 * The account page's profile form (`intent=update-profile`): its values as posted or as the profile has them, and
 * the stored phone number as the sign-up field writes it. Shared by the page and its action (profile.server.ts).
 */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
  postalCode: string;
  interests: string[];
  preferredShoeSize: string;
  emailOptIn: boolean;
  /** The mobile's country as posted (dial code digits, `49`): kept for a form sent back with its errors. */
  phoneCode?: string;
}

export function isInterest(value: unknown): value is (typeof INTERESTS)[number] {
  return typeof value === 'string' && (INTERESTS as readonly string[]).includes(value);
}

/** The form's values as the profile has them now: what the form opens with. */
export function profileValuesOf(profile: ConsumerProfile, phoneCountry: PhoneCountry | null): ProfileFormValues {
  const details = profile.consumerDetails;
  return {
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    phone: details.phone ? (maskedNational(details.phone, phoneCountry) ?? details.phone) : '',
    birthDate: details.birthDate ?? '',
    postalCode: details.postalCode ?? '',
    interests: profile.preferences.interests.split(INTEREST_SEPARATOR).filter(isInterest),
    preferredShoeSize: profile.preferences.preferredShoeSize ?? '',
    emailOptIn: emailOptInAsked(profile),
  };
}

/**
 * Whether the shopper asked for marketing emails: opted in, or waiting for the confirmation link (double opt-in,
 * decision 0054). The form's box stays ticked while pending; unticking it turns emails off at once.
 */
export function emailOptInAsked(profile: Pick<ConsumerProfile, 'subscriptions'>): boolean {
  return profile.subscriptions.some((each) => each.channel === 'email' && (each.optin || each.pending === true));
}

/** The email subscription's state on the account page. */
export function emailSubscriptionState(
  profile: Pick<ConsumerProfile, 'subscriptions'>,
): 'subscribed' | 'pending' | 'not-subscribed' {
  const email = profile.subscriptions.find((each) => each.channel === 'email');
  if (email?.optin) return 'subscribed';
  return email?.pending ? 'pending' : 'not-subscribed';
}

/**
 * A stored national number as the country writes it at home, as the sign-up field formats it (`9012356984` in Japan
 * → `090-1235-6984`, `4155550100` → `(415) 555-0100`); null when the digits do not fit the country's mask. A number
 * one digit short still takes it (a German 10-digit mobile in the 11-digit mask).
 */
export function maskedNational(phone: string, country: PhoneCountry | null): string | null {
  if (!fits(phone, country)) return null;
  return formatNationalPhone(phone, country);
}

function fits(phone: string, country: PhoneCountry | null): country is PhoneCountry {
  if (!country || !/^\d+$/.test(phone)) return false;
  const count = maskDigitCount(phoneMaskFor(country));
  return phone.length <= count && phone.length >= count - 1;
}

/**
 * `+81` and `9012356984` → `+81 90-1235-6984`, `+1` and `4155550100` → `+1 415-555-0100` (the international form,
 * never the spec mask's spaced dashes: language reviewer F3-7); a number that does not fit its country's mask as
 * stored.
 */
export function formatPhoneForDisplay(
  phone: string | null,
  phoneCode: string | null,
  country: PhoneCountry | null,
): string | null {
  if (!phone) return null;
  if (!phoneCode) return phone;
  const dialCode = phoneCode.replace(/^\+/, '');
  // Without the country list only North America's mask is known from the dial code alone (contracts/phone.ts).
  const known = country?.dialCode === dialCode ? country : dialCode === NORTH_AMERICA_DIAL_CODE ? { dialCode } : null;
  return fits(phone, known) ? formatInternationalPhone(phone, known) : `${phoneCode} ${phone}`;
}
