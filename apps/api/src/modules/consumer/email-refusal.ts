import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { toApiError } from '../../lib/error-mapping.js';
import { fieldLanguageOf, fieldMessage } from '../../lib/field-messages.js';

/** The schema's refusals of an email string that mean "not an address" (a missing or non-string email is API400). */
const NOT_AN_ADDRESS = new Set(['invalid_format', 'too_big']);

/** Whether a custom issue is the email schemas' script refusal (its `params.emailScript`). */
function isScriptRefusal(params: unknown): boolean {
  const inner = (params as { params?: { emailScript?: unknown } } | undefined)?.params;
  return inner?.emailScript === true;
}

/**
 * A sign-up or forgot-password request its schema refused (routes with `attachValidation`): an email that is not an
 * address is 400 `AUT452` (decision 0004: "an invalid email"), naming `body.email`, with a message in the request's
 * language (an address that mixes alphabets, `shopper@exampl\u0435.com`, says so: decision 0017 addendum, session
 * 52), and is said alone (the other fields are checked once it is an address); anything else keeps the generic
 * API400 answer.
 */
export function emailRequestError(ctx: RequestContext, error: Error): ApiError {
  const base = toApiError(error);
  if (!hasZodFastifySchemaValidationErrors(error)) return base;
  const { validation, validationContext } = error as typeof error & { validationContext?: string };
  if ((validationContext ?? 'body') !== 'body') return base;
  const issue = validation.find((each) => each.instancePath === '/email');
  if (!issue) return base;
  // An address that only looks like another one (contracts email-script.values.ts): AUT452 too, saying why.
  const lookalike = issue.keyword === 'custom' && isScriptRefusal(issue.params);
  if (!lookalike && !NOT_AN_ADDRESS.has(issue.keyword)) return base;
  return new ApiError('AUT452', {
    field: 'body.email',
    message: fieldMessage(fieldLanguageOf(ctx.locale), lookalike ? 'email-script' : 'email-format', 'email'),
  });
}
