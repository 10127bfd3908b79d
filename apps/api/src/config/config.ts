import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { Brand } from '@outsole/contracts/reference';
import { ENV_VARS, type EnvVar, type EnvVarName } from './env-vars.js';

/** The repository root (two levels above apps/api): relative SQLite paths resolve from here, in src and dist. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type DatabaseConfig =
  | { kind: 'sqlite'; /** absolute path or `:memory:` */ filename: string }
  | {
      kind: 'postgres';
      connectionString: string;
      /** connections in the pool (DATABASE_POOL_SIZE) */ poolSize?: number;
      /** longest wait for a pooled connection (DATABASE_CONNECT_TIMEOUT_MS); 0 or absent: no limit */
      connectTimeoutMs?: number;
    };

type Env = { [K in EnvVarName]: z.output<(typeof ENV_VARS)[K]['schema']> };

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  host: string;
  port: number;
  database: DatabaseConfig;
  redisUrl: string | null;
  accessKeys: string[];
  serverTrustId: string;
  storefrontOrigins: string[];
  appId: string;
  logLevel: Env['LOG_LEVEL'];
  bodyLimitBytes: number;
  trustProxy: boolean | number | string[];
  seedOnStart: boolean;
  seedSize: number;
  shutdownGraceMs: number;
  /** Idle keep-alive connections stay open this long: longer than a load balancer's idle timeout. */
  keepAliveTimeoutMs: number;
  /** How long a client may take to send a whole request (Node's requestTimeout; fastify's default is none). */
  requestTimeoutMs: number;
  commerceBasePath: string;
  mediaBasePath: string;
  rateLimit: { max: number; windowMs: number };
  searchCacheEntries: number;
  /** Saved-for-later page size (modules/save-for-later). */
  saveForLaterPageSize: number;
  /** Days real-user web vitals are kept (modules/metrics). */
  webVitalsRetentionDays: number;
  /** Days a guest's cart and saved-for-later list are kept after their last change (modules/cart/cart.retention.ts). */
  guestCartRetentionDays: number;
  /** Access and refresh token lifetimes and the refresh reuse grace window, in seconds (modules/session). */
  session: SessionSettings;
  captcha: { sandboxSecret: string; minScore: number };
  /** Who translates reviews and questions (decision 0045 addendum): never the sandbox in production. */
  translation: { provider: 'sandbox' } | { provider: 'deepl'; apiKey: string };
  /** Public storefront origin per brand, for links in emails (never the request's Host header). */
  storefrontBrandOrigins: Record<Brand, string>;
  resetTokenTtlSeconds: number;
  /** Per client address and per account, per credential endpoint, per window; 0 turns one off. */
  credentialLimits: { perAddress: number; perAccount: number; windowSeconds: number };
  email: EmailSettings;
}

/** The email outbox's sender and worker (modules/notifications). */
export interface EmailSettings {
  /** SMTP_URL; null: the development mailbox (never in production). */
  smtpUrl: string | null;
  from: string;
  workerEnabled: boolean;
  pollIntervalMs: number;
  maxAttempts: number;
}

export interface SessionSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  guestRefreshTokenTtlSeconds: number;
  refreshReuseGraceSeconds: number;
}

/** A configuration problem; its message is the one line printed before the process exits with code 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type RawEnv = Readonly<Record<string, string | undefined>>;

/**
 * Reads the environment (or any map of strings, for tests) into a typed Config. Every variable is checked;
 * all problems are reported together on one line, e.g.
 * `Invalid configuration: API_PORT must be a port number (got "abc")`.
 */
/**
 * A secret's development default (`outsole-dev-trust`: published in the README and the repository) when `value` is it
 * or, for a list, holds it (EnvVar.refuseDevDefaultInProduction); null otherwise.
 */
function publishedDevValue(spec: EnvVar, value: unknown): string | null {
  if (!spec.refuseDevDefaultInProduction || typeof spec.default !== 'function') return null;
  const development = spec.default(false);
  if (development === null) return null;
  const given = Array.isArray(value) ? value : [value];
  return given.includes(development) ? development : null;
}

/**
 * The schema's verdict, a schema that throws (a refinement assuming an earlier check passed) counting as a refusal: a
 * wrong value is reported naming its variable, never as a bare `Invalid URL`.
 */
function safeParse(schema: z.ZodType, value: string): { success: boolean; data?: unknown } {
  try {
    return schema.safeParse(value);
  } catch {
    return { success: false };
  }
}

