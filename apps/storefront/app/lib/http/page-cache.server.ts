import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { isbot } from 'isbot';

import { SESSION_COOKIES } from '@outsole/contracts/auth';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

import { REGION_PREFERENCE_COOKIE } from '../../features/site-shell/region-preference.server.ts';
import { FRESH_FEEDBACK_COOKIE } from '../api/fresh-feedback.server.ts';
import type { Config } from '../config.server.ts';
import { FLASH_COOKIE } from '../flash.server.ts';
import { brandForHost } from '../shop.server.ts';
import { parseCookieHeader, SHOPPER_COOKIE_PREFIX } from '../session/cookies.server.ts';
import { MERGE_NOTICE_COOKIE } from '../session/merge-notice.server.ts';
import { SERVED_FOR, SHOPPER_IN_BROWSER_META, type ServedFor } from '../session/session-summary.ts';
import { targetBypassesCaches } from './cache-bypass.ts';
import type { RequestLocals } from './server-kit.server.ts';
import { campaignParamsOf, targetWithoutCampaignParams, withCampaignParams } from '../url/campaign-params.ts';

/**
 * The page cache (docs/decisions/0022): product, listing, search and home pages as a shopper without a session
 * gets them, kept in process for a minute, as a CDN in front of a storefront would keep them, but with this
 * response's own CSP nonce and correlation id written into every copy it serves.
 *
 * A request is answered from the cache only when it is a GET for a page that does not ask for a fresh page
 * (`?bypassAllCache=true`, a preview: cache-bypass.ts) and either
 * - carries none of the storefront's cookies (every one of them starts with `outsole_`): a visitor, whose page depends
 *   on nothing but its URL, host and whether the caller is a crawler (crawlers get the whole document at once, people
 *   a streamed one); or
 * - is a shopper with a session (a guest with a cart, or signed in) asking for a page whose route is marked
 *   `cacheablePage` (and, for the data of a navigation in the browser, not for the root route's data, which is the
 *   shopper's): the request goes on as the visitor's would, without the storefront's cookies, and the page says so
 *   (`<meta name="outsole-shopper" content="guest|signed-in">`), so the browser fetches the header's account state
 *   and cart count itself (`/{locale}/shopper`; docs/decisions/0024, 0025).
 * A shopper whose next page is theirs (a toast to show, the merged-cart notice, their own review just written:
 * OWN_PAGE_COOKIES), or who asks for a page of their own (the review form's `?write=`: OWN_PAGE_PARAMS), gets it
 * rendered with their cookies, and it is never kept.
 * A rendered page is kept only when all of this holds:
 * - its route marks it as the same for every shopper without a session (`cacheablePage`, a route's `headers` export);
 * - it answered 200 with HTML, or with the same page's data for a navigation in the browser (React Router's `.data`
 *   requests, `text/x-script`), and set no cookie;
 * - no api call failed while it was rendered and nothing failed while it streamed (`RequestContext.pageCache`), so
 *   a page with an empty navigation or a missing section is never handed to the next shopper;
 * - the correlation id was this server's own (a UUID, not the caller's): the copy's id and nonce are swapped for
 *   each later response's, which needs them to be unique in the page.
 * A page that may be kept is keyed by, and rendered for, its URL without campaign and ad-click parameters (utm_*,
 * gclid, fbclid, …: lib/url/campaign-params.ts), so every click of a campaign is served the one kept copy; the page's
 * markup never depends on them, so the copy hydrates at the address that has them. One page keeps at most
 * MAX_QUERY_VARIANTS queries, so junk queries cannot push the popular pages out.
 * A page is served for `PAGE_CACHE_TTL_S`; then the next request renders it again while concurrent ones are still
 * served the old copy, so a popular page going out of date costs one render, not one per shopper waiting.
 * The cache holds at most `PAGE_CACHE_MB` of pages, least recently used going first; `PAGE_CACHE_MB=0` turns it off.
 */

/** The internal response header a route sets to say its page may be kept (never sent to the browser). */
export const PAGE_CACHE_MARK = 'x-outsole-cacheable-page';

/**
 * What the page cache reports on each page response: `hit`; `stale` for a copy past its time served while another
 * request renders the page again; `miss` when the page was rendered for this response.
 */
export const PAGE_CACHE_STATUS_HEADER = 'x-page-cache';

