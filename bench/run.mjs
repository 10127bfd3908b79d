// `npm run bench`: autocannon against the api (health, country list) and a server-rendered page, each beside a bare
// Node http server doing the same work in the same run (servers pinned to core 1, the load generator to core 0),
// written to bench/RESULTS.md. Absolute numbers drift on a shared machine; the ratios are what to compare.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureRuntime, root } from '../scripts/lib/bootstrap.mjs';

ensureRuntime(import.meta.url);
const { buildAll } = await import('../scripts/lib/build.mjs');

const SECONDS = process.env.BENCH_SECONDS ?? '10';
const CONNECTIONS = process.env.BENCH_CONNECTIONS ?? '50';
const ACCESS_KEY = 'bench-access-key';
const ports = { api: 4800, web: 3800, reference: 4900 };
const dbFile = join(root, 'var', 'bench', 'outsole.sqlite');
const pin = (core, command, args) =>
  spawnSync('which', ['taskset']).status === 0 && availableParallelism() > 1
    ? ['taskset', ['-c', String(core), command, ...args]]
    : [command, args];

function launch(core, command, args, env, cwd = root) {
  const [bin, argv] = pin(core, command, args);
  return spawn(bin, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function measure(url, headers = {}) {
  const [bin, argv] = pin(0, process.execPath, [
    join(root, 'bench/load.mjs'),
    url,
    SECONDS,
    CONNECTIONS,
    JSON.stringify(headers),
  ]);
  spawnSync(
    bin,
    argv.map((a) => (a === SECONDS ? '2' : a)),
    { encoding: 'utf8' },
  ); // warm-up
  const out = spawnSync(bin, argv, { encoding: 'utf8' });
  return JSON.parse(out.stdout.trim().split('\n').pop());
}

buildAll();
rmSync(join(root, 'var', 'bench'), { recursive: true, force: true });
mkdirSync(join(root, 'var', 'bench'), { recursive: true });

const common = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  API_ACCESS_KEYS: ACCESS_KEY,
  SERVER_TRUST_ID: 'bench-trust-id',
  RATE_LIMIT_MAX: '0', // measure throughput, not the limiter
};
const api = launch(1, process.execPath, ['apps/api/dist/server.js'], {
  ...common,
  API_PORT: String(ports.api),
  DATABASE_URL: `sqlite:${dbFile}`,
});
await waitFor(`http://127.0.0.1:${ports.api}/health/ready`);
const web = launch(
  1,
  process.execPath,
  ['server.mjs'],
  { ...common, PORT: String(ports.web), API_URL: `http://127.0.0.1:${ports.api}`, API_ACCESS_KEY: ACCESS_KEY },
  join(root, 'apps/storefront'),
);
const reference = launch(1, process.execPath, ['bench/reference-server.mjs'], {
  PORT: String(ports.reference),
  DB_FILE: dbFile,
});
await Promise.all([
  waitFor(`http://127.0.0.1:${ports.web}/health`),
  waitFor(`http://127.0.0.1:${ports.reference}/page`),
]);

const keyHeader = { 'x-access-key': ACCESS_KEY };
const cases = [
  [
    'GET /health/live',
    `http://127.0.0.1:${ports.api}/health/live`,
    `http://127.0.0.1:${ports.reference}/health/live`,
    {},
  ],
  [
    'GET /consumers-v3/utilities/countryList',
    `http://127.0.0.1:${ports.api}/consumers-v3/utilities/countryList`,
    `http://127.0.0.1:${ports.reference}/consumers-v3/utilities/countryList`,
    keyHeader,
  ],
  ['SSR home page /en-us', `http://127.0.0.1:${ports.web}/en-us`, `http://127.0.0.1:${ports.reference}/page`, {}],
];

const loadBefore = loadavg()[0];
const rows = [];
try {
  for (const [name, url, referenceUrl, headers] of cases) {
    const reference = measure(referenceUrl);
    const subject = measure(url, headers);
    rows.push({ name, subject, reference });
    console.log(`${name}: ${subject.requestsPerSecond} req/s (bare node: ${reference.requestsPerSecond} req/s)`);
  }
} finally {
  for (const child of [api, web, reference]) child.kill('SIGTERM');
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const table = rows
  .map(
    ({ name, subject, reference }) =>
      `| ${name} | ${fmt(subject.requestsPerSecond)} | ${subject.latencyP50} / ${subject.latencyP99} | ${subject.non2xx} | ${fmt(reference.requestsPerSecond)} | ${((subject.requestsPerSecond / reference.requestsPerSecond) * 100).toFixed(0)} % |`,
  )
  .join('\n');
const report = `# Benchmark results

Recorded by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.versions.node}.
Load average before the run: ${loadBefore.toFixed(2)} (anything near or above 1 means other work shared the cores).
Servers pinned to core 1, the load generator (autocannon, ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up) to core 0.
The storefront and the api share core 1 for the page benchmark (the page calls the api). SQLite database, demo seed.
"Bare node" is \`bench/reference-server.mjs\`: node:http with no framework doing the same work (a constant for health,
the same SQLite read for the country list, a constant HTML page for the SSR row): the ceiling on this machine in this run.

| case | req/s | latency p50 / p99 (ms) | non-2xx | bare node req/s | share of bare node |
|---|---:|---:|---:|---:|---:|
${table}
`;
writeFileSync(join(root, 'bench', 'RESULTS.md'), report);
console.log('\nwrote bench/RESULTS.md');
process.exit(0);
