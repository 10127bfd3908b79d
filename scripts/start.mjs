// `npm start`: install what is missing, build, then run the api (which migrates and seeds its database) and the
// storefront, print both addresses, and stop both cleanly on Ctrl-C.
import { ensureRuntime } from './lib/bootstrap.mjs';

ensureRuntime(import.meta.url);

const { buildAll } = await import('./lib/build.mjs');
const { startStack } = await import('./lib/stack.mjs');

buildAll();
await startStack({ mode: 'production' });
