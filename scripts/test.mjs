// `npm test`: format, lint, typecheck, unit and api tests on SQLite, the api tests again on PostgreSQL when one is
// reachable, then the end-to-end suite in Chromium. Ends with one plain line: `N passed, N failed`.
import { ensureRuntime } from './lib/bootstrap.mjs';

ensureRuntime(import.meta.url);

const { runSuites } = await import('./lib/suites.mjs');
const { passed, failed, lines } = await runSuites(process.argv.slice(2));

console.log('\nSummary');
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
