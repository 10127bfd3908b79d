// `node bench/cart-cpu.mjs [--db-url sqlite:var/bench/sqlite-5/outsole.sqlite] [--requests 2000] [--concurrency 1]`:
// CPU time per cart request, measured in-process (app.inject) with process.cpuUsage, so it holds on a busy machine
// where the throughput benchmark (bench/cart.mjs) cannot be read. --concurrency N runs N shoppers at once, each with
// its own cart (what grows with the number of requests in flight shows up as CPU per request). A guide while
// optimising, not the measure: inject skips the socket and HTTP parsing. Uses a copy of the database given.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureRuntime, root } from '../scripts/lib/bootstrap.mjs';

ensureRuntime(import.meta.url);
const { values: options } = parseArgs({
  options: {
    'db-url': { type: 'string', default: `sqlite:${join(root, 'var/bench/sqlite-5/outsole.sqlite')}` },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '1' },
  },
});
const REQUESTS = Number(options.requests);
const CONCURRENCY = Number(options.concurrency);
let url = options['db-url'];
if (url.startsWith('sqlite:')) {
  const source = url.slice('sqlite:'.length);
  if (!existsSync(source)) throw new Error(`${source} is missing: run npm run bench:cart -- --size 5 --no-write first`);
  const dir = join(root, 'var', 'bench-cart-cpu');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(source, join(dir, 'outsole.sqlite'));
  url = `sqlite:${join(dir, 'outsole.sqlite')}`;
}
const { benchApiEnv } = await import('./processes.mjs');
Object.assign(process.env, benchApiEnv({ databaseUrl: url, accessKey: 'cpu-bench-key' }));
const { buildApp } = await import('../apps/api/dist/app.js');
const { parseConfig } = await import('../apps/api/dist/config/config.js');
const { openDatabase } = await import('../apps/api/dist/db/database.js');
const { migrateToLatest } = await import('../apps/api/dist/db/migrate.js');
const { createLogger } = await import('../apps/api/dist/lib/logger.js');
const config = parseConfig(process.env);
const db = openDatabase(config.database);
await migrateToLatest(db);
const app = await buildApp({ config, db, logger: createLogger({ level: 'warn' }) });
const headers = { 'x-access-key': 'cpu-bench-key', 'x-site-id': 'stride-en-us', 'content-type': 'application/json' };
async function call(method, path, body, token) {
  const response = await app.inject({
    method,
    url: path,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${path}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.json();
}

// Five in-stock variants of the sale department and of other categories, as the throughput benchmark's carts.
const { categories } = await call('GET', '/products/v2/catalog?levels=2');
const picked = [];
for (const category of categories.filter((each) => each.level === 2).slice(0, 12)) {
  const page = await call('GET', `/products/v2/search/productSearch?categoryId=${category.id}&count=12`);
  for (const hit of page.hits) {
    const details = await call('GET', `/products/v2/products/${hit.productId}/details`);
    const variant = details.colourways.flatMap((c) => c.variants).find((v) => v.orderable && v.inventoryLevel >= 20);
    if (variant) {
      picked.push({ productId: hit.productId, upc: variant.upc });
      break;
    }
  }
  if (picked.length === 5) break;
}
if (picked.length < 5) throw new Error('not enough deeply stocked variants');
const shoppers = [];
for (let n = 0; n < CONCURRENCY; n++) {
  const { accessToken: token } = await call('POST', '/token/v2/auth/token', { type: 'Guest' });
  const { basketId } = await call('POST', '/cart/v1/cart', {}, token);
  for (const variant of picked) await call('POST', '/cart/v1/item', { cartId: basketId, ...variant, qty: 1 }, token);
  await call('PUT', '/cart/v1/coupon', { cartId: basketId, code: 'WELCOME10' }, token);
  shoppers.push({ token, basketId });
}

/** Every shopper calls `run` in turn, all at once: REQUESTS calls in all. */
async function rounds(count, run) {
  const each = Math.ceil(count / CONCURRENCY);
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (let i = 0; i < each; i++) await run(shopper, i);
    }),
  );
  return each * CONCURRENCY;
}

async function measure(label, run) {
  await rounds(200, run); // warm-up
  const began = process.cpuUsage();
  const wall = performance.now();
  const done = await rounds(REQUESTS, run);
  const used = process.cpuUsage(began);
  const cpuUs = (used.user + used.system) / done;
  console.log(
    `${label} (${CONCURRENCY} at once): ${cpuUs.toFixed(0)} µs CPU per request (${(1e6 / cpuUs).toFixed(0)} req/s per core), wall ${((performance.now() - wall) / done).toFixed(2)} ms`,
  );
}
await measure('add to cart', async ({ token, basketId }, i) => {
  const variant = picked[i % picked.length];
  const cart = await call('POST', '/cart/v1/item', { cartId: basketId, ...variant, qty: 1 }, token);
  const line = cart.items.find((item) => item.upc === variant.upc && !item.bonus);
  if (line.qty >= 18) {
    await call('PUT', '/cart/v1/cart/' + basketId + '/item', { cartId: basketId, itemId: line.id, qty: 1 }, token);
  }
});
await measure('get cart', ({ token, basketId }) => call('GET', `/cart/v1/cart/${basketId}`, undefined, token));
await app.close();
await db.destroy();
