import { z } from 'zod';

export const ADDRESS_LINE_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;
export const POSTAL_CODE_MAX_LENGTH = 20;
export const RECIPIENT_NAME_MAX_LENGTH = 60;

/** Carriers that deliver to a home address (shipping methods standard, me, customs); the api knows what each can do. */
export const DELIVERY_CARRIERS = [
  'usps',
  'ups',
  'fedex',
  'royal-mail',
  'dpd',
  'dhl',
  'hermes',
  'colissimo',
  'chronopost',
  'yamato',
  'japan-post',
  'sagawa',
] as const;
export const DeliveryCarrier = z.enum(DELIVERY_CARRIERS);
export type DeliveryCarrier = z.infer<typeof DeliveryCarrier>;

const text = (max: number) => z.string().max(max);

/**
 * An address as a shopper sends it (spec §3 Address), before validation: every field optional and only bounded in
 * length, so a missing or ill-formed field is answered by the address validator (CCA400 naming it) rather than by
 * the schema. `country` and `countryCode` are the same thing under the spec's two names (the two-letter code): both
 * given with different values is refused, 400 API400 naming `country` (decision 0018, addendum t1-F3).
 */
export const AddressInput = z.object({
  id: z.string().max(64).optional(),
  approachType: z.enum(['S', 'B']).optional(),
  main: z.boolean().optional(),
  addressLine1: text(200).optional(),
  addressLine2: text(200).optional(),
  city: text(120).optional(),
  postalCode: text(40).optional(),
  country: text(60).optional(),
  countryCode: text(60).optional(),
  stateCityProvDept: text(80).optional(),
  recipientFirstName: text(120).optional(),
  recipientLastName: text(120).optional(),
  recipientContactEmail: text(254).optional(),
  recipientContactPhone: text(40).optional(),
});
export type AddressInput = z.infer<typeof AddressInput>;

/**
 * An address after validation: trimmed, city cased, postal code in its country's format, state as its code,
 * country code upper case, phone as `+`, dial code and digits (spec §5).
 */
export const Address = z.object({
  id: z.string().optional(),
  approachType: z.enum(['S', 'B']).optional(),
  main: z.boolean().optional(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  postalCode: z.string(),
  countryCode: z.string().length(2),
  stateCityProvDept: z.string().optional(),
  recipientFirstName: z.string().optional(),
  recipientLastName: z.string().optional(),
  recipientContactEmail: z.string().optional(),
  recipientContactPhone: z.string().optional(),
});
export type Address = z.infer<typeof Address>;

/**
 * Why an address was refused, field by field:
 * - CCA400 the address is not valid: a required field is missing or ill-formed, the state is unknown, the postal
 *   code does not have its country's format, or the country is not one we deliver to;
 * - CCA401 the address could not be verified: well formed, but its parts disagree (a US ZIP code outside the
 *   state's ZIP ranges, a Canadian postal code of another province);
 * - SHP500 a PO box, for a carrier that cannot deliver there;
 * - SHP410 the phone number is empty where the carrier needs one.
 */
export const AddressValidationErrorId = z.enum(['CCA400', 'CCA401', 'SHP500', 'SHP410']);
export type AddressValidationErrorId = z.infer<typeof AddressValidationErrorId>;

export const AddressValidationReason = z.object({
  errorId: AddressValidationErrorId,
  /** The address field at fault, e.g. `postalCode`. */
  field: z.string(),
  /** A stable, machine-readable cause within the error id (`missing`, `format`, `unknown-state`, `po-box`, ...). */
  code: z.string(),
  message: z.string(),
});
export type AddressValidationReason = z.infer<typeof AddressValidationReason>;

export const AddressValidationResult = z.object({
  valid: z.boolean(),
  /** The address as normalised as far as it could be (also when refused). */
  normalized: Address,
  /** Empty when valid. */
  reasons: z.array(AddressValidationReason),
  /** Fields whose value normalisation changed, so the storefront can show the shopper the corrected address. */
  corrected: z.array(z.string()),
});
export type AddressValidationResult = z.infer<typeof AddressValidationResult>;