/**
 * How long past its time a page may still be served while one request renders it again: longer than any render
 * (entry.server.tsx aborts a stream after 6 s), so a page is never older than the TTL plus one render.
 */
const STALE_GRACE_MS = 10_000;

/** Longest URL (with its query) kept: longer ones are rendered each time. */
const MAX_KEY_LENGTH = 2048;

/**
 * A route's `headers` export for pages that are the same for every shopper without a session: the headers the
 * page would have had without one (its parents'; React Router adds every route's cookies itself), and the mark.
 */
export function cacheablePage({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  headers.set(PAGE_CACHE_MARK, '1');
  return headers;
}

/** What a render tells the cache about itself (RequestContext.pageCache): anything that went wrong clears `keep`. */
export interface PageCacheTicket {
  keep: boolean;
}

export interface CachedPage {
  /** The page's bytes between the tokens, and which token goes after each part but the last. */
  parts: Buffer[];
  tokens: Array<'nonce' | 'correlationId'>;
  headers: OutgoingHttpHeaders;
  bytes: number;
  /** Served as it is until then; after it, one request renders the page again while others are served this copy. */
  freshUntil: number;
  /** Forgotten from then on (a refresh that never finished). */
  staleUntil: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  readonly bytes: number;
  readonly size: number;
}

/**
 * Copies kept of one page (scheme, host, reader and path) with different queries: past it, the page's least recently
 * used variant goes first. Filters, sorts and pages of a busy listing stay well within it; junk queries
 * (`?x=1`, `?x=2`, … — a route ignores parameters it does not read, so each is the same page) can then push out
 * at most this many copies of their own page, not the popular pages of the whole cache (docs/decisions/0022).
 */
export const MAX_QUERY_VARIANTS = 32;

/** The part of a key every query variant of a page shares (keyOf puts the request target last). */
function pageOfKey(key: string): string {
  const target = key.lastIndexOf('\n') + 1;
  const query = key.indexOf('?', target);
  return query < 0 ? key : key.slice(0, query);
}

/**
 * Least recently used first out, bounded by the pages' bytes and by `maxVariants` queries per page (pageOfKey);
 * pages past `staleUntil` are dropped when asked for.
 */
export function createPageStore({
  maxBytes,
  maxVariants = MAX_QUERY_VARIANTS,
  now = Date.now,
}: {
  maxBytes: number;
  maxVariants?: number;
  now?: () => number;
}): PageCache {
  const pages = new Map<string, CachedPage>();
  /** Each page's kept keys, least recently used first (Set order is insertion order, as Map's). */
  const variants = new Map<string, Set<string>>();
  let bytes = 0;
  const touch = (key: string) => {
    const page = pageOfKey(key);
    const keys = variants.get(page) ?? new Set<string>();
    keys.delete(key);
    keys.add(key);
    variants.set(page, keys);
  };
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
    const group = pageOfKey(key);
    const keys = variants.get(group);
    keys?.delete(key);
    if (keys?.size === 0) variants.delete(group);
  };
  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.staleUntil <= now()) {
        drop(key);
        return undefined;
      }
      // Map order is insertion order: re-inserting makes it the most recently used.
      pages.delete(key);
      pages.set(key, page);
      touch(key);
      return page;
    },
    set(key, page) {
      drop(key);
      if (page.bytes > maxBytes) return;
      const siblings = variants.get(pageOfKey(key));
      if (siblings && siblings.size >= maxVariants) drop(siblings.values().next().value!);
      pages.set(key, page);
      touch(key);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return pages.size;
    },
  };
}

/**
 * Cookies that make the next page the shopper's own: the toast an action left (flash.server.ts), the merged-cart
 * notice, their own review or vote just written (fresh-feedback).
 */
export const OWN_PAGE_COOKIES: ReadonlySet<string> = new Set([
  FLASH_COOKIE,
  MERGE_NOTICE_COOKIE,
  FRESH_FEEDBACK_COOKIE,
]);

/**
 * Query params that make a page the shopper's own: a page that asks for it (`?write=review`, the write-review form
 * with the shopper's display name and their own review: decision 0052) is rendered with a session's cookies and
 * never kept for, nor served from a copy to, a shopper with one. A visitor's (no cookies) is anyone's and is kept.
 */
export const OWN_PAGE_PARAMS: readonly string[] = ['write'];

