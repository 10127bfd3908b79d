import { isErrorId } from '@outsole/contracts/errors';
import { Headers as ApiHeaders } from '@outsole/contracts/headers';
import { isSupportedLocale, type LocalePath } from '@outsole/contracts/locales';

import { newTransactionId } from '../http/correlation-id.ts';
import { errorResponse } from '../http/error-response.ts';
import { PayloadTooLargeError, readBodyWithLimit } from '../http/read-body.server.ts';
import type { RequestContext } from '../request-context.server.ts';
import { sessionFor } from '../session/session.server.ts';
import { brandForHost } from '../shop.server.ts';
import { ApiError, HttpError, readErrorResponse } from './api-error.ts';
import { changesFeedback, markFeedbackChanged } from './fresh-feedback.server.ts';
import { PROXY_TIMEOUT_MS, proxySignal, upstreamFailure } from './upstream-failure.server.ts';

/**
 * The same-origin `/api/*` proxy for browser-side calls (ARCHITECTURE "The system"): the browser never holds the
 * access key or trust id; the storefront adds them, plus the correlation id, the shopper's address, and the
 * shopper's session: the bearer token from the HttpOnly cookie (refreshed once if the api rejects it; a write
 * starts a guest session when there is none) and the session's usid as x-usid.
 *
 * Browsers never see tokens or send credentials around the server actions: the token endpoint and every call that
 * takes or returns a credential (sign-in, sign-up, sign-out, password reset and change) answer 404 here. The
 * session route (routes/session.ts) and the account and reset-password pages do those on the server.
 */

export const PROXY_PREFIX = '/api';
/** Largest body the proxy forwards; the api's own limits are lower for most endpoints. */
export const PROXY_BODY_LIMIT_BYTES = 1024 * 1024;

/** Request headers a browser may pass through. Everything else (cookies, hop-by-hop, host, credentials) stays. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'if-none-match',
  'if-modified-since',
  ApiHeaders.locale,
  ApiHeaders.siteId,
  ApiHeaders.transactionId,
];

/**
 * Paths the proxy refuses (compared decoded and lower-cased, as the api's router would see them): each takes or
 * answers a token, an authorization code or a password, as does the api's development mailbox (outside production:
 * every password-reset link it sent), which is for the developer at the api's own address, never for the public
 * through the storefront. A prefix ending in `/` covers everything below it.
 */
export const REFUSED_API_PATHS = [
  '/dev/',
  '/token/',
  '/consumers-v3/auth/',
  '/consumers-v3/consumer/auth/',
  '/consumers-v3/confirmforgotpassword',
  '/consumers-v3/checkresetpassword',
  '/consumers-v3/consumer/resetpassword',
  '/consumers-v3/consumer/changepassword',
] as const;

/** True when the browser may not call `apiPath` through the proxy. */
export function isRefusedApiPath(apiPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(apiPath);
  } catch {
    return true; // malformed escapes: nothing legitimate looks like that
  }
  const path = decoded.toLowerCase().replace(/\/+/g, '/').replace(/\/+$/, '');
  return REFUSED_API_PATHS.some((refused) =>
    refused.endsWith('/') ? path === refused.slice(0, -1) || path.startsWith(refused) : path === refused,
  );
}

