// The cart benchmark's reference (bench/cart.mjs): a bare node:http server doing one database statement per request
// and nothing else: no framework, no session, no schema, no pricing (the issue's scale note: "a bare Node endpoint doing
// one SQLite insert reaches about 6,000 requests/s per core"):
// - POST / (any JSON body, read and parsed): one INSERT of a cart-line-like row (uuid key, basket, upc, qty, time);
// - GET /<n>: one SELECT of a row by primary key (rows inserted at start), the reference for the cart reads.
// Either with `?answer`: the same statement, then the bytes of ANSWER_FILE as the answer (the benchmark's sample cart
// answer, ~10 KB) in place of the row: what a bare server costs the machine at the same rate when it sends the api's
// answer size, the floor of the latencies at the targets' rates.
// SQLite through better-sqlite3 with the api's own pragmas (its openSqlite: WAL, synchronous NORMAL), in a file of its
// own beside the benchmark database; PostgreSQL through a pg.Pool of 10 connections (the api's default pool size).
// `DATABASE_URL=sqlite:<file>|postgres://… PORT=4940 ROOT=<repo> node bench/cart-reference.mjs`
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const port = Number(process.env.PORT ?? 4940);
const root = process.env.ROOT;
const url = process.env.DATABASE_URL ?? '';
const PRELOADED = 1_000;

/** { insert(row), select(id) } over the database the URL names. */
async function openStore() {
  const create =
    'create table if not exists reference_lines (id text primary key, basket_id text not null, upc text not null, ' +
    'qty integer not null, created_at text not null)';
  if (url.startsWith('postgres')) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await pool.query(create);
    return {
      insert: (row) =>
        pool.query('insert into reference_lines (id, basket_id, upc, qty, created_at) values ($1, $2, $3, $4, $5)', [
          row.id,
          row.basket_id,
          row.upc,
          row.qty,
          row.created_at,
        ]),
      select: async (id) => (await pool.query('select * from reference_lines where id = $1', [id])).rows[0],
    };
  }
  const { openSqlite } = await import(pathToFileURL(join(root, 'apps/api/dist/db/database.js')).href);
  const sqlite = openSqlite(url.replace(/^sqlite:/, ''));
  sqlite.exec(create);
  const insert = sqlite.prepare(
    'insert into reference_lines (id, basket_id, upc, qty, created_at) values (@id, @basket_id, @upc, @qty, @created_at)',
  );
  const select = sqlite.prepare('select * from reference_lines where id = ?');
  return { insert: async (row) => insert.run(row), select: async (id) => select.get(id) };
}

const store = await openStore();
const line = (body) => ({
  id: randomUUID(),
  basket_id: String(body.cartId ?? 'reference'),
  upc: String(body.upc ?? '000000000000'),
  qty: Number(body.qty ?? 1),
  created_at: new Date().toISOString(),
});
const preloaded = [];
for (let i = 0; i < PRELOADED; i++) {
  const row = line({});
  await store.insert(row);
  preloaded.push(row.id);
}

let answerBytes = null;
/** The sample cart answer (written by bench/cart.mjs once the api is up, before anything is measured). */
function cartAnswer() {
  answerBytes ??= readFileSync(process.env.ANSWER_FILE ?? '');
  return answerBytes;
}

function json(response, status, body, answer = false) {
  const text = answer && status === 200 ? cartAnswer() : JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function handle(request, response) {
  if (request.url === '/health/live') return json(response, 200, { status: 'ok' });
  const [path, query] = request.url.split('?');
  const answer = query === 'answer';
  if (request.method === 'POST') {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const row = line(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
    await store.insert(row);
    return json(response, 200, { id: row.id, qty: row.qty }, answer);
  }
  const n = Number(path.slice(1)) || 0;
  const row = await store.select(preloaded[n % preloaded.length]);
  return row ? json(response, 200, row, answer) : json(response, 404, {});
}

createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
}).listen(port, '127.0.0.1', () => console.log(`cart reference listening on ${port}`));
