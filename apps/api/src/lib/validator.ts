import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from './api-error.js';
import { MAX_VALIDATION_DETAILS } from './error-mapping.js';

/** fastify names the query string `querystring`; the spec's field names say `query` (as error-mapping.ts). */
const PART_NAMES: Readonly<Record<string, string>> = { querystring: 'query' };

/** The wrappers a request schema may put around an object (`.optional()`, `.nullish()`, `.default({})`, …). */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

interface Def {
  type: string;
  innerType?: $ZodType;
  in?: $ZodType;
  element?: $ZodType;
  shape?: Readonly<Record<string, $ZodType>>;
  catchall?: $ZodType;
  checks?: readonly { _zod: { def: { check?: string; maximum?: number; length?: number } } }[];
}

function defOf(schema: $ZodType): Def {
  return schema._zod.def as unknown as Def;
}

/** The schema under its wrappers and a pipe's input side (what the request's value is checked against first). */
function unwrap(schema: $ZodType): $ZodType {
  let current = schema;
  for (let depth = 0; depth < 16; depth += 1) {
    const def = defOf(current);
    const next = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
    if (!next) break;
    current = next;
  }
  return current;
}

/** The most items an array schema takes (`.max(n)`, `.length(n)`); undefined when it sets none. */
function maxItemsOf(def: Def): number | undefined {
  let max: number | undefined;
  for (const check of def.checks ?? []) {
    const { check: kind, maximum, length } = check._zod.def;
    const bound = kind === 'max_length' ? maximum : kind === 'length_equals' ? length : undefined;
    if (bound !== undefined) max = max === undefined ? bound : Math.min(max, bound);
  }
  return max;
}

/** Whether values of this schema may hold an object the walk below checks (an object, or an array of some). */
function holdsObjects(schema: $ZodType): boolean {
  const type = defOf(unwrap(schema)).type;
  return type === 'object' || type === 'array';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The first object of `data` that has more keys than its strict schema could take plus MAX_VALIDATION_DETAILS
 * unknown ones, as an API400 naming it; null when there is none. zod lists every unknown key of a strict object
 * (one issue, whose message joins them all), so 60,000 unknown keys in a 1 MB body cost seconds of the event loop
 * and a 5.6 MB answer (tester finding F2). Counting the keys first is cheap, and past that count no answer could
 * list them all anyway (decision 0004: at most MAX_VALIDATION_DETAILS details). Walks the object schemas the data
 * follows (nested objects, array elements) without recursion; unions and records are left to zod. An array longer
 * than its schema's maximum is refused the same way, before its items are walked. `work` counts the values looked at.
 */
export function tooManyFields(
  schema: $ZodType,
  data: unknown,
  root: string,
  work: { steps: number } = { steps: 0 },
): ApiError | null {
  const stack: [$ZodType, unknown, string][] = [[schema, data, root]];
  while (stack.length > 0) {
    const [current, value, path] = stack.pop()!;
    work.steps += 1;
    const def = defOf(unwrap(current));
    if (def.type === 'array' && def.element && Array.isArray(value)) {
      // An array longer than its schema takes is refused before any of its items is looked at: zod would check
      // every item first (349,000 zeros took seconds; tester finding F3, session 51).
      const max = maxItemsOf(def);
      if (max !== undefined && value.length > max) {
        return new ApiError('API400', {
          field: path,
          message: `Too many items: ${path} has ${value.length}; this request takes at most ${max}.`,
        });
      }
      if (!holdsObjects(def.element)) continue; // items that cannot be objects have no fields to count
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push([def.element, value[index], `${path}.${index}`]);
      }
      continue;
    }
    if (def.type !== 'object' || !def.shape || !isPlainObject(value)) continue;
    const fields = Object.keys(def.shape);
    if (def.catchall && defOf(def.catchall).type === 'never') {
      const count = Object.keys(value).length;
      if (count > fields.length + MAX_VALIDATION_DETAILS) {
        return new ApiError('API400', {
          field: path,
          message: `Too many fields: ${path} has ${count}; this request takes at most ${fields.length}.`,
        });
      }
    }
    for (let index = fields.length - 1; index >= 0; index -= 1) {
      const field = fields[index]!;
      if (Object.hasOwn(value, field)) stack.push([def.shape[field]!, value[field], `${path}.${field}`]);
    }
  }
  return null;
}

/**
 * app.ts's validator: fastify-type-provider-zod's, after the cheap check above, so the cost and size of a
 * validation error do not grow with the number of unknown keys an attacker sends.
 */
export const boundedValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const root = PART_NAMES[route.httpPart ?? 'body'] ?? route.httpPart ?? 'body';
  return (data) => {
    const refused = tooManyFields(route.schema, data, root);
    return refused ? { error: refused } : validate(data);
  };
};
