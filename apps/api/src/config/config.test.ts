import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, parseDatabaseUrl, REPO_ROOT } from './config.js';
import { CONFIG_VARIABLES, ENV_VARS } from './env-vars.js';

function failure(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a configuration error');
}

describe('parseConfig', () => {
  it('takes the benchmarks’ production environment (bench/processes.mjs benchApiEnv), or every benchmark stops', async () => {
    const bench = (await import(join(REPO_ROOT, 'bench/processes.mjs'))) as {
      benchApiEnv: (options: { databaseUrl: string; accessKey: string; port?: number }) => Record<string, string>;
    };
    const env = bench.benchApiEnv({ databaseUrl: 'sqlite::memory:', accessKey: 'bench-access-key', port: 4999 });
    expect(parseConfig(env)).toMatchObject({ production: true, port: 4999 });
  });

  it('has working defaults outside production', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      production: false,
      host: '0.0.0.0',
      port: 4000,
      redisUrl: null,
      accessKeys: ['outsole-dev-storefront'],
      serverTrustId: 'outsole-dev-trust',
      storefrontOrigins: ['http://localhost:3000'],
      appId: 'outsole-api',
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      trustProxy: false,
      seedOnStart: true,
      seedSize: 1,
      shutdownGraceMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      commerceBasePath: '',
      mediaBasePath: '',
      rateLimit: { max: 600, windowMs: 60_000 },
      captcha: { sandboxSecret: 'outsole-dev-captcha-sandbox-secret', minScore: 0.5 },
      storefrontBrandOrigins: { stride: 'http://localhost:3000', kestrel: 'http://kestrel.localhost:3000' },
      resetTokenTtlSeconds: 3600,
      credentialLimits: { perAddress: 30, perAccount: 10, windowSeconds: 900 },
      email: {
        smtpUrl: null,
        from: 'no-reply@outsole.localhost',
        workerEnabled: true,
        pollIntervalMs: 1000,
        maxAttempts: 8,
      },
    });
    expect(config.database).toEqual({ kind: 'sqlite', filename: `${REPO_ROOT}var/outsole.sqlite` });
  });

  it('parses every kind of value', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      API_PORT: '8080',
      API_ACCESS_KEYS: 'first-key-123, second-key-456',
      SERVER_TRUST_ID: 'trust-me-please-16',
      CAPTCHA_SANDBOX_SECRET: 'a-captcha-key-of-32-characters!!',
      TRANSLATION_PROVIDER: 'deepl',
      TRANSLATION_API_KEY: 'a-deepl-key:fx',
      STOREFRONT_BRAND_ORIGINS: 'stride=https://stride.example.com, kestrel=https://kestrel.example.com',
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com:465',
      EMAIL_FROM: 'Stride Shop <no-reply@stride.example.com>',
      EMAIL_WORKER_ENABLED: 'false',
      STOREFRONT_ORIGIN: 'https://stride.example.com,https://kestrel.example.com',
      TRUST_PROXY: '2',
      SEED_ON_START: 'no',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://app@db:5432/outsole',
      DATABASE_POOL_SIZE: '24',
      DATABASE_CONNECT_TIMEOUT_MS: '2500',
      COMMERCE_BASE_PATH: '/commerce',
      MEDIA_BASE_PATH: '/media',
      KEEP_ALIVE_TIMEOUT_S: '120',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      production: true,
      port: 8080,
      accessKeys: ['first-key-123', 'second-key-456'],
      storefrontOrigins: ['https://stride.example.com', 'https://kestrel.example.com'],
      trustProxy: 2,
      seedOnStart: false,
      redisUrl: 'redis://127.0.0.1:6379',
      database: {
        kind: 'postgres',
        connectionString: 'postgres://app@db:5432/outsole',
        poolSize: 24,
        connectTimeoutMs: 2500,
      },
      commerceBasePath: '/commerce',
      mediaBasePath: '/media',
      keepAliveTimeoutMs: 120_000,
      logLevel: 'info', // empty counts as unset
      captcha: { sandboxSecret: 'a-captcha-key-of-32-characters!!', minScore: 0.5 },
      storefrontBrandOrigins: { stride: 'https://stride.example.com', kestrel: 'https://kestrel.example.com' },
      email: {
        smtpUrl: 'smtps://mailer:p%40ss@smtp.example.com:465',
        from: 'Stride Shop <no-reply@stride.example.com>',
        workerEnabled: false,
      },
    });
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('reads TRUST_PROXY as other flags are read (any case, yes/no), digits as a hop count', () => {
    expect(parseConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: 'No' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'loopback, fd00::/8' }).trustProxy).toEqual(['loopback', 'fd00::/8']);
    expect(parseConfig({ SEED_ON_START: 'NO', EMAIL_WORKER_ENABLED: 'Yes' })).toMatchObject({
      seedOnStart: false,
      email: { workerEnabled: true },
    });
    expect(parseConfig({ API_HOST: '::' }).host).toBe('::');
    expect(parseConfig({ API_HOST: 'api.internal' }).host).toBe('api.internal');
  });

  it('refuses any value of any variable with one line naming it, never with an error of its own', () => {
    const garbage = ['notaurl', 'x=y', '=', ',', 'a,b', '-1', '1.2.3', 'http://', 'https://a.example/x', '%', ' '];
    for (const name of Object.keys(ENV_VARS)) {
      for (const value of garbage) {
        let message: string | null = null;
        try {
          parseConfig({ [name]: value });
        } catch (error) {
          expect(error, `${name}=${value}`).toBeInstanceOf(ConfigError);
          message = (error as ConfigError).message;
        }
        if (message === null) continue;
        expect(message, `${name}=${value}`).toMatch(new RegExp(`^Invalid configuration: ${name}\\b`));
        expect(message).not.toContain('\n');
      }
    }
  });

  it.each([
    [{ API_PORT: 'abc' }, 'Invalid configuration: API_PORT must be a port number (got "abc")'],
    [{ API_PORT: '70000' }, 'Invalid configuration: API_PORT must be a port number (got "70000")'],
    [
      { NODE_ENV: 'staging' },
      'Invalid configuration: NODE_ENV must be development, production or test (got "staging")',
    ],
    [{ SEED_ON_START: 'maybe' }, 'Invalid configuration: SEED_ON_START must be true or false (got "maybe")'],
    [{ STOREFRONT_ORIGIN: 'http://localhost:3000/shop' }, 'STOREFRONT_ORIGIN must be an origin'],
    [{ DATABASE_URL: 'mysql://db/outsole' }, 'DATABASE_URL must be sqlite:<file>'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number from 1 to 500'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: '-1' }, 'DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds'],
    [{ KEEP_ALIVE_TIMEOUT_S: '0' }, 'KEEP_ALIVE_TIMEOUT_S must be a whole number of seconds from 1 to 3600'],
    [{ KEEP_ALIVE_TIMEOUT_S: '3601' }, 'KEEP_ALIVE_TIMEOUT_S must be a whole number of seconds from 1 to 3600'],
    [{ COMMERCE_BASE_PATH: '/commerce/' }, 'COMMERCE_BASE_PATH must be empty or a path'],
    [{ MEDIA_BASE_PATH: 'media' }, 'MEDIA_BASE_PATH must be empty or a path'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ STOREFRONT_BRAND_ORIGINS: 'stride=https://stride.example' }, "STOREFRONT_BRAND_ORIGINS must list every brand's"],
    [{ STOREFRONT_BRAND_ORIGINS: 'stride=https://a.example/x,kestrel=https://b.example' }, 'STOREFRONT_BRAND_ORIGINS'],
    [{ CAPTCHA_SANDBOX_SECRET: 'short' }, 'CAPTCHA_SANDBOX_SECRET must be at least 16 characters'],
    // The trust id speaks for any session and client address: a key as long as the captcha's (contracts/secrets).
    [{ SERVER_TRUST_ID: 'fifteen-chars!!' }, 'SERVER_TRUST_ID must be at least 16 characters'],
    [{ API_ACCESS_KEYS: 'good-key-1,seven77' }, 'API_ACCESS_KEYS must be a comma-separated list of keys of at least 8'],
    [{ CAPTCHA_MIN_SCORE: '1.5' }, 'CAPTCHA_MIN_SCORE must be a number from 0 to 1'],
    [{ EMAIL_FROM: 'Shop <no-reply>' }, 'EMAIL_FROM must be an address'],
    [{ EMAIL_MAX_ATTEMPTS: '0' }, 'EMAIL_MAX_ATTEMPTS must be a whole number from 1 to 20'],
    // A bad SMTP_URL is named without echoing it: it carries the mail server's password.
    [{ SMTP_URL: 'http://mailer:hunter22@smtp.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    // Not URLs at all: the origin check used to call new URL() on them anyway and stop the api with "Invalid URL".
    [{ STOREFRONT_ORIGIN: 'notaurl' }, 'Invalid configuration: STOREFRONT_ORIGIN must be an origin'],
    [{ STOREFRONT_ORIGIN: 'http://ok.example,notaurl' }, 'STOREFRONT_ORIGIN must be an origin'],
    [{ STOREFRONT_BRAND_ORIGINS: 'stride=notaurl,kestrel=http://k.localhost' }, 'STOREFRONT_BRAND_ORIGINS must list'],
    // Used to pass as a list of proxy addresses, refused by fastify only after the database was migrated and seeded.
    [{ TRUST_PROXY: '1.2.3' }, 'Invalid configuration: TRUST_PROXY must be true, false, a hop count'],
    [{ TRUST_PROXY: '10.0.0.0/8,proxy' }, 'TRUST_PROXY must be true, false, a hop count'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true, false, a hop count'],
    [{ API_HOST: '999.1.1.1' }, 'Invalid configuration: API_HOST must be an IP address'],
    [{ API_HOST: 'http://0.0.0.0' }, 'API_HOST must be an IP address'],
  ])('rejects %o with one clear line', (env, message) => {
    const text = failure(env);
    expect(text).toContain(message);
    expect(text).not.toContain('\n');
  });

  it('requires real secrets in production and reports every problem on the same line', () => {
    expect(failure({ NODE_ENV: 'production', API_PORT: 'abc' })).toBe(
      'Invalid configuration: API_PORT must be a port number (got "abc"); API_ACCESS_KEYS is required in production; ' +
        'SERVER_TRUST_ID is required in production; CAPTCHA_SANDBOX_SECRET is required in production; ' +
        'TRANSLATION_PROVIDER is required in production; STOREFRONT_BRAND_ORIGINS is required in production; SMTP_URL is required in production; ' +
        'EMAIL_FROM is required in production',
    );
    expect(failure({ SMTP_URL: 'http://mailer:hunter22@smtp.example.com' })).not.toContain('hunter22');
    // A secret too short is named, never echoed into the log.
    const secrets = { SERVER_TRUST_ID: 'hunter22', API_ACCESS_KEYS: 'hunter1', CAPTCHA_SANDBOX_SECRET: 'hunter23' };
    expect(failure(secrets)).not.toMatch(/hunter/);
  });

  it('refuses in production the development secrets the README publishes, naming each variable', () => {
    const production = {
      NODE_ENV: 'production',
      API_ACCESS_KEYS: 'a-real-key-123, outsole-dev-storefront',
      SERVER_TRUST_ID: 'outsole-dev-trust',
      CAPTCHA_SANDBOX_SECRET: 'outsole-dev-captcha-sandbox-secret',
      TRANSLATION_PROVIDER: 'deepl',
      TRANSLATION_API_KEY: 'a-deepl-key:fx',
      STOREFRONT_BRAND_ORIGINS: 'stride=https://stride.example.com,kestrel=https://kestrel.example.com',
      SMTP_URL: 'smtp://smtp.example.com:25',
      EMAIL_FROM: 'no-reply@stride.example.com',
    };
    expect(failure(production)).toBe(
      'Invalid configuration: API_ACCESS_KEYS holds the development value the README publishes ' +
        '(outsole-dev-storefront); production needs a secret of its own; SERVER_TRUST_ID is the development value ' +
        'the README publishes; production needs a secret of its own; CAPTCHA_SANDBOX_SECRET is the development ' +
        'value the README publishes; production needs a secret of its own',
    );
    // Outside production the same values are the defaults.
    expect(() => parseConfig({ ...production, NODE_ENV: 'development' })).not.toThrow();
  });

  it('chooses the translation provider: the sandbox in development, never in production; DeepL needs its key', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).translation).toEqual({ provider: 'sandbox' });
    expect(
      parseConfig({ NODE_ENV: 'development', TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_KEY: 'key-of-mine:fx' })
        .translation,
    ).toEqual({ provider: 'deepl', apiKey: 'key-of-mine:fx' });
    expect(failure({ TRANSLATION_PROVIDER: 'deepl' })).toBe(
      'Invalid configuration: TRANSLATION_API_KEY is required with TRANSLATION_PROVIDER=deepl',
    );
    expect(failure({ TRANSLATION_PROVIDER: 'google' })).toBe(
      'Invalid configuration: TRANSLATION_PROVIDER must be sandbox or deepl (got "google")',
    );
    const production = {
      NODE_ENV: 'production',
      API_ACCESS_KEYS: 'a-real-key-123',
      SERVER_TRUST_ID: 'trust-me-please-16',
      CAPTCHA_SANDBOX_SECRET: 'a-captcha-key-of-32-characters!!',
      STOREFRONT_BRAND_ORIGINS: 'stride=https://stride.example.com,kestrel=https://kestrel.example.com',
      SMTP_URL: 'smtp://smtp.example.com:25',
      EMAIL_FROM: 'no-reply@stride.example.com',
    };
    expect(failure({ ...production, TRANSLATION_PROVIDER: 'sandbox' })).toBe(
      'Invalid configuration: TRANSLATION_PROVIDER=sandbox is for development: it shows shoppers marked ' +
        'pseudo-translations; production needs deepl',
    );
    const deepl = { ...production, TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_KEY: 'hunter2-secret' };
    expect(parseConfig(deepl).translation).toEqual({ provider: 'deepl', apiKey: 'hunter2-secret' });
  });

  it('documents every variable with its default', () => {
    expect(CONFIG_VARIABLES.map((row) => row.name)).toEqual(Object.keys(ENV_VARS));
    expect(CONFIG_VARIABLES.find((row) => row.name === 'API_ACCESS_KEYS')?.default).toBe(
      'outsole-dev-storefront; required in production',
    );
    for (const row of CONFIG_VARIABLES) expect(row.description.length).toBeGreaterThan(10);
  });
});

