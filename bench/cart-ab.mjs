// `npm run bench:cart-ab -- --b <api dist> [--a apps/api/dist] [--b-node <node binary>] [--mode add|get] [--db
// sqlite|postgres] [--connections 50] [--b-connections n] [--node-options='<flags>'] [--b-node-options='<flags>'] [--slices 12] [--requests 1500]`:
// two builds of the api side by side, for changes too small for bench/cart.mjs to tell apart on a shared machine (whose
// speed moves by half within minutes). Both apis run on core 1 against the same seeded SQLite database (size 250,
// bench/bench-database.mjs), each with its own 50 shoppers and carts as bench/cart.mjs sets them up (5 lines,
// WELCOME10); this generator runs on core 0 and sends each build `--requests` adds (qty 1 to the lines in turn; a line
// reaching 18 is set back to 1, inside the slice) or gets, one build after the other, `--slices` times, the order
// swapped each slice. Each slice reads the api's own CPU time from /proc (user and system), so it reports CPU per
// request, which a slow stretch of the machine moves for both builds alike, and req/s. --db postgres runs both against
// the seeded PostgreSQL database instead (BENCH_PG_ADMIN_URL, as bench:cart), whose server is not pinned. Prints each build's median and
// every slice, then B against A. A build is an api `dist` folder built from another checkout (e.g. a worktree of an
// earlier commit: `git worktree add /tmp/old <rev>`, its node_modules linked to these, `tsc -b packages/contracts
// apps/api` there; keep it outside apps/, which the checks read). --b-node runs build B on another Node (a runtime's
// upgrade: a worktree with its own `npm install` of the other `node` version, decision 0027).
// The same build twice makes other comparisons: --b-connections gives B another number of shoppers (what a level of
// bench:cart's "never falls" costs per request), --node-options runs both with V8 flags (space separated) and
// --b-node-options adds flags to B alone (a heap setting's effect: --b-node-options=--max-semi-space-size=32; the `=`
// is needed, the flags start with a dash).
// Needs var/bench-cart/variants.json, which `npm run bench:cart` writes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureRuntime, root } from '../scripts/lib/bootstrap.mjs';

ensureRuntime(import.meta.url);
const { HttpConnection } = await import('./http-connection.mjs');
const { cartCaller, expectOk, setUpShopper } = await import('./cart-shopper.mjs');
const { ensureBenchDatabase } = await import('./bench-database.mjs');
const { benchApiEnv, cpuSecondsOf, ensurePortsFree, pinned, processGroup, waitFor } = await import('./processes.mjs');

const { values: options } = parseArgs({
  options: {
    a: { type: 'string', default: join(root, 'apps/api/dist') },
    b: { type: 'string' },
    mode: { type: 'string', default: 'add' },
    db: { type: 'string', default: 'sqlite' },
    connections: { type: 'string', default: '50' },
    slices: { type: 'string', default: '12' },
    requests: { type: 'string', default: '1500' },
    'b-node': { type: 'string' },
    'b-connections': { type: 'string' },
    'node-options': { type: 'string', default: '' },
    'b-node-options': { type: 'string', default: '' },
  },
});
if (!options.b) throw new Error('--b <api dist folder> is required (--a defaults to this checkout’s apps/api/dist)');
if (!['add', 'get'].includes(options.mode)) throw new Error('--mode must be add or get');
if (!['sqlite', 'postgres'].includes(options.db)) throw new Error('--db must be sqlite or postgres');

// The generator itself on core 0, as bench/cart.mjs runs its load generator.
if (process.env.CART_AB_PINNED !== '1') {
  const [command, args] = pinned(0, process.execPath, [...process.execArgv, ...process.argv.slice(1)]);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CART_AB_PINNED: '1' } });
  process.exit(status ?? 1);
}

const SLICES = Number(options.slices);
const REQUESTS = Number(options.requests);
const ACCESS_KEY = 'bench-cart-ab-access-key';
const variantsFile = join(root, 'var/bench-cart/variants.json');
if (!existsSync(variantsFile)) throw new Error(`${variantsFile} is missing: run npm run bench:cart once first`);
const variants = JSON.parse(readFileSync(variantsFile, 'utf8'));

const { url: databaseUrl } = await ensureBenchDatabase({
  root,
  db: options.db,
  size: 250,
  pgAdminUrl: process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});
