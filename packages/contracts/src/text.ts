import type { z } from 'zod';
import { shopperTextMessage, shopperTextProblem, type ShopperTextOptions } from './text.values.js';

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
