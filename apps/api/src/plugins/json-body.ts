import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error.js';
import { checkJsonStructure } from '../lib/json-structure.js';
import { routeBodyLimit } from '../lib/body-limits.js';

/**
 * Whether the route can do without a body: it declares none (a DELETE or a POST whose input is in the query or
 * path), or the one it declares accepts none (POST /cart/v1/shippingMethod takes its fields from the query too;
 * fastify validates a missing body as null).
 */
function takesNoBody(request: FastifyRequest): boolean {
  const body: unknown = request.routeOptions.schema?.body;
  if (body === undefined) return true;
  const schema = body as { safeParse?: (value: unknown) => { success: boolean } };
  return typeof schema.safeParse === 'function' && schema.safeParse(null).success;
}

/**
 * A body sent compressed (`Content-Encoding: gzip`, `br`, …) is not decoded: it is refused with 415 API415 saying
 * why (decision 0004), rather than read as bytes and answered "not valid JSON". `identity` is no encoding.
 */
function encodedBody(request: FastifyRequest): ApiError | null {
  const encoding = request.headers['content-encoding'];
  if (encoding === undefined) return null;
  const codings = String(encoding)
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0) return null;
  return new ApiError('API415', {
    field: 'content-encoding',
    message: 'Compressed request bodies are not supported: send the JSON body without a Content-Encoding.',
  });
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body's text, or null when its bytes are not UTF-8. A leading byte order mark is dropped, as JSON.parse wants. */
function utf8Text(body: Buffer | string): string | null {
  if (typeof body === 'string') return body;
  try {
    return strictUtf8.decode(body);
  } catch {
    return null;
  }
}

/**
 * JSON bodies, read by fastify's own parser (the same prototype-poisoning guards), except that an empty body is no
 * body where the route takes none. Many clients (axios's defaults, fetch wrappers) send `Content-Type:
 * application/json` on every call, a DELETE with query parameters only too: fastify's parser refuses that
 * emptiness (FST_ERR_CTP_EMPTY_JSON_BODY) whatever the route, so `DELETE /cart/v1/item?…` answered API400 "The
 * request body is empty". A route that needs a body still gets that clear error. Registered once for the whole app,
 * before any route: it also sizes each route's body limit (413 API413 past it).
 */
const jsonBody: FastifyPluginAsync = async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const encoded = encodedBody(request);
    if (encoded) {
      done(encoded, undefined);
      return;
    }
    if (body.length === 0 && takesNoBody(request)) {
      done(null, undefined);
      return;
    }
    // JSON between systems is UTF-8 (RFC 8259 §8.1): bytes that are not (a Latin-1 or Windows-1252 client) are
    // refused, not stored as U+FFFD in names, addresses and gift messages (tester F15, session 51).
    const text = utf8Text(body);
    if (text === null) {
      done(new ApiError('API400', { field: 'body', message: 'The request body is not valid UTF-8 text.' }), undefined);
      return;
    }
    // Too deep a nesting or too long an array is refused before parsing (lib/json-structure.ts).
    const { refused } = checkJsonStructure(text);
    if (refused) {
      done(refused, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  // A route that takes a few fields takes a few kilobytes (lib/body-limits.ts); the rest keep BODY_LIMIT_BYTES,
  // which stays the most any route takes when an operator sets it lower.
  const globalLimit = app.initialConfig.bodyLimit;
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    const limit = routeBodyLimit(route.method, route.url);
    if (limit !== undefined) route.bodyLimit = globalLimit === undefined ? limit : Math.min(limit, globalLimit);
  });
};

export default fp(jsonBody, { name: 'outsole-json-body', fastify: '5.x' });
