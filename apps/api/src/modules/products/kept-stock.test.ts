import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { ONLINE_LOCATION } from '../../db/schema.js';
import { setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { contextOn } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { findVariantFacts, onlineStock } from './variant-facts.service.js';

const SITE = 'stride-en-us';
const quantityOf = async (t: TestApp, upc: string, db = t.db) =>
  (await findVariantFacts(contextOn(SITE), db, [upc], SITE))[0]?.quantity;

/**
 * SQLite keeps the online stock it read while the stock generation stands (migration 0023, decision 0021): what it
 * answers must always be what a read would, whoever changed the stock.
 */
describe.runIf(TEST_DB === 'sqlite')('stock kept on SQLite', () => {
  let t: TestApp;
  let variants: Variant[];
  beforeAll(async () => {
    t = await createTestApp();
    variants = await variantsOn(t.db, SITE, 3, { stock: 500 });
  });
  afterAll(() => t.close());

  it('answers a change of stock made in this process at once', async () => {
    const [variant] = variants;
    expect(await quantityOf(t, variant!.upc)).toBe(500);
    await setStock(t.db, variant!.upc, 7);
    expect(await quantityOf(t, variant!.upc)).toBe(7);
    await t.db.deleteFrom('inventory').where('upc', '=', variant!.upc).execute();
    expect(await quantityOf(t, variant!.upc)).toBe(0);
    await setStock(t.db, variant!.upc, 500);
    expect(await quantityOf(t, variant!.upc)).toBe(500);
  });

  it('forgets stock read inside a transaction that was rolled back', async () => {
    const [, variant] = variants;
    expect(await quantityOf(t, variant!.upc)).toBe(500);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await setStock(trx, variant!.upc, 1);
        expect(await quantityOf(t, variant!.upc, trx)).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await quantityOf(t, variant!.upc)).toBe(500);
  });

  it('serves what it keeps without reading the stock again (the triggers are what keep it exact)', async () => {
    const [, , variant] = variants;
    expect(await quantityOf(t, variant!.upc)).toBe(500);
    // A change the generation does not see (its trigger dropped for the test) is not read: the kept 500 answers.
    const trigger = 'inventory_update_stock_generation';
    const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = ${trigger}`.execute(t.db);
    await sql`drop trigger ${sql.raw(trigger)}`.execute(t.db);
    try {
      await t.db
        .updateTable('inventory')
        .set({ quantity: 9 })
        .where('upc', '=', variant!.upc)
        .where('location_id', '=', ONLINE_LOCATION)
        .execute();
      expect(await quantityOf(t, variant!.upc)).toBe(500);
    } finally {
      await sql.raw(rows[0]!.sql).execute(t.db);
    }
    await setStock(t.db, variant!.upc, 500);
    expect(await quantityOf(t, variant!.upc)).toBe(500);
  });
});

describe.runIf(TEST_DB === 'sqlite')('stock kept on SQLite, changed by another connection', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outsole-stock-'));
  const file = join(dir, 'stock.sqlite');
  const db = openDatabase({ kind: 'sqlite', filename: file });
  let other: SqliteDatabase.Database;
  beforeAll(async () => {
    await migrateToLatest(db);
    // Another process's connection (its foreign keys off, so bare stock rows will do).
    other = new SqliteDatabase(file);
    other.pragma('foreign_keys = OFF');
    other
      .prepare(`insert into inventory (upc, location_id, quantity, updated_at) values (?, ?, ?, ?)`)
      .run('000000000017', ONLINE_LOCATION, 40, new Date().toISOString());
  });
  afterAll(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const stock = (upcs: string[]) => onlineStock(db, upcs);

  it('answers what the other connection committed, rows added and removed included', async () => {
    expect(await stock(['000000000017', '000000000024'])).toEqual(
      new Map([
        ['000000000017', 40],
        ['000000000024', 0],
      ]),
    );
    other.prepare(`update inventory set quantity = 3 where upc = ?`).run('000000000017');
    other
      .prepare(`insert into inventory (upc, location_id, quantity, updated_at) values (?, ?, ?, ?)`)
      .run('000000000024', ONLINE_LOCATION, 12, new Date().toISOString());
    expect(await stock(['000000000017', '000000000024'])).toEqual(
      new Map([
        ['000000000017', 3],
        ['000000000024', 12],
      ]),
    );
    other.prepare(`delete from inventory where upc = ?`).run('000000000017');
    expect(await stock(['000000000017'])).toEqual(new Map([['000000000017', 0]]));
  });
});
