import {
  checkPickupContact,
  CONTACT_FIELDS,
  type ContactField,
  type ContactProblem,
} from '@outsole/contracts/contact.values';
import type { CustomerNumberRule } from '@outsole/contracts/collection-points.values';
import { mobileDigitCounts, phoneAdvice, type PhoneCountry } from '@outsole/contracts/phone';

import type { Translate } from '#app/lib/i18n/use-t.ts';
import { shopperTextProblemKey } from '#app/lib/shopper-text.ts';

/**
 * The pickup contact checked by the api's own rules (contracts contact.values) before posting: the place dialog
 * checks each field as the browser checks a form (every bad field marked at once, focus on the first), and the cart
 * action checks them again for a post without JavaScript, so the shopper never fixes one field per round trip.
 */
export interface ContactRules {
  /**
   * The fields the site's locale requires for the method besides the names (spec §5; place-search.server.ts), and
   * the carrier's customer number where the collection point chosen needs one (a DHL Packstation's Postnummer).
   */
  required: { email: boolean; phone: boolean; customerNumber?: boolean };
  /** The site country's dial code and mask; unknown: the phone is left to the api. */
  phoneCountry: PhoneCountry | null | undefined;
  /** The customer number the chosen point needs (collection-points.values.ts); unknown or none: left to the api. */
  customerNumber?: CustomerNumberRule | null;
}

export function requiredContactFields(required: ContactRules['required']): ContactField[] {
  return [
    'firstName',
    'lastName',
    ...(required.email ? (['email'] as const) : []),
    ...(required.phone ? (['phone'] as const) : []),
    ...(required.customerNumber ? (['customerNumber'] as const) : []),
  ];
}

/** What the shopper reads at a field for a problem. */
export function contactProblemMessage(
  problem: ContactProblem,
  t: Translate,
  phoneCountry?: PhoneCountry | null,
  field?: ContactField,
): string {
  switch (problem.problem) {
    case 'missing':
      // The field named, in the shop's words (F8): not the browser's "Please fill in this field."
      return field ? t('cart.place.missing', { field }) : t('validation.required');
    case 'text':
      return t(shopperTextProblemKey(problem.textProblem));
    case 'characters':
      return t('validation.nameCharacters');
    case 'too-long':
      return t('validation.tooLong', { max: problem.max });
    case 'email':
      return t('validation.email');
    case 'email-script':
      return t('validation.emailScripts');
    case 'phone':
      return mobilePhoneMessage(phoneCountry ?? { dialCode: '' }, t);
    case 'customer-number':
      return t('cart.place.customerNumberInvalid', { min: problem.min, max: problem.max });
  }
}

/**
 * What to write at a refused mobile: the digit counts a mobile of the country has (a German one 10 or 11 after the
 * 0, so 11 or 12 as written) and a real-looking one (contracts phoneAdvice), as the api says it; never the mask's X's.
 */
export function mobilePhoneMessage(country: PhoneCountry, t: Translate): string {
  const advice = phoneAdvice(country, mobileDigitCounts(country));
  return advice.fewer === undefined
    ? t('cart.place.phoneInvalid', { digits: advice.digits, example: advice.example })
    : t('cart.place.phoneInvalidCounts', { ...advice });
}

/** Every bad field of the contact, with its message; empty when the api would take it. */
export function contactFieldMessages(
  contact: Partial<Record<ContactField, string | undefined>>,
  rules: ContactRules,
  t: Translate,
): Partial<Record<ContactField, string>> {
  const { problems } = checkPickupContact(contact, {
    required: requiredContactFields(rules.required),
    phoneCountry: rules.phoneCountry,
    customerNumber: rules.customerNumber,
  });
  const messages: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const problem = problems[field];
    if (problem) messages[field] = contactProblemMessage(problem, t, rules.phoneCountry, field);
  }
  return messages;
}

/** One field's message, for the field's own check as the shopper types (TextField `validate`). */
export function contactFieldMessage(
  field: ContactField,
  value: string,
  rules: ContactRules,
  t: Translate,
): string | null {
  return contactFieldMessages({ [field]: value }, rules, t)[field] ?? null;
}
