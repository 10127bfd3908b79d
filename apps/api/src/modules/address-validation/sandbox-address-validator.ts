import {
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  RECIPIENT_NAME_MAX_LENGTH,
  type Address,
  type AddressInput,
  type AddressValidationErrorId,
  type AddressValidationReason,
  type AddressValidationResult,
} from '@outsole/contracts/addresses';
import { normalizePhone, phoneAdvice } from '@outsole/contracts/phone';
import { fieldMessage, type FieldMessage } from '../../lib/field-messages.js';
import type { MessageParams } from '../../lib/error-messages.js';
import { addressFieldName } from './address-free-text.js';
import { caseCity, cleanText } from './address-text.js';
import type { AddressCountry, AddressValidationOptions, AddressValidator } from './address-validator.js';
import { CARRIERS } from './carriers.js';
import { isPoBox } from './po-boxes.js';
import { normalizePostalCode, postalCodeInState } from './postal-codes.js';
import { matchState } from './states.js';

/** Countries whose addresses name their state, province or prefecture (the post sorts by it). */
const STATE_REQUIRED = new Set(['US', 'CA', 'MX', 'AU', 'JP']);
/** Countries where a street address always has a house number; one without is CCA401 (found nowhere). */
const HOUSE_NUMBER_REQUIRED = new Set(['US', 'CA', 'DE', 'NL', 'AU']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = keyof AddressInput;

/**
 * The sandbox address validator: a provider's checks made from the data we hold (countries, states, postal formats,
 * US ZIP, Canadian and Australian postcode ranges) instead of a call out. Rules (docs: decisions-issue5-providers):
 * CCA400 missing, too long or ill-formed fields, another country, an unknown state, a postal code not of the
 * country's shape; CCA401 a well-formed address whose parts disagree (postal code outside the state) or a street
 * without a house number where every address has one; SHP500 a PO box for a carrier that cannot deliver there;
 * SHP410 an empty phone where the carrier or locale needs one.
 */
export const sandboxAddressValidator: AddressValidator = {
  validate: (address, options) => Promise.resolve(validateAddress(address, options)),
};

export function validateAddress(
  input: AddressInput,
  { country, carrier, requirePhone, language = 'en' }: AddressValidationOptions,
): AddressValidationResult {
  const reasons: AddressValidationReason[] = [];
  const refuse: Refuse = (errorId, field, code, message, params) => {
    reasons.push({ errorId, field, code, message: fieldMessage(language, message, addressFieldName(field), params) });
  };
  const cc = country.countryCode;
  const abilities = carrier ? CARRIERS[carrier] : null;

  const givenCountry = cleanText(input.countryCode ?? input.country).toUpperCase();
  if (givenCountry && givenCountry !== cc) {
    refuse('CCA400', input.countryCode === undefined ? 'country' : 'countryCode', 'country-mismatch', 'other-country');
  }

  const text = (field: Field, max: number, required: boolean): string => {
    const value = cleanText(input[field] as string | undefined);
    if (!value) {
      if (required) refuse('CCA400', field, 'missing', 'missing');
    } else if (value.length > max) {
      refuse('CCA400', field, 'too-long', 'too-long', { max });
    }
    return value;
  };
  const line1 = text('addressLine1', ADDRESS_LINE_MAX_LENGTH, true);
  const line2 = text('addressLine2', ADDRESS_LINE_MAX_LENGTH, false);
  const city = caseCity(text('city', CITY_MAX_LENGTH, true));
  const firstName = text('recipientFirstName', RECIPIENT_NAME_MAX_LENGTH, true);
  const lastName = text('recipientLastName', RECIPIENT_NAME_MAX_LENGTH, true);
  if (line1 && !/[\p{L}\p{N}]/u.test(line1)) refuse('CCA400', 'addressLine1', 'format', 'street-format');
  // A city with no letters at all (symbols, emoji) is asked for in letters; one with digits, without them.
  if (city && !/\p{L}/u.test(city)) refuse('CCA400', 'city', 'format', 'city-letters');
  else if (city && /\p{N}/u.test(city)) refuse('CCA400', 'city', 'format', 'city-format');

  const postal = postalCode(input, cc, refuse);
  const state = stateOf(input, country, refuse);
  if (postal && state && !postalCodeInState(cc, postal, state.code)) {
    // Canada has provinces (and territories), not states.
    const message = PROVINCE_COUNTRIES.has(cc) ? 'postal-province' : 'postal-state';
    refuse('CCA401', 'postalCode', 'postal-state', message, { state: state.name });
  }
  if (line1 && HOUSE_NUMBER_REQUIRED.has(cc) && !/\p{N}/u.test(`${line1} ${line2}`)) {
    refuse('CCA401', 'addressLine1', 'no-house-number', 'no-house-number');
  }

  const email = cleanText(input.recipientContactEmail).toLowerCase();
  if (email && !EMAIL.test(email)) refuse('CCA400', 'recipientContactEmail', 'format', 'email-format');

  const phone = phoneOf(input, country, requirePhone === true || abilities?.phoneRequired === true, refuse);

  if (abilities && !abilities.poBox) {
    for (const [field, line] of [
      ['addressLine1', line1],
      ['addressLine2', line2],
    ] as const) {
      if (line && isPoBox(line)) refuse('SHP500', field, 'po-box', 'po-box');
    }
  }

  const normalized: Address = {
    ...(input.id === undefined ? {} : { id: input.id }),
    ...(input.approachType === undefined ? {} : { approachType: input.approachType }),
    ...(input.main === undefined ? {} : { main: input.main }),
    addressLine1: line1,
    ...(line2 ? { addressLine2: line2 } : {}),
    city,
    postalCode: postal ?? cleanText(input.postalCode),
    countryCode: cc,
    ...optional('stateCityProvDept', state?.code ?? cleanText(input.stateCityProvDept)),
    ...optional('recipientFirstName', firstName),
    ...optional('recipientLastName', lastName),
    ...optional('recipientContactEmail', email),
    ...optional('recipientContactPhone', phone),
  };
  return { valid: reasons.length === 0, normalized, reasons, corrected: corrections(input, normalized) };
}

/** Countries whose first-level divisions are called provinces in the address form (spec §5 stateCityProvDept). */
const PROVINCE_COUNTRIES: ReadonlySet<string> = new Set(['CA']);

type Refuse = (
  errorId: AddressValidationErrorId,
  field: Field,
  code: string,
  message: FieldMessage,
  params?: MessageParams,
) => void;

function postalCode(input: AddressInput, cc: string, refuse: Refuse): string | null {
  const raw = cleanText(input.postalCode);
  if (!raw) {
    refuse('CCA400', 'postalCode', 'missing', 'missing');
    return null;
  }
  const result = normalizePostalCode(cc, raw);
  if (result.ok) return result.postalCode;
  refuse('CCA400', 'postalCode', 'format', 'postal-format');
  return null;
}

function stateOf(input: AddressInput, country: AddressCountry, refuse: Refuse): { code: string; name: string } | null {
  const raw = cleanText(input.stateCityProvDept);
  if (!raw) {
    if (STATE_REQUIRED.has(country.countryCode) && country.states.length > 0) {
      refuse('CCA400', 'stateCityProvDept', 'missing', 'choose');
    }
    return null;
  }
  if (country.states.length === 0) return null; // not listed for this country: kept as written
  const state = matchState(country.countryCode, country.states, raw);
  if (!state) refuse('CCA400', 'stateCityProvDept', 'unknown-state', 'unknown-state');
  return state;
}

function phoneOf(input: AddressInput, country: AddressCountry, needed: boolean, refuse: Refuse): string {
  const raw = cleanText(input.recipientContactPhone);
  const result = raw ? normalizePhone(raw, { dialCode: country.dialCode, phoneMask: country.phoneMask }) : null;
  if (result?.valid) return result.e164;
  if (!result || result.reason === 'empty') {
    if (needed) refuse('SHP410', 'recipientContactPhone', 'phone-empty', 'phone-for-carrier');
    else if (raw) refuse('CCA400', 'recipientContactPhone', 'phone-format', 'phone-no-digits');
    return '';
  }
  if (result.reason === 'other-country') {
    refuse('CCA400', 'recipientContactPhone', 'phone-format', 'phone-other-country', { dialCode: country.dialCode });
  } else {
    const { digits, example } = phoneAdvice(country, [result.expectedDigits]);
    refuse('CCA400', 'recipientContactPhone', 'phone-format', 'phone-digit-count', { digits, example });
  }
  return raw;
}

function optional<K extends keyof Address>(key: K, value: string): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Partial<Record<K, string>>) : {};
}

const COMPARED = [
  'addressLine1',
  'addressLine2',
  'city',
  'postalCode',
  'stateCityProvDept',
  'recipientFirstName',
  'recipientLastName',
  'recipientContactEmail',
  'recipientContactPhone',
] as const;

/** Fields the shopper wrote that normalisation rewrote (beyond spaces): what to show as corrected. */
function corrections(input: AddressInput, normalized: Address): string[] {
  const changed: string[] = COMPARED.filter((field) => {
    const given = cleanText(input[field]);
    return given !== '' && given !== (normalized[field] ?? '');
  });
  const givenCountry = input.countryCode ?? input.country;
  if (givenCountry !== undefined && cleanText(givenCountry) !== normalized.countryCode) changed.push('countryCode');
  return changed;
}
