import type { AddressInput, AddressValidationResult, DeliveryCarrier } from '@outsole/contracts/addresses';
import type { FieldLanguage } from '../../lib/field-messages.js';

/** What the validator knows of the destination country, from the countries and states tables. */
export interface AddressCountry {
  countryCode: string;
  dialCode: string;
  phoneMask: string;
  /** Its states, provinces, prefectures or Länder (code and name); empty where the table lists none. */
  states: readonly { code: string; name: string }[];
}

export interface AddressValidationOptions {
  country: AddressCountry;
  /** Who delivers: decides whether a PO box (SHP500) or an empty phone (SHP410) is refused. None: neither is. */
  carrier?: DeliveryCarrier | null | undefined;
  /** The phone is needed whatever the carrier (a locale that requires it, spec §5). */
  requirePhone?: boolean | undefined;
  /** The language the reasons' messages are said in (the request's); English when not given. */
  language?: FieldLanguage | undefined;
}

/**
 * The address-validation provider (ARCHITECTURE: outside providers sit behind an adapter with a sandbox
 * implementation). It answers whether an address can be delivered to, the address as it should be written, and why
 * not field by field. A production adapter would call a provider (Loqate, Smarty, Google Address Validation) and map
 * its verdict onto the same result.
 */
export interface AddressValidator {
  validate(address: AddressInput, options: AddressValidationOptions): Promise<AddressValidationResult>;
}
