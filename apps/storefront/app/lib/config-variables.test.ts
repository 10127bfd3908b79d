import { readFileSync } from 'node:fs';
import { normalizeTable, readBetweenMarkers, renderConfigTable } from '@outsole/contracts/config-docs';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './config.server.ts';
import { CONFIG_VARIABLES } from './config-variables.ts';

describe('storefront configuration documentation', () => {
  it('lists exactly the variables the config schema reads', () => {
    expect(CONFIG_VARIABLES.map((row) => row.name).sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });

  it('is what README.md shows (run `npm run docs:config` to update)', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const documented = readBetweenMarkers(readme, 'storefront-config') ?? '';
    expect(normalizeTable(documented)).toBe(normalizeTable(renderConfigTable(CONFIG_VARIABLES)));
  });
});