describe('parseDatabaseUrl', () => {
  it.each([
    ['sqlite:var/outsole.sqlite', { kind: 'sqlite', filename: '/repo/var/outsole.sqlite' }],
    ['sqlite:///tmp/x.sqlite', { kind: 'sqlite', filename: '/tmp/x.sqlite' }],
    ['sqlite:/tmp/x.sqlite', { kind: 'sqlite', filename: '/tmp/x.sqlite' }],
    ['data/shop.db', { kind: 'sqlite', filename: '/repo/data/shop.db' }],
    ['/abs/shop.db', { kind: 'sqlite', filename: '/abs/shop.db' }],
    [':memory:', { kind: 'sqlite', filename: ':memory:' }],
    ['sqlite::memory:', { kind: 'sqlite', filename: ':memory:' }],
    ['postgresql://u@h/db', { kind: 'postgres', connectionString: 'postgresql://u@h/db' }],
    ['mysql://h/db', null],
    ['sqlite:', null],
  ])('%s', (url, expected) => {
    expect(parseDatabaseUrl(url, '/repo')).toEqual(expected);
  });
});

describe('server start-up with a bad environment', () => {
  const server = fileURLToPath(new URL('../server.ts', import.meta.url));
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', server], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 15_000,
    });

  it('prints one line and exits with code 1', () => {
    const result = start({ API_PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: API_PORT must be a port number (got "abc")',
    ]);
  });

  it('stops before the database is touched, whatever the setting (TRUST_PROXY and API_HOST used to migrate and seed first)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outsole-config-'));
    // A port another process holds, and an address of no interface here (TEST-NET-1): known only by trying to listen.
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen({ host: '127.0.0.1', port: 0 }, resolve));
    const heldPort = String((holder.address() as AddressInfo).port);
    try {
      for (const [env, line] of [
        [
          { TRUST_PROXY: '1.2.3' },
          /^Invalid configuration: TRUST_PROXY must be true, false, a hop count.*\(got "1\.2\.3"\)$/,
        ],
        [
          { API_HOST: '192.0.2.1' },
          /^Invalid configuration: API_HOST must be an address of this machine .*EADDRNOTAVAIL\)$/,
        ],
        [
          { API_HOST: '127.0.0.1', API_PORT: heldPort },
          new RegExp(`^api cannot listen: API_PORT ${heldPort} is already in use`),
        ],
      ] as const) {
        const database = join(dir, 'outsole.sqlite');
        const result = start({ ...env, DATABASE_URL: database });
        expect(result.status, JSON.stringify(env)).toBe(1);
        expect(result.stderr.trim().split('\n'), JSON.stringify(env)).toEqual([expect.stringMatching(line)]);
        expect(existsSync(database), `${JSON.stringify(env)} created the database`).toBe(false);
      }
    } finally {
      holder.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
