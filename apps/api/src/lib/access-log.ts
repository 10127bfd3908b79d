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

/** Records a request's refusal or failure: its access line carries it (plugins/errors.ts). */
export function noteOutcome(request: FastifyRequest, outcome: RequestOutcome): void {
  outcomes.set(request, outcome);
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

function writeAccessLine(request: FastifyRequest, reply: FastifyReply, extra: Record<string, unknown> = {}): void {
  if (logged.has(request)) return;
  logged.add(request);
  const path = pathOf(request.url);
  const status = reply.statusCode;
  const level = accessLevel(path, status);
  const outcome = outcomes.get(request);
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
   * gets one (`aborted: true`), so a request the client gave up on (a slow search, a timeout) shows in the log.
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