const flags = (text) => text.split(' ').filter(Boolean);
const builds = [
  {
    label: 'A',
    dist: resolve(options.a),
    port: 4860,
    connections: Number(options.connections),
    flags: flags(options['node-options']),
  },
  {
    label: 'B',
    dist: resolve(options.b),
    port: 4861,
    node: options['b-node'],
    connections: Number(options['b-connections'] ?? options.connections),
    flags: flags(`${options['node-options']} ${options['b-node-options']}`),
  },
];
await ensurePortsFree(builds.map((build) => build.port));
const { launch, stop } = processGroup();
for (const build of builds) {
  if (!existsSync(join(build.dist, 'server.js'))) throw new Error(`${build.dist} holds no built api (server.js)`);
  build.pid = launch(
    1,
    build.node ?? process.execPath,
    [...build.flags, join(build.dist, 'server.js')],
    benchApiEnv({ databaseUrl, accessKey: ACCESS_KEY, port: build.port }),
  ).pid;
  build.origin = `http://127.0.0.1:${build.port}`;
}
for (const build of builds) await waitFor(`${build.origin}/health/live`);

const call = cartCaller({ accessKey: ACCESS_KEY, siteId: 'stride-en-us' });

/** Each build's shoppers, as bench/cart.mjs sets them up (cart-shopper.mjs; untimed). */
for (const build of builds) {
  build.shoppers = [];
  for (let index = 0; index < build.connections; index++) {
    const connection = new HttpConnection(build.origin);
    const shopper = await setUpShopper(call, connection, {
      index,
      variants,
      lines: 5,
      maxQty: 20,
      coupon: 'WELCOME10',
    });
    build.shoppers.push({
      connection,
      token: shopper.token,
      basketId: shopper.basketId,
      lines: shopper.slots,
      turn: 0,
    });
  }
  build.cpu = [];
  build.rate = [];
}

async function request(shopper) {
  const { connection, token, basketId } = shopper;
  if (options.mode === 'get') return expectOk(call(connection, 'GET', `/cart/v1/cart/${basketId}`, { token }), 'get');
  const line = shopper.lines[shopper.turn++ % shopper.lines.length];
  if (line.qty >= 18) {
    const body = { cartId: basketId, itemId: line.itemId, qty: 1 };
    await expectOk(call(connection, 'PUT', `/cart/v1/cart/${basketId}/item`, { body, token }), 'set qty 1');
    line.qty = 1;
  }
  const { productId, upc } = line.variant;
  const body = { cartId: basketId, productId, upc, qty: 1 };
  await expectOk(call(connection, 'POST', '/cart/v1/item', { body, token }), 'add');
  line.qty += 1;
}

/** `count` requests over the build's shoppers at once: CPU µs per request and req/s. */
async function slice(build, count) {
  let left = count;
  const began = performance.now();
  const cpuBefore = cpuSecondsOf(build.pid);
  await Promise.all(
    build.shoppers.map(async (shopper) => {
      while (left-- > 0) await request(shopper);
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  return { cpu: ((cpuSecondsOf(build.pid) - cpuBefore) * 1e6) / count, rate: count / seconds };
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
for (const build of builds) await slice(build, Math.min(REQUESTS, 1000)); // warm-up
for (let round = 0; round < SLICES; round++) {
  for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
    const { cpu, rate } = await slice(build, REQUESTS);
    build.cpu.push(cpu);
    build.rate.push(rate);
  }
}
for (const build of builds) {
  console.log(
    `${build.label} ${build.dist}${build.flags.length ? ` (${build.flags.join(' ')})` : ''}: ${options.mode} at ` +
      `${build.connections} connections, CPU per request median ` +
      `${median(build.cpu).toFixed(0)} µs [${build.cpu.map((value) => value.toFixed(0)).join(' ')}], ` +
      `${median(build.rate).toFixed(0)} req/s`,
  );
}
const [a, b] = builds;
const wins = a.cpu.filter((value, index) => b.cpu[index] < value).length;
console.log(
  `B against A: CPU per request ×${(median(b.cpu) / median(a.cpu)).toFixed(3)} (B lower in ${wins} of ${SLICES} ` +
    `slices), req/s ×${(median(b.rate) / median(a.rate)).toFixed(3)}`,
);
for (const build of builds) for (const shopper of build.shoppers) shopper.connection.close();
await stop();