/** Whether a request target (`/en-us/p/x-SRN1?write=review`, its `.data`) names one of OWN_PAGE_PARAMS. */
export function asksForOwnPage(target: string): boolean {
  const query = target.indexOf('?');
  if (query < 0) return false;
  const params = new URLSearchParams(target.slice(query + 1));
  return OWN_PAGE_PARAMS.some((name) => params.has(name));
}

/**
 * Cookies that change no page, only where `/` leads (the region the shopper chose: region-preference.server.ts): a
 * shopper carrying only these is a visitor, and they are set aside like the others before a kept page is rendered.
 */
export const PREFERENCE_COOKIES: ReadonlySet<string> = new Set([REGION_PREFERENCE_COOKIE]);

/**
 * Who asks: a `visitor` (none of the storefront's cookies: their page is anyone's), a shopper with a session, a
 * `guest` or `signed-in` (the login marker) (their page is anyone's once their cookies are set aside, for the routes
 * that say so), or null: a request the cache leaves alone (not a GET, a page that is the shopper's own this time:
 * OWN_PAGE_COOKIES).
 */
export function audienceOf(method: string, headers: IncomingHttpHeaders): 'visitor' | ServedFor | null {
  if (method !== 'GET') return null;
  const names = [...parseCookieHeader(headers.cookie ?? null).keys()];
  if (names.some((name) => OWN_PAGE_COOKIES.has(name))) return null;
  if (names.includes(SESSION_COOKIES.loginMarker)) return 'signed-in';
  return names.some((name) => name.startsWith(SHOPPER_COOKIE_PREFIX) && !PREFERENCE_COOKIES.has(name))
    ? 'guest'
    : 'visitor';
}

/** The Cookie header without the storefront's cookies (others' stay: analytics, consent); null when none is left. */
export function withoutShopperCookies(header: string | undefined): string | null {
  const kept = (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !pair.startsWith(SHOPPER_COOKIE_PREFIX));
  return kept.length > 0 ? kept.join('; ') : null;
}

/** What the browser finds in a page whose header it must fill in for the shopper (app.css, useShopper). */
const SHOPPER_MARKERS = Object.fromEntries(
  SERVED_FOR.map((servedFor) => [
    servedFor,
    Buffer.from(`<meta name="${SHOPPER_IN_BROWSER_META}" content="${servedFor}">`),
  ]),
) as Record<ServedFor, Buffer>;
const HEAD_END = Buffer.from('</head>');

/** The bytes with the marker just before `</head>` as pieces (null when the head does not end in them). */
function markedPieces(bytes: Buffer, servedFor: ServedFor): Buffer[] | null {
  const at = bytes.indexOf(HEAD_END);
  return at < 0 ? null : [bytes.subarray(0, at), SHOPPER_MARKERS[servedFor], bytes.subarray(at)];
}

/** The page with the marker just before `</head>`; null when the head does not end in it. */
export function withShopperMarker(body: Buffer, servedFor: ServedFor): Buffer | null {
  const pieces = markedPieces(body, servedFor);
  return pieces && Buffer.concat(pieces);
}

/**
 * Whether a URL's page is one a route marks `cacheablePage` (its `headers` export), by React Router's own matching
 * of the server build's routes; a navigation's data (`/en-us/c/shoes-1.data`, `/en-us/_.data`) is its page's.
 */
export function cacheableRoutes(routes: ServerBuild['routes']): (pathname: string) => boolean {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) => ({
        id: route!.id,
        path: route!.path,
        index: route!.index,
        caseSensitive: route!.caseSensitive,
        children: route!.index ? undefined : childrenOf(route!.id),
      })) as RouteObject[];
  const tree = childrenOf(undefined);
  // matchRoutes ranks and compiles every route's pattern on each call (~30 µs): answers are kept per path, the
  // whole map dropped when it is full (a page's path comes back far more often than the catalog has pages).
  const known = new Map<string, boolean>();
  return (pathname) => {
    const kept = known.get(pathname);
    if (kept !== undefined) return kept;
    const page = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length).replace(/\/_$/, '/') : pathname;
    const leaf = matchRoutes(tree, page)?.at(-1);
    const cacheable = leaf?.route.id !== undefined && routes[leaf.route.id]?.module.headers === cacheablePage;
    if (known.size >= KNOWN_ROUTE_PATHS) known.clear();
    known.set(pathname, cacheable);
    return cacheable;
  };
}

/** Paths whose route `cacheableRoutes` remembers (about 100 bytes each). */
const KNOWN_ROUTE_PATHS = 5_000;

