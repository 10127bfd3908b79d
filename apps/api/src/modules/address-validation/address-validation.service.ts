import type {
  Address,
  AddressInput,
  AddressValidationErrorId,
  AddressValidationResult,
  DeliveryCarrier,
} from '@outsole/contracts/addresses';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { countryList } from '../countries/countries.service.js';
import { caseCity, cleanText } from './address-text.js';
import { addressTextReasons, blankInvisibleText } from './address-free-text.js';
import { fieldLanguageOf, fieldMessage, type FieldLanguage } from '../../lib/field-messages.js';
import type { AddressValidator } from './address-validator.js';

export interface ShippingAddressOptions {
  /** Who delivers (carriers.ts carrierFor(country, shipping method)); decides SHP500 and SHP410. */
  carrier?: DeliveryCarrier | null;
  /** The phone is required whatever the carrier (per-locale rules of spec §5). */
  requirePhone?: boolean;
  /** Countries this order may ship to; another country is CCA400 on countryCode. Default: any we hold. */
  allowedCountries?: readonly string[];
  /** Where a refusal names the fields (refusalOf): `body.` for an address in the request, else where it is kept. */
  fieldPrefix?: string;
}

/**
 * Checks a shipping address with the address-validation provider, for the cart's
 * `POST /cart/v1/cart/{basketId}/shippingAddress/validation` and for setting a shipping address. The country is the
 * address's own (`countryCode` or `country`), else the site's; its dial code, phone mask and states come from the
 * countries service. Answers the provider's verdict; requireValidShippingAddress throws it instead.
 */
export async function validateShippingAddress(
  ctx: RequestContext,
  db: Db,
  validator: AddressValidator,
  given: AddressInput,
  options: ShippingAddressOptions = {},
): Promise<AddressValidationResult> {
  const { address, countryCode } = readAddressCountry(ctx, given, options.fieldPrefix);
  const language = fieldLanguageOf(ctx.locale);
  const allowed = options.allowedCountries === undefined || options.allowedCountries.includes(countryCode);
  const country = /^[A-Z]{2}$/.test(countryCode)
    ? (await countryList(ctx, db, { countryCode, includeStates: 'true' })).countries[0]
    : undefined;
  if (!country || !allowed) return countryRefused(address, countryCode, language, ctx.site.countryCode);
  const verdict = await validator.validate(address, {
    country: {
      countryCode: country.countryCode,
      dialCode: country.dialCode,
      phoneMask: country.phoneMask,
      states: country.states,
    },
    carrier: options.carrier ?? null,
    requirePhone: options.requirePhone === true,
    language,
  });
  // Ours first: a field refused for its characters is named for them, not for what the provider made of them.
  const reasons = [...addressTextReasons(address, language), ...verdict.reasons];
  return { ...verdict, valid: reasons.length === 0, reasons };
}

/**
 * The address without a blank `country` or `countryCode`: a blank one is no value, so the other name's country is the
 * address's (`"countryCode": "", "country": "DE"` is DE, not silently the site's).
 */
/**
 * The address as validation reads it and its country, the one reading of both for everything that depends on the
 * country (the cart's shipping method and carrier, cart.addresses.ts, as well as the validation): a field of nothing
 * visible is no value (absent when optional, missing when required, never "has no visible character" on an optional
 * address line 2); `country` contradicting `countryCode` is refused first (API400); the code is NFKC-normalised,
 * trimmed and upper case ("ＵＳ" typed with a Japanese IME is US), else the site's.
 */
export function readAddressCountry(
  ctx: RequestContext,
  given: AddressInput,
  fieldPrefix?: string,
): { address: AddressInput; countryCode: string } {
  const address = withoutBlankCountry(blankInvisibleText(given));
  refuseCountryContradiction(address, fieldPrefix);
  const countryCode = (cleanText(address.countryCode ?? address.country) || ctx.site.countryCode).toUpperCase();
  return { address, countryCode };
}

