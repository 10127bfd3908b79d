// `npm run bench:lighthouse`: Lighthouse 13 (mobile: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown,
// the default config) against the production build on a fresh seeded SQLite database, on the home page, a category
// listing and a product page taken from the seeded catalog through the api. Per page: the performance and
// accessibility scores, CLS, LCP, TBT and the JavaScript the first view loads. Written to the `lighthouse` section
// of bench/RESULTS.md (bench/results-file.mjs); the full reports go to var/bench-lighthouse/.
//
// First-load JavaScript: every script request Lighthouse recorded that started before the page had hydrated (the
// `outsole:hydrated` user timing; the page requests React Router's modules after its load event and first paint:
// docs/decisions/0016), each body fetched again from the server and gzipped at zlib level 6 (what the server's
// `compression` middleware sends), summed. Scripts requested after it (web-vitals) are reported apart; widgets
// loaded on interaction (dialogs) are not loaded at all in a Lighthouse run.
//
// Options (environment): BENCH_LIGHTHOUSE_RUNS (runs per page, default 3; the median run by FCP and TTI is
// reported, as Lighthouse recommends), BENCH_LIGHTHOUSE_PAGES (comma-separated paths instead of the picked ones),
// BENCH_LIGHTHOUSE_WEB_PORT / BENCH_LIGHTHOUSE_API_PORT (default 3820 / 4820).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureRuntime, root } from '../scripts/lib/bootstrap.mjs';

ensureRuntime(import.meta.url);
const { buildAll } = await import('../scripts/lib/build.mjs');
const { browserPath, ensureChromium } = await import('../scripts/lib/chromium.mjs');
const { readResults, replaceSection } = await import('./results-file.mjs');
const { waitFor } = await import('./processes.mjs');

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const MAX_RETRIES = 2;
const ports = {
  web: Number(process.env.BENCH_LIGHTHOUSE_WEB_PORT ?? 3820),
  api: Number(process.env.BENCH_LIGHTHOUSE_API_PORT ?? 4820),
};
const ACCESS_KEY = 'bench-lighthouse-access-key';
const LOCALE = 'en-us';
const SITE_ID = `stride-${LOCALE}`;
const dataDir = join(root, 'var', 'bench-lighthouse');
const web = `http://localhost:${ports.web}`;
const api = `http://127.0.0.1:${ports.api}`;
// STACK-NOTES.md and playwright.config.ts: without the background-networking flags Chromium floods the closed network.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(`✗ ${chromium.message}`);
  process.exit(1);
}

buildAll();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const children = [];
function launch(label, args, env, cwd = root) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`✗ ${label} stopped unexpectedly (${signal ?? `exit ${code}`})`);
      stopAll();
      process.exit(1);
    }
  });
  children.push(child);
  return child;
}
let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const common = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  API_ACCESS_KEYS: ACCESS_KEY,
  SERVER_TRUST_ID: 'bench-lighthouse-trust-id',
  CAPTCHA_SANDBOX_SECRET: 'bench-captcha-sandbox-secret',
  // Production refuses the sandbox translator; no page measured here translates, so DeepL is never called.
  TRANSLATION_PROVIDER: 'deepl',
  TRANSLATION_API_KEY: 'bench-never-used:fx',
  STOREFRONT_BRAND_ORIGINS: 'stride=http://localhost:3000,kestrel=http://kestrel.localhost:3000',
  // Production requires SMTP; nothing here sends mail, and the worker stays off so it never polls during a run.
  SMTP_URL: 'smtp://127.0.0.1:2525',
  EMAIL_FROM: 'no-reply@outsole.localhost',
  EMAIL_WORKER_ENABLED: 'false',
};
launch('api', ['apps/api/dist/server.js'], {
  ...common,
  API_PORT: String(ports.api),
  DATABASE_URL: `sqlite:${join(dataDir, 'outsole.sqlite')}`,
});
await waitFor(`${api}/health/ready`);
launch(
  'storefront',
  ['server.mjs'],
  {
    ...common,
    PORT: String(ports.web),
    API_URL: api,
    API_ACCESS_KEY: ACCESS_KEY,
    STOREFRONT_ORIGIN: web,
  },
  join(root, 'apps/storefront'),
);
await waitFor(`${web}/health`);

