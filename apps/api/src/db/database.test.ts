import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, openSqlite, serializeSqlite, withStatementCache } from './database.js';
import { migrateToLatest } from './migrate.js';
import type { Db } from './schema.js';

const dir = mkdtempSync(join(tmpdir(), 'outsole-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite', () => {
  it('creates missing directories and applies the pragmas', () => {
    const sqlite = openSqlite(join(dir, 'nested', 'var', 'shop.sqlite'));
    try {
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    } finally {
      sqlite.close();
    }
  });

  it('opens a serialized database in memory as a copy of its own, with the pragmas; a file cannot take one', async () => {
    const original = openDatabase({ kind: 'sqlite', filename: ':memory:' });
    const copies = [];
    try {
      await sql`create table shoes (name text not null)`.execute(original);
      await sql`insert into shoes values ('Lumen 4')`.execute(original);
      const image = serializeSqlite(original);
      expect(image).toBeInstanceOf(Buffer);
      copies.push(openDatabase({ kind: 'sqlite', filename: ':memory:' }, { image: image! }));
      copies.push(openDatabase({ kind: 'sqlite', filename: ':memory:' }, { image: image! }));
      const [one, two] = copies as [typeof original, typeof original];
      await sql`insert into shoes values ('Strata 8')`.execute(one);
      const names = async (db: typeof original) =>
        (await sql<{ name: string }>`select name from shoes order by name`.execute(db)).rows.map((row) => row.name);
      expect(await names(one)).toEqual(['Lumen 4', 'Strata 8']);
      expect(await names(two)).toEqual(['Lumen 4']);
      expect(await names(original)).toEqual(['Lumen 4']);
      expect(
        (await sql<{ on: number }>`select foreign_keys as "on" from pragma_foreign_keys`.execute(two)).rows,
      ).toEqual([{ on: 1 }]);
      expect(() => openDatabase({ kind: 'sqlite', filename: join(dir, 'image.sqlite') }, { image: image! })).toThrow(
        /in memory only/,
      );
    } finally {
      await Promise.all([original, ...copies].map((db) => db.destroy()));
    }
  });

  it('reuses a prepared statement per SQL text, least recently used evicted, a busy one never shared', () => {
    const sqlite = openSqlite(':memory:');
    try {
      const cached = withStatementCache(sqlite, 2);
      const one = cached.prepare('select 1 as n');
      expect(cached.prepare('select 1 as n')).toBe(one);
      const two = cached.prepare('select 2 as n');
      cached.prepare('select 1 as n'); // now the most recently used
      cached.prepare('select 3 as n'); // evicts "select 2"
      expect(cached.prepare('select 1 as n')).toBe(one);
      expect(cached.prepare('select 2 as n')).not.toBe(two);

      const rows = cached.prepare('select value from json_each(?)');
      const iterator = rows.iterate('[1,2,3]');
      iterator.next(); // the statement is busy while its rows are read
      const other = cached.prepare('select value from json_each(?)');
      expect(other).not.toBe(rows);
      expect(other.all('[4]')).toEqual([{ value: 4 }]);
      iterator.return?.();
      expect(cached.prepare('select value from json_each(?)')).toBe(rows);
    } finally {
      sqlite.close();
    }
  });

  it('migrates once and enforces foreign keys', async () => {
    const db = openDatabase({ kind: 'sqlite', filename: join(dir, 'fk.sqlite') });
    try {
      expect(await migrateToLatest(db)).toEqual([
        '0001_reference_data',
        '0002_web_vitals',
        '0003_catalog',
        '0004_stores_inventory',
        '0005_reviews_questions',
        '0006_search',
        '0007_style_ratings',
        '0008_sitemap_indexes',
        '0009_search_styles',
        '0010_search_document_numbers',
        '0011_search_queries_recent',
        '0012_identity',
        '0013_email_outbox',
        '0014_search_text_version',
        '0015_user_content_authors',
        '0016_giftcards_collection_points',
        '0017_carts',
        '0018_cart_delivery',
        '0019_save_for_later',
        '0020_digital_gift_cards',
        '0021_loyalty_customs',
        '0022_inventory_stock_index',
        '0023_stock_generation',
        '0024_back_in_stock_per_site',
        '0025_search_size_keys',
        '0026_category_keys',
        '0027_price_order_index',
        '0028_search_query_searchers',
        '0029_identity_expiry_indexes',
        '0030_guest_cart_retention',
        '0031_back_in_stock_waiting',
        '0032_question_translations',
        '0033_cart_declined_gifts',
        '0034_saved_item_gift',
        '0035_review_flag_moderation',
        '0036_vote_guest_session',
        '0037_code_merge_outcome',
        '0038_back_in_stock_confirmation',
        '0039_email_optin_confirmation',
        '0040_gift_card_pin_lock',
        '0041_site_min_account_age',
        '0042_review_question_hold',
        '0043_list_unsubscribe',
      ]);
      expect(await migrateToLatest(db)).toEqual([]);
      await expect(
        db
          .insertInto('countries')
          .values({ code: 'ZZ', dial_code: '0', phone_mask: null, currency_code: 'XXX', name: 'Nowhere' })
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await db.destroy();
    }
  });

  it('answers stock lookups from the index alone (migration 0022)', async () => {
    const db = openDatabase({ kind: 'sqlite', filename: join(dir, 'stock.sqlite') });
    try {
      await migrateToLatest(db);
      const { rows } = await sql<{ detail: string }>`
        explain query plan select upc, quantity from inventory where location_id = ${'online'} and upc in (${'a'}, ${'b'})`.execute(
        db,
      );
      expect(rows.map((row) => row.detail).join(' ')).toContain('COVERING INDEX inventory_location_stock_idx');
    } finally {
      await db.destroy();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL pool', () => {
  it('keeps every table, migrations included, inside the given schema', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const admin = openDatabase({ kind: 'postgres', connectionString: url }, { poolSize: 1 });
    const schema = `test_db_${Date.now().toString(36)}`;
    await sql.raw(`create schema ${schema}`).execute(admin);
    const db = openDatabase({ kind: 'postgres', connectionString: url }, { schema, poolSize: 2 });
    try {
      await migrateToLatest(db);
      const { rows } = await sql<{ table_name: string }>`
        select table_name from information_schema.tables where table_schema = ${schema} order by table_name`.execute(
        admin,
      );
      expect(rows.map((row) => row.table_name)).toContain('kysely_migration');
      expect(rows.map((row) => row.table_name)).toContain('sites');
    } finally {
      await db.destroy();
      await sql.raw(`drop schema ${schema} cascade`).execute(admin);
      await admin.destroy();
    }
  });

  it('opens as many connections as the configured pool size (DATABASE_POOL_SIZE) and no more', async () => {
    const db = openDatabase({ kind: 'postgres', connectionString: process.env.TEST_DATABASE_URL ?? '', poolSize: 2 });
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.05)`.execute(db);
          return rows[0]!.pid;
        }),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await db.destroy();
    }
  });

  /** Ends the connection `pid` from the server's side, as a restart, a failover or an administrator would. */
  async function terminate(pid: number): Promise<void> {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? '' });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  }
  const backendPid = async (db: Db) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

  /** A pool of one whose lost connections are collected in `lost`. */
  function reportingPool() {
    const lost: Error[] = [];
    const db = openDatabase(
      { kind: 'postgres', connectionString: process.env.TEST_DATABASE_URL ?? '' },
      { poolSize: 1, onConnectionError: (error) => lost.push(error) },
    );
    return { db, lost };
  }

  // Without the clients' error listeners each of these ended the process (an uncaught 'error' event).
  it('survives the server ending an idle connection: it is reported, and the next query gets a new one', async () => {
    const { db, lost } = reportingPool();
    try {
      const first = await backendPid(db);
      await terminate(first);
      await vi.waitFor(() => expect(lost).toEqual([expect.objectContaining({ code: '57P01' })]));
      const second = await backendPid(db);
      expect(second).not.toBe(first);
    } finally {
      await db.destroy();
    }
  });

  it('survives the server ending a connection between the statements of a transaction: the transaction fails, the pool goes on', async () => {
    const { db, lost } = reportingPool();
    try {
      let first = 0;
      const transaction = db.transaction().execute(async (trx) => {
        first = await backendPid(trx);
        await terminate(first);
        await vi.waitFor(() => expect(lost).toHaveLength(1));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      expect(lost[0]).toMatchObject({ code: '57P01' });
      const second = await backendPid(db);
      expect(second).not.toBe(first);
    } finally {
      await db.destroy();
    }
  });

  it('warns on stderr when no one asked to be told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = openDatabase(
      { kind: 'postgres', connectionString: process.env.TEST_DATABASE_URL ?? '' },
      { poolSize: 1 },
    );
    try {
      await terminate(await backendPid(db));
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ended a pooled connection/)));
      await expect(backendPid(db)).resolves.toBeGreaterThan(0);
    } finally {
      warn.mockRestore();
      await db.destroy();
    }
  });

  it('a query waits at most the connect timeout for a pooled connection, then fails; the pool goes on', async () => {
    const db = openDatabase(
      { kind: 'postgres', connectionString: process.env.TEST_DATABASE_URL ?? '', connectTimeoutMs: 200 },
      { poolSize: 1 },
    );
    try {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The pool's one connection, held by a transaction until released.
      const holding = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await held;
      });
      await vi.waitFor(async () => {
        await expect(backendPid(db)).rejects.toThrow(/timeout exceeded when trying to connect/);
      });
      release();
      await holding;
      await expect(backendPid(db)).resolves.toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a schema name that is not a plain identifier', () => {
    expect(() => openDatabase({ kind: 'postgres', connectionString: 'postgres://x' }, { schema: 'a; drop' })).toThrow(
      /Invalid schema name/,
    );
  });
});
