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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The first object of `data` that has more keys than its strict schema could take plus MAX_VALIDATION_DETAILS
 * unknown ones, as an API400 naming it; null when there is none. zod lists every unknown key of a strict object
 * (one issue, whose message joins them all), so 60,000 unknown keys in a 1 MB body cost seconds of the event loop
 * and a 5.6 MB answer (tester finding F2). Counting the keys first is cheap, and past that count no answer could
 * list them all anyway (decision 0004: at most MAX_VALIDATION_DETAILS details). Walks the object schemas the data
 * follows (nested objects, array elements) without recursion; unions and records are left to zod.
 */
export function tooManyFields(schema: $ZodType, data: unknown, root: string): ApiError | null {
  const stack: [$ZodType, unknown, string][] = [[schema, data, root]];
  while (stack.length > 0) {
    const [current, value, path] = stack.pop()!;
    const def = defOf(unwrap(current));
    if (def.type === 'array' && def.element && Array.isArray(value)) {
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
