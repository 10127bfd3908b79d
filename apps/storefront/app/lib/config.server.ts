import {
  isListenHost,
  LISTEN_HOST_EXPECTED,
  parseFlag,
  parseTrustProxy,
  TRUST_PROXY_EXPECTED,
  type TrustProxy,
} from '@outsole/contracts/config-values';
import { Brand } from '@outsole/contracts/reference';
import { LocalePath } from '@outsole/contracts/locales';
import { ACCESS_KEY_MIN_LENGTH, SERVER_TRUST_ID_MIN_LENGTH } from '@outsole/contracts/secrets';
import { SITEMAP_MAX_PAGE_SIZE } from '@outsole/contracts/sitemap';
import { z } from 'zod';

import { LOG_LEVELS, type LogLevel } from './http/lifecycle.server.ts';

/**
 * The storefront's environment, parsed once at boot (server.mjs calls `loadConfig`). A bad value stops the
 * process with one line naming the variable; nothing reads `process.env` anywhere else.
 */

const DEV_ACCESS_KEY = 'outsole-dev-storefront';
const DEV_TRUST_ID = 'outsole-dev-trust';
/** The page cache's default size in production: about 800 product or listing pages. */
const DEFAULT_PAGE_CACHE_MB = 128;

/** true, false, yes, no, 1 or 0 in any case, as the api's flags (@outsole/contracts/config-values). */
const flag = z.string().transform((raw, ctx) => {
  const value = parseFlag(raw);
  if (value === null) ctx.addIssue({ code: 'custom', message: 'must be true or false' });
  return value ?? false;
});

const brandHosts = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const map: Record<string, Brand> = {};
    for (const pair of raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [host, brand] = pair.split('=').map((part) => part.trim().toLowerCase());
      const parsed = Brand.safeParse(brand);
      if (!host || !parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `"${pair}" is not host=brand with a brand of ${Brand.options.join('|')}`,
        });
        return z.NEVER;
      }
      map[host] = parsed.data;
    }
    return map;
  });

/**
 * `brand=origin` pairs, every brand listed (as the api's variable of the same name): the public origin of each brand's
 * storefront, which absolute URLs for crawlers are made of, whatever Host a request names.
 */
const brandOrigins = z.string().transform((raw, ctx) => {
  const map: Partial<Record<Brand, string>> = {};
  for (const pair of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const brand = Brand.safeParse(pair.slice(0, at).trim().toLowerCase());
    const origin = URL.canParse(pair.slice(at + 1).trim()) ? new URL(pair.slice(at + 1).trim()) : null;
    if (
      at < 0 ||
      !brand.success ||
      !origin ||
      !/^https?:$/.test(origin.protocol) ||
      origin.href !== `${origin.origin}/`
    ) {
      ctx.addIssue({ code: 'custom', message: `"${pair}" is not brand=origin (an http(s) origin without a path)` });
      return z.NEVER;
    }
    map[brand.data] = origin.origin;
  }
  const missing = Brand.options.filter((brand) => !map[brand]);
  if (missing.length > 0) {
    ctx.addIssue({ code: 'custom', message: `must list every brand (missing ${missing.join(', ')})` });
    return z.NEVER;
  }
  return map as Record<Brand, string>;
});

