import type { AddressInput, AddressValidationReason } from '@outsole/contracts/addresses';
import { shopperTextProblem } from '@outsole/contracts/text.values';
import { cleanText } from './address-text.js';

/** The address's text fields, as a refusal names them, with the words a message uses. */
const TEXT_FIELDS = {
  addressLine1: 'street address',
  addressLine2: 'second address line',
  city: 'city',
  postalCode: 'postal code',
  stateCityProvDept: 'state',
  recipientFirstName: "recipient's first name",
  recipientLastName: "recipient's last name",
  recipientContactEmail: 'email address',
  recipientContactPhone: 'phone number',
} as const satisfies Partial<Record<keyof AddressInput, string>>;

/**
 * Our own check of an address, whatever the provider checks: every field is shopper free text (contracts
 * text.values.ts), printed on a parcel's label. CCA400 `text` for control characters, unpaired surrogates and bidi
 * controls; a value of invisible characters only is no value (CCA400 `missing`), whether the field is required or not.
 * One rule for the whole address, every field alike.
 */
export function addressTextReasons(address: AddressInput): AddressValidationReason[] {
  return Object.entries(TEXT_FIELDS).flatMap(([field, label]): AddressValidationReason[] => {
    const raw = address[field as keyof typeof TEXT_FIELDS];
    if (raw === undefined) return [];
    // As the validator reads it: line breaks and tabs are white space, joined into one space.
    const problem = shopperTextProblem(cleanText(raw));
    if (problem === null) return [];
    if (problem === 'invisible') {
      return [{ errorId: 'CCA400', field, code: 'missing', message: `Please enter the ${label}.` }];
    }
    const message = `The ${label} has characters that cannot be printed (${problem}).`;
    return [{ errorId: 'CCA400', field, code: 'text', message }];
  });
}
