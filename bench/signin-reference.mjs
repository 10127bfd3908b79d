// The sign-in benchmark's reference: a bare node:http server whose every POST verifies one password against the
// demo accounts' argon2id hash with the api's own function (apps/api/dist/modules/consumer/passwords.js: m=19456,
// t=2, p=1), and nothing else: no framework, no captcha, no database, no authorization code. Sign-in "is dominated
// by argon2" when the api's latency is close to this one's.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const port = Number(process.env.PORT ?? 4910);
const root = process.env.ROOT;
const { hashPassword, verifyPassword } = await import(
  pathToFileURL(join(root, 'apps/api/dist/modules/consumer/passwords.js')).href
);
const { DEMO_PASSWORD } = await import(pathToFileURL(join(root, 'apps/api/dist/db/seed/demo-accounts.js')).href);
const stored = await hashPassword(DEMO_PASSWORD);

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    if (req.url === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    const { password } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const valid = await verifyPassword(stored, String(password ?? ''));
    res.writeHead(valid ? 200 : 400, { 'content-type': 'application/json' }).end(JSON.stringify({ valid }));
  });
}).listen(port, '127.0.0.1');
