import type { AddressInput, AddressValidationReason } from '@outsole/contracts/addresses';
import { personNameProblem } from '@outsole/contracts/person-name.values';
import { MAX_STACKED_MARKS, shopperTextProblem } from '@outsole/contracts/text.values';
import { fieldMessage, type FieldLanguage, type FieldName } from '../../lib/field-messages.js';
import { cleanText } from './address-text.js';

/** The address's text fields, with the name a message gives each. */
const TEXT_FIELDS = {
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  city: 'city',
  postalCode: 'postalCode',
  stateCityProvDept: 'stateCityProvDept',
  recipientFirstName: 'firstName',
  recipientLastName: 'lastName',
  recipientContactEmail: 'email',
  recipientContactPhone: 'phone',
} as const satisfies Partial<Record<keyof AddressInput, FieldName>>;

type TextField = keyof typeof TEXT_FIELDS;

/** How a message names an address field (`recipientFirstName` → first name); the country for any other. */
export function addressFieldName(field: keyof AddressInput): FieldName {
  return Object.hasOwn(TEXT_FIELDS, field) ? TEXT_FIELDS[field as TextField] : 'country';
}

/**
 * The address with every text field of no visible character (only white space and invisible characters: zero-width
 * space, word joiner, BOM; contracts text.values.ts `invisible`) made empty: such a value is no value. An optional
 * field (address line 2, a phone or email no carrier needs) is then simply absent; a required one is refused as
 * missing by the validator, with the message of an empty field.
 */
export function blankInvisibleText(address: AddressInput): AddressInput {
  const blanked: AddressInput = { ...address };
  for (const field of Object.keys(TEXT_FIELDS) as TextField[]) {
    const raw = blanked[field];
    if (raw !== undefined && shopperTextProblem(cleanText(raw)) === 'invisible') blanked[field] = '';
  }
  return blanked;
}

/** The recipient's names: a person's name (contracts person-name.values.ts), as the account's and a pickup contact's. */
const NAME_FIELDS: ReadonlySet<TextField> = new Set(['recipientFirstName', 'recipientLastName']);

/**
 * Our own check of an address, whatever the provider checks: every field is shopper free text (contracts
 * text.values.ts), printed on a parcel's label. CCA400 `text` for control characters, unpaired surrogates and bidi
 * controls, CCA400 `stacked-marks` for more than MAX_STACKED_MARKS accents on one letter ("Zalgo"), one rule for every
 * field alike; CCA400 `name-characters` for a recipient's name with digits or symbols.
 * (A value of invisible characters only is blanked first: blankInvisibleText.)
 */
export function addressTextReasons(address: AddressInput, language: FieldLanguage = 'en'): AddressValidationReason[] {
  return (Object.keys(TEXT_FIELDS) as TextField[]).flatMap((field): AddressValidationReason[] => {
    const raw = address[field];
    if (raw === undefined) return [];
    // As the validator reads it: line breaks and tabs are white space, joined into one space.
    const value = cleanText(raw);
    const problem = shopperTextProblem(value);
    if (problem === 'invisible') return [];
    if (problem === null) {
      if (!NAME_FIELDS.has(field) || !personNameProblem(value)) return [];
      const message = fieldMessage(language, 'name-characters', TEXT_FIELDS[field]);
      return [{ errorId: 'CCA400', field, code: 'name-characters', message }];
    }
    if (problem === 'marks') {
      // Letters under a stack of accents ("Zalgo"): said as what it is, not as hidden characters.
      const message = fieldMessage(language, 'stacked-marks', TEXT_FIELDS[field], { max: MAX_STACKED_MARKS });
      return [{ errorId: 'CCA400', field, code: 'stacked-marks', message }];
    }
    const message = fieldMessage(language, 'text', TEXT_FIELDS[field]);
    return [{ errorId: 'CCA400', field, code: 'text', message }];
  });
}
