import { errorResponse } from '../http/error-response.ts';

/**
 * What the storefront's proxies (`/api/*`, `/images/*`) answer when the call to the api threw. A call aborted
 * because the shopper went away (a superseded auto-suggest, a page left while its images load) is no failure:
 * nobody is waiting for the answer, so it is not logged, and it gets nginx's 499 "client closed request" for the
 * access log. A call the api did not answer within PROXY_TIMEOUT_MS is 504; anything else is the api being
 * unreachable, 502; each one error line, in the spec's format.
 */

/** Not in RFC 9110: the status proxies record for a request whose client closed the connection first. */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * How long a proxied call may take, answer and body (the server's own api calls allow the same): an api that
 * accepts connections but stops answering must not hold the browser's request, and the storefront's socket and
 * memory with it, for as long as the browser waits.
 */
export const PROXY_TIMEOUT_MS = 10_000;

/** The signal a proxied call to the api runs under: the shopper's request, and the proxy's time limit. */
export function proxySignal(request: AbortSignal, timeoutMs: number): AbortSignal {
  return AbortSignal.any([request, AbortSignal.timeout(timeoutMs)]);
}

export function upstreamFailure(
  error: unknown,
  { signal, proxy, path, correlationId }: { signal: AbortSignal; proxy: string; path: string; correlationId: string },
): Response {
  if (signal.aborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  console.error(
    JSON.stringify({
      level: 'error',
      msg: timedOut ? `${proxy}: the api did not answer in time` : `${proxy} could not reach the api`,
      time: new Date().toISOString(),
      correlationId,
      path,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
  if (timedOut) return errorResponse(504, 'GEN500', 'The api did not answer in time', { correlationId });
  return errorResponse(502, 'GEN500', 'The api is unreachable', { correlationId });
}
