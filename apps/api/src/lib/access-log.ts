import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LevelWithSilent } from 'pino';

/**
 * The api's access log: one line per request, written when its answer has gone out (or the client went away first),
 * with the fields the storefront's access log uses (method, path without the query, status, ms) plus the route
 * pattern, the client's address and, for a refusal or a failure, its errorId (and field), the error itself for a 5xx. The request's
 * correlationId and transactionId come with every line of the request (app.ts binds them).
 *
 * fastify's own pair ("incoming request" with the URL, "request completed" with only the status) made operators join
 * two lines to read one request, and the errors plugin added a third for a refusal; this replaces all three.
 */

/** What the errors plugin knows of a request's failure, for its access line. */
export interface RequestOutcome {
  errorId: string;
  field?: string | undefined;
  /** A 5xx's cause, logged with its stack (type, message, stack and own fields, secrets scrubbed). */
  err?: unknown;
  /** Why the database could not be reached (API503). */
  reason?: string;
}

const outcomes = new WeakMap<FastifyRequest, RequestOutcome>();
const logged = new WeakSet<FastifyRequest>();

/**
 * Records a request's refusal or failure with the status it is answered with: its access line carries it
 * (plugins/errors.ts). A client that went away first has had its line already (fastify writes no answer to a closed
 * connection, so nothing else would tell of it): a 5xx's cause (or a 503's reason) is then written as a line of its
 * own, at the 5xx's level, so the failure of a request the storefront gave up on (a timeout) is not lost.
 */
export function noteOutcome(request: FastifyRequest, outcome: RequestOutcome, status: number): void {
  outcomes.set(request, outcome);
  if (!logged.has(request) || (outcome.err === undefined && outcome.reason === undefined)) return;
  const path = pathOf(request.url);
  request.log[accessLevel(path, status)](
    {
      method: request.method,
      path,
      route: request.routeOptions.url,
      status,
      remoteAddress: request.ip,
      aborted: true,
      ...outcome,
    },
    'request failed after the client went away',
  );
}

/**
 * Load-balancer probes (`/health/live`, `/health/ready`) every few seconds from every balancer would outnumber
 * shoppers' requests: a healthy answer is logged at debug (LOG_LEVEL=debug shows them), a failing one as any other.
 */
function isHealthProbe(path: string): boolean {
  return path === '/health/live' || path === '/health/ready';
}

/** A request's level: error for a 5xx, warn for 503 (the database out of reach for now, or a failing probe). */
export function accessLevel(path: string, status: number): Exclude<LevelWithSilent, 'silent'> {
  if (status === 503) return 'warn';
  if (status >= 500) return 'error';
  if (isHealthProbe(path) && status < 400) return 'debug';
  return 'info';
}

function pathOf(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? url : url.slice(0, mark);
}

/**
 * nginx's "client closed request": the status of a request whose client went away before any answer was decided
 * (fastify's default 200 would claim a success that never happened).
 */
export const CLIENT_CLOSED_REQUEST = 499;

function writeAccessLine(
  request: FastifyRequest,
  reply: FastifyReply,
  extra: { aborted?: true; err?: Error } = {},
): void {
  if (logged.has(request)) return;
  logged.add(request);
  const path = pathOf(request.url);
  const outcome = outcomes.get(request);
  // Aborted: the status is the one answered (headers on their way, or a refusal or failure already decided), else 499.
  const answered = reply.raw.headersSent || outcome !== undefined;
  const status = extra.aborted && !answered ? CLIENT_CLOSED_REQUEST : reply.statusCode;
  const level = accessLevel(path, status);
  request.log[level](
    {
      method: request.method,
      path,
      // The pattern (`/cart/v2/cart/:basketId`) groups a route's requests whatever their ids; absent when none matched.
      route: request.routeOptions.url,
      status,
      ms: Math.round(reply.elapsedTime),
      // The client's address (through TRUST_PROXY's proxies): rate limits and abuse are looked into by it.
      remoteAddress: request.ip,
      ...outcome,
      ...extra,
    },
    'request',
  );
}

export class AccessLogController extends LogController {
  /**
   * No line when a request arrives: its line is written once its answer is out. A client that goes away first still
   * gets one at once (`aborted: true`, status 499 unless an answer was decided), so a request the client gave up on (a
   * slow search, a timeout) shows in the log even if its handler never ends; fastify writes no answer to the closed
   * connection and calls requestCompleted no more, so a later failure is logged by noteOutcome on a line of its own.
   */
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) writeAccessLine(request, reply, { aborted: true });
    });
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    writeAccessLine(request, reply, error ? { err: error } : {});
  }
}
