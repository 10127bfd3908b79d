// The ceiling each benchmark is compared with: a bare node:http server doing the same work with nothing in
// between (no framework, no hooks, no schema-checked serialisation, no logging):
// - /health/live: a constant answer;
// - /consumers-v3/utilities/countryList and /products/...: the api's own data access (its built service functions: the same queries and mapping) over the
//   same database, the request's query string read with the same contract schema;
// - /page/<name>: React `renderToString` of the same markup the storefront served for that page (bench/markup.mjs
//   turns the captured HTML into a React element tree per request), without routing, data loading or components.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderToString } from 'react-dom/server';
import { elementsOf, parseMarkup } from './markup.mjs';

const port = Number(process.env.PORT ?? 4900);
const root = process.env.ROOT;
const api = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);
const contracts = (path) => import(pathToFileURL(join(root, 'packages/contracts/dist', path)).href);

const [{ parseDatabaseUrl }, { openDatabase }, { toSite }, { findAllSites }] = await Promise.all([
  api('config/config.js'),
  api('db/database.js'),
  api('modules/sites/sites.service.js'),
  api('modules/sites/sites.repository.js'),
]);
const [{ countryList }, { getProductDetails }, { searchProducts }, { autoSuggest }] = await Promise.all([
  api('modules/countries/countries.service.js'),
  api('modules/products/products.service.js'),
  api('modules/search/search.service.js'),
  api('modules/search/suggest.service.js'),
]);
const [{ CountryListQuery }, { ProductSearchQuery, AutoSuggestQuery }, { ProductDetailsQuery }] = await Promise.all([
  contracts('reference.js'),
  contracts('search.js'),
  contracts('products.js'),
]);

const db = openDatabase(parseDatabaseUrl(process.env.DATABASE_URL, root), { poolSize: 10 });
const sites = new Map((await findAllSites(db)).map((row) => [row.site_id, toSite(row)]));
const site = sites.get('stride-en-us');
const ctx = () => ({
  correlationId: 'bench',
  transactionId: 'bench',
  site,
  locale: site.locale,
  usid: null,
  trusted: false,
  testing: false,
});

const pages = new Map(
  (process.env.PAGES ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [name, file] = entry.split('=');
      return [name, parseMarkup(readFileSync(file, 'utf8'))];
    }),
);

function json(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const queryOf = (url) => Object.fromEntries(url.searchParams);

async function handle(request, response) {
  const url = new URL(request.url, 'http://reference');
  const { pathname } = url;
  if (pathname === '/health/live') return json(response, 200, { status: 'ok' });
  if (pathname === '/consumers-v3/utilities/countryList') {
    return json(response, 200, await countryList(ctx(), db, CountryListQuery.parse(queryOf(url))));
  }
  if (pathname === '/products/v2/search/autoSuggest')
    return json(response, 200, await autoSuggest(ctx(), db, AutoSuggestQuery.parse(queryOf(url))));
  if (pathname === '/products/v2/search/productSearch')
    return json(response, 200, await searchProducts(ctx(), db, ProductSearchQuery.parse(queryOf(url))));
  const details = /^\/products\/v2\/products\/([^/]+)\/details$/.exec(pathname);
  if (details)
    return json(response, 200, await getProductDetails(ctx(), db, details[1], ProductDetailsQuery.parse(queryOf(url))));
  const page = pages.get(pathname.replace(/^\/page\//, ''));
  if (page) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(`<!DOCTYPE html>${renderToString(elementsOf(page))}`);
  }
  response.writeHead(404).end();
}

createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
}).listen(port, '127.0.0.1', () => console.log(`reference listening on ${port}`));
