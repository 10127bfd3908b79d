import { shopperTextProblem, type ShopperTextProblem } from '@outsole/contracts/text.values';

import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';

/**
 * The storefront's side of the api's one rule for shopper free text (contracts text.values): the message a field
 * shows for a value the api would refuse, checked before posting so every bad field is marked at once and the
 * message says what is wrong. Control, bidi and half-surrogate characters: "type it again without hidden
 * characters"; accents stacked on one letter: "no more than 4 accents on one letter"; a value with nothing visible:
 * the field's own "required" message (`required`, else "fill in this field") or "visible text, or leave it empty".
 * Null when the value passes (an empty value is the field's own rule).
 */
export function shopperTextKey(
  value: string,
  options: { lines?: boolean; optional?: boolean; required?: MessageKey } = {},
): MessageKey | null {
  const problem = shopperTextProblem(value, { lines: options.lines ?? false });
  if (!problem) return null;
  if (problem !== 'invisible') return shopperTextProblemKey(problem);
  return options.optional ? 'validation.visibleText' : (options.required ?? 'validation.required');
}

/**
 * The message of a value refused for its characters: accents stacked on a letter ("Zalgo", more than
 * MAX_STACKED_MARKS) say so, the limit written in the message; control, bidi and other hidden characters "type it
 * again without hidden characters".
 */
export function shopperTextProblemKey(problem: Exclude<ShopperTextProblem, 'invisible'>): MessageKey {
  return problem === 'marks' ? 'validation.stackedMarks' : 'validation.hiddenCharacters';
}

/**
 * The fields an API400 named (`errorDetails[].field`) under `prefix` ("body." → "text", "body.contact." →
 * "firstName"), in order and without repeats. Empty for any other failure.
 */
export function apiFieldNames(error: unknown, prefix: string): string[] {
  const e = error as { errorId?: unknown; body?: unknown } | null;
  if (!e || typeof e !== 'object' || e.errorId !== 'API400') return [];
  const body = e.body as { errorDetails?: Array<{ field?: unknown }> } | null;
  const details = Array.isArray(body?.errorDetails) ? body.errorDetails : [];
  const names = details.flatMap((detail) => {
    const field = typeof detail?.field === 'string' ? detail.field : '';
    return field.startsWith(prefix) && field.length > prefix.length ? [field.slice(prefix.length)] : [];
  });
  return [...new Set(names)];
}
