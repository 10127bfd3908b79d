// The ceiling each benchmark is compared with: a bare node:http server doing the same work with nothing in
// between (no framework, no hooks, no schema-checked serialisation, no logging):
// - /health/live: a constant answer;
// - /consumers-v3/utilities/countryList and /products/...: the api's own data access (its built service functions: the same queries and mapping) over the
//   same database, the request's query string read with the same contract schema;
// - POST /token/v2/auth/token: a guest token signed like the api's (its own signer: ES256, the same claims, a kid),
//   with a new usid and refresh token, answered in the same shape, but no session rows written and no framework;
// - /page/<name>: React `renderToString` of the same markup the storefront served for that page (bench/markup.mjs
//   turns the captured HTML into a React element tree per request), without routing, data loading or components.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { generateKeyPair } from 'jose';
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

const [{ createAccessTokens }, { newSecret, digestOf }] = await Promise.all([
  api('modules/session/access-token.js'),
  api('modules/session/secrets.js'),
]);
const ACCESS_TOKEN_TTL_SECONDS = 1800;
const GUEST_REFRESH_TOKEN_TTL_SECONDS = 30 * 86_400;
const signingKey = { kid: randomUUID(), key: (await generateKeyPair('ES256')).privateKey };
const tokens = createAccessTokens(
  { signingKey: async () => signingKey, verificationKey: async () => undefined },
  ACCESS_TOKEN_TTL_SECONDS,
);

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** The api's guest grant without its database: a new usid, family id and refresh token, the access token signed. */
async function guestToken(request) {
  const body = await readJson(request);
  if (body.type !== 'Guest') return null;
  const usid = newSecret();
  const fid = randomUUID();
  const refreshToken = newSecret();
  digestOf(refreshToken); // the api stores this digest
  const { accessToken, expiresIn } = await tokens.sign({
    typ: 'Guest',
    sub: `guest:${usid}`,
    usid,
    fid,
    site: site.siteId,
  });
  return {
    type: 'Guest',
    accessToken,
    accessTokenExpiresIn: expiresIn,
    refreshToken,
    refreshTokenExpiresIn: GUEST_REFRESH_TOKEN_TTL_SECONDS,
    usid,
  };
}

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

// Searches are counted for popular queries as the api counts them: once a day per searcher (its address here).
const counting = (request) => ({ key: 'reference', searcher: `address:${request.socket.remoteAddress}` });

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
  if (pathname === '/token/v2/auth/token' && request.method === 'POST') {
    const token = await guestToken(request);
    return token ? json(response, 200, token) : json(response, 400, { errorDetails: [] });
  }
  if (pathname === '/consumers-v3/utilities/countryList') {
    return json(response, 200, await countryList(ctx(), db, CountryListQuery.parse(queryOf(url))));
  }
  if (pathname === '/products/v2/search/autoSuggest')
    return json(response, 200, await autoSuggest(ctx(), db, AutoSuggestQuery.parse(queryOf(url))));
  if (pathname === '/products/v2/search/productSearch')
    return json(
      response,
      200,
      await searchProducts(ctx(), db, ProductSearchQuery.parse(queryOf(url)), counting(request)),
    );
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
