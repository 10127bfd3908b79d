// `npm run dev`: the api (tsx watch) and the storefront (Vite dev server with hot reload) side by side.
import { ensureRuntime } from './lib/bootstrap.mjs';

ensureRuntime(import.meta.url);

const { startStack } = await import('./lib/stack.mjs');
await startStack({ mode: 'development' });
