import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../lib/api-error.js';

const NUL = '\u0000';

/**
 * The first place in `value` (a parsed body, query or params) where a string or a key holds U+0000, as the field
 * path validation errors use (`body.giftOption.message`, `params.basketId`); null when there is none. Iterative,
 * so a deeply nested body cannot exhaust the stack; an object's keys and string values are checked where they are,
 * and only nested objects get a path made and a place on the stack (a body of 60,000 keys cost twice its parsing
 * when every value got both; tester finding F2).
 */
export function findNul(value: unknown, root: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? root : null;
  if (value === null || typeof value !== 'object') return null;
  const stack: [object, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (Array.isArray(current)) {
      // By index: no key strings made for the items (an array's length is bounded by lib/json-structure.ts).
      const nested: [object, string][] = [];
      for (let index = 0; index < current.length; index += 1) {
        const child: unknown = current[index];
        if (typeof child === 'string') {
          if (child.includes(NUL)) return `${path}.${index}`;
        } else if (child !== null && typeof child === 'object') nested.push([child, `${path}.${index}`]);
      }
      for (let index = nested.length - 1; index >= 0; index -= 1) stack.push(nested[index]!);
      continue;
    }
    const keys = Object.keys(current);
    const nested: [object, string][] = [];
    for (const key of keys) {
      const child: unknown = (current as Record<string, unknown>)[key];
      if (key.includes(NUL) || (typeof child === 'string' && child.includes(NUL))) return `${path}.${key}`;
      if (child !== null && typeof child === 'object') nested.push([child, `${path}.${key}`]);
    }
    for (let index = nested.length - 1; index >= 0; index -= 1) stack.push(nested[index]!);
  }
  return null;
}

/**
 * No text the api takes may hold U+0000 (NUL). PostgreSQL's text cannot store it, so a query binding it fails (a
 * 500), while SQLite stores it: the same request would behave differently per engine. Params, query and body are
 * checked before validation and before any handler, for every route alike: API400 naming the field.
 */
const textInput: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const field = findNul(value, part);
      if (field) throw new ApiError('API400', { field, message: 'Text must not contain the NUL character (U+0000).' });
    }
  });
};

export default fp(textInput, { name: 'outsole-text-input', fastify: '5.x' });
