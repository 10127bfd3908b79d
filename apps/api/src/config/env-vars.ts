import { z } from 'zod';
import { Brand } from '@outsole/contracts/reference';
import {
  isListenHost,
  LISTEN_HOST_EXPECTED,
  parseFlag,
  parseTrustProxy,
  TRUST_PROXY_EXPECTED,
  type TrustProxy,
} from '@outsole/contracts/config-values';
import { ACCESS_KEY_MIN_LENGTH, SERVER_TRUST_ID_MIN_LENGTH } from '@outsole/contracts/secrets';

/**
 * Every environment variable the api reads, with its default and meaning, in one table: config.ts parses
 * them and the README copies them. A `default` of `null` means "no default" (optional or required, see
 * `requiredInProduction`).
 */
export interface EnvVar {
  /** The zod schema the raw string must pass; its output becomes the config value. */
  schema: z.ZodType;
  /** Said after the variable name when the value fails, e.g. "must be a port number". */
  expected: string;
  /** Default outside production and in production (a function when they differ). */
  default: string | null | ((production: boolean) => string | null);
  requiredInProduction?: boolean;
  /** The value may hold credentials: a bad one is reported without echoing it. */
  secret?: boolean;
  /**
   * Its development default is a secret published in the README and the repository: production refuses it (a list
   * holding it too), so nobody can call as the storefront or mint captcha tokens with the public value.
   */
  refuseDevDefaultInProduction?: boolean;
  description: string;
}

const port = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(65_535));
const positiveInt = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1));
const nonNegativeInt = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(0));
/** true, false, yes, no, 1 or 0 in any case, as the storefront's flags (@outsole/contracts/config-values). */
const bool = z.string().transform((value, ctx) => {
  const flag = parseFlag(value);
  if (flag === null) ctx.addIssue({ code: 'custom', message: 'not a yes/no word' });
  return flag ?? false;
});
/**
 * An http(s) origin and nothing else (no path, query or trailing slash). zod runs a refinement even when the URL check
 * before it failed, so the refinement must not assume a URL: `new URL('notaurl')` threw past the configuration check.
 */
const origin = z.url({ protocol: /^https?$/ }).refine((url) => URL.canParse(url) && new URL(url).origin === url);
const originList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()))
  .pipe(z.array(origin).min(1));
const keyList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(ACCESS_KEY_MIN_LENGTH)).min(1));
/**
 * fastify's trustProxy: a yes/no word, a hop count, or the addresses/subnets of the proxies, each checked here (fastify
 * only compiles the list when the app is built, after the database was migrated and seeded).
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if (parsed === null) ctx.addIssue({ code: 'custom', message: 'not a trust proxy setting' });
  return parsed ?? false;
});
/** An address or host name to listen on (whether a name resolves, server.ts tries before touching the database). */
const listenHost = z.string().refine(isListenHost);

/** A number from 0 to 1 (a captcha score). */
const score = z
  .string()
  .regex(/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/)
  .transform(Number);
const BRANDS_EXAMPLE = Brand.options.map((brand) => `${brand}=https://${brand}.example`).join(',');
/** `brand=origin,...` naming every brand once: emails link to the brand's own storefront. */
const brandOrigins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const at = item.indexOf('=');
        return [item.slice(0, at).trim().toLowerCase(), item.slice(at + 1).trim()] as const;
      }),
  )
  .pipe(
    z
      .array(z.tuple([Brand, origin]))
      .refine((pairs) => Brand.options.every((brand) => pairs.some(([name]) => name === brand)))
      .transform((pairs) => Object.fromEntries(pairs) as Record<Brand, string>),
  );

