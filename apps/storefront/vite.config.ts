import { fileURLToPath } from 'node:url';

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

import { forbidInClient } from './build-tools/forbid-in-client.ts';

const contractsSource = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));

/**
 * `@outsole/contracts/*` resolves to its TypeScript source (what its package.json `source` condition points at)
 * through an alias rather than a global `resolve.conditions: ['source']`: React Aria, React Stately and
 * @internationalized publish a `source` condition too, and a global one would bundle their raw TypeScript
 * instead of their published builds. The contracts are thus always bundled, in the client and the server build.
 */
export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    forbidInClient(['zod', 'react-intl', '@formatjs/[a-z-]+', 'intl-messageformat']),
  ],
  resolve: {
    alias: [{ find: /^@outsole\/contracts\/(.+)$/, replacement: `${contractsSource}$1.ts` }],
  },
  // In dev, server.mjs loads the Express adapter through Vite (ssrLoadModule) so that it and the app share one
  // React Router instance: Vite resolves react-router with the `development` condition, plain Node does not.
  ssr: { noExternal: ['@react-router/express'] },
  // Pre-bundled at dev start, so a cold first visit does not trigger Vite's "optimized dependencies changed" reload.
  optimizeDeps: { include: ['react-aria-components', 'react-intl', 'web-vitals', 'zod'] },
  build: { assetsInlineLimit: 0 },
});
