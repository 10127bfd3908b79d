// The seeded benchmark database every benchmark shares (bench/run.mjs, bench/cart.mjs): var/bench/sqlite-<size>/
// outsole.sqlite or the PostgreSQL database outsole_bench_<size>, with the marker var/bench/<db>-<size>.json holding
// the seed fingerprint, so one benchmark reuses what another seeded until the seed changes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A fingerprint of everything that shapes the seeded data (the schema and its migrations, the seed, the search index
 * it builds), so a stale database is rebuilt; how the api talks to the database (db/database.ts and the like) does not.
 */
export function seedFingerprint(root, size) {
  const hash = createHash('sha256');
  const walk = (path) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else if (!path.includes('.test.')) hash.update(relative(root, path)).update(readFileSync(path));
  };
  for (const part of ['db/migrations', 'db/migrate.ts', 'db/schema.ts', 'db/seed', 'modules/search']) {
    walk(join(root, 'apps/api/src', part));
  }
  return hash.update(String(size)).digest('hex').slice(0, 16);
}

/**
 * The database URL of `db` seeded at `size`, seeded now (apps/api/dist/db/seed/seed.cli.js) unless the marker says
 * the current seed made it. Returns { url, seededSeconds } (null when reused).
 */
export async function ensureBenchDatabase({ root, db, size, pgAdminUrl }) {
  const work = join(root, 'var', 'bench');
  mkdirSync(work, { recursive: true });
  const fingerprint = seedFingerprint(root, size);
  const marker = join(work, `${db}-${size}.json`);
  const current = () => existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).fingerprint === fingerprint;
  let url;
  if (db === 'sqlite') {
    const file = join(work, `sqlite-${size}`, 'outsole.sqlite');
    url = `sqlite:${file}`;
    if (existsSync(file) && current()) {
      await readThrough(file);
      return { url, seededSeconds: null };
    }
    rmSync(join(work, `sqlite-${size}`), { recursive: true, force: true });
  } else {
    const { default: pg } = await import('pg');
    const name = `outsole_bench_${size}`;
    url = pgAdminUrl.replace(/\/[^/]*$/, `/${name}`);
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    try {
      const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
      if (exists && current()) return { url, seededSeconds: null };
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
  }
  console.log(`› seeding ${db} at size ${size} (once; reused until the seed changes)…`);
  const began = performance.now();
  const seeded = spawnSync(process.execPath, ['apps/api/dist/db/seed/seed.cli.js', '--size', String(size)], {
    cwd: root,
    // Not in production mode, whatever the benchmark runs in (bench:ssr-cpu sets NODE_ENV=production for React):
    // seeding needs none of the secrets and origins the api's production configuration requires.
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: url },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  const seededSeconds = (performance.now() - began) / 1000;
  writeFileSync(marker, JSON.stringify({ fingerprint, seededAt: new Date().toISOString() }));
  console.log(`› seeded in ${seededSeconds.toFixed(1)} s`);
  if (db === 'sqlite') await readThrough(url.slice('sqlite:'.length));
  return { url, seededSeconds };
}

/**
 * Reads a SQLite database file through once, so the measured requests find it in the page cache as a running server
 * would: a virtual machine may hand idle cache back to its host (seen here: about 100 MB a minute), and the first
 * minutes of a run then read the 2 GB file from disk.
 */
async function readThrough(file) {
  const began = performance.now();
  for await (const _chunk of createReadStream(file, { highWaterMark: 1 << 20 }));
  console.log(`› read ${file} through in ${((performance.now() - began) / 1000).toFixed(1)} s (page cache)`);
}

/** A fresh, empty PostgreSQL database `name` for the reference server; its URL. */
export async function freshPostgresDatabase(pgAdminUrl, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return pgAdminUrl.replace(/\/[^/]*$/, `/${name}`);
}
