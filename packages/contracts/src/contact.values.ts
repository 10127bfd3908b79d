import type { CustomerNumberRule } from './collection-points.values.js';
import type { LocalePath } from './locales.values.js';
import { emailLooksAsWritten } from './email-script.values.js';
import { personNameProblem } from './person-name.values.js';
import { normalizeMobilePhone, type PhoneCountry, type PhoneResult } from './phone.js';
import { shopperTextProblem, type ShopperTextProblem } from './text.values.js';

/**
 * The pickup / collection contact's rules (spec §5: first name, last name and email; a mobile phone and email for
 * collection points in the locales that require them), one copy for the api, which judges, and the storefront, which
 * checks before posting so every bad field is marked at once. No zod: the browser bundle may use it too.
 */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'customerNumber'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_NAME_MAX_LENGTH = 60;

/** Something before and after one @, and a dot followed by at least two characters: ada@example.com. */
const CONTACT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The collected methods that need a contact: store pickup, ship to store, collection point (pudo). */
export type ContactMethod = 'pickup' | 'sts' | 'pudo';

/**
 * spec §5: "Collection point mobile phone, collection point email, collection contact and store pickup email are
 * required only in configured locales." Keyed by the site's locale. First and last name are always required for a
 * collected shipment, and store pickup needs the email in every demo locale (spec §5: "A pickup contact needs first
 * name, last name and email"); a market that collects without email turns `pickupEmail` off here.
 */
export const CONTACT_RULES: Readonly<
  Record<LocalePath, { pickupEmail: boolean; pudoEmail: boolean; pudoPhone: boolean }>
> = {
  'en-us': { pickupEmail: true, pudoEmail: true, pudoPhone: false },
  'en-gb': { pickupEmail: true, pudoEmail: true, pudoPhone: true },
  'de-de': { pickupEmail: true, pudoEmail: true, pudoPhone: true },
  'fr-fr': { pickupEmail: true, pudoEmail: true, pudoPhone: true },
  'ja-jp': { pickupEmail: true, pudoEmail: false, pudoPhone: true },
};

/** The contact fields a collected shipment of this method needs on this site. */
export function requiredContactFields(locale: LocalePath, method: ContactMethod): ContactField[] {
  const rules = CONTACT_RULES[locale];
  const fields: ContactField[] = ['firstName', 'lastName'];
  if (method === 'pudo') {
    if (rules.pudoEmail) fields.push('email');
    if (rules.pudoPhone) fields.push('phone');
  } else if (rules.pickupEmail) {
    fields.push('email');
  }
  return fields;
}

/**
 * What is wrong with one field:
 * - `missing`: empty, or only white space and invisible characters, where the field is required;
 * - `text`: a name with characters that cannot be printed (text.values.ts; `textProblem` says which);
 * - `characters`: a name with digits or symbols other than a name's (person-name.values.ts);
 * - `too-long`: a name over CONTACT_NAME_MAX_LENGTH;
 * - `email`: not the shape of an email address;
 * - `email-script`: an address that only looks like another one, `ada@exampl\u0435.com` with a Cyrillic "е"
 *   (email-script.values.ts, as sign-up refuses it);
 * - `phone`: not a mobile number of the country (`phone` is normalizeMobilePhone's answer);
 * - `customer-number`: not the carrier's customer number: only digits (spaces between them are taken out), from
 *   `min` to `max` of them (a DHL Postnummer: 6 to 10).
 */
export type ContactProblem =
  | { problem: 'missing' }
  | { problem: 'text'; textProblem: Exclude<ShopperTextProblem, 'invisible'> }
  | { problem: 'characters' }
  | { problem: 'too-long'; max: number }
  | { problem: 'email' }
  | { problem: 'email-script' }
  | { problem: 'phone'; phone: Extract<PhoneResult, { valid: false }> }
  | { problem: 'customer-number'; min: number; max: number };

