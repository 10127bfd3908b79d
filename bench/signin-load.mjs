// The sign-in load generator (run pinned to its own core by signin.mjs), printed as JSON on stdout.
// `node signin-load.mjs <mode> <base url> <seconds|warm> <connections> <access key> <accounts json>`:
// - mode `signin`: each connection loops as the storefront server signs a shopper in: a captcha token from the sandbox
//   provider (not timed: in a browser it comes from the provider's script, before the form is sent), then
//   POST /consumers-v3/auth/signin with a fresh PKCE challenge, timed;
// - mode `argon2`: POST / to the reference server (bench/signin-reference.mjs), timed, nothing else.
// Connections are kept alive (one agent socket per worker), so each worker is one connection as in autocannon.
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';

const [mode, base, seconds, connections = '4', accessKey = '', accountsJson = '[]'] = process.argv.slice(2);
const accounts = JSON.parse(accountsJson);
const warm = seconds === 'warm';
const deadline = warm ? Infinity : performance.now() + Number(seconds) * 1000;
const warmRequests = 40;

function call(agent, path, payload, headers = {}) {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-access-key': accessKey,
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const times = [];
const statuses = {};
let errors = 0;
let started = 0;

async function worker(index) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let turn = index;
  while (performance.now() < deadline && (!warm || started < warmRequests)) {
    started += 1;
    const account = accounts[turn++ % accounts.length];
    try {
      let path = '/';
      let payload = { password: account?.password ?? '' };
      if (mode === 'signin') {
        const captcha = await call(agent, '/captcha/v1/sandbox/token', { action: 'signin' });
        const codeChallenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
        path = '/consumers-v3/auth/signin';
        payload = {
          type: 'Registered',
          username: account.username,
          password: account.password,
          codeChallenge,
          recaptcha_response: JSON.parse(captcha.body).token,
        };
      }
      const began = performance.now();
      const { status } = await call(agent, path, payload, account?.siteId ? { 'x-site-id': account.siteId } : {});
      times.push(performance.now() - began);
      statuses[status] = (statuses[status] ?? 0) + 1;
    } catch {
      errors += 1;
    }
  }
  agent.destroy();
}

const began = performance.now();
await Promise.all(Array.from({ length: Number(connections) }, (_, i) => worker(i)));
const elapsed = (performance.now() - began) / 1000;
times.sort((a, b) => a - b);
const percentile = (p) =>
  times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] * 10) / 10 : null;
const ok = Object.entries(statuses)
  .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
  .reduce((sum, [, count]) => sum + count, 0);
console.log(
  JSON.stringify({
    requestsPerSecond: times.length / elapsed,
    latencyP50: percentile(0.5),
    latencyP95: percentile(0.95),
    latencyP99: percentile(0.99),
    requests: times.length,
    non2xx: times.length - ok,
    errors,
    statuses,
  }),
);
