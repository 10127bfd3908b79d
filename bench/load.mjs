// One autocannon measurement, printed as JSON on stdout (run pinned to its own core by run.mjs).
import autocannon from 'autocannon';

const [url, seconds = '10', connections = '50', headersJson = '{}'] = process.argv.slice(2);
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: JSON.parse(headersJson),
});
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
