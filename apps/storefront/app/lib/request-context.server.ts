import { createContext, RouterContextProvider } from 'react-router';
import type { Config } from './config.server.ts';
import type { PageCacheTicket } from './http/page-cache.server.ts';

/**
 * What the Express server knows about a request (server.mjs → entry.server.tsx `createLoadContext`) and what the
 * loaders of one request share. One instance per HTTP request; nothing here outlives it.
 */
export interface RequestContext {
  config: Config;
  /** CSP nonce of this document response (security-headers.server.ts). */
  nonce: string;
  /** From the caller's x-correlation-id or generated; echoed on the response and sent on every api call. */
  correlationId: string;
  /** The shopper's address as Express sees it (honours TRUST_PROXY). */
  clientIp: string | undefined;
  /** Loaders of one request run in parallel; they share fetches (site, catalog) through this memo. */
  memo: Map<string, Promise<unknown>>;
  /** Set when an api answer was a 403 with an appId (spec §8); the root tells the browser. */
  signals: { botProtection: { appId: string; correlationId: string | undefined } | null };
  /** The request asked for a page as it is now (http/cache-bypass.ts): api answers are not taken from the cache. */
  bypassCache: boolean;
  /** The page cache's ticket for this response (http/page-cache.server.ts): a failed api call or render clears it. */
  pageCache: PageCacheTicket;
  /**
   * The time this request's api calls have between them (REQUEST_API_BUDGET_MS from its start): an api that stops
   * answering fails a page once, not once per call it makes one after another (lib/api/client.server.ts).
   */
  apiDeadline: AbortSignal;
}

/** Each api call may take 10 s (client.server.ts); the calls of one request, together, no longer. */
export const REQUEST_API_BUDGET_MS = 10_000;

export const requestContext = createContext<RequestContext>();

export interface RequestContextInit {
  config: Config;
  nonce: string;
  correlationId: string;
  clientIp?: string | undefined;
  pageCache?: PageCacheTicket | undefined;
  bypassCache?: boolean | undefined;
  apiDeadline?: AbortSignal | undefined;
}

export function createRequestContext(init: RequestContextInit): RequestContext {
  return {
    config: init.config,
    nonce: init.nonce,
    correlationId: init.correlationId,
    clientIp: init.clientIp,
    memo: new Map(),
    signals: { botProtection: null },
    pageCache: init.pageCache ?? { keep: false },
    bypassCache: init.bypassCache ?? false,
    apiDeadline: init.apiDeadline ?? AbortSignal.timeout(REQUEST_API_BUDGET_MS),
  };
}

/** The `context` React Router hands to middleware, loaders and actions. */
export function createLoadContext(init: RequestContextInit): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, createRequestContext(init));
  return context;
}

export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}

/** This response must not be kept by the page cache: something it shows failed or is missing. */
export function notForPageCache(ctx: RequestContext): void {
  ctx.pageCache.keep = false;
}

/** Runs `load` once per request for `key`; later callers of the same request get the same promise. */
export function memoize<T>(ctx: RequestContext, key: string, load: () => Promise<T>): Promise<T> {
  const existing = ctx.memo.get(key);
  if (existing) return existing as Promise<T>;
  const promise = load();
  ctx.memo.set(key, promise);
  return promise;
}
