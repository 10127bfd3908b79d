// The stack the end-to-end suite runs against: the built apps on their own ports and a fresh SQLite database.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/bootstrap.mjs';
import { startStack } from './lib/stack.mjs';

rmSync(join(root, 'var', 'e2e'), { recursive: true, force: true });
process.env.DATABASE_URL = `sqlite:${join(root, 'var', 'e2e', 'outsole.sqlite')}`;
process.env.LOG_LEVEL ??= 'warn';
await startStack({ mode: 'production' });