/**
 * A navigation's data for a shopper with a session may come from a copy only when React Router asks for named routes
 * (`_routes`) and not for the root's, whose data (the account state, the cart count) is the shopper's.
 */
function loadsOnlyPageRoutes(url: string): boolean {
  const routes = new URLSearchParams(url.split('?')[1] ?? '').get('_routes');
  return routes !== null && routes !== '' && !routes.split(',').includes('root');
}

/**
 * The page split around every occurrence of the response's nonce and correlation id, so a copy can carry
 * another response's. Null when either token is too short to be told apart from the page's other text.
 */
export function splitPage(
  body: Buffer,
  values: { nonce: string; correlationId: string },
): Pick<CachedPage, 'parts' | 'tokens'> | null {
  const needles = [
    { token: 'nonce' as const, bytes: Buffer.from(values.nonce) },
    { token: 'correlationId' as const, bytes: Buffer.from(values.correlationId) },
  ];
  if (needles.some((needle) => needle.bytes.length < 16)) return null;
  const parts: Buffer[] = [];
  const tokens: CachedPage['tokens'] = [];
  let from = 0;
  for (;;) {
    let next: { at: number; needle: (typeof needles)[number] } | null = null;
    for (const needle of needles) {
      const at = body.indexOf(needle.bytes, from);
      if (at >= 0 && (!next || at < next.at)) next = { at, needle };
    }
    if (!next) break;
    parts.push(body.subarray(from, next.at));
    tokens.push(next.needle.token);
    from = next.at + next.needle.bytes.length;
  }
  parts.push(body.subarray(from));
  return { parts, tokens };
}

/**
 * The cached page with this response's nonce and correlation id in the places the original's were, and with
 * `servedFor` the shopper's marker before `</head>` (withShopperMarker), in the same single copy of the bytes.
 */
export function joinPage(
  page: Pick<CachedPage, 'parts' | 'tokens'>,
  values: { nonce: string; correlationId: string },
  { servedFor = null }: { servedFor?: ServedFor | null } = {},
) {
  const nonce = Buffer.from(values.nonce);
  const correlationId = Buffer.from(values.correlationId);
  const pieces: Buffer[] = [];
  let marking = servedFor;
  page.parts.forEach((part, index) => {
    const marked = marking ? markedPieces(part, marking) : null;
    if (marked) marking = null;
    pieces.push(...(marked ?? [part]));
    const token = page.tokens[index];
    if (token) pieces.push(token === 'nonce' ? nonce : correlationId);
  });
  return Buffer.concat(pieces);
}

/** Headers of the rendered page that a copy repeats; the rest (security headers, correlation id) are per response. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-language', 'link', 'x-remix-response'];

/** A page's HTML, and its loaders' data as React Router sends it for a navigation in the browser. */
const KEPT_TYPES = ['text/html', 'text/x-script'];

/**
 * The Express middleware, placed in front of React Router's request handler (server.mjs), after the request
 * middleware has chosen the response's nonce and correlation id.
 */
