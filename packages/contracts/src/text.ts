import { z } from 'zod';
import { personNameMessage, personNameProblem } from './person-name.values.js';
import {
  characterCount,
  shopperTextMessage,
  shopperTextProblem,
  visibleLength,
  type ShopperTextOptions,
} from './text.values.js';

/**
 * A string schema taking only shopper free text (text.values.ts: no control characters, unpaired surrogates or bidi
 * controls, not invisible only): each refusal is an issue on the field, in words that name it by `label`.
 */
export function shopperText(schema: z.ZodString, label: string, options: ShopperTextOptions = {}): z.ZodString {
  return schema.superRefine((value, context) => {
    const problem = shopperTextProblem(value, options);
    if (problem) context.addIssue({ code: 'custom', message: shopperTextMessage(label, problem) });
  });
}

/**
 * A string schema taking only a person's name (person-name.values.ts: letters, marks, spaces, hyphens, apostrophes,
 * full stops), after the shopper free-text rule: a refusal is an issue on the field naming it by `label`.
 */
export function personName(schema: z.ZodString, label: string): z.ZodString {
  return shopperText(schema, label).superRefine((value, context) => {
    if (shopperTextProblem(value) === null && personNameProblem(value)) {
      context.addIssue({ code: 'custom', message: personNameMessage(label) });
    }
  });
}

/**
 * A check that a string has at least `min` characters a reader sees (text.values.ts visibleLength: zero-width spaces
 * and other invisible characters do not count), for a field whose schema also has `.min(min)` (the OpenAPI document's
 * `minLength`) and the shopper free-text rule before it: said only when those passed, so a field is refused once, and
 * for what is wrong with it first.
 */
export function visibleAtLeast(min: number, message: string) {
  return z.refine<string>((value) => value.length < min || visibleLength(value) >= min, { message });
}

/**
 * A check that a string has at most `max` characters (text.values.ts characterCount: code points, as the storefront
 * counts them in its fields' counters), for a field whose OpenAPI document says `maxLength: max` through `.meta`: zod's
 * own `.max` counts UTF-16 units, so a question of 300 emoji would be refused as 600 characters long.
 */
export function atMostCharacters(max: number, message: string) {
  return z.refine<string>((value) => value.length <= max || characterCount(value) <= max, { message });
}
