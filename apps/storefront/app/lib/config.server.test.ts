import { describe, expect, it } from 'vitest';

import express from 'express';

import { ConfigError, EnvSchema, parseConfig } from './config.server.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  API_ACCESS_KEY: 'production-key',
  SERVER_TRUST_ID: 'a-production-trust-id',
  STOREFRONT_BRAND_ORIGINS: 'stride=https://stride.example,kestrel=https://kestrel.example',
};

describe('storefront configuration', () => {
  it('has working defaults for development', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      apiUrl: 'http://127.0.0.1:4000',
      apiAccessKey: 'outsole-dev-storefront',
      serverTrustId: 'outsole-dev-trust',
      defaultLocale: 'en-us',
      defaultBrand: 'stride',
      brandHosts: {},
      brandOrigins: {},
      apiMock: false,
      toastDurationMs: 5000,
      toastActionDurationMs: 10_000,
      validateResponse: true,
      trustProxy: false,
      referenceCacheTtlMs: 60_000,
      apiCacheMaxEntries: 2000,
      pageCacheBytes: 0,
      pageCacheTtlMs: 60_000,
      sitemapPageSize: 10_000,
      keepAliveTimeoutMs: 65_000,
      requestTimeoutMs: 30_000,
      shutdownGraceMs: 10_000,
      logLevel: 'info',
    });
  });

  it('refuses in production the development secrets the README publishes, naming each variable', () => {
    expect(() =>
      parseConfig({ ...PRODUCTION, API_ACCESS_KEY: 'outsole-dev-storefront', SERVER_TRUST_ID: 'outsole-dev-trust' }),
    ).toThrow(
      'Invalid storefront configuration: API_ACCESS_KEY is the development value the README publishes; production ' +
        'needs a secret of its own; SERVER_TRUST_ID is the development value the README publishes; production needs ' +
        'a secret of its own',
    );
    expect(parseConfig({ API_ACCESS_KEY: 'outsole-dev-storefront' }).apiAccessKey).toBe('outsole-dev-storefront');
  });

  it('refuses in production a secret shorter than the api accepts (trust id 16, access key 8), never echoing it', () => {
    const message = (env: Record<string, string>) => {
      try {
        parseConfig({ ...PRODUCTION, ...env });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(message({ SERVER_TRUST_ID: 'fifteen-chars!!', API_ACCESS_KEY: 'seven77' })).toBe(
      'Invalid storefront configuration: API_ACCESS_KEY must be at least 8 characters in production (it is 7); ' +
        'SERVER_TRUST_ID must be at least 16 characters in production (it is 15)',
    );
    expect(message({ SERVER_TRUST_ID: 'sixteen-chars!!!', API_ACCESS_KEY: 'eight888' })).toBeNull();
    expect(message({ SERVER_TRUST_ID: 'x' })).not.toContain('"x"');
    // Outside production any value goes, as the tests and a local api with its own short values need.
    expect(parseConfig({ SERVER_TRUST_ID: 't', API_ACCESS_KEY: 'k' }).serverTrustId).toBe('t');
  });

  it('reads SHUTDOWN_GRACE_MS and LOG_LEVEL, as the api does', () => {
    expect(parseConfig({ SHUTDOWN_GRACE_MS: '30000', LOG_LEVEL: 'warn' })).toMatchObject({
      shutdownGraceMs: 30_000,
      logLevel: 'warn',
    });
    expect(() => parseConfig({ SHUTDOWN_GRACE_MS: '0' })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('parses every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      API_URL: 'https://api.example/',
      DEFAULT_LOCALE: 'de-de',
      DEFAULT_BRAND: 'kestrel',
      BRAND_HOSTS: 'kestrel.localhost=kestrel, Stride.Example=stride',
      API_MOCK: 'true',
      TOAST_DURATION_MS: '4000',
      TOAST_ACTION_DURATION_MS: '8000',
      VALIDATE_RESPONSE: 'false',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      API_TESTING: 'e2e',
      REFERENCE_CACHE_TTL_MS: '0',
      SITEMAP_PAGE_SIZE: '5000',
      PAGE_CACHE_MB: '0.5',
      PAGE_CACHE_TTL_S: '30',
      KEEP_ALIVE_TIMEOUT_S: '120',
      REQUEST_TIMEOUT_S: '45',
    });
    expect(config).toMatchObject({
      port: 8080,
      apiUrl: 'https://api.example',
      defaultLocale: 'de-de',
      defaultBrand: 'kestrel',
      brandHosts: { 'kestrel.localhost': 'kestrel', 'stride.example': 'stride' },
      apiMock: true,
      toastDurationMs: 4000,
      toastActionDurationMs: 8000,
      validateResponse: false,
      trustProxy: ['loopback', '10.0.0.0/8'],
      apiTesting: 'e2e',
      referenceCacheTtlMs: 0,
      apiCacheMaxEntries: 2000,
      sitemapPageSize: 5000,
      pageCacheBytes: 512 * 1024,
      pageCacheTtlMs: 30_000,
      keepAliveTimeoutMs: 120_000,
      requestTimeoutMs: 45_000,
    });
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // The api answers at most 10,000 sitemap entries a page.
    expect(() => parseConfig({ SITEMAP_PAGE_SIZE: '10001' })).toThrow(/SITEMAP_PAGE_SIZE/);
  });

  it('turns response validation off in production by default', () => {
    const config = parseConfig(PRODUCTION);
    expect(config.validateResponse).toBe(false);
    expect(config.isProduction).toBe(true);
  });

  it('keeps pages in production only, unless told otherwise', () => {
    const production = PRODUCTION;
    expect(parseConfig(production).pageCacheBytes).toBe(128 * 1024 * 1024);
    expect(parseConfig({ ...production, PAGE_CACHE_MB: '0' }).pageCacheBytes).toBe(0);
    expect(parseConfig({ PAGE_CACHE_MB: '16' }).pageCacheBytes).toBe(16 * 1024 * 1024);
  });

  it('refuses mock mode in production (spec §9) and requires real credentials there', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', API_MOCK: 'true' })).toThrow(ConfigError);
    try {
      parseConfig({ NODE_ENV: 'production', API_MOCK: 'true' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toContain('API_MOCK mocks are never active in production');
      expect(message).toContain('API_ACCESS_KEY is required in production');
      expect(message).toContain('SERVER_TRUST_ID is required in production');
      expect(message).toContain('STOREFRONT_BRAND_ORIGINS is required in production');
    }
  });

  it("reads each brand's public origin, and serves its host as that brand unless BRAND_HOSTS says otherwise", () => {
    const config = parseConfig({
      STOREFRONT_BRAND_ORIGINS: 'Stride=https://stride.example/, kestrel=http://kestrel.localhost:3000',
      BRAND_HOSTS: 'shop.example=kestrel',
    });
    expect(config.brandOrigins).toEqual({ stride: 'https://stride.example', kestrel: 'http://kestrel.localhost:3000' });
    expect(config.brandHosts).toEqual({
      'stride.example': 'stride',
      'kestrel.localhost': 'kestrel',
      'shop.example': 'kestrel',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ API_URL: 'ftp://x' }, /API_URL/],
    [{ DEFAULT_LOCALE: 'es-es' }, /DEFAULT_LOCALE/],
    [{ BRAND_HOSTS: 'a.example=acme' }, /BRAND_HOSTS "a.example=acme" is not host=brand/],
    [{ API_MOCK: 'maybe' }, /API_MOCK must be true or false/],
    // Express compiled these only when server.mjs set `trust proxy`: a bare "invalid IP address: 1.2.3" and a stack.
    [
      { TRUST_PROXY: '1.2.3' },
      /^Invalid storefront configuration: TRUST_PROXY must be true, false, a hop count.*"1\.2\.3"\)$/,
    ],
    [{ TRUST_PROXY: 'loopback,proxy.internal' }, /TRUST_PROXY must be true, false, a hop count/],
    // Found only by the listener, with an unhandled 'error' event's stack.
    [{ HOST: '999.1.1.1' }, /^Invalid storefront configuration: HOST must be an IP address .*\(got "999\.1\.1\.1"\)$/],
    [{ HOST: 'http://localhost' }, /HOST must be an IP address/],
    [{ STOREFRONT_BRAND_ORIGINS: 'stride=https://stride.example' }, /STOREFRONT_BRAND_ORIGINS must list every brand/],
    [{ STOREFRONT_BRAND_ORIGINS: 'stride=https://a.example/x,kestrel=https://b.example' }, /STOREFRONT_BRAND_ORIGINS/],
    [{ STOREFRONT_BRAND_ORIGINS: 'stride=ftp://a.example,kestrel=https://b.example' }, /STOREFRONT_BRAND_ORIGINS/],
    [{ TOAST_DURATION_MS: '10' }, /TOAST_DURATION_MS/],
    [{ REFERENCE_CACHE_TTL_MS: '-1' }, /REFERENCE_CACHE_TTL_MS/],
    [{ REFERENCE_CACHE_TTL_MS: 'a minute' }, /REFERENCE_CACHE_TTL_MS/],
    [{ PAGE_CACHE_MB: '-1' }, /PAGE_CACHE_MB/],
    [{ PAGE_CACHE_TTL_S: '0' }, /PAGE_CACHE_TTL_S/],
    [{ KEEP_ALIVE_TIMEOUT_S: '0' }, /KEEP_ALIVE_TIMEOUT_S/],
    [{ KEEP_ALIVE_TIMEOUT_S: '3601' }, /KEEP_ALIVE_TIMEOUT_S/],
  ])('names the bad variable in one line: %o', (env, pattern) => {
    expect(() => parseConfig(env)).toThrow(pattern);
  });

  it('reads yes/no words as the api does, TRUST_PROXY included (any case; digits are a hop count)', () => {
    expect(parseConfig({ API_MOCK: 'YES', VALIDATE_RESPONSE: 'No' })).toMatchObject({
      apiMock: true,
      validateResponse: false,
    });
    expect(parseConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: 'no' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('sets every TRUST_PROXY it accepts on Express without an error of its own', () => {
    for (const raw of ['true', 'no', '3', 'loopback, 10.0.0.0/8', '10.0.0.0/255.0.0.0', '::1,fd00::/8']) {
      const app = express();
      expect(() => app.set('trust proxy', parseConfig({ TRUST_PROXY: raw }).trustProxy), raw).not.toThrow();
    }
  });

  it('refuses any value of any variable with one line naming it, never with an error of its own', () => {
    const garbage = ['notaurl', 'x=y', '=', ',', 'a,b', '-1', '1.2.3', 'http://', 'https://a.example/x', '%', ' '];
    for (const name of Object.keys(EnvSchema.shape)) {
      for (const value of garbage) {
        try {
          parseConfig({ [name]: value });
        } catch (error) {
          expect(error, `${name}=${value}`).toBeInstanceOf(ConfigError);
          expect((error as Error).message, `${name}=${value}`).toMatch(
            new RegExp(`^Invalid storefront configuration: ${name} [^\\n]+$`),
          );
        }
      }
    }
  });
});
