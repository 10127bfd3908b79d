import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, three projects. The api project runs against the database chosen by TEST_DB
 * (`sqlite`, the default, or `postgres` with TEST_DATABASE_URL); scripts/test.mjs runs it once per database.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Test files share a worker's modules instead of importing the whole app again for each file (the import
          // was ~70 % of the project's time). Every file opens its own app and database, and module-level state is
          // kept per database (WeakMaps) or is a pure cache.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      // The storefront has its own config: only the contracts resolve to source there (see that file).
      'apps/storefront/vitest.config.ts',
    ],
  },
});