export const ENV_VARS = {
  NODE_ENV: {
    schema: z.enum(['development', 'production', 'test']),
    expected: 'must be development, production or test',
    default: 'development',
    description: 'Runtime mode. production requires real secrets, turns on HSTS and ignores x-testing.',
  },
  API_HOST: {
    schema: listenHost,
    expected: LISTEN_HOST_EXPECTED,
    default: '0.0.0.0',
    description: 'Address the api listens on.',
  },
  API_PORT: {
    schema: port,
    expected: 'must be a port number',
    default: '4000',
    description: 'Port the api listens on.',
  },
  DATABASE_URL: {
    schema: z.string().min(1),
    expected: 'must be sqlite:<file>, a file path, :memory: or a postgres:// URL',
    default: 'sqlite:var/outsole.sqlite',
    description:
      'Database. `sqlite:<file>` or a plain file path (relative paths resolve from the repository root), ' +
      '`:memory:`, or `postgres://` / `postgresql://` for PostgreSQL.',
  },
  DATABASE_POOL_SIZE: {
    schema: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(500)),
    expected: 'must be a whole number from 1 to 500',
    default: '10',
    description:
      'PostgreSQL only: connections each api process keeps open. Keep the sum over all processes under the ' +
      "server's max_connections.",
  },
  DATABASE_CONNECT_TIMEOUT_MS: {
    schema: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(0).max(600_000)),
    expected: 'must be a whole number of milliseconds from 0 to 600000',
    default: '10000',
    description:
      'PostgreSQL only: how long a request waits for one of the pool’s connections (all in use, or the server not ' +
      'answering) before it fails (503 API503) rather than queueing for ever; 0 waits as long as it takes.',
  },
  REDIS_URL: {
    schema: z.url({ protocol: /^rediss?$/ }),
    expected: 'must be a redis:// or rediss:// URL',
    default: null,
    description:
      'Optional Redis, shared by every api instance for rate-limit counters, the credential limits (per address and ' +
      'per account) and spent captcha tokens. Unset, or while Redis is down: each instance keeps its own.',
  },
  API_ACCESS_KEYS: {
    schema: keyList,
    expected: `must be a comma-separated list of keys of at least ${ACCESS_KEY_MIN_LENGTH} characters`,
    default: (production) => (production ? null : 'outsole-dev-storefront'),
    requiredInProduction: true,
    secret: true,
    refuseDevDefaultInProduction: true,
    description:
      'Accepted `x-access-key` values, comma-separated (several allow rotation without downtime), each at least 8 ' +
      'characters; production refuses the published development key.',
  },
  SERVER_TRUST_ID: {
    schema: z.string().min(SERVER_TRUST_ID_MIN_LENGTH),
    expected: `must be at least ${SERVER_TRUST_ID_MIN_LENGTH} characters`,
    default: (production) => (production ? null : 'outsole-dev-trust'),
    requiredInProduction: true,
    secret: true,
    refuseDevDefaultInProduction: true,
    description:
      'Shared secret the storefront server sends as `x-server-trust-id`; a match marks the call trusted (it may then ' +
      'name the shopper’s session and address). Also keys the digests popular queries keep of who searched (decision ' +
      '0038). At least 16 characters; production refuses the published development value.',
  },
  STOREFRONT_ORIGIN: {
    schema: originList,
    expected: 'must be an origin like https://shop.example.com (comma-separated for several)',
    default: 'http://localhost:3000',
    description: 'Origins allowed by CORS (with credentials); comma-separated for several brand hosts.',
  },
  APP_ID: {
    schema: z.string().min(1).max(64),
    expected: 'must be 1 to 64 characters',
    default: 'outsole-api',
    description: 'The `appId` every error response carries.',
  },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    expected: 'must be fatal, error, warn, info, debug, trace or silent',
    default: 'info',
    description:
      'Minimum level of the JSON log lines written to stdout. The access log is one line per request, written when ' +
      'its answer is out (`"msg":"request"`: method, path without the query, route, status, ms, remoteAddress, ' +
      'correlationId; errorId and field for a refusal, the error itself for a 5xx; `aborted` and status 499 when the ' +
      'client left first, the failure then following as its own `request failed after the client went away` line): ' +
      'info, warn for a 503, error for another 5xx, debug for a healthy /health/live or /health/ready probe.',
  },
  BODY_LIMIT_BYTES: {
    schema: positiveInt,
    expected: 'must be a positive whole number of bytes',
    default: '1048576',
    description:
      'Largest accepted request body; larger bodies get 413 API413. Routes that take a few fields take less ' +
      '(16 KB, or 128 KB for reviews, profiles and addresses; apps/api/src/lib/body-limits.ts), never more.',
  },
  TRUST_PROXY: {
    schema: trustProxy,
    expected: TRUST_PROXY_EXPECTED,
    default: 'false',
    description:
      'Behind a load balancer: which proxies to trust for the client address (fastify trustProxy): true, false (or ' +
      'yes, no, any case), a hop count (1: the nearest proxy), or a comma-separated list of proxy addresses, subnets ' +
      '(10.0.0.0/8) and loopback, linklocal, uniquelocal. The storefront reads it the same way.',
  },
  SEED_ON_START: {
    schema: bool,
    expected: 'must be true or false',
    default: 'true',
    description: 'Seed reference and demo data at start when the database is empty.',
  },
  SEED_SIZE: {
    schema: positiveInt,
    expected: 'must be a positive whole number',
    default: '1',
    description: 'Multiplier of generated demo data (size N gives N times the leaf categories).',
  },
  SHUTDOWN_GRACE_MS: {
    schema: positiveInt,
    expected: 'must be a positive whole number of milliseconds',
    default: '10000',
    description: 'On SIGTERM/SIGINT, how long in-flight requests may finish before connections are cut.',
  },
  KEEP_ALIVE_TIMEOUT_S: {
    schema: positiveInt.pipe(z.number().max(3600)),
    expected: 'must be a whole number of seconds from 1 to 3600',
    default: '72',
    description:
      'Seconds an idle keep-alive connection stays open. Keep it above your load balancer’s idle timeout (60 s on most), or the balancer may reuse a connection just as it closes: a 502.',
  },
  REQUEST_TIMEOUT_S: {
    schema: positiveInt.pipe(z.number().max(3600)),
    expected: 'must be a whole number of seconds from 1 to 3600',
    default: '30',
    description:
      'Seconds a client has to send a whole request, headers and body (then 408): a client trickling a body byte by byte cannot hold a connection for ever. An idle keep-alive connection is not a request.',
  },
  COMMERCE_BASE_PATH: {
    schema: z.string().regex(/^(\/[A-Za-z0-9._~-]+)*$/),
    expected: 'must be empty or a path like /commerce (no trailing slash)',
    default: '',
    description: 'Base path of the commerce service (/consumers-v3, /sites, /products, /metrics ...).',
  },
  MEDIA_BASE_PATH: {
    schema: z.string().regex(/^(\/[A-Za-z0-9._~-]+)*$/),
    expected: 'must be empty or a path like /media (no trailing slash)',
    default: '',
    description: 'Base path of the media service (generated product images at /images/products/...).',
  },
  RATE_LIMIT_MAX: {
    schema: nonNegativeInt,
    expected: 'must be a whole number (0 turns rate limiting off)',
    default: '600',
    description:
      'Requests allowed per client per window; over it, 429 API429. A client is the connecting address, or for ' +
      'the trusted storefront server the shopper address it forwards in x-forwarded-for. 0 turns limits off.',
  },
  RATE_LIMIT_WINDOW_MS: {
    schema: positiveInt,
    expected: 'must be a positive whole number of milliseconds',
    default: '60000',
    description: 'Length of the rate-limit window.',
  },
  SAVE_FOR_LATER_PAGE_SIZE: {
    schema: positiveInt.pipe(z.number().max(100)),
    expected: 'must be a whole number from 1 to 100',
    default: '20',
    description:
      'Saved-for-later items per page (spec §9: the page size comes from configuration): what GET ' +
      '/wishlists/v2/saveForLater answers without a count, and the list page the moves answer.',
  },
  WEB_VITALS_RETENTION_DAYS: {
    schema: positiveInt.pipe(z.number().max(3650)),
    expected: 'must be a whole number of days from 1 to 3650',
    default: '30',
    description:
      'How long the real-user web vitals the storefront forwards (POST /metrics/v1/web-vitals) are kept; older ' +
      'rows are deleted in the background, at most once an hour per api process.',
  },
  GUEST_CART_RETENTION_DAYS: {
    schema: positiveInt.pipe(z.number().max(3650)),
    expected: 'must be a whole number of days from 1 to 3650',
    default: '30',
    description:
      "How long a guest's cart and saved-for-later list are kept after their last change (an account's are kept); " +
      'older ones, and guest carts merged into an account more than a day ago, are deleted in the background, at ' +
      'most once an hour per api process.',
  },
  SEARCH_CACHE_ENTRIES: {
    schema: nonNegativeInt,
    expected: 'must be a whole number (0 turns the cache off)',
    default: '2000',
    description:
      'productSearch and autoSuggest answers kept per api process (least recently used go first; all are dropped ' +
      'when the catalog search reads changes). 0 turns the cache off.',
  },
  ACCESS_TOKEN_TTL_SECONDS: {
    schema: positiveInt,
    expected: 'must be a positive whole number of seconds',
    default: '1800',
    description:
      'Lifetime of an access token (ES256 JWT, guest or registered). Short: a revoked session is refused on consumer ' +
      'endpoints at once, elsewhere when its last access token expires.',
  },
  REFRESH_TOKEN_TTL_SECONDS: {
    schema: positiveInt,
    expected: 'must be a positive whole number of seconds',
    default: '7776000',
    description:
      'Absolute lifetime of a signed-in session (90 days by default): refresh tokens rotate on every use, but never ' +
      'past this time from sign-in.',
  },
  GUEST_REFRESH_TOKEN_TTL_SECONDS: {
    schema: positiveInt,
    expected: 'must be a positive whole number of seconds',
    default: '2592000',
    description: 'Absolute lifetime of a guest session (30 days by default).',
  },
  REFRESH_REUSE_GRACE_SECONDS: {
    schema: nonNegativeInt,
    expected: 'must be a whole number of seconds (0: no grace)',
    default: '30',
    description:
      'A rotated refresh token presented again within this many seconds of its rotation gets a sibling token (two ' +
      'tabs refreshing at once both stay signed in), as does an authorization code exchanged again with its verifier ' +
      '(a retry after 409 or a lost answer); later, the whole session is revoked as a stolen token.',
  },
  CAPTCHA_SANDBOX_SECRET: {
    schema: z.string().min(16),
    expected: 'must be at least 16 characters',
    default: (production) => (production ? null : 'outsole-dev-captcha-sandbox-secret'),
    requiredInProduction: true,
    secret: true,
    refuseDevDefaultInProduction: true,
    description:
      'Key of the sandbox captcha provider (reCAPTCHA v3 flow): signs the tokens `POST /captcha/v1/sandbox/token` ' +
      'mints and sign-in, sign-up and forgot-password verify. Every api instance needs the same value.',
  },
  TRANSLATION_PROVIDER: {
    schema: z.enum(['sandbox', 'deepl']),
    expected: 'must be sandbox or deepl',
    default: (production) => (production ? null : 'sandbox'),
    requiredInProduction: true,
    description:
      'Who translates reviews and questions for shoppers: `sandbox` (development only: the demo phrases, anything ' +
      'else marked `[en→de] …`; production refuses to start with it) or `deepl` (DeepL API, key in ' +
      'TRANSLATION_API_KEY).',
  },
  TRANSLATION_API_KEY: {
    schema: z.string().min(8),
    expected: 'must be at least 8 characters',
    default: null,
    secret: true,
    description:
      'The translation provider’s key (DeepL: the account’s authentication key; one ending in `:fx` is a Free plan ' +
      'key, sent to api-free.deepl.com). Required with TRANSLATION_PROVIDER=deepl.',
  },
  CAPTCHA_MIN_SCORE: {
    schema: score,
    expected: 'must be a number from 0 to 1',
    default: '0.5',
    description: 'Lowest captcha score (0 a bot, 1 a person) accepted; below it the call fails with AUT403.',
  },
  STOREFRONT_BRAND_ORIGINS: {
    schema: brandOrigins,
    expected: `must list every brand's storefront origin, e.g. ${BRANDS_EXAMPLE}`,
    default: (production) => (production ? null : 'stride=http://localhost:3000,kestrel=http://kestrel.localhost:3000'),
    requiredInProduction: true,
    description:
      'Public storefront origin of each brand, for links in emails (password reset). Never taken from a request ' +
      'Host header. Comma-separated `brand=origin` pairs; every brand must be listed.',
  },
  RESET_TOKEN_TTL_SECONDS: {
    schema: positiveInt,
    expected: 'must be a positive whole number of seconds',
    default: '3600',
    description: 'How long a password-reset link stays valid (single use; AUT402 once expired or used).',
  },
  CREDENTIAL_LIMIT_PER_ADDRESS: {
    schema: nonNegativeInt,
    expected: 'must be a whole number (0 turns this limit off)',
    default: '30',
    description:
      'Calls per client address per window to each credential endpoint (sign-in, sign-up, forgot and reset ' +
      'password, change password, gift card balance); over it, 429 API429. On the token endpoint only refused ' +
      'grants count (an unknown, expired or reused refresh token or code): a live refresh token or code and a new ' +
      'guest session spend nothing. Shared through Redis when REDIS_URL is set.',
  },
  CREDENTIAL_LIMIT_PER_ACCOUNT: {
    schema: nonNegativeInt,
    expected: 'must be a whole number (0 turns this limit off)',
    default: '10',
    description:
      'Per account (email, signed-in consumer, or gift card number) per window, from any number of addresses: ' +
      'failed sign-ins and change-password calls (a wrong password; past it, only an address that has failed ' +
      'against the account is refused, so others cannot lock the owner out), sign-ups and forgot-password calls ' +
      'that passed the captcha, reset-password and gift card balance calls, and one session’s refreshes (siblings ' +
      'and a code exchange’s retry included); over it, 429 API429.',
  },
  CREDENTIAL_LIMIT_WINDOW_SECONDS: {
    schema: positiveInt,
    expected: 'must be a positive whole number of seconds',
    default: '900',
    description: 'Length of the credential-limit window.',
  },
  SMTP_URL: {
    schema: z.url({ protocol: /^smtps?$/ }),
    expected: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
    default: null,
    requiredInProduction: true,
    secret: true,
    description:
      'Where the email worker sends mail (nodemailer; `smtp://` upgrades with STARTTLS when offered, `smtps://` is ' +
      'TLS from the start; credentials in the URL). Unset outside production: mail goes to the development mailbox ' +
      'at `/dev/mailbox` instead. Required in production, which has no mailbox.',
  },
  EMAIL_FROM: {
    schema: z
      .string()
      .trim()
      .regex(/^(?:[^<>@\r\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/),
    expected: 'must be an address (no-reply@example.com) or a name and address (Shop <no-reply@example.com>)',
    default: (production) => (production ? null : 'no-reply@outsole.localhost'),
    requiredInProduction: true,
    description:
      'Sender of every email. A bare address is sent with the brand as its name (`Stride <no-reply@…>`); ' +
      '`Name <address>` is used as written.',
  },
  EMAIL_WORKER_ENABLED: {
    schema: bool,
    expected: 'must be true or false',
    default: 'true',
    description:
      'Run the email worker in this api process (it sends the outbox; instances share the work through leases, ' +
      'so each message is sent once) and the restock watch (every 5 minutes it queues the back-in-stock emails of ' +
      'sizes that came back; each sign-up is emailed once). false: this instance only queues mail.',
  },
  EMAIL_POLL_INTERVAL_MS: {
    schema: positiveInt,
    expected: 'must be a positive whole number of milliseconds',
    default: '1000',
    description: 'How often the email worker looks for due messages when the outbox is empty.',
  },
  EMAIL_MAX_ATTEMPTS: {
    schema: positiveInt.pipe(z.number().max(20)),
    expected: 'must be a whole number from 1 to 20',
    default: '8',
    description:
      'Sends tried per message before it is marked failed. Retries wait 30 s, 1, 2, 4 ... minutes (at most an hour); ' +
      'a recipient the server refuses (5xx) fails at once.',
  },
} satisfies Record<string, EnvVar>;

export type EnvVarName = keyof typeof ENV_VARS;

/** The variables as rows for documentation: name, default (as text) and meaning. */
export const CONFIG_VARIABLES: readonly { name: EnvVarName; default: string; description: string }[] = (
  Object.entries(ENV_VARS) as [EnvVarName, EnvVar][]
).map(([name, spec]) => {
  const dev = typeof spec.default === 'function' ? spec.default(false) : spec.default;
  const shown = dev === null ? '(unset)' : dev === '' ? '(empty)' : dev;
  return {
    name,
    default: spec.requiredInProduction ? `${shown}; required in production` : shown,
    description: spec.description,
  };
});
