import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

/**
 * The storefront's test project. Its own config (not the root's inline project) because the root config resolves
 * every package with the `source` condition, and React Aria, React Stately and @internationalized publish a
 * `source` export pointing at files their packages do not ship; here only the contracts resolve to source (the
 * same alias as vite.config.ts). No reactRouter() plugin: route modules are imported as plain modules in tests.
 */
export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^@outsole\/contracts\/(.+)$/,
        replacement: `${fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url))}$1.ts`,
      },
    ],
  },
  test: {
    name: 'storefront',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['app/test-setup.ts'],
    // Test files share a worker's modules (importing them for each file was most of the run's time); what a file
    // changes in a shared module it puts back (session-test-kit's isolateSessionTests).
    isolate: false,
  },
});
