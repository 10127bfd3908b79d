// The stack the end-to-end suite runs against: the built apps on their own ports and a fresh SQLite database.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/bootstrap.mjs';
import { startStack } from './lib/stack.mjs';

// One data folder per port, so two suites on different ports (E2E_WEB_PORT) never share a database.
const dataDir = join(root, 'var', 'e2e', process.env.PORT ?? 'default');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATABASE_URL = `sqlite:${join(dataDir, 'outsole.sqlite')}`;
process.env.LOG_LEVEL ??= 'warn';
// Every browser of the suite is one shopper address (127.0.0.1) signing the same demo accounts in again and again:
// the credential budgets (15 minutes) would refuse later specs. The limits have their own api tests.
process.env.CREDENTIAL_LIMIT_PER_ADDRESS ??= '0';
process.env.CREDENTIAL_LIMIT_PER_ACCOUNT ??= '0';
// For the same reason the api's request budget per shopper address (RATE_LIMIT_MAX, 600 a minute) is off: the suite's
// parallel browsers, each page with its product images, spend it within a minute and later pages got 429s. The
// limiter has its own api tests (rate-limit.test.ts).
process.env.RATE_LIMIT_MAX ??= '0';
// A kept page lasts the whole run: a spec that checks a copy is served (page-cache.spec.ts) would otherwise find the
// copy an earlier spec kept up to a minute before expiring under it. Expiry and refresh have their own tests
// (page-cache.server.test.ts).
process.env.PAGE_CACHE_TTL_S ??= '3600';
await startStack({ mode: 'production' });