function withoutBlankCountry(address: AddressInput): AddressInput {
  const kept = { ...address };
  if (kept.country !== undefined && cleanText(kept.country) === '') delete kept.country;
  if (kept.countryCode !== undefined && cleanText(kept.countryCode) === '') delete kept.countryCode;
  return kept;
}

/**
 * `country` and `countryCode` are one field under the spec's two names (§3 Address: "country or countryCode"), both
 * the two-letter code (a country's name alone is CCA400 "enter the two-letter country code"). Both given and not the
 * same code (any case, white space around) is an integrator's mistake, never silently one of them (the address was
 * kept in `countryCode`'s country, with its tax): 400 API400 naming `country`, as a field given different values in
 * the query and the body is (lib/query-or-body.ts). Thrown, also by the validation call: the request is ill-formed,
 * not the address.
 */
function refuseCountryContradiction(address: AddressInput, fieldPrefix = 'body.'): void {
  const { country, countryCode } = address;
  if (country === undefined || countryCode === undefined) return;
  const [name, code] = [cleanText(country), cleanText(countryCode)];
  if (name.toUpperCase() === code.toUpperCase()) return;
  throw new ApiError('API400', {
    field: `${fieldPrefix}country`,
    message:
      `country is ${JSON.stringify(country)} and countryCode is ${JSON.stringify(countryCode)}: send one ` +
      '(both take the two-letter country code).',
  });
}

/** The address as it should be written, or the refusal (refusalOf) thrown. */
export async function requireValidShippingAddress(
  ctx: RequestContext,
  db: Db,
  validator: AddressValidator,
  address: AddressInput,
  options: ShippingAddressOptions = {},
): Promise<Address> {
  const result = await validateShippingAddress(ctx, db, validator, address, options);
  const refusal = refusalOf(result, options.fieldPrefix);
  if (refusal) throw refusal;
  return result.normalized;
}

/** What to fix first when several things are wrong: ill-formed fields, then the phone, the PO box, verification. */
const PRIORITY: readonly AddressValidationErrorId[] = ['CCA400', 'SHP410', 'SHP500', 'CCA401'];

/**
 * A refused address as one ApiError: the first id in PRIORITY among the reasons, one detail per field with that id,
 * fields named as the request names them (`body.postalCode`, or under `fieldPrefix`). Null when valid.
 */
export function refusalOf(result: AddressValidationResult, fieldPrefix = 'body.'): ApiError | null {
  const errorId = PRIORITY.find((id) => result.reasons.some((reason) => reason.errorId === id));
  if (!errorId) return null;
  // One detail per field: a field refused twice (a provider's and our own check) is one thing to fix.
  const byField = new Map<string, { field: string; message: string }>();
  for (const reason of result.reasons) {
    const field = `${fieldPrefix}${reason.field}`;
    if (reason.errorId === errorId && !byField.has(field)) byField.set(field, { field, message: reason.message });
  }
  const details = [...byField.values()];
  return new ApiError(errorId, { field: details[0]?.field, message: details[0]?.message, details });
}

function countryRefused(
  address: AddressInput,
  countryCode: string,
  language: FieldLanguage,
  siteCountry: string,
): AddressValidationResult {
  // A country's name (`"country": "United States"`, spec §3 "country or countryCode") is no code: say what to send,
  // not that the site does not deliver there.
  const notACode = !/^[A-Z]{2}$/.test(countryCode);
  return {
    valid: false,
    normalized: {
      addressLine1: cleanText(address.addressLine1),
      city: caseCity(cleanText(address.city)),
      postalCode: cleanText(address.postalCode),
      countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : 'ZZ',
    },
    reasons: [
      {
        errorId: 'CCA400',
        field: address.countryCode === undefined && address.country !== undefined ? 'country' : 'countryCode',
        code: notACode ? 'country-code' : 'unsupported-country',
        message: notACode
          ? fieldMessage(language, 'country-code', 'country', { code: siteCountry })
          : fieldMessage(language, 'unsupported-country', 'country'),
      },
    ],
    corrected: [],
  };
}
