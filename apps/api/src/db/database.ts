import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Driver, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config.js';
import type { Database, Db } from './schema.js';
import { PreparingClient } from './prepared-statements.js';
import { startCheckpointer, type Checkpointer } from './sqlite-checkpointer.js';

export interface OpenDatabaseOptions {
  /** PostgreSQL only: run every connection in this schema (search_path), so tests can isolate in a fresh one. */
  schema?: string;
  /** PostgreSQL pool size, over the config's (DATABASE_POOL_SIZE); 10 when neither gives one. */
  poolSize?: number;
  /**
   * SQLite file only: checkpoint the WAL from a worker thread, never inside a request's commit (sqlite-checkpointer.ts).
   * For a long-running process (the api server); tests and one-off scripts keep SQLite's own checkpoints.
   */
  backgroundCheckpoints?: boolean;
  /** SQLite in memory only: start from this serialized database (`serializeSqlite`), as the tests copy a seeded one. */
  image?: Buffer;
  /**
   * PostgreSQL only: told when the server ends one of the pool's connections (a restart or failover,
   * `pg_terminate_backend`, `idle_session_timeout`, a dropped network). An idle one is let go and another opened when
   * next needed; one in use fails the statement it runs, or the next of its transaction, and is let go when released.
   * By default a warning on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

/** Opens Kysely on the database DATABASE_URL names: embedded SQLite by default, PostgreSQL to scale out. */
export function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Db {
  if (config.kind === 'postgres') {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(config, options) }) });
  }
  if (options.image && config.filename !== ':memory:') throw new Error('A SQLite image opens in memory only');
  const sqlite = openSqlite(options.image ?? config.filename);
  const checkpointer =
    options.backgroundCheckpoints === true && config.filename !== ':memory:'
      ? startCheckpointer(sqlite, config.filename)
      : null;
  const statements = withStatementCache(sqlite, STATEMENT_CACHE_SIZE);
  const dialect = checkpointer
    ? new CheckpointedSqliteDialect(statements, checkpointer)
    : new SqliteDialect({ database: statements });
  const db = new Kysely<Database>({ dialect });
  sqliteConnections.set(db.getExecutor().adapter, { sqlite, prepare: statements.prepare });
  return db;
}

/**
 * SQLite with the background checkpointer: `db.destroy()` resolves once both connections have closed. The worker's
 * goes first (awaited), so the serving connection is the last one and its close folds the WAL into the file and
 * removes it before destroy returns. (Kysely's own SQLite driver closes without waiting for anything.)
 */
class CheckpointedSqliteDialect extends SqliteDialect {
  readonly #checkpointer: Checkpointer;

  constructor(database: SqliteDialectConfig['database'], checkpointer: Checkpointer) {
    super({ database });
    this.#checkpointer = checkpointer;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await this.#checkpointer.stop();
      await destroy();
    };
    return driver;
  }
}

/** SQLite's one connection of a database opened here: the driver's, and its statement cache. */
interface SqliteConnection {
  sqlite: SqliteDatabase.Database;
  prepare(sql: string): SqliteDatabase.Statement;
}

/** Keyed by Kysely's adapter, which a database and its transactions share (as lib/lru-cache.ts perDatabase). */
const sqliteConnections = new WeakMap<object, SqliteConnection>();

/**
 * SQLite's connection, when a statement may run on it directly now, past Kysely's executor (reusable-query.ts): the
 * statement is run to its end at once (better-sqlite3 is synchronous), so what decides is whose transaction it would
 * join. `db` a transaction: its own, which holds the one connection until it ends. Otherwise only while no transaction
 * is open on the connection: the statement then commits by itself, as it would after waiting for Kysely's connection
 * lock (a transaction that holds the lock but has not begun yet, or has ended, is not joined). Undefined on
 * PostgreSQL, or while another request's transaction is open (Kysely then queues the statement after it).
 */
export function directSqlite(db: Db): SqliteConnection | undefined {
  const connection = sqliteConnections.get(db.getExecutor().adapter);
  if (connection === undefined || (!db.isTransaction && connection.sqlite.inTransaction)) return undefined;
  return connection;
}

/** Prepared statements kept per SQL text: enough for every query shape the api and the seed run. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 with its prepared statements reused per SQL text. Kysely prepares every query afresh; each
 * statement holds native memory that V8 does not see and so frees late, which grew the 100,000-style seed to 7 GB
 * and a long-running api steadily. Reusing them also skips SQLite's parse and plan on every request. A statement
 * still iterating (a streamed query) is busy: the same SQL then gets a statement of its own, not cached.
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  maxStatements = STATEMENT_CACHE_SIZE,
): Pick<SqliteDatabase.Database, 'close' | 'prepare'> {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Re-inserted: Map order then runs from least to most recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > maxStatements) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  } as Pick<SqliteDatabase.Database, 'close' | 'prepare'>;
}

/** The whole SQLite database as bytes, for `openDatabase(…, { image })`; undefined on PostgreSQL. */
export function serializeSqlite(db: Db): Buffer | undefined {
  return sqliteConnections.get(db.getExecutor().adapter)?.sqlite.serialize();
}

/** A SQLite connection to `filename` (a path or `:memory:`), or in memory from a serialized database. */
export function openSqlite(filename: string | Buffer): SqliteDatabase.Database {
  if (typeof filename === 'string' && filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const sqlite = new SqliteDatabase(filename);
  // WAL lets readers run while one writer commits; NORMAL sync is durable across app crashes in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Wait (instead of failing with SQLITE_BUSY) when another process, e.g. the seed CLI, holds the write lock.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Refreshes planner statistics that are missing or stale (SQLite's advice for long-lived connections). Not
  // bounded by analysis_limit: sampled statistics misled the planner at 100,000 styles.
  sqlite.pragma('optimize = 0x10002');
  return sqlite;
}

const INT8_OID = 20;

function createPool(
  { connectionString, poolSize, connectTimeoutMs }: Extract<DatabaseConfig, { kind: 'postgres' }>,
  options: OpenDatabaseOptions,
): pg.Pool {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`Invalid schema name "${options.schema}"`);
  }
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? poolSize ?? 10,
    // A request waits at most this long for a connection (all in use, or a server that does not answer), then fails.
    connectionTimeoutMillis: connectTimeoutMs ?? 0,
    // Hot statements run prepared (db/prepared-statements.ts).
    Client: PreparingClient,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    // count(*) and other bigint results arrive as strings by default; our counts fit in a double, and a
    // per-pool parser avoids mutating pg's process-wide type table.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection the server ends emits 'error' on its client (re-emitted by the pool while the client is idle), and an
  // 'error' event nobody listens to ends the process: one lost connection would take the whole api down. Each client
  // reports its own, whether idle or in use (between a transaction's statements no query is there to fail with it).
  const report = options.onConnectionError ?? warnConnectionLost;
  pool.on('connect', (client) => client.on('error', report));
  pool.on('error', () => undefined); // an idle client's, already reported by the client's own listener
  return pool;
}

function warnConnectionLost(error: Error): void {
  console.warn(`PostgreSQL ended a pooled connection (${error.message}); the pool opens another when needed`);
}
