// The cart benchmark's load generator (run pinned to its own core by bench/cart.mjs), printed as JSON on stdout.
// `node bench/cart-load.mjs <config json>`; config: { mode, base, seconds, warmSeconds, connections, accessKey, siteId,
// variantsFile (a JSON array of { productId, upc }), lines, maxQty, coupon, rate?, slices?, sliceSeconds?,
// sliceWarmSeconds?, apiPid? (slices also report the api's CPU per request and how busy it was)}.
//
// Each connection is one shopper with state of its own, kept alive on one socket (bench/http-connection.mjs, as one
// autocannon connection). Before anything is timed, each shopper takes its own guest token
// (POST /token/v2/auth/token), creates its own cart (POST /cart/v1/cart), adds `lines` variants of its own pool
// (POST /cart/v1/item) at staggered quantities and applies the coupon (PUT /cart/v1/coupon).
// - mode `add`: POST /cart/v1/item, qty 1, to the shopper's lines in turn (timed). The cart is bounded: it keeps
//   `lines` lines; a line that reached `maxQty` is removed right after the add that filled it (DELETE
//   /cart/v1/item, not timed but inside the measured time, so the add rate is if anything understated: one removal
//   per `maxQty` adds) and its slot takes the shopper's next variant as a new line. So every add prices a cart of `lines` lines (plus the gift-with-purchase
//   line the promotions add), and one add in `maxQty` inserts a new line, the others raise a line's quantity.
// - mode `get`: GET /cart/v1/cart/{basketId} of the shopper's cart (timed), which holds `lines` lines.
// - mode `insert` / `select`: the reference (bench/cart-reference.mjs): POST / with the same body as an add, or GET /<n>;
//   with config.answer, asking for the cart's answer bytes in place of the row (`?answer`).
// Without `rate`, each shopper sends its next request as soon as the last is answered (a closed loop: the throughput
// the api reaches with that many shoppers); with `rate`, requests arrive at that many per second over all shoppers
// whatever the answers do (see paced), and latencies count from each arrival. A warm-up of `warmSeconds` runs the
// same loop first, untimed. Statuses other than 2xx are counted as errors.
import { readFileSync } from 'node:fs';
// The seed's generator (built with the api before any benchmark runs), so a run's arrival times repeat exactly.
import { mulberry32 } from '../apps/api/dist/db/seed/prng.js';
import { cartCaller, itemIdOf, ok, setUpShopper, text } from './cart-shopper.mjs';
import { HttpConnection } from './http-connection.mjs';
import { cpuSecondsOf, machineCpuSeconds, postgresCpuSeconds } from './processes.mjs';

const config = JSON.parse(process.argv[2]);
const { mode, base, accessKey, siteId, coupon } = config;
const referenceQuery = config.answer ? '?answer' : '';
const variants = config.variantsFile ? JSON.parse(readFileSync(config.variantsFile, 'utf8')) : [];
const connections = Number(config.connections);
const lines = Number(config.lines ?? 5);
const maxQty = Number(config.maxQty ?? 20);

const call = cartCaller({ accessKey, siteId });

/** One shopper (untimed): none for the reference, else a cart as setUpShopper makes it. */
async function setUp(connection, index) {
  if (mode === 'insert' || mode === 'select') return { turn: index };
  return { ...(await setUpShopper(call, connection, { index, variants, lines, maxQty, coupon })), turn: index };
}

/** The shopper's next variant that is not a line of its cart already. */
function nextVariant(shopper) {
  const inUse = new Set(shopper.slots.map((slot) => slot.variant.upc));
  for (let i = 0; i < shopper.pool.length; i++) {
    const variant = shopper.pool[shopper.next++ % shopper.pool.length];
    if (!inUse.has(variant.upc)) return variant;
  }
  throw new Error('a shopper needs more variants than lines');
}

const stats = { times: [], statuses: {}, errors: 0, removals: 0, removalErrors: 0, samples: [] };

function record(recording, began, response) {
  if (!recording) return;
  if (recording !== true) return recording.count(response);
  stats.times.push(performance.now() - began);
  stats.statuses[response.status] = (stats.statuses[response.status] ?? 0) + 1;
  if (!ok(response) && stats.samples.length < 3)
    stats.samples.push(`${response.status} ${text(response).slice(0, 300)}`);
}

