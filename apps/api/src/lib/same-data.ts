/**
 * Whether two values of plain data hold the same: primitives by value (NaN is NaN), arrays element by element, Maps
 * entry by entry (keys as the Map finds them), Dates by their time, plain objects by their own enumerable string keys.
 * The same object is the same at once, so data sharing the objects of a cache compares in a few steps. Anything else
 * (a Set, a class instance, whose state may be private) is the same only as the very same object, so the answer errs
 * only towards "different". No cycles. node:util's isDeepStrictEqual answers every kind of value, at several times
 * the cost: a tenth of a cart read's CPU where this is used (kept cart answers, cart.answers.ts).
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) return Array.isArray(b) && sameElements(a, b);
  if (a instanceof Map) return b instanceof Map && sameEntries(a, b);
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  return isPlain(a) && isPlain(b) && sameFields(a, b);
}

function isPlain(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function sameElements(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (!sameData(a[i], b[i])) return false;
  return true;
}

function sameEntries(a: ReadonlyMap<unknown, unknown>, b: ReadonlyMap<unknown, unknown>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) {
    if (!b.has(key) || !sameData(value, b.get(key))) return false;
  }
  return true;
}

function sameFields(a: object, b: object): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}
