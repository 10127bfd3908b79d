// `npm run bench:sqlite-checkpoints [-- --no-write]`: what WAL checkpoints cost the connection that serves requests
// (apps/api/src/db/sqlite-checkpointer.ts). A cart-like write load on a fresh SQLite file with the api's pragmas:
// 30,000 transactions, each updating a 2 KB row of 5,000 and inserting a 500-byte row, timed one by one on the main
// thread. Twice each, alternating: SQLite's default (the commit that fills the WAL past 1,000 pages checkpoints,
// syncing both files) and the api's (wal_autocheckpoint = 0 on the serving connection, a worker thread's connection
// checkpointing every 250 ms). Reported per mode: total main-thread time, commit latency p50 / p99 / p99.9 / max,
// and the time spent in commits over 2 ms. Written to the `sqlite-checkpoints` section of bench/RESULTS.md.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureRuntime, root } from '../scripts/lib/bootstrap.mjs';

ensureRuntime(import.meta.url);
const { buildApi } = await import('../scripts/lib/build.mjs');
const { readResults, replaceSection } = await import('./results-file.mjs');
const { values: options } = parseArgs({ options: { 'no-write': { type: 'boolean', default: false } } });

buildApi();
const { openSqlite } = await import('../apps/api/dist/db/database.js');
const { startCheckpointer } = await import('../apps/api/dist/db/sqlite-checkpointer.js');

const ROWS = 5000;
const TRANSACTIONS = 30_000;
const dir = join(root, 'var', 'bench-sqlite-checkpoints');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

async function run(mode, index) {
  const file = join(dir, `${mode}-${index}.sqlite`);
  const sqlite = openSqlite(file);
  sqlite.exec(
    'create table cart (id integer primary key, version integer not null, body text not null);' +
      'create table line (id integer primary key, cart integer not null, qty integer not null, body text not null);' +
      'create index line_cart on line (cart)',
  );
  const insert = sqlite.prepare('insert into cart (id, version, body) values (?, 0, ?)');
  sqlite.transaction(() => {
    for (let id = 0; id < ROWS; id++) insert.run(id, 'x'.repeat(2000));
  })();
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  const checkpointer = mode === 'background' ? startCheckpointer(sqlite, file) : null;
  const update = sqlite.prepare('update cart set version = version + 1, body = ? where id = ?');
  const line = sqlite.prepare('insert into line (cart, qty, body) values (?, 1, ?)');
  const write = sqlite.transaction((id) => {
    update.run('y'.repeat(2000), id);
    line.run(id, 'z'.repeat(500));
  });
  const times = new Float64Array(TRANSACTIONS);
  const started = performance.now();
  for (let i = 0; i < TRANSACTIONS; i++) {
    const t = performance.now();
    write(i % ROWS);
    times[i] = performance.now() - t;
  }
  const total = performance.now() - started;
  await checkpointer?.stop();
  sqlite.close();
  times.sort();
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return {
    mode,
    total,
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
    max: times[times.length - 1],
    slow: times.filter((t) => t > 2).reduce((sum, t) => sum + t, 0),
  };
}

const loadAverageBefore = loadavg()[0];
const results = [];
for (let round = 0; round < 2; round++) {
  for (const mode of ['default', 'background']) {
    const result = await run(mode, round);
    results.push(result);
    console.log(
      `${mode.padEnd(10)} total ${result.total.toFixed(0)} ms; commit p50 ${result.p50.toFixed(3)} / p99 ${result.p99.toFixed(3)} / ` +
        `p99.9 ${result.p999.toFixed(3)} / max ${result.max.toFixed(1)} ms; in commits over 2 ms: ${result.slow.toFixed(0)} ms`,
    );
  }
}
rmSync(dir, { recursive: true, force: true });

const ms = (value, digits = 2) => value.toFixed(digits);
const label = {
  default: 'SQLite default (checkpoint in the commit)',
  background: 'api (checkpoints in a worker thread)',
};
const rows = results
  .map(
    (r) =>
      `| ${label[r.mode]} | ${Math.round(r.total).toLocaleString('en-US')} | ${ms(r.p50, 3)} / ${ms(r.p99, 3)} / ` +
      `${ms(r.p999, 3)} / ${ms(r.max, 1)} | ${Math.round(r.slow).toLocaleString('en-US')} |`,
  )
  .join('\n');
const section = `## SQLite WAL checkpoints

Recorded by \`npm run bench:sqlite-checkpoints\` on ${new Date().toISOString().slice(0, 10)}: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.versions.node}.
Load average before the run: ${loadAverageBefore.toFixed(2)}. ${TRANSACTIONS.toLocaleString('en-US')} cart-like write transactions (update a 2 KB row of ${ROWS.toLocaleString('en-US')}, insert a
500-byte row) timed one by one on the connection's thread, the api's pragmas (WAL, synchronous NORMAL); two rounds, modes alternating.

| mode | main-thread time (ms) | commit p50 / p99 / p99.9 / max (ms) | time in commits over 2 ms (ms) |
|---|---:|---:|---:|
${rows}
`;
if (options['no-write']) {
  console.log('\n--no-write: nothing written to bench/RESULTS.md');
} else {
  const file = join(root, 'bench', 'RESULTS.md');
  writeFileSync(file, replaceSection(readResults(file), 'sqlite-checkpoints', section));
  console.log('\nwrote the sqlite-checkpoints section of bench/RESULTS.md');
}
