import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply } from 'fastify';
import { ErrorResponse } from '@outsole/contracts/errors';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * Every route can fail in the spec's error format (validation, access key, rate limit, unexpected), so every
 * route declares it for 4xx and 5xx: the OpenAPI document shows it and the serializer checks it.
 */
export const errorResponses = {
  '4xx': ErrorResponse.describe('Client error in the spec format (errorDetails, appId, correlationId)'),
  '5xx': ErrorResponse.describe('Server error in the spec format; GEN500 quotes the correlation id'),
} as const;

/**
 * Answers our own mappers build field by field from typed values, on hot paths (the cart, every call of which answers
 * the whole cart). Their schema still documents them (OpenAPI). Outside production each answer is checked against it
 * and must come out of the check unchanged (nothing stripped, nothing coerced), so the tests prove the mappers exact;
 * production then writes them as they are, without the schema pass (about a tenth of a cart call's CPU).
 */
const exactAnswers = new WeakSet<object>();

export function exactAnswer<T extends object>(schema: T): T {
  exactAnswers.add(schema);
  return schema;
}

/** app.ts's serializer: the zod serializer, except for exactAnswer schemas as described there. */
export function answerSerializer(check: boolean): typeof serializerCompiler {
  return (route) => {
    const validated = serializerCompiler(route);
    if (!exactAnswers.has(route.schema as object)) return validated;
    if (!check) return (data) => JSON.stringify(data);
    return (data) => {
      const body = validated(data);
      if (!isDeepStrictEqual(JSON.parse(body), JSON.parse(JSON.stringify(data)))) {
        throw new Error(
          `${route.method} ${route.url}: the answer is not exactly its schema (fields stripped or changed)`,
        );
      }
      return body;
    };
  };
}

/**
 * Sends an answer that is JSON already (a kept cart answer's bytes, cart.answers.ts) as it is: fastify writes a
 * string or a Buffer with a JSON content type without serialising it again.
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** OpenAPI security of a call that needs a shopper's bearer token besides the access key (plugins/auth.ts guardShopperRoute). */
export const SHOPPER_SECURITY = [{ accessKey: [], bearer: [] }];