async function step(connection, shopper, recording, due) {
  if (mode === 'get') {
    const began = due ?? performance.now();
    record(
      recording,
      began,
      await call(connection, 'GET', `/cart/v1/cart/${shopper.basketId}`, { token: shopper.token }),
    );
    return;
  }
  // The reference's latencies count from the arrival too, as the api's do.
  if (mode === 'select') {
    const began = due ?? performance.now();
    record(recording, began, await call(connection, 'GET', `/${shopper.turn++}${referenceQuery}`));
    return;
  }
  if (mode === 'insert') {
    const variant = variants[shopper.turn++ % variants.length];
    const body = { cartId: 'reference', productId: variant.productId, upc: variant.upc, qty: 1 };
    const began = due ?? performance.now();
    record(recording, began, await call(connection, 'POST', `/${referenceQuery}`, { body }));
    return;
  }
  const slot = shopper.slots[shopper.turn++ % shopper.slots.length];
  const body = { cartId: shopper.basketId, productId: slot.variant.productId, upc: slot.variant.upc, qty: 1 };
  const began = due ?? performance.now();
  const response = await call(connection, 'POST', '/cart/v1/item', { body, token: shopper.token });
  record(recording, began, response);
  if (!ok(response)) return;
  slot.qty += 1;
  if (slot.itemId === null) slot.itemId = itemIdOf(JSON.parse(text(response)), slot.variant.upc);
  if (slot.qty < maxQty) return;
  // The line is full: the shopper removes it (untimed) and its slot takes a new variant.
  const removed = await call(connection, 'DELETE', `/cart/v1/item?cartId=${shopper.basketId}&itemId=${slot.itemId}`, {
    token: shopper.token,
  });
  if (recording) stats.removals += 1;
  if (!ok(removed)) {
    if (recording) stats.removalErrors += 1;
    if (stats.samples.length < 3) stats.samples.push(`remove: ${removed.status} ${text(removed).slice(0, 300)}`);
  }
  slot.variant = nextVariant(shopper);
  slot.qty = 0;
  slot.itemId = null;
}

