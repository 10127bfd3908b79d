// `npm run bench:signin [-- --db sqlite|postgres] [--no-write]`: sign-in (POST /consumers-v3/auth/signin) at
// BENCH_SIGNIN_CONNECTIONS (default 4) concurrent connections, every request a real success: the attempt counted,
// the demo account's argon2id hash (m=19456, t=2, p=1) verified, the counter cleared and an authorization code
// written. Each request carries a fresh captcha token minted beforehand (not timed). Beside it, in the same run, the
// reference (bench/signin-reference.mjs): a bare node:http server verifying the same password against the same kind of
// hash with the api's own function. Target (issue 4): p95 under 100 ms. The api and the reference are pinned to core 1,
// the load generator to core 0, as in bench/run.mjs. Results go to the `signin-<db>` section of bench/RESULTS.md
// (bench/results-file.mjs); --no-write only prints them (a quick check on a busy machine).
import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureRuntime, root } from '../scripts/lib/bootstrap.mjs';

ensureRuntime(import.meta.url);
const { readResults, replaceSection } = await import('./results-file.mjs');
const { benchApiEnv, ensurePortsFree, processGroup, runGenerator, waitFor } = await import('./processes.mjs');
const { launch, stop } = processGroup();

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DB ?? 'sqlite' },
    'no-write': { type: 'boolean', default: false },
  },
});
if (!['sqlite', 'postgres'].includes(options.db)) throw new Error('--db must be sqlite or postgres');
const SECONDS = process.env.BENCH_SECONDS ?? '10';
const CONNECTIONS = process.env.BENCH_SIGNIN_CONNECTIONS ?? '4';
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const P95_TARGET_MS = 100;
const ACCESS_KEY = 'bench-signin-access-key';
const ports = { api: Number(process.env.BENCH_SIGNIN_API_PORT ?? 4830), reference: 4930 };
await ensurePortsFree(Object.values(ports));
const work = join(root, 'var', 'bench-signin');
const node = process.execPath;
/** A fresh database for each run (sign-in does not depend on the catalog: the default demo size is enough). */
async function freshDatabase() {
  if (options.db === 'sqlite') {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    return `sqlite:${join(work, 'outsole.sqlite')}`;
  }
  const { default: pg } = await import('pg');
  const name = 'outsole_bench_signin';
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
}

function measure(mode, base, accounts) {
  const run = (seconds) =>
    runGenerator(
      join(root, 'bench/signin-load.mjs'),
      [mode, base, seconds, CONNECTIONS, ACCESS_KEY, JSON.stringify(accounts)],
      seconds,
    );
  run('warm');
  return run(SECONDS);
}

console.log('› building contracts and api');
if (spawnSync('tsc', ['-b', 'packages/contracts', 'apps/api'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}
const databaseUrl = await freshDatabase();
launch(1, node, ['apps/api/dist/server.js'], {
  ...benchApiEnv({ databaseUrl, accessKey: ACCESS_KEY, port: ports.api }),
  SEED_ON_START: 'true',
  SEED_SIZE: '1',
  // One load-generator address signing six accounts in over and over: no per-account limit either.
  CREDENTIAL_LIMIT_PER_ACCOUNT: '0',
});
launch(1, node, ['bench/signin-reference.mjs'], { ROOT: root, PORT: String(ports.reference) });
console.log(`› seeding and starting the api on ${options.db}…`);
await waitFor(`http://127.0.0.1:${ports.api}/health/ready`);
await waitFor(`http://127.0.0.1:${ports.reference}/health/live`);

const { DEMO_PASSWORD } = await import('../apps/api/dist/db/seed/demo-accounts.js');
const accounts = ['stride', 'kestrel'].flatMap((brand) =>
  ['shopper', 'employee', 'athlete'].map((key) => ({
    username: `${key}@example.com`,
    password: DEMO_PASSWORD,
    siteId: `${brand}-en-us`,
  })),
);

const loadBefore = loadavg()[0];
const reference = measure('argon2', `http://127.0.0.1:${ports.reference}`, accounts);
const subject = measure('signin', `http://127.0.0.1:${ports.api}`, accounts);
await stop();
for (const [name, result] of [
  ['reference', reference],
  ['sign-in', subject],
]) {
  console.log(
    `${name}: ${result.requestsPerSecond.toFixed(1)} req/s, p50 / p95 / p99 ${result.latencyP50} / ${result.latencyP95} / ${result.latencyP99} ms, ` +
      `${result.requests} requests, statuses ${JSON.stringify(result.statuses)}, errors ${result.errors}`,
  );
}
if (subject.non2xx + subject.errors > 0) {
  console.error('✗ some sign-ins failed: the figures are not a measurement of successful sign-ins');
  process.exit(1);
}

const met = subject.latencyP95 !== null && subject.latencyP95 < P95_TARGET_MS;
const fmt = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
const share = (subject.latencyP95 ? (reference.latencyP95 / subject.latencyP95) * 100 : 0).toFixed(0);
const section = `## Sign-in, ${options.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}

Recorded by \`npm run bench:signin -- --db ${options.db}\` on ${new Date().toISOString().slice(0, 10)}: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.versions.node}.
Load average before the run: ${loadBefore.toFixed(2)} (near or above 1 means other work shared the cores).
${CONNECTIONS} connections, ${SECONDS} s after a warm-up of 40 requests; the api and the reference on core 1, the load generator on core 0.
Every sign-in succeeds (six demo accounts in turn, two brands): the attempt counted, the argon2id hash (m=19456, t=2, p=1)
verified, the counter cleared, an authorization code written; a captcha token is minted before each one (not timed).
Reference: a bare node:http server verifying the same password against the same kind of hash with the api's own function.

| case | req/s | latency p50 / p95 / p99 (ms) | errors | reference req/s | reference p95 | argon2 share of p95 | target |
|---|---:|---:|---:|---:|---:|---:|---|
| sign-in (POST /consumers-v3/auth/signin) | ${fmt(subject.requestsPerSecond)} | ${subject.latencyP50} / ${subject.latencyP95} / ${subject.latencyP99} | ${subject.non2xx + subject.errors} | ${fmt(reference.requestsPerSecond)} | ${reference.latencyP95} | ${share} % | p95 < ${P95_TARGET_MS} ms: ${met ? 'met' : 'NOT met'} |
`;
if (options['no-write']) {
  console.log(`\n${section}\n--no-write: nothing written to bench/RESULTS.md`);
  process.exit(0);
}
const resultsFile = join(root, 'bench', 'RESULTS.md');
writeFileSync(resultsFile, replaceSection(readResults(resultsFile), `signin-${options.db}`, section));
console.log('\nwrote bench/RESULTS.md');
process.exit(0);
