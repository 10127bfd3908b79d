/**
 * The rule of a whole-number query parameter (query-values.ts `queryInteger`): decimal digits, with a minus sign at
 * most (so `-1` is refused as below a minimum, not as a spelling). No zod here: the storefront's browser bundle reads
 * its own URLs (a listing's `page`) by the same rule.
 */
export const DECIMAL_INTEGER = /^-?\d+$/;

/** `value` as a whole number when it is written in decimal digits, else null (`1e1`, `0x2`, `2.0`, `+2`, ``). */
export function decimalInteger(value: string): number | null {
  return DECIMAL_INTEGER.test(value) ? Number(value) : null;
}
