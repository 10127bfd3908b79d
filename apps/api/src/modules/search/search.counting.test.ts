import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../test/test-app.js';
import {
  countQueryRun,
  POPULAR_QUERY_RETENTION_DAYS,
  sweepQueryRuns,
  UNOFFERED_QUERY_RETENTION_DAYS,
} from './search.counting.js';
import { popularQueries } from './search.popular.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE = 'stride-en-us';

describe(`popular queries: counting searchers and forgetting (${TEST_DB})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  afterEach(() => vi.useRealTimers());

  const runCount = async (query: string, siteId = SITE) =>
    Number(
      (
        await database.db
          .selectFrom('search_queries')
          .select('run_count')
          .where('site_id', '=', siteId)
          .where('query', '=', query)
          .executeTakeFirst()
      )?.run_count ?? 0,
    );
  const digests = async () => database.db.selectFrom('search_query_searchers').select('day').execute();

  it('counts a searcher once a day, again the next day, and forgets the earlier days', async () => {
    const monday = new Date('2026-11-30T23:59:00.000Z');
    const run = (searcher: string, now: Date) =>
      countQueryRun(database.db, 'key', { siteId: SITE, query: 'trail socks', searchers: [searcher], now });
    expect(await run('address:192.0.2.1', monday)).toMatchObject({ run_count: 1 });
    expect(await run('address:192.0.2.1', new Date(monday.getTime() + 30_000))).toBeNull();
    expect(await run('address:192.0.2.2', monday)).toMatchObject({ run_count: 2 });
    // The same searcher on another site, or for another query, is another count.
    expect(
      await countQueryRun(database.db, 'key', {
        siteId: 'stride-en-gb',
        query: 'trail socks',
        searchers: ['address:192.0.2.1'],
        now: monday,
      }),
    ).toMatchObject({ run_count: 1 });
    expect(await runCount('trail socks')).toBe(2);
    expect((await digests()).map((row) => row.day)).toEqual(['2026-11-30', '2026-11-30', '2026-11-30']);
    // Two minutes later it is Tuesday (UTC): the searcher counts again, and Monday's digests are deleted.
    const tuesday = new Date(monday.getTime() + 2 * 60_000);
    expect(await run('address:192.0.2.1', tuesday)).toMatchObject({ run_count: 3 });
    expect((await digests()).map((row) => row.day)).toEqual(['2026-12-01']);
    expect(await run('address:192.0.2.1', tuesday)).toBeNull();
    expect(await runCount('trail socks')).toBe(3);
  });

  it('counts a searcher known by address and account once: neither another account nor another address counts again', async () => {
    const now = new Date('2026-12-02T10:00:00.000Z');
    const run = (...searchers: string[]) =>
      countQueryRun(database.db, 'key', { siteId: SITE, query: 'pace running sky', searchers, now });
    expect(await run('address:10.12.0.2', 'consumer:C1')).toMatchObject({ run_count: 1 });
    // Throw-away accounts from the same address: one searcher.
    expect(await run('address:10.12.0.2', 'consumer:C2')).toBeNull();
    expect(await run('address:10.12.0.2', 'consumer:C3')).toBeNull();
    // The first account from another address (another device): still one searcher.
    expect(await run('address:10.12.0.9', 'consumer:C1')).toBeNull();
    // Someone else, from another address: a second searcher.
    expect(await run('address:10.12.0.3')).toMatchObject({ run_count: 2 });
    expect(await runCount('pace running sky')).toBe(2);
  });

  it(`forgets a site's queries nobody has run for ${POPULAR_QUERY_RETENTION_DAYS} days`, async () => {
    const now = new Date('2026-12-05T12:00:00.000Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    await database.db
      .insertInto('search_queries')
      .values([
        { site_id: SITE, query: 'old clogs', run_count: 50, last_run_at: ago(POPULAR_QUERY_RETENTION_DAYS + 1) },
        { site_id: SITE, query: 'recent clogs', run_count: 4, last_run_at: ago(POPULAR_QUERY_RETENTION_DAYS - 1) },
        { site_id: 'stride-en-gb', query: 'old clogs', run_count: 7, last_run_at: ago(200) },
        // Typed by too few to be offered: kept a week for others to find.
        { site_id: SITE, query: 'clogs once', run_count: 1, last_run_at: ago(UNOFFERED_QUERY_RETENTION_DAYS + 1) },
        { site_id: SITE, query: 'clogs twice', run_count: 2, last_run_at: ago(UNOFFERED_QUERY_RETENTION_DAYS - 1) },
      ])
      .execute();
    await sweepQueryRuns(database.db, SITE, now);
    expect(await runCount('old clogs')).toBe(0);
    expect(await runCount('recent clogs')).toBe(4);
    expect(await runCount('clogs once')).toBe(0);
    expect(await runCount('clogs twice')).toBe(2);
    expect(await runCount('old clogs', 'stride-en-gb')).toBe(7); // swept when that site records
  });

  it('a held list offers queries from their third searcher and drops forgotten ones at its hourly reload', async () => {
    const offered = async () => (await popularQueries(database.db, SITE, ['hiking'], 5)).map((row) => row.query);
    await database.db
      .insertInto('search_queries')
      .values([
        { site_id: SITE, query: 'hiking boots', run_count: 9, last_run_at: new Date().toISOString() },
        { site_id: SITE, query: 'hiking hats', run_count: 2, last_run_at: new Date().toISOString() },
      ])
      .execute();
    expect(await offered()).toEqual(['hiking boots']); // two searchers are not enough
    // Another process forgets "hiking boots"; an hour later this one reads its whole list again.
    await database.db.deleteFrom('search_queries').where('query', '=', 'hiking boots').execute();
    expect(await offered()).toEqual(['hiking boots']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    let seen = await offered();
    for (let tries = 0; tries < 50 && seen.length > 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await offered();
    }
    expect(seen).toEqual([]);
  });
});
