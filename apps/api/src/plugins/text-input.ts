import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../lib/api-error.js';

const NUL = '\u0000';

/**
 * The first place in `value` (a parsed body, query or params) where a string or a key holds U+0000, as the field
 * path validation errors use (`body.giftOption.message`, `params.basketId`); null when there is none. Iterative,
 * so a deeply nested body cannot exhaust the stack.
 */
export function findNul(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      const childPath = `${path}.${key}`;
      if (key.includes(NUL)) return childPath;
      stack.push([child, childPath]);
    }
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