export function pageCache(
  config: Pick<Config, 'pageCacheBytes' | 'pageCacheTtlMs'> & Partial<KeyConfig>,
  {
    now = Date.now,
    cacheableRoute = () => false,
  }: {
    now?: () => number;
    /** Whether a path's route marks its page `cacheablePage` (`cacheableRoutes(build.routes)`); without it,
     *  shoppers with a session get every page rendered for them. */
    cacheableRoute?: (pathname: string) => boolean;
  } = {},
) {
  if (config.pageCacheBytes <= 0) {
    return (_req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
      stripMark(res);
      next();
    };
  }
  const pages = createPageStore({ maxBytes: config.pageCacheBytes, now });
  /** Keys of stale pages one request is rendering again. */
  const refreshing = new Set<string>();
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const audience = audienceOf(req.method, req.headers);
    const isData = req.path.endsWith('.data');
    const answerable = !(
      audience === null ||
      targetBypassesCaches(req.originalUrl) ||
      (audience !== 'visitor' &&
        (!cacheableRoute(req.path) ||
          asksForOwnPage(req.originalUrl) ||
          (isData && !loadsOnlyPageRoutes(req.originalUrl))))
    );
    if (answerable && !isData && cacheableRoute(req.path)) withoutCampaign(req, res);
    // The key (a crawler test on the user agent) only for requests the cache may answer.
    const key = answerable ? keyOf(req, config) : null;
    if (key === null || key.length > MAX_KEY_LENGTH) {
      stripMark(res);
      next();
      return;
    }
    /** A shopper's page goes on as a visitor's; the browser fills in the header (a page, not a navigation's data). */
    const servedFor = audience === 'visitor' || isData ? null : audience;
    // A visitor's are only preferences (PREFERENCE_COOKIES), which no kept page reads: the render of one sees none
    // either. Other pages keep them: `/` reads the region the shopper chose.
    if (audience !== 'visitor' || cacheableRoute(req.path)) {
      const cookie = withoutShopperCookies(req.headers.cookie);
      if (cookie === null) delete req.headers.cookie;
      else req.headers.cookie = cookie;
    }
    const locals = res.locals as RequestLocals;
    const cached = pages.get(key);
    const fresh = cached !== undefined && now() < cached.freshUntil;
    if (cached && (fresh || refreshing.has(key))) {
      const body = joinPage(cached, locals, {
        servedFor: isHtml(cached.headers['content-type']) ? servedFor : null,
      });
      res.status(200);
      for (const [name, value] of Object.entries(cached.headers)) if (value !== undefined) res.setHeader(name, value);
      res.setHeader(PAGE_CACHE_STATUS_HEADER, fresh ? 'hit' : 'stale');
      res.end(body);
      return;
    }
    if (cached) {
      // Past its time: this request renders it again; until it is done, everyone else is served the old copy.
      refreshing.add(key);
      res.on('close', () => refreshing.delete(key));
    }

    // Without the caller's x-correlation-id, the request middleware made a UUID: unique in the page.
    const ticket: PageCacheTicket = { keep: !req.get('x-correlation-id') };
    locals.pageCache = ticket;
    let headers: OutgoingHttpHeaders | null = null;
    const chunks: Buffer[] = [];
    /**
     * For a shopper, a marked HTML page gets the marker in the write that ends its head (the captured page stays as
     * rendered). Decided at the first write or the headers, whichever comes first: both still see the route's mark.
     */
    let marker: ServedFor | null | undefined;
    const markerFor = (): ServedFor | null =>
      marker === undefined
        ? (marker = res.hasHeader(PAGE_CACHE_MARK) && isHtml(res.getHeader('content-type')) ? servedFor : null)
        : marker;
    onHeaders(res, () => {
      if (markerFor()) res.removeHeader('content-length');
      const marked = res.hasHeader(PAGE_CACHE_MARK);
      res.removeHeader(PAGE_CACHE_MARK);
      if (!marked) return;
      res.setHeader(PAGE_CACHE_STATUS_HEADER, 'miss');
      const type = String(res.getHeader('content-type') ?? '');
      if (res.statusCode !== 200 || res.hasHeader('set-cookie') || !KEPT_TYPES.some((kept) => type.startsWith(kept)))
        return;
      headers = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = value;
      }
    });
    const write = res.write;
    const end = res.end;
    const bytesOf = (chunk: unknown, encoding: unknown): Buffer | null =>
      chunk == null || typeof chunk === 'function'
        ? null
        : Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    /** The arguments that go on: the chunk as written, or with the shopper's marker once the head ends in it. */
    const sent = (chunk: unknown, rest: unknown[]): unknown[] => {
      const markFor = markerFor();
      if (!markFor) return [chunk, ...rest];
      const bytes = bytesOf(chunk, rest[0]);
      const withMarker = bytes && withShopperMarker(bytes, markFor);
      if (!withMarker) return [chunk, ...rest];
      marker = null;
      // The encoding belonged to a string chunk; the marked one is bytes.
      return [withMarker, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest)];
    };
    const capture = (chunk: unknown, encoding: unknown) => {
      if (!headers) return;
      const bytes = bytesOf(chunk, encoding);
      if (bytes) chunks.push(bytes);
    };
    res.write = function (this: ExpressResponse, chunk: unknown, ...rest: unknown[]) {
      const result = (write as (...args: unknown[]) => boolean).call(this, ...sent(chunk, rest));
      capture(chunk, rest[0]);
      return result;
    } as ExpressResponse['write'];
    res.end = function (this: ExpressResponse, chunk?: unknown, ...rest: unknown[]) {
      const result = (end as (...args: unknown[]) => ExpressResponse).call(this, ...sent(chunk, rest));
      capture(chunk, rest[0]);
      return result;
    } as ExpressResponse['end'];
    res.on('finish', () => {
      if (!headers || !ticket.keep) return;
      const body = Buffer.concat(chunks);
      const split = splitPage(body, locals);
      if (!split) return;
      const time = now();
      pages.set(key, {
        ...split,
        headers,
        bytes: body.length,
        freshUntil: time + config.pageCacheTtlMs,
        staleUntil: time + config.pageCacheTtlMs + STALE_GRACE_MS,
      });
    });
    next();
  };
}

