import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import { Headers as ApiHeaders } from '@outsole/contracts/headers';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';

import type { Config } from '../config.server.ts';
import { transportFor } from './api.server.ts';
import { newTransactionId } from '../http/correlation-id.ts';
import { errorResponse } from '../http/error-response.ts';
import { PROXY_TIMEOUT_MS, proxySignal, upstreamFailure } from './upstream-failure.server.ts';

/**
 * `/images/*`: product images, same-origin for the browser. Images are public in the api (no access key), so
 * nothing secret is added; the trust id and the shopper's address let the api rate limit per shopper rather
 * than per storefront. Bodies stream through; cache headers, the ETag and 304 pass through untouched.
 */

const IMAGE_PATH = /^\/images\/[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;

/** The only answer headers passed back: what a cacheable image needs, and the api's policy for the SVG. */
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-security-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
];

export interface ImageProxyContext {
  config: Pick<Config, 'apiUrl' | 'serverTrustId'>;
  correlationId: string;
  clientIp: string | undefined;
}

export async function proxyImage(
  request: Request,
  ctx: ImageProxyContext,
  transport: typeof fetch,
  { timeoutMs = PROXY_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!IMAGE_PATH.test(pathname) || pathname.includes('..') || pathname.includes('//')) {
    return errorResponse(404, 'API404', 'No such image', { correlationId: ctx.correlationId });
  }
  const headers = new Headers({
    accept: 'image/svg+xml',
    [ApiHeaders.correlationId]: ctx.correlationId,
    [ApiHeaders.transactionId]: newTransactionId(),
    [ApiHeaders.serverTrustId]: ctx.config.serverTrustId,
  });
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch) headers.set('if-none-match', ifNoneMatch);
  if (ctx.clientIp) headers.set('x-forwarded-for', ctx.clientIp);

  let upstream: Response;
  try {
    // The query string is dropped: the path alone names an immutable image.
    upstream = await transport(`${ctx.config.apiUrl}${pathname}`, {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      headers,
      redirect: 'manual',
      signal: proxySignal(request.signal, timeoutMs),
    });
  } catch (error) {
    return upstreamFailure(error, {
      signal: request.signal,
      proxy: 'image proxy',
      path: pathname,
      correlationId: ctx.correlationId,
    });
  }
  const answer = new Headers();
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) answer.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}

/**
 * The Express handler server.mjs mounts at `/images/*`, ahead of React Router: an image needs no loader context,
 * and its headers replace the page's (its own CSP rather than the page's nonce policy).
 */
export function imageProxy(config: Config, transport: typeof fetch = transportFor(config)) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    // The shopper left (a page changed, a lazy image scrolled away): the fetch to the api is cancelled, and
    // nothing more is written or logged. A response closed by an error of ours (errored) is not that.
    const controller = new AbortController();
    const clientGone = () => controller.signal.aborted;
    res.on('close', () => {
      if (!res.writableFinished && !res.errored) controller.abort();
    });
    try {
      const ifNoneMatch = req.get('if-none-match');
      const request = new Request(new URL(req.originalUrl, 'http://storefront.internal'), {
        method: req.method,
        headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
        signal: controller.signal,
      });
      const correlationId = String(res.getHeader('x-correlation-id') ?? '') || newTransactionId();
      const response = await proxyImage(request, { config, correlationId, clientIp: req.ip }, transport);
      if (clientGone()) {
        await response.body?.cancel();
        return;
      }
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      if (!response.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
    } catch (error) {
      if (clientGone()) return;
      if (res.headersSent) res.destroy();
      else next(error);
    }
  };
}
