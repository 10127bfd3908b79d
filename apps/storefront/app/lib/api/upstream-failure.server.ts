import { errorResponse } from '../http/error-response.ts';

/**
 * What the storefront's proxies (`/api/*`, `/images/*`) answer when the call to the api threw. A call aborted
 * because the shopper went away (a superseded auto-suggest, a page left while its images load) is no failure:
 * nobody is waiting for the answer, so it is not logged, and it gets nginx's 499 "client closed request" for the
 * access log. Anything else is the api being unreachable: one error line, and 502 in the spec's format.
 */

/** Not in RFC 9110: the status proxies record for a request whose client closed the connection first. */
export const CLIENT_CLOSED_REQUEST = 499;

export function upstreamFailure(
  error: unknown,
  { signal, proxy, path, correlationId }: { signal: AbortSignal; proxy: string; path: string; correlationId: string },
): Response {
  if (signal.aborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  console.error(
    JSON.stringify({
      level: 'error',
      msg: `${proxy} could not reach the api`,
      time: new Date().toISOString(),
      correlationId,
      path,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
  return errorResponse(502, 'GEN500', 'The api is unreachable', { correlationId });
}
