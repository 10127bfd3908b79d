import type { Logger } from 'pino';
import { buildApp, type App } from '../app.js';
import { parseConfig, type Config } from '../config/config.js';
import type { EnvVarName } from '../config/env-vars.js';
import { openDatabase, serializeSqlite } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database, Db } from '../db/schema.js';
import { DEMO_STYLES_PER_SIZE, seed, type SeedOptions } from '../db/seed/seed.js';
import { copyOfTemplate } from './postgres-databases.js';

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
    // Production refuses the sandbox translator; DeepL is never called unless a test translates there.
    ...(env.NODE_ENV === 'production'
      ? { TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_KEY: 'test-deepl-key:fx' }
      : {}),
    ...env,
  });
}

export interface TestDatabase {
  db: Db;
  /** PostgreSQL: where the database is, for a test that opens more connections to it. */
  connectionString?: string;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** PostgreSQL connections of the pool, 4 by default; SQLite has one whatever this says. */
  poolSize?: number;
  /** Seeded as `seed()` would; left empty (migrated only) without it. */
  seed?: SeedOptions;
}

/** Serialized SQLite databases by kind, each migrated (and seeded) once per worker process. */
const sqliteImages = new Map<string, Promise<Buffer>>();

function sqliteImage(kind: string, prepare: (db: Db) => Promise<void>): Promise<Buffer> {
  let image = sqliteImages.get(kind);
  if (!image) {
    image = (async () => {
      const db = openDatabase({ kind: 'sqlite', filename: ':memory:' });
      try {
        await prepare(db);
        return serializeSqlite(db)!;
      } finally {
        await db.destroy();
      }
    })();
    sqliteImages.set(kind, image);
  }
  return image;
}

/**
 * A fresh, migrated database, seeded when asked: SQLite in memory, opened from a copy of the worker's image of that
 * kind; or on PostgreSQL a new database copied from the run's template of that kind (postgres-databases.ts), dropped
 * on close. Building each kind once spares every test file the migrations and the seed (~1.6 s on PostgreSQL).
 */
export async function createTestDatabase({
  poolSize = 4,
  seed: seeded,
}: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const prepare = async (db: Db) => {
    await migrateToLatest(db);
    if (seeded) await seed(db, seeded);
  };
  const kind = seeded ? `seed_${seeded.size}_${seeded.stylesPerSize ?? DEMO_STYLES_PER_SIZE}` : 'migrated';
  if (TEST_DB === 'sqlite') {
    const db = openDatabase({ kind: 'sqlite', filename: ':memory:' }, { image: await sqliteImage(kind, prepare) });
    return { db, close: () => db.destroy().catch(() => undefined) };
  }
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  return copyOfTemplate(connectionString, kind.replace(/\W/g, '_'), prepare, poolSize);
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
  const size = options.seedSize ?? 1;
  const database = await createTestDatabase({
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    ...(size > 0 ? { seed: { size, stylesPerSize: options.stylesPerSize ?? TEST_STYLES_PER_SIZE } } : {}),
  });
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

/** How many rows `table` holds: what a refused request must not have written (it stays the same). */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
