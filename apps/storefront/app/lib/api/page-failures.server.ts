import { data, type RouterContextProvider } from 'react-router';

import { getRequestContext, type RequestContext } from '../request-context.server.ts';
import { HttpError } from './api-error.ts';

/** How long a refused shopper is asked to wait: the api's request budget is per minute (RATE_LIMIT_WINDOW_MS). */
const RETRY_REFUSED_S = 60;
/** An api that did not answer (down, restarting, too slow for the request's budget): worth trying again soon. */
const RETRY_UNAVAILABLE_S = 5;

/**
 * Runs a page's loader so that an api failure which is not the page's fault ends in its own status, rendered by the
 * root's error boundary, instead of React Router's 500 for any thrown error:
 * - 503 with Retry-After when the api did not answer (client.server.ts: refused, reset, out of time), as
 *   `requireSite` already does for the site lookup;
 * - 429 with Retry-After when the api refused the shopper's address its request budget (the page says to wait).
 * Anything else (a redirect, a 404, a bug) is thrown on as it was.
 */
export async function loadPage<Args extends { context: Readonly<RouterContextProvider> }, T>(
  args: Args,
  load: (args: Args) => Promise<T>,
): Promise<T> {
  try {
    return await load(args);
  } catch (error) {
    throw asPageFailure(error, getRequestContext(args.context));
  }
}

function asPageFailure(error: unknown, ctx: RequestContext): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.status === 429) {
    return data(
      { reason: 'too-many-requests', correlationId: ctx.correlationId },
      { status: 429, headers: { 'Retry-After': String(RETRY_REFUSED_S) } },
    );
  }
  if (error.status === 503) {
    return data(
      { reason: 'unavailable', correlationId: ctx.correlationId, botProtection: ctx.signals.botProtection },
      { status: 503, headers: { 'Retry-After': String(RETRY_UNAVAILABLE_S) } },
    );
  }
  return error;
}
