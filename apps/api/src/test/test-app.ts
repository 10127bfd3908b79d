import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { buildApp, type App } from '../app.js';
import { parseConfig, type Config } from '../config/config.js';
import type { EnvVarName } from '../config/env-vars.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db } from '../db/schema.js';
import { seed } from '../db/seed/seed.js';

export const TEST_ACCESS_KEY = 'test-access-key';
export const TEST_TRUST_ID = 'test-server-trust-id';
export const TEST_APP_ID = 'outsole-api-test';
export const TEST_CAPTCHA_SECRET = 'test-captcha-sandbox-secret';
/** Where emailed links of each brand point in tests. */
export const TEST_BRAND_ORIGINS = 'stride=https://stride.test,kestrel=https://kestrel.test';
export const TEST_EMAIL_FROM = 'no-reply@outsole.test';
/** Nothing listens there: a production-mode test app that ran its email worker would see connection refused. */
export const TEST_SMTP_URL = 'smtp://127.0.0.1:1';
export const TEST_STYLES_PER_SIZE = 40;

/** The headers every well-behaved caller sends. */
export const AUTH = { 'x-access-key': TEST_ACCESS_KEY } as const;

/** Which database the api tests run on: `TEST_DB=postgres` (with TEST_DATABASE_URL) or SQLite in memory. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export function testConfig(env: Partial<Record<EnvVarName, string>> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: ':memory:',
    API_ACCESS_KEYS: TEST_ACCESS_KEY,
    SERVER_TRUST_ID: TEST_TRUST_ID,
    APP_ID: TEST_APP_ID,
    CAPTCHA_SANDBOX_SECRET: TEST_CAPTCHA_SECRET,
    STOREFRONT_BRAND_ORIGINS: TEST_BRAND_ORIGINS,
    EMAIL_FROM: TEST_EMAIL_FROM,
    // Production refuses to start without SMTP (it has no development mailbox). inject() never starts the email
    // worker, so nothing is sent there unless a test runs it.
    ...(env.NODE_ENV === 'production' ? { SMTP_URL: TEST_SMTP_URL } : {}),
    ...env,
  });
}

export interface TestDatabase {
  db: Db;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: SQLite in memory, or a new PostgreSQL schema dropped on close (a pool of `poolSize`
 * connections, 4 by default).
 */
export async function createTestDatabase({ poolSize = 4 }: { poolSize?: number } = {}): Promise<TestDatabase> {
  if (TEST_DB === 'sqlite') {
    const db = openDatabase({ kind: 'sqlite', filename: ':memory:' });
    await migrateToLatest(db);
    return { db, close: () => db.destroy().catch(() => undefined) };
  }
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  const schema = `test_${randomBytes(8).toString('hex')}`;
  await adminQuery(connectionString, `create schema ${schema}`);
  const db = openDatabase({ kind: 'postgres', connectionString }, { schema, poolSize });
  await migrateToLatest(db);
  return {
    db,
    close: async () => {
      // Drop the schema even when the pool is already gone (a test that closed the database itself).
      await db.destroy().catch(() => undefined);
      await adminQuery(connectionString, `drop schema if exists ${schema} cascade`);
    },
  };
}

async function adminQuery(connectionString: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestAppOptions {
  env?: Partial<Record<EnvVarName, string>>;
  /** Seed size; 0 leaves the database empty (migrated only). Default 1. */
  seedSize?: number;
  /**
   * Catalog styles per unit of seed size. Default TEST_STYLES_PER_SIZE: the demo's 400 styles (100,000 stock
   * rows) take about a second to write, too slow to repeat in every test file; 40 keep every type, both brands
   * and store stock.
   */
  stylesPerSize?: number;
  logger?: Logger;
  /** PostgreSQL connections of the app's pool (createTestDatabase); SQLite has one whatever this says. */
  poolSize?: number;
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, migrated and seeded. Not yet ready: a test may add routes before its first
 * inject(). Always `await close()` (afterAll), which also drops the PostgreSQL schema.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase(options.poolSize === undefined ? {} : { poolSize: options.poolSize });
  const size = options.seedSize ?? 1;
  if (size > 0) await seed(database.db, { size, stylesPerSize: options.stylesPerSize ?? TEST_STYLES_PER_SIZE });
  const app = await buildApp({ config, db: database.db, ...(options.logger ? { logger: options.logger } : {}) });
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    },
  };
}
