import { Headers as ApiHeaders } from '@outsole/contracts/headers';

import { newTransactionId } from '../http/correlation-id.ts';
import { errorResponse } from '../http/error-response.ts';
import { PayloadTooLargeError, readBodyWithLimit } from '../http/read-body.server.ts';
import type { RequestContext } from '../request-context.server.ts';
import { upstreamFailure } from './upstream-failure.server.ts';

/**
 * The same-origin `/api/*` proxy for browser-side calls (ARCHITECTURE "The system"): the browser never holds the
 * access key or trust id; the storefront adds them, plus the correlation id and the shopper's address.
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
  ApiHeaders.usid,
  ApiHeaders.transactionId,
];

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

export async function proxyToApi(request: Request, ctx: RequestContext, transport: typeof fetch): Promise<Response> {
  const url = new URL(request.url);
  const apiPath = url.pathname.slice(PROXY_PREFIX.length);
  if (!apiPath.startsWith('/') || apiPath.startsWith('//')) {
    return errorResponse(404, 'API404', 'Unknown api path', { correlationId: ctx.correlationId });
  }

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(ApiHeaders.correlationId, ctx.correlationId);
  if (!headers.has(ApiHeaders.transactionId)) headers.set(ApiHeaders.transactionId, newTransactionId());
  headers.set(ApiHeaders.accessKey, ctx.config.apiAccessKey);
  headers.set(ApiHeaders.serverTrustId, ctx.config.serverTrustId);
  if (ctx.config.apiTesting) headers.set(ApiHeaders.testing, ctx.config.apiTesting);
  if (ctx.clientIp) headers.set('x-forwarded-for', ctx.clientIp);
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    try {
      body = await readBodyWithLimit(request, PROXY_BODY_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        return errorResponse(413, 'API413', error.message, { correlationId: ctx.correlationId });
      }
      throw error;
    }
  }

  let upstream: Response;
  try {
    upstream = await transport(`${ctx.config.apiUrl}${apiPath}${url.search}`, {
      method: request.method,
      headers,
      body: body && body.byteLength > 0 ? body : undefined,
      redirect: 'manual',
      signal: request.signal,
    });
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
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
