import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';

import { errorBody } from './error-response.ts';

/**
 * Cross-site request forgery defence on every mutation (OWASP CSRF cheat sheet, "verifying origin with standard
 * headers"), beside the SameSite=Lax session cookies: a request with any method but GET or HEAD must come from
 * a page of this very origin. Its `Origin` header decides; a browser that sent none (old engines on same-origin
 * form posts) is judged by its `Referer`; a request with neither, or with `Origin: null` (sandboxed frames,
 * privacy-redirected posts), is refused. The refusal is 403 in the spec's error format.
 *
 * The storefront's own origin is the one Express sees: scheme and host (honouring X-Forwarded-Proto and
 * X-Forwarded-Host only from proxies TRUST_PROXY names), exactly what the browser put in the address bar.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginFacts {
  method: string;
  origin: string | undefined;
  referer: string | undefined;
  /**
   * `Sec-Fetch-Site` (Fetch Metadata): browsers send it whatever the page's referrer policy, so a same-origin post
   * from a page whose referrer policy makes its Origin `null` is still known to be our own.
   */
  fetchSite?: string | undefined;
  /** `https://shop.example` */
  ownOrigin: string;
}

export function isAllowedRequest({ method, origin, referer, fetchSite, ownOrigin }: OriginFacts): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (fetchSite === 'same-origin') return true;
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const own = originOf(ownOrigin);
  if (own === null) return false;
  if (origin !== undefined) return originOf(origin) === own;
  return referer !== undefined && originOf(referer) === own;
}

function originOf(value: string): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The one path a post may come to from anywhere: an email's one-click unsubscribe link (RFC 8058,
 * routes/email.unsubscribe.tsx), which a mailbox provider POSTs to from its own servers or a webmail page, with no
 * cookie. Its token is its whole authority, and all it can do is stop emails: nothing to forge. Only the page's
 * document URL (`/{locale}/email/unsubscribe`), never its `.data` twin or any other path.
 */
export const ONE_CLICK_UNSUBSCRIBE_PAGE = /^\/[A-Za-z]{2}-[A-Za-z0-9]{2,3}\/email\/unsubscribe\/?$/;

/** The Express middleware (server.mjs, before anything that handles a post). */
export function originCheck() {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.method === 'POST' && ONE_CLICK_UNSUBSCRIBE_PAGE.test(req.path)) {
      // React Router refuses a document action whose Origin is another site's (its own CSRF check, which knows no
      // exceptions by path): this one is let through on purpose, so the Origin is dropped before it looks.
      delete req.headers.origin;
      return next();
    }
    const allowed = isAllowedRequest({
      method: req.method,
      origin: req.get('origin'),
      referer: req.get('referer'),
      fetchSite: req.get('sec-fetch-site'),
      ownOrigin: `${req.protocol}://${req.host ?? ''}`,
    });
    if (allowed) return next();
    const correlationId = (res.locals as { correlationId?: string }).correlationId;
    const body = errorBody('API403', 'This request did not come from this site, so it was not run.', { correlationId });
    res.status(403).set('cache-control', 'no-store').json(body);
  };
}
