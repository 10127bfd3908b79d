import { spawnSync } from 'node:child_process';
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
      commerceBasePath: '',
      mediaBasePath: '',
      rateLimit: { max: 600, windowMs: 60_000 },
    });
    expect(config.database).toEqual({ kind: 'sqlite', filename: `${REPO_ROOT}var/outsole.sqlite` });
  });

  it('parses every kind of value', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      API_PORT: '8080',
      API_ACCESS_KEYS: 'first-key-123, second-key-456',
      SERVER_TRUST_ID: 'trust-me-please',
      STOREFRONT_ORIGIN: 'https://stride.example.com,https://kestrel.example.com',
      TRUST_PROXY: '2',
      SEED_ON_START: 'no',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://app@db:5432/outsole',
      COMMERCE_BASE_PATH: '/commerce',
      MEDIA_BASE_PATH: '/media',
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
      database: { kind: 'postgres', connectionString: 'postgres://app@db:5432/outsole' },
      commerceBasePath: '/commerce',
      mediaBasePath: '/media',
      logLevel: 'info', // empty counts as unset
    });
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
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
    [{ COMMERCE_BASE_PATH: '/commerce/' }, 'COMMERCE_BASE_PATH must be empty or a path'],
    [{ MEDIA_BASE_PATH: 'media' }, 'MEDIA_BASE_PATH must be empty or a path'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
  ])('rejects %o with one clear line', (env, message) => {
    const text = failure(env);
    expect(text).toContain(message);
    expect(text).not.toContain('\n');
  });

  it('requires real secrets in production and reports every problem on the same line', () => {
    expect(failure({ NODE_ENV: 'production', API_PORT: 'abc' })).toBe(
      'Invalid configuration: API_PORT must be a port number (got "abc"); API_ACCESS_KEYS is required in production; ' +
        'SERVER_TRUST_ID is required in production',
    );
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
  it('prints one line and exits with code 1', () => {
    const server = fileURLToPath(new URL('../server.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', server], {
      env: { PATH: process.env.PATH, API_PORT: 'abc' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: API_PORT must be a port number (got "abc")',
    ]);
  });
});
