import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.js';
import type { Db } from '../db/schema.js';

/**
 * PostgreSQL databases for the api tests, each a copy of a template built once per test run.
 *
 * Migrating and seeding a database takes about 1.6 s on PostgreSQL (29 migrations, then the demo data), and nearly
 * every test file needs one: a third of the PostgreSQL pass went to it. A template (`CREATE DATABASE … TEMPLATE`) is
 * migrated and seeded once per kind (migrated only, or seeded at a given size); each test then gets its own copy, a
 * file-level copy inside the server, and drops it at close. The first worker to need a kind builds it under an
 * advisory lock, into a scratch name renamed when complete, so a half-built template is never copied.
 *
 * A run's databases are named after the vitest process (`global-setup.ts` provides its pid, and drops them at the
 * end, with those left by runs whose process is gone).
 */

/** The start of every database name of the run `run`; `tpl_{kind}` (its templates) or `db_{random}` (copies) follow. */
function runPrefix(run: string): string {
  return `outsole_test_${run}_`;
}

export interface PostgresTestDatabase {
  db: Db;
  /** Where the copy is, for a test that opens more connections to it. */
  connectionString: string;
  close(): Promise<void>;
}

/** `url` with its database replaced by `database`. */
function urlOf(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Templates this worker has seen complete: no lock or lookup for them again. */
const ready = new Set<string>();

async function ensureTemplate(url: string, name: string, prepare: (db: Db) => Promise<void>): Promise<void> {
  if (ready.has(name)) return;
  await withAdmin(url, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      const scratch = `${name}_wip`;
      await admin.query(`drop database if exists ${scratch} with (force)`);
      await admin.query(`create database ${scratch}`);
      const db = openDatabase({ kind: 'postgres', connectionString: urlOf(url, scratch) }, { poolSize: 1 });
      try {
        await prepare(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`alter database ${scratch} rename to ${name}`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  ready.add(name);
}

/**
 * A fresh database copied from the run's template `kind` (letters, digits and underscores), which `prepare` migrates
 * and fills the first time it is needed. `url` names the server and the database to run admin commands from.
 */
export async function copyOfTemplate(
  url: string,
  kind: string,
  prepare: (db: Db) => Promise<void>,
  poolSize: number,
): Promise<PostgresTestDatabase> {
  const prefix = runPrefix(inject('postgresTestRun'));
  const template = `${prefix}tpl_${kind}`;
  await ensureTemplate(url, template, prepare);
  const name = `${prefix}db_${randomBytes(8).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database ${name} template ${template}`));
  const connectionString = urlOf(url, name);
  let dropping = false;
  const db = openDatabase(
    { kind: 'postgres', connectionString },
    {
      poolSize,
      // The pool's end resolves once it has asked its connections to close, not once they have: the drop (with force)
      // can end one still closing, which then reports it. Expected then; anything else is worth the warning.
      onConnectionError: (error) => {
        if (!dropping) console.warn(`test database ${name}: a connection ended: ${error.message}`);
      },
    },
  );
  return {
    db,
    connectionString,
    close: async () => {
      dropping = true;
      // Drop the copy even when the pool is already gone (a test that closed the database itself).
      await db.destroy().catch(() => undefined);
      await withAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
