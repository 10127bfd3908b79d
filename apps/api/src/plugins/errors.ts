import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { noteOutcome } from '../lib/access-log.js';
import { ApiError } from '../lib/api-error.js';
import { toApiError, toErrorBody } from '../lib/error-mapping.js';
import { pathOf, RouteIndex } from '../lib/route-index.js';

export interface ErrorsPluginOptions {
  appId: string;
}

/**
 * The one place failures become responses: every error, unknown route and wrong method leaves in the spec's
 * format `{ errorDetails: [{ errorId, message, field? }], appId, correlationId }`. Unexpected errors are logged
 * in full on the request's access line (with its correlation id) and answered as GEN500 without internals.
 */
const errorsPlugin: FastifyPluginAsync<ErrorsPluginOptions> = async (app, { appId }) => {
  const routes = new RouteIndex();
  app.addHook('onRoute', (route) => routes.add(route.method, route.url ?? route.path));

  app.setErrorHandler((error: unknown, request, reply) =>
    sendError(toApiError(error, request.query), request, reply, appId, error),
  );

  app.setNotFoundHandler((request, reply) => {
    const allowed = routes.allowedMethods(pathOf(request.url));
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      void reply.header('allow', allowed.join(', '));
      return sendError(new ApiError('API405'), request, reply, appId);
    }
    return sendError(new ApiError('API404'), request, reply, appId);
  });
};

/** What a 503 asks the caller to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

export function sendError(
  error: ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
  appId: string,
  original: unknown = error,
): FastifyReply {
  // The request's one access-log line carries what went wrong (lib/access-log.ts): no line of its own here (but for
  // a 5xx of a request whose client went away first, whose line is already written: access-log.ts noteOutcome).
  if (error.errorId === 'API503') {
    // The database out of reach for now (lib/error-mapping.ts): the caller may try again shortly.
    noteOutcome(
      request,
      { errorId: error.errorId, reason: original instanceof Error ? original.message : String(original) },
      error.statusCode,
    );
    void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  } else if (error.statusCode >= 500) {
    // Unexpected: the cause with its stack, once.
    noteOutcome(request, { errorId: error.errorId, err: original }, error.statusCode);
  } else {
    noteOutcome(request, { errorId: error.errorId, field: error.field }, error.statusCode);
  }
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .send(toErrorBody(error, appId, String(request.id)));
}

export default fp(errorsPlugin, { name: 'outsole-errors', fastify: '5.x' });
