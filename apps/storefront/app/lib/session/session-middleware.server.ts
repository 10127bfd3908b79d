import { redirect, type MiddlewareFunction } from 'react-router';

import { getRequestContext } from '../request-context.server.ts';
import { protectedRedirect } from './protected-paths.ts';
import { sessionFor } from './session.server.ts';

/**
 * The root route's middleware (root.tsx), around every document, data request and resource route:
 * 1. refreshes the session ahead of the loaders when its access token is missing or about to expire, so the new
 *    cookies are known before a streamed document sends its headers (nothing is fetched for a browser without a
 *    session: catalog pages stay anonymous);
 * 2. sends a signed-out shopper away from protected pages (protected-paths.ts) to the locale's home page (with the
 *    sign-in dialog open and the way back, from an account page);
 * 3. writes the session's Set-Cookie headers on whatever response the request produced.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = sessionFor(getRequestContext(context), request);
  await session.prepare();
  const target = protectedRedirect(new URL(request.url).pathname, session.kind, request.method);
  const response = target
    ? redirect(target, request.method === 'GET' || request.method === 'HEAD' ? 302 : 303)
    : await next();
  return withCookies(response, session.commitCookies());
};

/**
 * `response` with `cookies` appended (each once: an action that already put one on its own answer is not doubled).
 * A response that sets session cookies is never for shared caches.
 */
export function withCookies(response: Response, cookies: readonly string[]): Response {
  const present = new Set(response.headers.getSetCookie());
  const missing = cookies.filter((cookie) => !present.has(cookie));
  if (missing.length === 0) return response;
  let target = response;
  try {
    for (const cookie of missing) target.headers.append('Set-Cookie', cookie);
  } catch {
    // Immutable headers (Response.redirect, a fetch answer): copy the response, then append.
    target = new Response(response.body, response);
    for (const cookie of missing) target.headers.append('Set-Cookie', cookie);
  }
  const cacheControl = target.headers.get('Cache-Control') ?? '';
  if (!/\b(private|no-store)\b/i.test(cacheControl)) target.headers.set('Cache-Control', 'private, no-cache');
  return target;
}
