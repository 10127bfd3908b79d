// `npm run bench [-- --db sqlite|postgres] [--size 250]`: autocannon against the api and server-rendered pages on a
// generated catalog (size 250 = 100,000 styles), each case beside a reference doing the same work in the same run
// (bench/reference-server.mjs: bare node:http over the api's own data access, and bare React renderToString of the
// same page markup). Servers are pinned to core 1, the load generator to core 0. Results go to bench/RESULTS.md
// (one section per database, rewritten in place). Absolute numbers drift on a shared machine; ratios are what to
// compare.
import { createHash } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureRuntime, root } from '../scripts/lib/bootstrap.mjs';

ensureRuntime(import.meta.url);
const { buildAll } = await import('../scripts/lib/build.mjs');
const { readResults, replaceSection } = await import('./results-file.mjs');
const { ensureBenchDatabase } = await import('./bench-database.mjs');
const { benchApiEnv, ensurePortsFree, processGroup, runGenerator, waitFor } = await import('./processes.mjs');
const { launch, stop } = processGroup();

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DB ?? 'sqlite' },
    size: { type: 'string', default: process.env.BENCH_SIZE ?? '250' },
    // A case-name filter (regular expression) for quick iteration; the recorded section needs every case.
    only: { type: 'string' },
  },
});
if (!['sqlite', 'postgres'].includes(options.db)) throw new Error('--db must be sqlite or postgres');
const SIZE = Number(options.size);
const SECONDS = process.env.BENCH_SECONDS ?? '10';
const CONNECTIONS = process.env.BENCH_CONNECTIONS ?? '50';
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ACCESS_KEY = 'bench-access-key';
/** How long the page-cached storefront keeps a page: longer than a whole run (the most the setting allows). */
const PAGE_TTL_S = 3600;
const ports = { api: 4800, web: 3800, webUncached: 3801, webRendered: 3802, reference: 4900 };
await ensurePortsFree(Object.values(ports));
const work = join(root, 'var', 'bench');
const node = process.execPath;
function measure(baseUrl, pathsFile, headers = {}, request = {}) {
  const args = (seconds) => [
    baseUrl,
    pathsFile ?? '-',
    seconds,
    CONNECTIONS,
    JSON.stringify(headers),
    JSON.stringify(request),
  ];
  const run = (seconds) => runGenerator(join(root, 'bench/load.mjs'), args(seconds), seconds);
  run('warm'); // warm-up: every path of the workload once
  return run(SECONDS);
}

