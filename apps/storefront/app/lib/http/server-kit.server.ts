import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';

import { isSupportedLocale } from '@outsole/contracts/locales.values';

import type { Config } from '../config.server.ts';
import { createLoadContext } from '../request-context.server.ts';
import { correlationIdFrom } from './correlation-id.ts';
import { logLine } from './lifecycle.server.ts';
import { errorBody } from './error-response.ts';
import { targetBypassesCaches } from './cache-bypass.ts';
import { PAGE_CACHE_STATUS_HEADER, type PageCacheTicket } from './page-cache.server.ts';
import { createNonce, securityHeaders } from './security-headers.server.ts';

/**
 * The Express side of the storefront, used by server.mjs through the server build's entry module, so the one
 * configuration and one set of header rules serve dev and production alike.
 */

/** What the request middleware leaves on `res.locals` for the rest of the request. */
export interface RequestLocals {
  nonce: string;
  correlationId: string;
  /** Set by the page cache for a page it may keep (page-cache.server.ts). */
  pageCache?: PageCacheTicket;
}

function localsOf(res: ExpressResponse): RequestLocals {
  return res.locals as RequestLocals;
}

/**
 * Per request: correlation id (accepted or generated, echoed), CSP nonce, security headers, one access-log line
 * (with `pageCache` where the page cache could answer), a request without a usable host refused, and a body nobody
 * read drained once the answer is out.
 */
export function requestMiddleware(config: Config) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const started = performance.now();
    const locals = localsOf(res);
    locals.correlationId = correlationIdFrom(req.get('x-correlation-id'));
    locals.nonce = createNonce();
    res.setHeader('x-correlation-id', locals.correlationId);
    const headers = securityHeaders({
      nonce: locals.nonce,
      dev: !config.isProduction,
      production: config.isProduction,
    });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.on('finish', () => {
      drainUnreadBody(req);
      if (req.path.startsWith('/assets/') || req.path.startsWith('/@') || req.path.startsWith('/node_modules/')) return;
      logLine(config, res.statusCode >= 500 ? 'error' : 'info', 'request', {
        correlationId: locals.correlationId,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        // hit, stale or miss where the page cache could answer (page-cache.server.ts): hit rates from the log.
        pageCache: res.getHeader(PAGE_CACHE_STATUS_HEADER),
      });
    });
    // A balancer's health check may be HTTP/1.0 without a Host (HAProxy's default): /health needs none.
    if (req.path !== '/health' && !hasUsableHost(req)) {
      const body = errorBody('API400', 'The request names no valid host.', {
        field: 'headers.host',
        correlationId: locals.correlationId,
      });
      res.status(400).set('cache-control', 'no-store').json(body);
      return;
    }
    // A page's query with control characters (%00 in a hand-made or garbled link) moves for good to the same URL
    // without them: pages read their query in one form, and none echoes a NUL into its HTML (a kept hidden field,
    // a filter's chip). So does a path ending in a slash (`/en-us/`), or whose locale is in capitals (`/EN-US/cart`:
    // shared and hand-typed links change case), to the one spelling every link and canonical URL uses, on every
    // route alike. The api's own paths answer for their input themselves (400, field named).
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/')) {
      const cleaned = withoutControlCharacters(req.originalUrl) ?? req.originalUrl;
      const trimmed = withoutTrailingSlash(cleaned) ?? cleaned;
      const moved = withLowercaseLocale(trimmed) ?? trimmed;
      if (moved !== req.originalUrl) {
        res.redirect(301, moved);
        return;
      }
    }
    next();
  };
}

const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
const SAME_SITE_PATH = /^\/(?![/\\])/;
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_RUN = /[\u0000-\u001f\u007f]+/g;

/**
 * The URL with control characters taken out of its query's names and values (a run of them becomes a space, the ends
 * trimmed; a parameter left without a name is dropped), or null when its query has none.
 */
export function withoutControlCharacters(url: string): string | null {
  const mark = url.indexOf('?');
  if (mark < 0 || !ENCODED_CONTROL.test(url.slice(mark))) return null;
  // `//host/…` or `/\host/…` would be a redirect to another site (browsers read `\` as `/`): such a path is no page of
  // ours, and goes on to the 404 instead.
  if (!SAME_SITE_PATH.test(url)) return null;
  const cleaned = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    const key = name.replace(CONTROL_RUN, ' ').trim();
    if (key) cleaned.append(key, value.replace(CONTROL_RUN, ' ').trim());
  }
  const query = cleaned.toString();
  return `${url.slice(0, mark)}${query ? `?${query}` : ''}`;
}

/**
 * The URL with the slashes at the end of its path taken off (`/en-us/?q=x` → `/en-us?q=x`), or null when there are
 * none, the path is the root, or what is left would be read as another site (`//evil.example/`).
 */
export function withoutTrailingSlash(url: string): string | null {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (path === '/' || !path.endsWith('/')) return null;
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (!SAME_SITE_PATH.test(trimmed)) return null;
  return `${trimmed}${mark < 0 ? '' : url.slice(mark)}`;
}

/**
 * The URL with its locale segment in lower case (`/EN-US/cart?x=1` → `/en-us/cart?x=1`), or null when the path does
 * not start with one of our locales in another case. The rest of the path is the page's to read (a product page
 * moves a style code in the wrong case to its canonical URL itself).
 */
export function withLowercaseLocale(url: string): string | null {
  const match = /^\/([^/?#]+)/.exec(url);
  const segment = match?.[1];
  if (segment === undefined) return null;
  const lower = segment.toLowerCase();
  if (lower === segment || !isSupportedLocale(lower)) return null;
  return `/${lower}${url.slice(segment.length + 1)}`;
}

/**
 * Whether the request names a host a URL can be made of: every page, link and the page cache's key are built from it
 * (React Router's adapter too, which threw on none: an HTTP/1.0 request without a Host header, or a port out of
 * range, was a 500). Express's `host` honours X-Forwarded-Host from a trusted proxy.
 */
function hasUsableHost(req: ExpressRequest): boolean {
  const host = req.host;
  if (!host) return false;
  try {
    new URL(`${req.protocol}://${host}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A request answered before its body was read to the end (a POST to a page with no action, a 415, any early 4xx)
 * keeps the rest of its body in the socket; on a kept-alive connection the next request's bytes wait behind it.
 * Node drains such a body itself, but only when nothing ever listened to it, and React Router's adapter always does
 * (it wraps the body in a web stream, which stops reading when its queue is full and nobody reads the stream): the
 * next request on that connection (a load balancer's pooled connection, another shopper's) then hung until a timeout.
 * Read and discard the rest, as Node does (IncomingMessage's _dump).
 */
function drainUnreadBody(req: ExpressRequest): void {
  if (req.complete || req.destroyed) return;
  req.removeAllListeners('data');
  req.resume();
}

/** React Router's `context` for loaders and actions (a RouterContextProvider, required in React Router 8). */
export function getLoadContext(config: Config) {
  return (req: ExpressRequest, res: ExpressResponse) => {
    const { nonce, correlationId, pageCache } = localsOf(res);
    return createLoadContext({
      config,
      nonce,
      correlationId,
      clientIp: req.ip,
      pageCache,
      bypassCache: targetBypassesCaches(req.originalUrl),
    });
  };
}