export function parseConfig(raw: RawEnv): Config {
  const production = raw.NODE_ENV === 'production';
  const problems: string[] = [];
  const values: Partial<Record<EnvVarName, unknown>> = {};

  for (const [name, spec] of Object.entries(ENV_VARS) as [EnvVarName, EnvVar][]) {
    // An empty value counts as unset, as env files and compose files commonly write `NAME=`.
    const given = raw[name] === '' ? undefined : raw[name];
    const fallback = typeof spec.default === 'function' ? spec.default(production) : spec.default;
    const value = given ?? fallback;
    if (value === null) {
      if (spec.requiredInProduction && production) problems.push(`${name} is required in production`);
      values[name] = null;
      continue;
    }
    const parsed = safeParse(spec.schema, value);
    const published = production && given !== undefined ? publishedDevValue(spec, parsed.data) : null;
    if (published !== null) {
      problems.push(
        Array.isArray(parsed.data)
          ? `${name} holds the development value the README publishes (${published}); production needs a secret of its own`
          : `${name} is the development value the README publishes; production needs a secret of its own`,
      );
    } else if (parsed.success) values[name] = parsed.data;
    else problems.push(`${name} ${spec.expected}${spec.secret ? '' : ` (got ${JSON.stringify(value)})`}`);
  }

  const env = values as Env;
  if (production && env.TRANSLATION_PROVIDER === 'sandbox') {
    problems.push(
      'TRANSLATION_PROVIDER=sandbox is for development: it shows shoppers marked pseudo-translations; production needs deepl',
    );
  }
  if (env.TRANSLATION_PROVIDER === 'deepl' && !env.TRANSLATION_API_KEY) {
    problems.push('TRANSLATION_API_KEY is required with TRANSLATION_PROVIDER=deepl');
  }
  let database: DatabaseConfig | null = null;
  if (problems.length === 0) {
    database = parseDatabaseUrl(env.DATABASE_URL);
    if (!database) problems.push(`DATABASE_URL ${ENV_VARS.DATABASE_URL.expected} (got "${env.DATABASE_URL}")`);
    else if (database.kind === 'postgres')
      database = { ...database, poolSize: env.DATABASE_POOL_SIZE, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS };
  }
  if (problems.length > 0 || !database) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  return {
    env: env.NODE_ENV,
    production,
    host: env.API_HOST,
    port: env.API_PORT,
    database,
    redisUrl: env.REDIS_URL ?? null,
    accessKeys: env.API_ACCESS_KEYS,
    serverTrustId: env.SERVER_TRUST_ID,
    storefrontOrigins: env.STOREFRONT_ORIGIN,
    appId: env.APP_ID,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    seedOnStart: env.SEED_ON_START,
    seedSize: env.SEED_SIZE,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_S * 1000,
    requestTimeoutMs: env.REQUEST_TIMEOUT_S * 1000,
    commerceBasePath: env.COMMERCE_BASE_PATH,
    mediaBasePath: env.MEDIA_BASE_PATH,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    searchCacheEntries: env.SEARCH_CACHE_ENTRIES,
    saveForLaterPageSize: env.SAVE_FOR_LATER_PAGE_SIZE,
    webVitalsRetentionDays: env.WEB_VITALS_RETENTION_DAYS,
    guestCartRetentionDays: env.GUEST_CART_RETENTION_DAYS,
    session: {
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      guestRefreshTokenTtlSeconds: env.GUEST_REFRESH_TOKEN_TTL_SECONDS,
      refreshReuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
    },
    captcha: { sandboxSecret: env.CAPTCHA_SANDBOX_SECRET, minScore: env.CAPTCHA_MIN_SCORE },
    translation:
      env.TRANSLATION_PROVIDER === 'deepl'
        ? { provider: 'deepl', apiKey: env.TRANSLATION_API_KEY ?? '' }
        : { provider: 'sandbox' },
    storefrontBrandOrigins: env.STOREFRONT_BRAND_ORIGINS,
    resetTokenTtlSeconds: env.RESET_TOKEN_TTL_SECONDS,
    credentialLimits: {
      perAddress: env.CREDENTIAL_LIMIT_PER_ADDRESS,
      perAccount: env.CREDENTIAL_LIMIT_PER_ACCOUNT,
      windowSeconds: env.CREDENTIAL_LIMIT_WINDOW_SECONDS,
    },
    email: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.EMAIL_FROM,
      workerEnabled: env.EMAIL_WORKER_ENABLED,
      pollIntervalMs: env.EMAIL_POLL_INTERVAL_MS,
      maxAttempts: env.EMAIL_MAX_ATTEMPTS,
    },
  };
}

/** `sqlite:<file>`, `sqlite:///abs`, a plain path, `:memory:` or a postgres URL; anything else is null. */
export function parseDatabaseUrl(url: string, root: string = REPO_ROOT): DatabaseConfig | null {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    return URL.canParse(url) ? { kind: 'postgres', connectionString: url } : null;
  }
  let path = url;
  if (/^sqlite:/i.test(path))
    path = path
      .slice('sqlite:'.length)
      .replace(/^\/\/(?=\/)/, '')
      .replace(/^\/\//, '');
  else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return null; // another scheme: mysql://, http:// ...
  if (path === '') return null;
  if (path === ':memory:') return { kind: 'sqlite', filename: ':memory:' };
  return { kind: 'sqlite', filename: isAbsolute(path) ? path : resolve(root, path) };
}
