// `npm run bench:ssr-cpu [-- --build apps/storefront/build --other apps/storefront/build-b] [--size 250]
// [--requests 300] [--concurrency 4]`: the storefront's CPU time per server-rendered page, measured in-process with
// process.cpuUsage (React Router's request handler called directly, the api running on its own core), so it holds on
// a busy machine where the page benchmark (bench/run.mjs) moves by ±15 % between runs. With --other, two builds are
// measured in alternating rounds (A, B, A, B, ...): an A/B of a change. A guide while optimising, not the issue's
// measure: Express, compression and the socket are left out, and the api's answers come over HTTP as in production.
// Build the storefront first (`npm run build -w @outsole/storefront`); a second build must sit under apps/storefront
// (copy build/ there) so it imports the same packages.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureRuntime, root } from '../scripts/lib/bootstrap.mjs';

ensureRuntime(import.meta.url);
// React and React Router pick their production builds from this process's NODE_ENV when first imported: without it
// the pages rendered with React's development builds (prop validation, key warnings), at several times the CPU.
process.env.NODE_ENV = 'production';
const { ensureBenchDatabase } = await import('./bench-database.mjs');
const { ensurePortsFree, processGroup, waitFor } = await import('./processes.mjs');
const { createRequestHandler } = await import('react-router');

const { values: options } = parseArgs({
  options: {
    build: { type: 'string', default: 'apps/storefront/build' },
    other: { type: 'string' },
    size: { type: 'string', default: process.env.BENCH_SIZE ?? '250' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
  },
});
const REQUESTS = Number(options.requests);
const CONCURRENCY = Number(options.concurrency);
const ROUNDS = Number(options.rounds);
const ACCESS_KEY = 'bench-ssr-cpu-access-key';
const API_PORT = 4860;
await ensurePortsFree([API_PORT]);
const ORIGIN = 'http://127.0.0.1:3860';
const env = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SERVER_TRUST_ID: 'bench-ssr-cpu-trust-id',
  STOREFRONT_BRAND_ORIGINS: 'stride=http://localhost:3000,kestrel=http://kestrel.localhost:3000',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  EMAIL_FROM: 'no-reply@outsole.localhost',
};

const builds = [options.build, options.other].filter(Boolean).map((dir) => resolve(root, dir));
for (const dir of builds) {
  if (!existsSync(join(dir, 'server/index.js'))) {
    throw new Error(`${dir}/server/index.js is missing: run npm run build -w @outsole/storefront first`);
  }
}

const { launch, stop } = processGroup();
const { url: databaseUrl } = await ensureBenchDatabase({ root, db: 'sqlite', size: Number(options.size) });
launch(1, process.execPath, ['apps/api/dist/server.js'], {
  ...env,
  API_PORT: String(API_PORT),
  DATABASE_URL: databaseUrl,
  API_ACCESS_KEYS: ACCESS_KEY,
  CAPTCHA_SANDBOX_SECRET: 'bench-captcha-sandbox-secret',
  EMAIL_WORKER_ENABLED: 'false',
  SEED_ON_START: 'false',
  RATE_LIMIT_MAX: '0',
});
const api = `http://127.0.0.1:${API_PORT}`;
await waitFor(`${api}/health/ready`);

/** A dozen categories' listing pages and the first products of each, as the page benchmark picks them. */
async function workload() {
  const get = async (path) => {
    const response = await fetch(`${api}${path}`, { headers: { 'x-access-key': ACCESS_KEY } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const { categories } = await get('/products/v2/catalog?levels=2');
  const listings = categories.filter((c) => c.level === 2).slice(0, 12);
  const products = [];
  for (const category of listings) {
    const { hits } = await get(`/products/v2/search/productSearch?categoryId=${category.id}&count=8`);
    products.push(...hits.map((hit) => hit.pdpUrl));
  }
  return {
    listing: listings.map((category) => `/en-us/c/${category.slug}-${category.id}`),
    product: products,
  };
}
const paths = await workload();

async function load(dir) {
  const build = await import(pathToFileURL(join(dir, 'server/index.js')).href);
  const config = build.entry.module.loadConfig({
    ...process.env,
    ...env,
    PORT: '3860',
    API_URL: api,
    API_ACCESS_KEY: ACCESS_KEY,
  });
  const loadContext = build.entry.module.getLoadContext(config);
  const handler = createRequestHandler(build, 'production');
  let served = 0;
  return async function render(path) {
    served += 1;
    const context = loadContext(
      { ip: '127.0.0.1', originalUrl: path },
      { locals: { nonce: 'YmVuY2g', correlationId: `ssr-${served}` } },
    );
    const response = await handler(new Request(`${ORIGIN}${path}`), context);
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return body.byteLength;
  };
}

/** `count` pages of `list`, CONCURRENCY at a time: CPU milliseconds per page and page size. */
async function measure(render, list, count) {
  let next = 0;
  let bytes = 0;
  const began = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) bytes = await render(list[next++ % list.length]);
    }),
  );
  const used = process.cpuUsage(began);
  return { ms: (used.user + used.system) / 1000 / count, kb: bytes / 1024 };
}

const renderers = [];
for (const dir of builds) renderers.push({ dir, render: await load(dir) });
for (const { render } of renderers) {
  for (const list of Object.values(paths)) await measure(render, list, list.length * 2); // warm: every path, caches filled
}
const results = new Map();
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const { dir, render } of renderers) {
    for (const [page, list] of Object.entries(paths)) {
      const { ms, kb } = await measure(render, list, REQUESTS);
      const key = `${page} ${dir.slice(root.length + 1)}`;
      results.set(key, [...(results.get(key) ?? []), ms]);
      console.log(`round ${round}: ${key}: ${ms.toFixed(2)} ms CPU per page (${kb.toFixed(0)} KB)`);
    }
  }
}
console.log('\nmedian of the rounds:');
for (const [key, values] of results) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(`${key}: ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms CPU per page`);
}
await stop();
process.exit(0);
