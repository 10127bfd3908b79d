import { z } from 'zod';

import { DECIMAL_INTEGER } from './query-values.values.js';

/**
 * A whole-number query parameter (`start`, `count`, `levels`, `rating`, …): decimal digits only. `z.coerce.number()`
 * took whatever `Number()` reads (`0x10`, `0b11`, `1e1`, `+5`, `1.0`, ` 5`, and an empty value as 0), so one value
 * had many spellings, each its own URL in a public cache, and a typo was honoured instead of refused. `bounds` adds
 * the parameter's range: `queryInteger('count', (n) => n.min(1).max(60)).default(24)`.
 */
export function queryInteger(name: string, bounds: (whole: z.ZodNumber) => z.ZodNumber = (whole) => whole) {
  const message = `${name} must be a whole number in decimal digits`;
  return z
    .string({
      // `count=2&count=3` arrives as an array: the value is fine, it was given twice.
      error: (issue) => (Array.isArray(issue.input) ? `${name} was given more than once` : message),
    })
    .regex(DECIMAL_INTEGER, message)
    .transform(Number)
    .pipe(bounds(z.number().int(message)));
}