/** Response headers never passed back: hop-by-hop (RFC 9110 §7.6.1), cookies, and encodings fetch has undone. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
  'content-encoding',
  'content-length',
  // The Express request middleware echoes this request's id on every response already.
  ApiHeaders.correlationId,
]);

export async function proxyToApi(
  request: Request,
  ctx: RequestContext,
  transport: typeof fetch,
  { timeoutMs = PROXY_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<Response> {
  const url = new URL(request.url);
  const apiPath = url.pathname.slice(PROXY_PREFIX.length);
  if (!apiPath.startsWith('/') || apiPath.startsWith('//') || isRefusedApiPath(apiPath)) {
    return errorResponse(404, 'API404', 'Unknown api path', { correlationId: ctx.correlationId });
  }
  const session = sessionFor(ctx, request, { transport });

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(ApiHeaders.siteId, proxiedSiteId(request, url, ctx));
  headers.set(ApiHeaders.correlationId, ctx.correlationId);
  if (!headers.has(ApiHeaders.transactionId)) headers.set(ApiHeaders.transactionId, newTransactionId());
  headers.set(ApiHeaders.accessKey, ctx.config.apiAccessKey);
  headers.set(ApiHeaders.serverTrustId, ctx.config.serverTrustId);
  if (ctx.config.apiTesting) headers.set(ApiHeaders.testing, ctx.config.apiTesting);
  if (ctx.clientIp) headers.set('x-forwarded-for', ctx.clientIp);
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  const write = request.method !== 'GET' && request.method !== 'HEAD';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (write) {
    try {
      body = await readBodyWithLimit(request, PROXY_BODY_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        return errorResponse(413, 'API413', error.message, { correlationId: ctx.correlationId });
      }
      throw error;
    }
  }

  // A write needs the shopper's identity: a guest session starts here when there is none (spec §4, lazily).
  let token: string | null;
  try {
    token = write ? await session.identityToken() : await session.accessToken();
  } catch (error) {
    // The api refused the session the call needs (a guest session over this address's token budget: 429).
    if (error instanceof HttpError) return refusal(error, ctx.correlationId);
    throw error;
  }
  if (session.usid) headers.set(ApiHeaders.usid, session.usid);

  const signal = proxySignal(request.signal, timeoutMs);
  const send = (bearer: string | null) => {
    if (bearer) headers.set(ApiHeaders.authorization, `Bearer ${bearer}`);
    else headers.delete(ApiHeaders.authorization);
    return transport(`${ctx.config.apiUrl}${apiPath}${url.search}`, {
      method: request.method,
      headers,
      body: body && body.byteLength > 0 ? body : undefined,
      redirect: 'manual',
      signal,
    });
  };

  let upstream: Response;
  try {
    upstream = await send(token);
    if (token && (await unauthorizedErrorId(upstream)) === 'API401') {
      // The bearer expired or is no longer valid: refresh once, retry once (the body is buffered).
      const renewed = await session.renew(token);
      if (renewed && renewed !== token) upstream = await send(renewed);
    }
    // spec §8 AUT498 "invalid customer": the session is over (the page clears its state and reloads).
    if ((await unauthorizedErrorId(upstream)) === 'AUT498') session.end();
  } catch (error) {
    return upstreamFailure(error, {
      signal: request.signal,
      proxy: 'api proxy',
      path: apiPath,
      correlationId: ctx.correlationId,
    });
  }

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) responseHeaders.set(name, value);
  });
  // A review, question, vote or report written from the browser: its shopper reads them fresh from now on.
  if (write && upstream.ok && changesFeedback(apiPath)) markFeedbackChanged(ctx, responseHeaders);
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}

/** A supported locale path ("en-gb") from a header value or a path's first segment, else null. */
function localeOf(value: string | null | undefined): LocalePath | null {
  const locale = value?.trim().toLowerCase();
  return locale && isSupportedLocale(locale) ? locale : null;
}

/**
 * The site a call is made in the name of, as a page's are (shop.server.ts resolveShop): the host's brand, in the
 * locale of the site the browser names (`x-site-id`), else of `x-locale`, else of the page it was called from (the
 * Referer's first segment), else the default. The api reads a call without a site as the default brand's, so the
 * Kestrel host answered a crafted call with Stride's products (tester finding), and a call naming another brand's
 * site is made in this host's brand's.
 */
export function proxiedSiteId(request: Request, url: URL, ctx: Pick<RequestContext, 'config'>): string {
  const brand = brandForHost(url.hostname, ctx.config);
  const named = request.headers.get(ApiHeaders.siteId)?.trim().toLowerCase();
  const referer = URL.parse(request.headers.get('referer') ?? '');
  const locale =
    localeOf(named?.replace(/^[a-z]+-/, '')) ??
    localeOf(request.headers.get(ApiHeaders.locale)) ??
    (referer?.host === url.host ? localeOf(referer.pathname.split('/')[1]) : null) ??
    ctx.config.defaultLocale;
  return `${brand}-${locale}`;
}

/**
 * The api's refusal of a token call the proxy made for the shopper, passed on as the api gave it: its status, and
 * its error in the spec's format (the storefront's words for the id, as every page shows them); an answer without
 * an error id is the api failing, 502.
 */
function refusal(error: HttpError, correlationId: string): Response {
  if (!(error instanceof ApiError) || !isErrorId(error.errorId) || error.status < 400 || error.status >= 500) {
    return errorResponse(502, 'GEN500', 'The api could not start a session', { correlationId });
  }
  return errorResponse(error.status, error.errorId, error.message, { correlationId });
}

/**
 * The error id of a 401 answer (API401: the bearer was not accepted; AUT498: the account or its session is gone).
 * Reads a clone: the answer still goes to the browser as it is.
 */
async function unauthorizedErrorId(response: Response): Promise<string | undefined> {
  if (response.status !== 401) return undefined;
  try {
    return readErrorResponse(await response.clone().json())?.errorDetails[0]?.errorId;
  } catch {
    return undefined;
  }
}