/** As the contact is read: NFKC, runs of white space as one space, trimmed. */
export function cleanContactText(value: string | undefined): string {
  return (value ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim();
}

export function isContactEmail(value: string): boolean {
  return CONTACT_EMAIL.test(cleanContactText(value));
}

export interface ContactCheck {
  /** The fields this method needs on this site (names always). */
  required: readonly ContactField[];
  /** The country whose mobile numbers the phone must be one of; without it the phone is not checked. */
  phoneCountry?: PhoneCountry | null | undefined;
  /**
   * The carrier's customer number the collection point needs (collection-points.values.ts): checked, and required
   * when `required` names `customerNumber`. Without a rule a customer number is not kept (no value, no problem):
   * it belongs to a point that needs one, and the shopper may have chosen another since typing it.
   */
  customerNumber?: CustomerNumberRule | null | undefined;
}

export interface ContactVerdict {
  /** Every bad field, in the form's order (first name, last name, email, phone). */
  problems: Partial<Record<ContactField, ContactProblem>>;
  /** The values as stored: names cleaned, email lower case, phone in E.164 (when valid). */
  values: Partial<Record<ContactField, string>>;
}

/** A value of only white space and invisible characters is no value (text.values.ts `invisible`). */
function given(value: string): string {
  return shopperTextProblem(value) === 'invisible' ? '' : value;
}

/** A customer number as kept: NFKC (full-width digits as ASCII), spaces and hyphens between digits taken out. */
export function cleanCustomerNumber(value: string | undefined): string {
  return cleanContactText(value).replace(/[\s-]+/g, '');
}

/** Checks every field of a pickup contact at once. */
export function checkPickupContact(
  contact: Partial<Record<ContactField, string | undefined>>,
  { required, phoneCountry, customerNumber }: ContactCheck,
): ContactVerdict {
  const problems: ContactVerdict['problems'] = {};
  const values: ContactVerdict['values'] = {};
  for (const field of CONTACT_FIELDS) {
    if (field === 'customerNumber') {
      const number = customerNumber ? given(cleanCustomerNumber(contact.customerNumber)) : '';
      if (!customerNumber) continue;
      if (!number) {
        if (required.includes(field)) problems.customerNumber = { problem: 'missing' };
      } else if (
        /^\d+$/.test(number) &&
        number.length >= customerNumber.minDigits &&
        number.length <= customerNumber.maxDigits
      ) {
        values.customerNumber = number;
      } else {
        problems.customerNumber = {
          problem: 'customer-number',
          min: customerNumber.minDigits,
          max: customerNumber.maxDigits,
        };
      }
      continue;
    }
    const value = given(cleanContactText(contact[field]));
    if (!value) {
      if (required.includes(field)) problems[field] = { problem: 'missing' };
      continue;
    }
    if (field === 'firstName' || field === 'lastName') {
      const textProblem = shopperTextProblem(value);
      if (textProblem && textProblem !== 'invisible') problems[field] = { problem: 'text', textProblem };
      else if (personNameProblem(value)) problems[field] = { problem: 'characters' };
      else if (value.length > CONTACT_NAME_MAX_LENGTH)
        problems[field] = { problem: 'too-long', max: CONTACT_NAME_MAX_LENGTH };
      else values[field] = value;
    } else if (field === 'email') {
      // An email is printed on nothing but still sent to: control or bidi characters make it no address.
      if (!isContactEmail(value) || shopperTextProblem(value) !== null) problems.email = { problem: 'email' };
      else if (!emailLooksAsWritten(value)) problems.email = { problem: 'email-script' };
      else values.email = value.toLowerCase();
    } else if (phoneCountry) {
      const result = normalizeMobilePhone(value, phoneCountry);
      if (result.valid) values.phone = result.e164;
      else problems.phone = { problem: 'phone', phone: result };
    } else {
      values.phone = value;
    }
  }
  return { problems, values };
}