/** Real requests from the seeded catalog: product ids, name prefixes, categories with facets, page URLs. */
async function buildWorkload() {
  const headers = { 'x-access-key': ACCESS_KEY };
  const api = async (path) => {
    const response = await fetch(`http://127.0.0.1:${ports.api}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const { categories } = await api('/products/v2/catalog?levels=2');
  const hits = [];
  for (const category of categories.filter((c) => c.level === 2).slice(0, 12)) {
    const page = await api(`/products/v2/search/productSearch?categoryId=${category.id}&count=48`);
    hits.push(...page.hits);
  }
  const words = [...new Set(hits.flatMap((hit) => hit.name.toLowerCase().split(/\s+/)))].filter((w) => w.length >= 4);
  const suggest = words.flatMap((word) => [word.slice(0, 2), word.slice(0, 3), word.slice(0, 5), word]);
  const sizes = ['8', '9', '9.5', '10', 'M', 'L'];
  const colours = ['black', 'white', 'blue', 'red', 'grey'];
  const sorts = ['relevance', 'price-asc', 'newest', 'rating'];
  const search = categories.flatMap((category, i) => {
    const facets = `categoryId=${category.id}&size=${sizes[i % sizes.length]}&colour=${colours[i % colours.length]}`;
    return [
      `${facets}&sort=${sorts[i % sorts.length]}`,
      `q=${encodeURIComponent(words[i % words.length])}&${facets}`,
    ].map((query) => `/products/v2/search/productSearch?${query}`);
  });
  const lists = {
    suggest: suggest.map((q) => `/products/v2/search/autoSuggest?q=${encodeURIComponent(q)}`),
    search,
    details: hits.map((hit) => `/products/v2/products/${hit.productId}/details`),
    pdp: hits.map((hit) => hit.pdpUrl),
    listing: categories.map((category) => `/en-us/c/${category.slug}-${category.id}`),
  };
  const files = {};
  for (const [name, paths] of Object.entries(lists)) {
    if (paths.length === 0) throw new Error(`no ${name} requests could be built from the catalog`);
    files[name] = join(work, 'workload', `${name}.txt`);
    writeFileSync(files[name], paths.join('\n'));
  }
  return { files, lists };
}

/** The HTML the storefront serves for a page, saved for the reference to render again. */
async function capturePage(name, path) {
  const response = await fetch(`http://127.0.0.1:${ports.web}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const file = join(work, 'workload', `${name}.html`);
  writeFileSync(file, await response.text());
  return file;
}

buildAll();
mkdirSync(join(work, 'workload'), { recursive: true });
const { url: databaseUrl } = await ensureBenchDatabase({ root, db: options.db, size: SIZE, pgAdminUrl: PG_ADMIN_URL });
// The api's settings, also given to the storefronts (which read those they share). No limiters: the load generator is
// one address, and the token case measures issuing, not limits.
const common = benchApiEnv({ databaseUrl, accessKey: ACCESS_KEY });
launch(1, node, ['apps/api/dist/server.js'], { ...common, API_PORT: String(ports.api) });
await waitFor(`http://127.0.0.1:${ports.api}/health/ready`);
// Its kept pages last the whole run (PAGE_CACHE_TTL_S): the page rows measure serving copies. With the default minute,
// the 480 product pages the first row's warm-up rendered all expired together during a later row, which then measured
// their renders (a real storefront renders each again once a minute, spread out: what the "rendered each time" rows
// cost, 8 pages a second for 480).
launch(
  1,
  node,
  ['server.mjs'],
  {
    ...common,
    PORT: String(ports.web),
    API_URL: `http://127.0.0.1:${ports.api}`,
    API_ACCESS_KEY: ACCESS_KEY,
    PAGE_CACHE_TTL_S: String(PAGE_TTL_S),
  },
  join(root, 'apps/storefront'),
);
// The same storefront rendering every page (no page cache), and also without its cache of api answers: what
// rendering costs, and what each cache is worth.
launch(
  1,
  node,
  ['server.mjs'],
  {
    ...common,
    PORT: String(ports.webRendered),
    API_URL: `http://127.0.0.1:${ports.api}`,
    API_ACCESS_KEY: ACCESS_KEY,
    PAGE_CACHE_MB: '0',
  },
  join(root, 'apps/storefront'),
);
launch(
  1,
  node,
  ['server.mjs'],
  {
    ...common,
    PORT: String(ports.webUncached),
    API_URL: `http://127.0.0.1:${ports.api}`,
    API_ACCESS_KEY: ACCESS_KEY,
    API_CACHE_MAX_ENTRIES: '0',
    PAGE_CACHE_MB: '0',
  },
  join(root, 'apps/storefront'),
);
await waitFor(`http://127.0.0.1:${ports.web}/health`);
await waitFor(`http://127.0.0.1:${ports.webUncached}/health`);
await waitFor(`http://127.0.0.1:${ports.webRendered}/health`);
const { files, lists } = await buildWorkload();
const listingPage = await capturePage('listing', lists.listing[0]);
const productPage = await capturePage('product', lists.pdp[0]);
launch(1, node, ['bench/reference-server.mjs'], {
  NODE_ENV: 'production',
  PORT: String(ports.reference),
  ROOT: root,
  DATABASE_URL: databaseUrl,
  PAGES: `listing=${listingPage},product=${productPage}`,
});
await waitFor(`http://127.0.0.1:${ports.reference}/health/live`);

const api = `http://127.0.0.1:${ports.api}`;
const web = `http://127.0.0.1:${ports.web}`;
const webUncached = `http://127.0.0.1:${ports.webUncached}`;
const webRendered = `http://127.0.0.1:${ports.webRendered}`;
const reference = `http://127.0.0.1:${ports.reference}`;
const keyHeader = { 'x-access-key': ACCESS_KEY };
const guest = await guestWithCart(lists.pdp[0], lists.details[0]);
const member = await signedIn(lists.pdp[0]);
// [name, subject base, subject paths, reference base, reference paths, headers, target, single path, request]
const cases = [
  ['GET /health/live', api, null, reference, null, {}, null, '/health/live'],
  ['countryList', api, null, reference, null, keyHeader, null, '/consumers-v3/utilities/countryList'],
  ['autoSuggest (varied prefixes)', api, files.suggest, reference, files.suggest, keyHeader, { p95: 15 }],
  ['productSearch with facets', api, files.search, reference, files.search, keyHeader, { p95: 50 }],
  ['product details', api, files.details, reference, files.details, keyHeader, { share: 40 }],
  // A new guest session per request (no x-usid): the api signs the ES256 access token and MACs the stateless first
  // refresh token (the session is written at its first refresh); the reference signs the same JWT (same claims, the
  // api's own signer) beside a random refresh token, with nothing else.
  [
    'guest token (POST /token/v2/auth/token)',
    api,
    null,
    reference,
    null,
    { ...keyHeader, 'content-type': 'application/json' },
    { share: 40 },
    '/token/v2/auth/token',
    { method: 'POST', body: JSON.stringify({ type: 'Guest' }) },
  ],
  // As shipped: a shopper without a session is served the page cache's copy (decision 0022); a guest with a cart and
  // a signed-in shopper are served the same copies, their cookies set aside (decisions 0024, 0025), each measured
  // right after the visitor's row so all read copies of the same age (a copy is rendered again after
  // PAGE_CACHE_TTL_S, 60 s).
  ['SSR listing page', web, files.listing, reference, '/page/listing', {}, { share: 60 }],
  ['SSR listing page, guest with a cart', web, files.listing, reference, '/page/listing', guest.cookie, { share: 60 }],
  ['SSR listing page, signed in', web, files.listing, reference, '/page/listing', member.cookie, { share: 60 }],
  ['SSR product page', web, files.pdp, reference, '/page/product', {}, { share: 60 }],
  ['SSR product page, guest with a cart', web, files.pdp, reference, '/page/product', guest.cookie, { share: 60 }],
  ['SSR product page, signed in', web, files.pdp, reference, '/page/product', member.cookie, { share: 60 }],
  // The guest's browser then asks for the header's cart count, beside the api's own read of that cart.
  [
    "guest's header (GET /en-us/shopper)",
    web,
    writeTemp('/en-us/shopper'),
    api,
    writeTemp(`/cart/v1/cart/${guest.basketId}`),
    { ...guest.cookie, ...keyHeader, 'x-site-id': 'stride-en-us', authorization: `Bearer ${guest.accessToken}` },
    null,
  ],
  // The signed-in shopper's (no cart yet): their name and employee status, beside the api's read of their profile.
  [
    "signed-in shopper's header (GET /en-us/shopper)",
    web,
    writeTemp('/en-us/shopper'),
    api,
    writeTemp('/consumers-v3/consumer'),
    { ...member.cookie, ...keyHeader, 'x-site-id': 'stride-en-us', authorization: `Bearer ${member.accessToken}` },
    null,
  ],
  // Every page rendered, as for a shopper's next page after an action (its toast), or with PAGE_CACHE_MB=0.
  ['SSR listing page, rendered each time', webRendered, files.listing, reference, '/page/listing', {}, { share: 60 }],
  ['SSR product page, rendered each time', webRendered, files.pdp, reference, '/page/product', {}, { share: 60 }],
  ['SSR listing page, rendered, api cache off', webUncached, files.listing, reference, '/page/listing', {}, null],
  ['SSR product page, rendered, api cache off', webUncached, files.pdp, reference, '/page/product', {}, null],
];

const loadBefore = loadavg()[0];
const rows = [];
const selected = options.only ? cases.filter(([name]) => new RegExp(options.only, 'i').test(name)) : cases;
for (const [
  name,
  subjectBase,
  subjectPaths,
  referenceBase,
  referencePaths,
  headers,
  target,
  single,
  request,
] of selected) {
  const pathsFileOf = (paths) => {
    if (paths === null) return writeTemp(single);
    return paths.startsWith('/page/') ? writeTemp(paths) : paths;
  };
  const referenceResult = measure(referenceBase, pathsFileOf(referencePaths), headers, request);
  const subject = measure(subjectBase, pathsFileOf(subjectPaths), headers, request);
  rows.push({ name, subject, reference: referenceResult, target });
  console.log(
    `${name}: ${Math.round(subject.requestsPerSecond)} req/s, p95 ${subject.latencyP95} ms ` +
      `(reference ${Math.round(referenceResult.requestsPerSecond)} req/s)`,
  );
}
await stop();

/**
 * A guest who added to the cart without JavaScript, as a browser does it (the product page's form post): the cookies
 * the storefront set, the cart and its token.
 */
async function guestWithCart(pdpPath, detailsPath) {
  const details = await (await fetch(`${api}${detailsPath}`, { headers: keyHeader })).json();
  const variant = details.colourways.flatMap((colourway) => colourway.variants).find((v) => v.orderable);
  if (!variant) throw new Error(`${detailsPath}: nothing orderable to add`);
  const cookies = await postForm(pdpPath, { intent: 'add-item', productId: details.productId, upc: variant.upc });
  const basketId = cookies.get('outsole_basket_stride-en-us');
  const accessToken = cookies.get('outsole_at');
  if (!basketId || !accessToken) throw new Error(`add to cart as a guest: cookies ${[...cookies.keys()].join(', ')}`);
  return { cookie: cookieHeader(cookies), basketId, accessToken };
}

/** The demo shopper signed in without JavaScript, as a browser does it (the sign-in section's form post). */
async function signedIn(pdpPath) {
  const cookies = await postForm('/en-us/session', {
    intent: 'sign-in',
    username: 'shopper@example.com',
    password: 'Outsole-demo-2026',
    redirectTo: pdpPath,
  });
  const accessToken = cookies.get('outsole_at');
  if (cookies.get('outsole_login') !== '1' || !accessToken) {
    throw new Error(`sign in: cookies ${[...cookies.keys()].join(', ')}`);
  }
  return { cookie: cookieHeader(cookies), accessToken };
}

/**
 * A form posted to the storefront as a browser without JavaScript posts it (answered by a redirect): the cookies it
 * set, but the one-shot toast (the next page would have taken it).
 */
async function postForm(path, fields) {
  const response = await fetch(`${web}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: { origin: web, 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.status !== 303) throw new Error(`POST ${path}: ${response.status}`);
  return new Map(
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0].split('='))
      .filter(([name, value]) => name !== 'outsole_flash' && value !== ''),
  );
}

/** Cookies as the Cookie header of the load generator's requests. */
function cookieHeader(cookies) {
  return { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
}

function writeTemp(path) {
  const file = join(work, 'workload', `single-${createHash('md5').update(path).digest('hex').slice(0, 8)}.txt`);
  writeFileSync(file, path);
  return file;
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const verdict = ({ subject, reference: ref, target }) => {
  if (!target) return '';
  if (target.p95) return `p95 ≤ ${target.p95} ms: ${subject.latencyP95 <= target.p95 ? 'met' : 'NOT met'}`;
  const share = (subject.requestsPerSecond / ref.requestsPerSecond) * 100;
  return `≥ ${target.share} % of reference: ${share >= target.share ? 'met' : 'NOT met'}`;
};
const table = rows
  .map(
    (row) =>
      `| ${row.name} | ${fmt(row.subject.requestsPerSecond)} | ${row.subject.latencyP50} / ${row.subject.latencyP95} / ${row.subject.latencyP99} | ${row.subject.non2xx + row.subject.errors} | ${fmt(row.reference.requestsPerSecond)} | ${row.reference.latencyP95} | ${((row.subject.requestsPerSecond / row.reference.requestsPerSecond) * 100).toFixed(0)} % | ${verdict(row)} |`,
  )
  .join('\n');
const pageKb = (file) => (statSync(file).size / 1024).toFixed(0);
const section = `## ${options.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, catalog size ${SIZE} (${fmt(SIZE * 400)} styles)

Recorded by \`npm run bench -- --db ${options.db} --size ${SIZE}\` on ${new Date().toISOString().slice(0, 10)}: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.versions.node}.
Load average before the run: ${loadBefore.toFixed(2)} (near or above 1 means other work shared the cores).
${CONNECTIONS} connections, ${SECONDS} s per case after a warm-up that requests every path once; requests cycle through real queries from the
seeded catalog (${lists.suggest.length} prefixes, ${lists.search.length} searches, ${lists.details.length} products, ${lists.listing.length} categories).
Pages: the storefront and the api share core 1. Each page's first row is a visitor without a session, served from
the page cache after the warm-up (decision 0022: a kept copy with the response's own nonce; kept for the whole run,
PAGE_CACHE_TTL_S=${PAGE_TTL_S}, so no row measures the renders of copies expiring together); the next a guest with a
cart (cookies from a real add to cart) and then a signed-in shopper (cookies from a real sign-in), served the same
copies with the shopper's cookies set aside and a mark for the browser, which then asks for the header's part: the
"header" rows, beside the api's own read of that cart or profile (decisions 0024, 0025). The "rendered each time" rows
are the same storefront with the page cache off (PAGE_CACHE_MB=0), as a shopper's next page after an action (its
toast) is: each calls the api, whose public catalog answers (decision 0014) and reviews and questions (0023) the
storefront keeps as their Cache-Control allows; the "api cache off" rows have neither cache (API_CACHE_MAX_ENTRIES=0).
The reference renders the captured markup of one listing page
(${pageKb(listingPage)} KB) and one product page (${pageKb(productPage)} KB).

| case | req/s | latency p50 / p95 / p99 (ms) | errors | reference req/s | reference p95 | share of reference | target |
|---|---:|---:|---:|---:|---:|---:|---|
${table}
`;
if (options.only) {
  console.log(`\n${table}\n\n--only: nothing written to bench/RESULTS.md`);
  process.exit(0);
}
const resultsFile = join(root, 'bench', 'RESULTS.md');
writeFileSync(resultsFile, replaceSection(readResults(resultsFile), `api-and-pages-${options.db}`, section));
console.log('\nwrote bench/RESULTS.md');
process.exit(0);
