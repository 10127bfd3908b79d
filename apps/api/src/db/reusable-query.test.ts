import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../test/test-app.js';
import { directSqlite } from './database.js';
import { preparedName } from './prepared-statements.js';
import type { Db } from './schema.js';
import { reusableQuery } from './reusable-query.js';

describe(`reusableQuery (${TEST_DB})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const codes = ['QA', 'QB', 'QC', 'QD'];
    await database.db
      .insertInto('currencies')
      .values(codes.map((code, index) => ({ code: `Q${code}`, exponent: index, symbol: code })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
  afterAll(() => database.close());

  const currenciesIn = reusableQuery((db, codes) =>
    db.selectFrom('currencies').select(['code', 'exponent']).where('code', 'in', codes).orderBy('code'),
  );
  const currenciesFrom = reusableQuery((db, [from, limit]) =>
    db
      .selectFrom('currencies')
      .select('code')
      .where('code', '>=', from!)
      .where('code', '!=', 'QQB') // a constant among the parameters stays where Kysely put it
      .orderBy('code')
      .limit(limit!),
  );
  const setSymbol = reusableQuery((db, [code, ...values], shape) =>
    db
      .updateTable('currencies')
      .set(Object.fromEntries(shape.split(',').map((column, index) => [column, values[index]])))
      .where('code', '=', code!),
  );

  it('runs with the values of each call, an IN list of each length its own shape', async () => {
    const codes = async (values: string[]) => (await currenciesIn(database.db, values)).rows.map((row) => row.code);
    expect(await codes(['QQB', 'QQA'])).toEqual(['QQA', 'QQB']);
    expect(await codes(['QQD', 'QQC'])).toEqual(['QQC', 'QQD']);
    expect(await codes(['QQC'])).toEqual(['QQC']);
    expect(await codes(['QQD', 'QQA', 'QQC'])).toEqual(['QQA', 'QQC', 'QQD']);
    expect(await codes(['ZZZ', 'QQB'])).toEqual(['QQB']);
  });

  it('keeps constants and limits in place, and runs inside a transaction', async () => {
    expect((await currenciesFrom(database.db, ['QQA', 2])).rows.map((row) => row.code)).toEqual(['QQA', 'QQC']);
    const inTransaction = await database.db
      .transaction()
      .execute(async (trx) => (await currenciesFrom(trx, ['QQA', 3])).rows.map((row) => row.code));
    expect(inTransaction).toEqual(['QQA', 'QQC', 'QQD']);
  });

  it('updates by shape: the columns each call sets', async () => {
    const result = await setSymbol(database.db, ['QQA', 'a1'], 'symbol');
    expect(Number(result.numAffectedRows)).toBe(1);
    await setSymbol(database.db, ['QQB', 'b1', 7], 'symbol,exponent');
    await setSymbol(database.db, ['QQC', 9], 'exponent');
    const rows = await database.db
      .selectFrom('currencies')
      .select(['code', 'symbol', 'exponent'])
      .where('code', 'in', ['QQA', 'QQB', 'QQC'])
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'QQA', symbol: 'a1', exponent: 0 },
      { code: 'QQB', symbol: 'b1', exponent: 7 },
      { code: 'QQC', symbol: 'QC', exponent: 9 },
    ]);
  });

  it.runIf(TEST_DB === 'postgres')('runs as a statement each PostgreSQL connection prepares once', async () => {
    const one = await createTestDatabase({ poolSize: 1 }); // a schema of its own: the currencies again
    try {
      await one.db
        .insertInto('currencies')
        .values(['QA', 'QB', 'QC', 'QD'].map((code, index) => ({ code: `Q${code}`, exponent: index, symbol: code })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const sameCodes = async (values: string[]) => (await currenciesIn(one.db, values)).rows.map((row) => row.code);
      expect(await sameCodes(['QQA', 'QQD'])).toEqual(['QQA', 'QQD']);
      expect(await sameCodes(['QQC', 'QQB'])).toEqual(['QQB', 'QQC']);
      // The pool's only connection prepared it under its name and still holds it: the second call only bound and ran it.
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements where statement like ${'%from "currencies"%in ($1, $2)%'}`.execute(
        one.db,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toMatch(/^outsole_\d+$/);
      expect(preparedName(rows[0]!.statement)).toBe(rows[0]!.name);
    } finally {
      await one.close();
    }
  });

  const symbolOf = reusableQuery((db, [code]) =>
    db.selectFrom('currencies').select('symbol').where('code', '=', code!),
  );
  const addCurrency = reusableQuery((db, [code]) =>
    db.insertInto('currencies').values({ code: code!, exponent: 2, symbol: code! }),
  );
  const symbol = async (db: Db, code: string) => (await symbolOf(db, [code])).rows[0]?.symbol;

  it('runs in the transaction it is given, rolled back with it', async () => {
    const seen = await database.db
      .transaction()
      .execute(async (trx) => {
        await setSymbol(trx, ['QQD', 'inside'], 'symbol');
        const inserted = await addCurrency(trx, ['QQE']);
        expect(Number(inserted.numAffectedRows)).toBe(1);
        expect(inserted.rows).toEqual([]);
        const read = await symbol(trx, 'QQD');
        throw Object.assign(new Error('roll back'), { read });
      })
      .catch((error: { read?: string }) => error.read);
    expect(seen).toBe('inside');
    expect(await symbol(database.db, 'QQD')).toBe('QD');
    expect(await symbol(database.db, 'QQE')).toBeUndefined();
  });

  it("never joins another caller's open transaction: it waits for it, then sees what it committed", async () => {
    let outside: Promise<string | undefined> | undefined;
    let settled = false;
    let settledInside = false;
    const ended = await database.db
      .transaction()
      .execute(async (trx) => {
        await setSymbol(trx, ['QQD', 'open'], 'symbol');
        outside = symbol(database.db, 'QQD');
        void outside.then(() => (settled = true));
        await new Promise((resolve) => setTimeout(resolve, 20));
        settledInside = settled;
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    expect(ended).toBe('roll back');
    expect(await outside).toBe('QD');
    // SQLite has one connection: the read waited for the transaction's end. PostgreSQL's ran on another at once.
    if (TEST_DB === 'sqlite') expect(settledInside).toBe(false);
  });

  it('runs on SQLite directly only where the connection is free or its own', async () => {
    if (TEST_DB === 'postgres') {
      expect(directSqlite(database.db)).toBeUndefined();
      return;
    }
    expect(directSqlite(database.db)).toBeDefined();
    await database.db.transaction().execute(async (trx) => {
      expect(directSqlite(trx)).toBeDefined();
      expect(directSqlite(database.db)).toBeUndefined();
    });
    expect(directSqlite(database.db)).toBeDefined();
  });
});