/** GET on the api with the headers the storefront sends (contracts/headers.ts). */
async function apiGet(path) {
  const response = await fetch(`${api}${path}`, {
    headers: {
      accept: 'application/json',
      'x-access-key': ACCESS_KEY,
      'x-server-trust-id': common.SERVER_TRUST_ID,
      'x-locale': LOCALE,
      'x-site-id': SITE_ID,
      'x-correlation-id': `bench-lighthouse-${Date.now()}`,
    },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A level-2 category of the first top-level one that has products, and the first product listed in it. */
async function pickPages() {
  const { categories } = await apiGet('/products/v2/catalog?levels=2');
  const tops = categories.filter((c) => c.level === 1).sort((a, b) => a.position - b.position);
  for (const top of tops) {
    const children = categories.filter((c) => c.parentId === top.id).sort((a, b) => a.position - b.position);
    for (const category of children) {
      const search = await apiGet(`/products/v2/search/productSearch?categoryId=${category.id}&count=1`);
      const hit = search.hits[0];
      if (search.total >= 24 && hit) {
        return [
          { name: 'home', path: `/${LOCALE}` },
          { name: `listing (${category.slug})`, path: `/${LOCALE}/c/${category.slug}-${category.id}` },
          { name: `product (${hit.productId})`, path: new URL(hit.pdpUrl, web).pathname },
        ];
      }
    }
  }
  throw new Error('the seeded catalog has no level-2 category with a full page of products');
}

const pages = process.env.BENCH_LIGHTHOUSE_PAGES
  ? process.env.BENCH_LIGHTHOUSE_PAGES.split(',').map((path) => ({ name: path, path: path.trim() }))
  : await pickPages();

// Warm the server's caches (first render, reference data) so the first Lighthouse run is not the odd one out.
for (const page of pages) {
  const response = await fetch(`${web}${page.path}`, { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}, not 200`);
  await response.arrayBuffer();
}

const { default: lighthouse } = await import('lighthouse');
const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
const chromeLauncher = await import('chrome-launcher');

const gzipCache = new Map();
async function gzipSize(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 6 }).length);
  }
  return gzipCache.get(url);
}

/**
 * The scripts of the run, split at the moment the page had hydrated (the `outsole:hydrated` user timing, app-shell.tsx),
 * with their gzip sizes. Without that mark (the page did not hydrate) every script counts as first-load.
 */
async function scriptsOf(lhr) {
  const network = lhr.audits['network-requests']?.details;
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const startMs = (network?.debugData?.networkStartTimeTs ?? 0) / 1000;
  const hydrated = lhr.audits['user-timings']?.details?.items?.find((item) => item.name === 'outsole:hydrated');
  if (!hydrated) console.log(`  ${lhr.finalDisplayedUrl}: no outsole:hydrated mark; every script counts as first-load`);
  const hydratedMs =
    hydrated && metrics ? metrics.observedNavigationStartTs / 1000 + hydrated.startTime : Number.POSITIVE_INFINITY;
  const scripts = (network?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(web) && item.statusCode === 200,
  );
  const rows = [];
  for (const item of scripts) {
    rows.push({
      url: item.url.slice(web.length),
      gzip: await gzipSize(item.url),
      transferSize: item.transferSize,
      beforeHydrated: startMs + item.rendererStartTime <= hydratedMs,
    });
  }
  return rows;
}

const kb = (bytes) => bytes / 1024;
const loadAverageBefore = loadavg()[0];
const results = [];
const chrome = await chromeLauncher.launch({ chromePath: browserPath('chromium'), chromeFlags: CHROME_FLAGS });
try {
  for (const page of pages) {
    const runs = [];
    for (let run = 0, retries = 0; run < RUNS; run++) {
      const result = await lighthouse(`${web}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      if (result.lhr.runtimeError) {
        // Lighthouse's own hiccups (NO_NAVSTART: a trace recorded without its navigation) ask for a run again.
        const error = `${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`;
        if (retries++ >= MAX_RETRIES) throw new Error(error);
        console.log(`  ${page.path} run ${run + 1}: ${error}; running it again`);
        run--;
        continue;
      }
      runs.push(result.lhr);
      console.log(
        `  ${page.path} run ${run + 1}: performance ${Math.round(result.lhr.categories.performance.score * 100)}`,
      );
    }
    const lhr = computeMedianRun(runs);
    const slug = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    writeFileSync(join(dataDir, `${slug}.report.json`), JSON.stringify(lhr));
    const scripts = await scriptsOf(lhr);
    const first = scripts.filter((s) => s.beforeHydrated);
    const later = scripts.filter((s) => !s.beforeHydrated);
    const failing = (category) =>
      lhr.categories[category].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => audit.id);
    const row = {
      name: page.name,
      path: page.path,
      performance: Math.round(lhr.categories.performance.score * 100),
      performanceRuns: runs.map((r) => Math.round(r.categories.performance.score * 100)),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      firstLoadJs: first.reduce((sum, s) => sum + s.gzip, 0),
      firstLoadScripts: first,
      laterJs: later.reduce((sum, s) => sum + s.gzip, 0),
      laterScripts: later,
      failingPerformance: failing('performance'),
      failingAccessibility: failing('accessibility'),
    };
    results.push(row);
    console.log(
      `${page.name} ${page.path}: performance ${row.performance} (runs ${row.performanceRuns.join(', ')}), ` +
        `accessibility ${row.accessibility}, CLS ${row.cls.toFixed(3)}, LCP ${Math.round(row.lcp)} ms, ` +
        `TBT ${Math.round(row.tbt)} ms, first-load JS ${kb(row.firstLoadJs).toFixed(1)} KB gzip in ${first.length} ` +
        `scripts (+${kb(row.laterJs).toFixed(1)} KB after hydration)`,
    );
    for (const s of first) console.log(`    ${kb(s.gzip).toFixed(1).padStart(6)} KB  ${s.url}`);
    for (const s of later) console.log(`    ${kb(s.gzip).toFixed(1).padStart(6)} KB  ${s.url}  (after hydration)`);
    if (row.failingPerformance.length)
      console.log(`    performance audits below 1: ${row.failingPerformance.join(', ')}`);
    if (row.failingAccessibility.length) {
      console.log(`    accessibility audits below 1: ${row.failingAccessibility.join(', ')}`);
    }
  }
} finally {
  await chrome.kill();
  stopAll();
}

const BARS = { performance: 98, accessibility: 100, firstLoadKb: 90, cls: 0 };
const meets = (row) =>
  row.performance >= BARS.performance &&
  row.accessibility >= BARS.accessibility &&
  kb(row.firstLoadJs) <= BARS.firstLoadKb &&
  row.cls <= BARS.cls;
const table = results
  .map(
    (row) =>
      `| ${row.name} \`${row.path}\` | ${row.performance} (${row.performanceRuns.join(', ')}) | ${row.accessibility} | ` +
      `${row.cls.toFixed(3)} | ${Math.round(row.lcp).toLocaleString('en-US')} | ${Math.round(row.tbt)} | ` +
      `${kb(row.firstLoadJs).toFixed(1)} (${row.firstLoadScripts.length}) | ${kb(row.laterJs).toFixed(1)} | ` +
      `${meets(row) ? 'yes' : 'no'} |`,
  )
  .join('\n');
const section = `## Lighthouse

Recorded by \`npm run bench:lighthouse\` on ${new Date().toISOString().slice(0, 10)}: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.versions.node}, Lighthouse 13 in Debian's Chromium (headless).
Load average before the run: ${loadAverageBefore.toFixed(2)}. Production build, fresh demo seed on SQLite, ${RUNS} run(s) per page; the median run is shown (runs in brackets).
Mobile: Lighthouse's default config (Moto G Power viewport, simulated slow 4G, 4× CPU slowdown). Bars (issue 3): performance ≥ ${BARS.performance},
accessibility ${BARS.accessibility}, CLS ${BARS.cls}, first-load JavaScript ≤ ${BARS.firstLoadKb} KB gzip.
First-load JS: the scripts Lighthouse saw requested before the page had hydrated (the \`outsole:hydrated\` user timing;
the modules that hydrate the page are requested after its load event and first paint: docs/decisions/0016), each body
gzipped at level 6 (as the server's compression sends it), summed (number of scripts in brackets). "After hydration":
scripts requested later (web vitals).

| page | performance | accessibility | CLS | LCP (ms) | TBT (ms) | first-load JS (KB gzip) | after hydration (KB gzip) | meets the bars |
|---|---:|---:|---:|---:|---:|---:|---:|---|
${table}
`;
const resultsFile = join(root, 'bench', 'RESULTS.md');
writeFileSync(resultsFile, replaceSection(readResults(resultsFile), 'lighthouse', section));
console.log('\nwrote the lighthouse section of bench/RESULTS.md');
const missed = results.filter((row) => !meets(row)).map((row) => row.name);
console.log(missed.length ? `below the bars: ${missed.join(', ')}` : 'every page meets the bars');
process.exit(0);
