import {
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  RECIPIENT_NAME_MAX_LENGTH,
  type AddressInput,
} from '@outsole/contracts/addresses';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { toApiError } from '../../lib/error-mapping.js';
import { fieldLanguageOf, fieldMessage } from '../../lib/field-messages.js';
import { addressFieldName } from './address-free-text.js';

/** The address's text fields a shopper fills in, with the length the address validator takes (else the schema's). */
const SHOPPER_FIELDS: Partial<Record<keyof AddressInput, number | null>> = {
  addressLine1: ADDRESS_LINE_MAX_LENGTH,
  addressLine2: ADDRESS_LINE_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
  recipientFirstName: RECIPIENT_NAME_MAX_LENGTH,
  recipientLastName: RECIPIENT_NAME_MAX_LENGTH,
  postalCode: null,
  country: null,
  countryCode: null,
  stateCityProvDept: null,
  recipientContactEmail: null,
  recipientContactPhone: null,
};

/**
 * A shipping or billing address request its schema refused (routes with `attachValidation`), said as the address
 * validator says its refusals: an address field too long or not text gets a message in the request's language naming
 * it as a form does ("The street address can have at most 100 characters."), not the schema's wording. API400 with
 * one detail per field as before; anything else (an unknown key, the basket id) keeps the generic answer.
 */
export function addressRequestError(ctx: RequestContext, error: Error): ApiError {
  const base = toApiError(error);
  if (!hasZodFastifySchemaValidationErrors(error)) return base;
  const { validation, validationContext } = error as typeof error & { validationContext?: string };
  if ((validationContext ?? 'body') !== 'body') return base;
  const language = fieldLanguageOf(ctx.locale);
  const details = base.details.map((detail) => {
    const name = detail.field.startsWith('body.') ? detail.field.slice('body.'.length) : '';
    if (!Object.hasOwn(SHOPPER_FIELDS, name)) return detail;
    const field = name as keyof AddressInput;
    const issue = validation.find((each) => each.instancePath === `/${name}`);
    const maximum = (issue?.params as { maximum?: unknown } | undefined)?.maximum;
    const message =
      issue?.keyword === 'too_big' && typeof maximum === 'number'
        ? fieldMessage(language, 'too-long', addressFieldName(field), { max: SHOPPER_FIELDS[field] ?? maximum })
        : fieldMessage(language, 'not-text', addressFieldName(field));
    return { field: detail.field, message };
  });
  return new ApiError('API400', { details, field: details[0]?.field, message: details[0]?.message });
}
