import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, openSqlite } from './database.js';
import { DEFAULT_WAL_AUTOCHECKPOINT, startCheckpointer } from './sqlite-checkpointer.js';

const dir = mkdtempSync(join(tmpdir(), 'outsole-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAGE = 4096;

/** Commits `count` rows of about a page each, one transaction per row (each appends its pages to the WAL). */
function write(sqlite: ReturnType<typeof openSqlite>, count: number) {
  sqlite.exec('create table if not exists note (id integer primary key, body text not null)');
  const insert = sqlite.prepare('insert into note (body) values (?)');
  for (let i = 0; i < count; i++) insert.run('x'.repeat(PAGE));
}

/** The WAL header's checkpoint sequence number: SQLite adds one each time the WAL starts over. */
/** The checkpoint sequence number in the WAL's header (bytes 12–15), which SQLite bumps each time the WAL starts over. */
function walCheckpointSequence(file: string): number {
  const header = Buffer.alloc(16);
  const fd = openSync(`${file}-wal`, 'r');
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  return header.readUInt32BE(12);
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('background WAL checkpoints (SQLite)', () => {
  it('the serving connection never checkpoints; the worker copies the WAL into the database file', async () => {
    const file = join(dir, 'worker.sqlite');
    const sqlite = openSqlite(file);
    // First a worker whose first pass is a minute away, so nothing it does can reach the file while we write.
    const waiting = startCheckpointer(sqlite, file, 60_000);
    try {
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      const before = statSync(file).size;
      // Over SQLite's own threshold (1,000 pages): the committing connection would have checkpointed by now.
      write(sqlite, 1500);
      expect(statSync(file).size).toBe(before); // everything is still in the WAL
    } finally {
      await waiting.stop();
    }
    // Then one that passes every 20 ms copies it.
    const checkpointer = startCheckpointer(sqlite, file, 20);
    try {
      await until(() => statSync(file).size > 1500 * PAGE);
      expect(sqlite.prepare('select count(*) as n from note').get()).toEqual({ n: 1500 });
    } finally {
      await checkpointer.stop();
      sqlite.close();
    }
  });

  it('under a steady stream of writes the WAL still starts over (the serving connection finishes the checkpoint)', async () => {
    const file = join(dir, 'steady.sqlite');
    const sqlite = openSqlite(file);
    const checkpointer = startCheckpointer(sqlite, file, 10);
    try {
      write(sqlite, 1);
      const restartsBefore = walCheckpointSequence(file);
      // One-page commits, 20 per turn of the event loop (as requests come): the worker always finds more committed
      // than it has copied, so on its own the WAL would never start over. Written until it has started over three
      // times, or 80,000 commits (how many turns that takes depends on how often a busy machine runs the worker).
      let turns = 0;
      while (walCheckpointSequence(file) - restartsBefore < 3 && turns < 4_000) {
        write(sqlite, 20);
        turns += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(sqlite.prepare('select count(*) as n from note').get()).toEqual({ n: 1 + 20 * turns });
      expect(walCheckpointSequence(file) - restartsBefore).toBeGreaterThanOrEqual(3);
    } finally {
      await checkpointer.stop();
      sqlite.close();
    }
  });

  it('without the worker (stopped by anything but stop()) the connection checkpoints for itself again', async () => {
    const file = join(dir, 'fallback.sqlite');
    const sqlite = openSqlite(file);
    // A file the worker cannot open as a database: its connection fails and the worker ends.
    const checkpointer = startCheckpointer(sqlite, join(dir, 'missing', 'dir', 'x.sqlite'), 20);
    try {
      await until(() => sqlite.pragma('wal_autocheckpoint', { simple: true }) === DEFAULT_WAL_AUTOCHECKPOINT);
      // The worker has ended: stopping it now settles at once.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await checkpointer.stop();
    } finally {
      await checkpointer.stop();
      sqlite.close();
    }
  });

  it('openDatabase with backgroundCheckpoints serves queries; destroy resolves once both connections have closed', async () => {
    const file = join(dir, 'kysely.sqlite');
    const db = openDatabase({ kind: 'sqlite', filename: file }, { backgroundCheckpoints: true });
    await sql`create table note (id integer primary key, body text not null)`.execute(db);
    const before = statSync(file).size;
    for (let i = 0; i < 50; i++) await sql`insert into note (body) values (${'x'.repeat(PAGE)})`.execute(db);
    const { rows } = await sql<{ n: number }>`select count(*) as n from note`.execute(db);
    expect(rows).toEqual([{ n: 50 }]);
    // The worker has its connection open once it has copied the WAL into the file (the serving one never does).
    await until(() => statSync(file).size > before + 50 * PAGE);
    await db.destroy();
    // Both connections closed before destroy resolved, the serving one last: it folded the WAL in and removed it. (With
    // the worker's connection closing after destroy had returned, its files were still there, or removed meanwhile
    // under whoever cleaned up the folder.)
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(existsSync(`${file}-shm`)).toBe(false);
  });
});
