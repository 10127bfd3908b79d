// One autocannon measurement, printed as JSON on stdout (run pinned to its own core by run.mjs).
// `node load.mjs <base url> <paths file|-> <seconds|warm> <connections> <headers json> [request json]`: with a paths
// file (one path per line) the requests cycle through its paths, so caches see a realistic spread of queries, not one;
// the optional request JSON gives another method and a body (`{"method":"POST","body":"{...}"}`), GET otherwise.
// Latency percentiles come from every response's own time (autocannon's summary has no p95).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

const [url, pathsFile = '-', seconds = '10', connections = '50', headersJson = '{}', requestJson = '{}'] =
  process.argv.slice(2);
const { method = 'GET', body } = JSON.parse(requestJson);
const paths = pathsFile === '-' ? null : readFileSync(pathsFile, 'utf8').split('\n').filter(Boolean);
let next = 0;
const times = [];
// `warm` instead of seconds: every path once (at least 200 requests), so caches hold what the measurement asks for.
const warm = seconds === 'warm';
const instance = autocannon({
  url,
  connections: Number(connections),
  ...(warm ? { amount: Math.max(200, paths?.length ?? 0) } : { duration: Number(seconds) }),
  headers: JSON.parse(headersJson),
  method,
  ...(body === undefined ? {} : { body }),
  requests: paths
    ? [
        {
          setupRequest: (request) => {
            request.path = paths[next++ % paths.length];
            return request;
          },
        },
      ]
    : undefined,
});
const statuses = {};
instance.on('response', (_client, status, _bytes, responseTime) => {
  times.push(responseTime);
  statuses[status] = (statuses[status] ?? 0) + 1;
});
const result = await instance;
times.sort((a, b) => a - b);
const percentile = (p) =>
  times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] * 10) / 10 : null;
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    latencyP50: percentile(0.5),
    latencyP95: percentile(0.95),
    latencyP99: percentile(0.99),
    non2xx: result.non2xx,
    errors: result.errors,
    statuses,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  }),
);
