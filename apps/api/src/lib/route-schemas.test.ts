import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer, exactAnswer } from './route-schemas.js';

const Answer = z.object({ id: z.string(), qty: z.number().int() });
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/answers', httpStatus: '200' }) as never;

describe('answerSerializer', () => {
  const exact = exactAnswer(z.object({ id: z.string(), qty: z.number().int() }));

  it('outside production, passes an exact answer and refuses one the schema would strip or refuse', () => {
    const serialize = answerSerializer(true)(route(exact)) as (data: unknown) => string;
    expect(JSON.parse(serialize({ qty: 2, id: 'a' }))).toEqual({ id: 'a', qty: 2 });
    expect(() => serialize({ id: 'a', qty: 2, secret: 'x' })).toThrow(/not exactly its schema/);
    expect(() => serialize({ id: 'a', qty: 2.5 })).toThrow();
  });

  it('in production, writes an exact answer as it is, without the schema pass', () => {
    const serialize = answerSerializer(false)(route(exact)) as (data: unknown) => string;
    expect(serialize({ id: 'a', qty: 2 })).toBe('{"id":"a","qty":2}');
  });

  it('other answers always go through the schema (unknown fields stripped)', () => {
    for (const check of [true, false]) {
      const serialize = answerSerializer(check)(route(Answer)) as (data: unknown) => string;
      expect(JSON.parse(serialize({ id: 'a', qty: 2, secret: 'x' }))).toEqual({ id: 'a', qty: 2 });
    }
  });
});