async function loop(connection, shopper, deadline, recording) {
  while (performance.now() < deadline) {
    try {
      await step(connection, shopper, recording);
    } catch (error) {
      if (recording) stats.errors += 1;
      if (stats.samples.length < 3) stats.samples.push(String(error));
    }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * At a fixed offered rate (config.rate, requests/s over all shoppers): each shopper's requests arrive as a Poisson
 * process of rate/connections, whatever the answers do. A shopper sends one request at a time, so one that arrives
 * while the last is unanswered waits, and every latency counts from the arrival, not the send (no coordinated
 * omission: a slow answer delays and is charged to the requests behind it).
 */
async function paced(connection, shopper, index, from, deadline, recording) {
  const draw = mulberry32(20_261_122 + index * 7_919 + Math.round(from));
  const meanGap = (connections / Number(config.rate)) * 1000;
  let due = from - Math.log(1 - draw()) * meanGap;
  while (due < deadline) {
    // A timer fires to the whole millisecond, early or late (libuv counts from the loop's cached time): sleep to a
    // millisecond before the arrival, then yield to the loop until it, so a request is sent neither before its
    // arrival (a latency counted from it would be negative) nor a timer's slack after it (charged to the server).
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait - 1);
    while (performance.now() < due) await new Promise(setImmediate);
    try {
      await step(connection, shopper, recording, due);
    } catch (error) {
      if (recording) stats.errors += 1;
      if (stats.samples.length < 3) stats.samples.push(String(error));
    }
    due -= Math.log(1 - draw()) * meanGap;
  }
}

/**
 * Slices (config.slices, the number of shoppers in each): the first n shoppers run the closed loop for
 * `sliceSeconds`, counting the answers that arrive after its first `sliceWarmSeconds`; then the next slice. The
 * benchmark interleaves levels this way so a slow stretch of a shared machine falls on every level alike.
 */
async function runSlices(slices) {
  const results = [];
  for (const shoppersInSlice of slices) {
    const start = performance.now();
    const counter = {
      countFrom: start + Number(config.sliceWarmSeconds) * 1000,
      until: start + Number(config.sliceSeconds) * 1000,
      done: 0,
      failed: 0,
      /** Every answer of the slice, warm-up included: what the api's CPU over the whole slice served. */
      answered: 0,
      count(response) {
        this.answered += 1;
        const now = performance.now();
        if (now < this.countFrom || now > this.until) return;
        if (ok(response)) this.done += 1;
        else this.failed += 1;
      },
    };
    const cpuBefore = apiCpuSeconds();
    const machineBefore = machineCpuSeconds();
    const postgresBefore = postgresCpuSeconds();
    const ownBefore = process.cpuUsage();
    await Promise.all(
      sockets.slice(0, shoppersInSlice).map((connection, i) => loop(connection, shoppers[i], counter.until, counter)),
    );
    const cpu = apiCpuSeconds() - cpuBefore;
    const machineAfter = machineCpuSeconds();
    const postgres = postgresCpuSeconds() - postgresBefore;
    const own = process.cpuUsage(ownBefore);
    const generator = (own.user + own.system) / 1e6;
    const machineBusy = machineAfter.busy - machineBefore.busy;
    const machineIdle = machineAfter.idle - machineBefore.idle;
    const seconds = (counter.until - counter.countFrom) / 1000;
    const perRequest = (cpuSeconds) => (cpuSeconds * 1e6) / counter.answered;
    results.push({
      connections: shoppersInSlice,
      requestsPerSecond: counter.done / seconds,
      failed: counter.failed,
      generatorCpuPerRequest: perRequest(generator),
      ...(Number.isNaN(cpu)
        ? {}
        : {
            apiCpuPerRequest: perRequest(cpu),
            apiBusy: cpu / ((performance.now() - start) / 1000),
          }),
      // The PostgreSQL server (none on SQLite), the rest of the machine, and the share of both cores left idle.
      ...(Number.isNaN(machineBusy) || Number.isNaN(cpu) || Number.isNaN(postgres)
        ? {}
        : {
            postgresCpuPerRequest: perRequest(postgres),
            othersCpuPerRequest: perRequest(machineBusy - cpu - generator - postgres),
            machineIdle: machineIdle / (machineBusy + machineIdle),
          }),
    });
  }
  return results;
}

/** The api's CPU time so far (config.apiPid), NaN without it: per slice, CPU per request. */
const apiCpuSeconds = () => (config.apiPid ? cpuSecondsOf(config.apiPid) : Number.NaN);

const sockets = Array.from({ length: connections }, () => new HttpConnection(base));
const setUpBegan = performance.now();
const shoppers = await Promise.all(sockets.map((connection, i) => setUp(connection, i)));
const setUpSeconds = (performance.now() - setUpBegan) / 1000;
const warmUntil = performance.now() + Number(config.warmSeconds ?? 1) * 1000;
const run = (from, until, recording) =>
  Promise.all(
    sockets.map((connection, i) =>
      config.rate
        ? paced(connection, shoppers[i], i, from, until, recording)
        : loop(connection, shoppers[i], until, recording),
    ),
  );
await run(performance.now(), warmUntil, false);
if (config.slices) {
  const slices = await runSlices(config.slices);
  for (const connection of sockets) connection.close();
  console.log(JSON.stringify({ slices, errors: stats.errors }));
  process.exit(0);
}
const began = performance.now();
const deadline = began + Number(config.seconds) * 1000;
await run(began, deadline, true);
const elapsed = (performance.now() - began) / 1000;
for (const connection of sockets) connection.close();

const { times } = stats;
times.sort((a, b) => a - b);
const percentile = (p) =>
  times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] * 10) / 10 : null;
const succeeded = Object.entries(stats.statuses)
  .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
  .reduce((sum, [, count]) => sum + count, 0);
for (const sample of stats.samples) console.error(`cart-load ${mode}: ${sample}`);
console.log(
  JSON.stringify({
    requestsPerSecond: times.length / elapsed,
    offeredRate: config.rate ?? null,
    latencyP50: percentile(0.5),
    latencyP95: percentile(0.95),
    latencyP99: percentile(0.99),
    requests: times.length,
    non2xx: times.length - succeeded,
    errors: stats.errors,
    statuses: stats.statuses,
    removals: stats.removals,
    removalErrors: stats.removalErrors,
    setUpSeconds: Math.round(setUpSeconds * 10) / 10,
  }),
);
