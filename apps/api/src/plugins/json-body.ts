import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error.js';

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

/**
 * JSON bodies, read by fastify's own parser (the same prototype-poisoning guards), except that an empty body is no
 * body where the route takes none. Many clients (axios's defaults, fetch wrappers) send `Content-Type:
 * application/json` on every call, a DELETE with query parameters only too: fastify's parser refuses that
 * emptiness (FST_ERR_CTP_EMPTY_JSON_BODY) whatever the route, so `DELETE /cart/v1/item?…` answered API400 "The
 * request body is empty". A route that needs a body still gets that clear error. Registered once for the whole app.
 */
const jsonBody: FastifyPluginAsync = async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const encoded = encodedBody(request);
    if (encoded) {
      done(encoded, undefined);
      return;
    }
    if (body.length === 0 && takesNoBody(request)) {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done); // a string already (parseAs); typed as either
  });
};

export default fp(jsonBody, { name: 'outsole-json-body', fastify: '5.x' });
