// The ceiling: a bare Node http server doing the same work with nothing in between: a constant answer for
// /health/live and the same SQLite read as the country list for /consumers-v3/utilities/countryList.
import { createServer } from 'node:http';
import Database from 'better-sqlite3';

const port = Number(process.env.PORT ?? 4900);
const db = new Database(process.env.DB_FILE, { readonly: true, fileMustExist: true });
const countries = db.prepare(
  `select c.code as countryCode, c.dial_code as dialCode, c.phone_mask as phoneMask, c.currency_code as currency,
          coalesce((select json_group_array(json_object('code', s.code, 'name', s.name))
                      from country_states s where s.country_code = c.code), '[]') as states
     from countries c order by c.code`,
);

createServer((request, response) => {
  if (request.url === '/health/live') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"status":"ok"}');
    return;
  }
  if (request.url?.startsWith('/consumers-v3/utilities/countryList')) {
    const rows = countries.all().map((row) => ({ ...row, states: JSON.parse(row.states) }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ countries: rows }));
    return;
  }
  if (request.url === '/page') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="en"><head><title>Outsole</title></head><body><h1>Hello</h1></body></html>',
    );
    return;
  }
  response.writeHead(404).end();
}).listen(port, '127.0.0.1', () => console.log(`reference listening on ${port}`));