/**
 * Express's `trust proxy`, read as the api reads its TRUST_PROXY: a yes/no word, a hop count, or a comma-separated list
 * of proxy addresses, subnets and proxy-addr's group names, each checked here (Express compiles the list only when
 * server.mjs sets it, and threw a bare `invalid IP address` with a stack).
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = parseTrustProxy(raw);
    if (value === null)
      ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_EXPECTED} (got ${JSON.stringify(raw)})` });
    return value ?? false;
  });

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z
      .string()
      .refine(isListenHost, { error: (issue) => `${LISTEN_HOST_EXPECTED} (got ${JSON.stringify(issue.input)})` })
      .default('0.0.0.0'),
    API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://127.0.0.1:4000'),
    API_ACCESS_KEY: z.string().min(1).optional(),
    SERVER_TRUST_ID: z.string().min(1).optional(),
    API_TESTING: z.string().min(1).optional(),
    DEFAULT_LOCALE: LocalePath.default('en-us'),
    DEFAULT_BRAND: Brand.default('stride'),
    BRAND_HOSTS: brandHosts,
    STOREFRONT_BRAND_ORIGINS: brandOrigins.optional(),
    API_MOCK: flag.default(false),
    TOAST_DURATION_MS: z.coerce.number().int().min(1000).max(120_000).default(5000),
    TOAST_ACTION_DURATION_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
    VALIDATE_RESPONSE: flag.optional(),
    TRUST_PROXY: trustProxy,
    REFERENCE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
    API_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    PAGE_CACHE_MB: z.coerce.number().min(0).max(65_536).optional(),
    PAGE_CACHE_TTL_S: z.coerce.number().int().min(1).max(3600).default(60),
    SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(SITEMAP_MAX_PAGE_SIZE).default(SITEMAP_MAX_PAGE_SIZE),
    KEEP_ALIVE_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(65),
    REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(30),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    // spec §9: "mocks are never active in production"
    if (env.API_MOCK) {
      ctx.addIssue({ code: 'custom', path: ['API_MOCK'], message: 'mocks are never active in production (spec §9)' });
    }
    for (const key of ['API_ACCESS_KEY', 'SERVER_TRUST_ID', 'STOREFRONT_BRAND_ORIGINS'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
    // The development values are published (README, repository): anyone could call the api as this storefront. A
    // short one is guessable: production holds them to the api's own rules (@outsole/contracts/secrets), never
    // echoing the value.
    for (const [key, published, minLength] of [
      ['API_ACCESS_KEY', DEV_ACCESS_KEY, ACCESS_KEY_MIN_LENGTH],
      ['SERVER_TRUST_ID', DEV_TRUST_ID, SERVER_TRUST_ID_MIN_LENGTH],
    ] as const) {
      const value = env[key];
      if (value === published) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is the development value the README publishes; production needs a secret of its own',
        });
      } else if (value && value.length < minLength) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `must be at least ${minLength} characters in production (it is ${value.length})`,
        });
      }
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  apiUrl: string;
  apiAccessKey: string;
  serverTrustId: string;
  /** Value of the optional x-testing header; absent means the header is not sent. */
  apiTesting: string | undefined;
  defaultLocale: LocalePath;
  defaultBrand: Brand;
  /** Host name (no port, lower case) → brand: BRAND_HOSTS, and the host of each brand's public origin. */
  brandHosts: Readonly<Record<string, Brand>>;
  /**
   * Public origin of each brand's storefront (STOREFRONT_BRAND_ORIGINS): canonical, hreflang, og:url, JSON-LD,
   * sitemaps and robots.txt name it, never the request's Host. Unset (outside production only): the request's origin.
   */
  brandOrigins: Readonly<Partial<Record<Brand, string>>>;
  apiMock: boolean;
  toastDurationMs: number;
  toastActionDurationMs: number;
  validateResponse: boolean;
  trustProxy: boolean | number | string[];
  /** How long the site record and the catalog tree are kept in process (reference-cache.server.ts); 0: off. */
  referenceCacheTtlMs: number;
  /** Public api answers kept in process (lib/api/response-cache.server.ts); 0: off. */
  apiCacheMaxEntries: number;
  /**
   * Bytes of pages kept for shoppers without a session (lib/http/page-cache.server.ts); 0: off. Off outside
   * production by default, where pages change as the code does.
   */
  pageCacheBytes: number;
  /** How long a kept page is served. */
  pageCacheTtlMs: number;
  /**
   * How long an idle keep-alive connection stays open. Longer than the load balancer's own idle timeout, so the
   * balancer never sends a request on a connection this server is closing at that moment (a 502 for the shopper).
   */
  keepAliveTimeoutMs: number;
  /** How long a client may take to send a whole request, headers and body (Node's requestTimeout: then 408). */
  requestTimeoutMs: number;
  /** URLs per child sitemap (features/sitemap); at most the api's page size. */
  sitemapPageSize: number;
  /** On SIGTERM/SIGINT, how long in-flight requests may finish before connections are cut (lifecycle.server.ts). */
  shutdownGraceMs: number;
  /** Minimum level of the JSON lines written to stdout (access log, start and shutdown). */
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Parses the environment or throws a ConfigError whose message is one line naming every bad variable. */
export function parseConfig(env: Env): Config {
  // Empty strings mean "unset", as in `API_MOCK= npm start`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`);
    throw new ConfigError(`Invalid storefront configuration: ${problems.join('; ')}`);
  }
  const parsed = result.data;
  const isProduction = parsed.NODE_ENV === 'production';
  return {
    env: parsed.NODE_ENV,
    isProduction,
    port: parsed.PORT,
    host: parsed.HOST,
    apiUrl: parsed.API_URL.replace(/\/+$/, ''),
    apiAccessKey: parsed.API_ACCESS_KEY ?? DEV_ACCESS_KEY,
    serverTrustId: parsed.SERVER_TRUST_ID ?? DEV_TRUST_ID,
    apiTesting: parsed.API_TESTING,
    defaultLocale: parsed.DEFAULT_LOCALE,
    defaultBrand: parsed.DEFAULT_BRAND,
    brandHosts: { ...originHosts(parsed.STOREFRONT_BRAND_ORIGINS ?? {}), ...parsed.BRAND_HOSTS },
    brandOrigins: parsed.STOREFRONT_BRAND_ORIGINS ?? {},
    apiMock: parsed.API_MOCK,
    toastDurationMs: parsed.TOAST_DURATION_MS,
    toastActionDurationMs: parsed.TOAST_ACTION_DURATION_MS,
    validateResponse: parsed.VALIDATE_RESPONSE ?? !isProduction,
    trustProxy: parsed.TRUST_PROXY,
    referenceCacheTtlMs: parsed.REFERENCE_CACHE_TTL_MS,
    apiCacheMaxEntries: parsed.API_CACHE_MAX_ENTRIES,
    pageCacheBytes: Math.round((parsed.PAGE_CACHE_MB ?? (isProduction ? DEFAULT_PAGE_CACHE_MB : 0)) * 1024 * 1024),
    pageCacheTtlMs: parsed.PAGE_CACHE_TTL_S * 1000,
    keepAliveTimeoutMs: parsed.KEEP_ALIVE_TIMEOUT_S * 1000,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_S * 1000,
    sitemapPageSize: parsed.SITEMAP_PAGE_SIZE,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
    logLevel: parsed.LOG_LEVEL,
  };
}

/** Each brand's public origin's host name → the brand: the host a brand is configured at serves that brand. */
function originHosts(origins: Partial<Record<Brand, string>>): Record<string, Brand> {
  return Object.fromEntries(
    Object.entries(origins).map(([brand, origin]) => [new URL(origin).hostname, brand as Brand]),
  );
}

let current: Config | undefined;

/** The process's configuration, parsed on first use. server.mjs calls this at boot so a bad value fails fast. */
export function loadConfig(env: Env = process.env): Config {
  current ??= parseConfig(env);
  return current;
}