/**
 * A page that may be kept, asked for with campaign or ad-click parameters (`?utm_source=…&gclid=…`): the request goes
 * on without them (the rest as written, in its order), so it is keyed by and rendered for the page's own URL and every
 * click of a campaign is the one kept copy, byte for byte, never carrying one visitor's click id to the next. The page
 * renders nothing of them anyway (campaign-params.ts), so the copy hydrates at the address that has them, which the
 * analytics script reads. A redirect (a product's canonical address, a listing's page number) gets them back on its
 * Location, so the landing page's address still has them. A navigation's data (`.data`, whose redirects travel in the
 * data) goes on as asked: the browser's links carry no campaign.
 */
function withoutCampaign(req: ExpressRequest, res: ExpressResponse) {
  const target = targetWithoutCampaignParams(req.originalUrl);
  if (target === req.originalUrl) return;
  const campaign = campaignParamsOf(req.originalUrl.slice(req.originalUrl.indexOf('?')));
  req.url = target;
  req.originalUrl = target;
  onHeaders(res, () => {
    const location = res.getHeader('location');
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === 'string')
      res.setHeader('location', withCampaignParams(location, campaign));
  });
}

type KeyConfig = Pick<Config, 'brandHosts' | 'defaultBrand' | 'brandOrigins'>;

/**
 * What a page depends on for a shopper without a session: the URL as React Router sees it (scheme, host, path and
 * query, for a page that may be kept without campaign parameters: withoutCampaign) and whether a crawler asks. The
 * target goes last (pageOfKey).
 *
 * The host counts as its brand where the brand has a public origin (STOREFRONT_BRAND_ORIGINS, required in
 * production): every absolute URL of the page is then made of that origin, never of the Host (decision 0013), so the
 * brand is all the page takes from it, and `Host: <anything>` is the default brand's page, not a page of its own to
 * render and keep (tester t2-F4: a loop of made-up hosts rendered every time and pushed the popular pages out). Without
 * one (development) the page's URLs are made of the request's own origin: the host as the adapter reads it (the
 * forwarded host only where the proxy is trusted).
 */
function keyOf(req: ExpressRequest, config: Partial<KeyConfig>): string {
  const userAgent = req.get('user-agent');
  const reader = userAgent && isbot(userAgent) ? 'crawler' : 'person';
  return `${req.protocol}://${hostOfKey(req, config)}\n${reader}\n${req.originalUrl}`;
}

function hostOfKey(req: ExpressRequest, { brandHosts = {}, defaultBrand, brandOrigins = {} }: Partial<KeyConfig>) {
  if (defaultBrand !== undefined) {
    const brand = brandForHost(req.hostname, { brandHosts, defaultBrand });
    if (brandOrigins[brand] !== undefined) return `brand:${brand}`;
  }
  const forwardedHost = req.app.enabled('trust proxy') ? (req.get('x-forwarded-host') ?? '') : '';
  return `${req.get('host') ?? ''}\n${forwardedHost}`;
}

function isHtml(type: unknown): boolean {
  return String(type ?? '').startsWith('text/html');
}

/** The route's mark never reaches the browser, whether or not the cache is on. */
function stripMark(res: ExpressResponse) {
  onHeaders(res, () => res.removeHeader(PAGE_CACHE_MARK));
}

/** Runs `listener` just before the response's headers are written (explicitly or by the first write). */
function onHeaders(res: ExpressResponse, listener: () => void) {
  const writeHead = res.writeHead;
  let called = false;
  res.writeHead = function (this: ExpressResponse, ...args: unknown[]) {
    if (!called) {
      called = true;
      if (typeof args[0] === 'number') this.statusCode = args[0];
      listener();
    }
    return (writeHead as (...a: unknown[]) => ExpressResponse).apply(this, args);
  } as ExpressResponse['writeHead'];
}
