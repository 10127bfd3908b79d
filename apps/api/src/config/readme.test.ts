import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeTable, readBetweenMarkers, renderConfigTable } from '@outsole/contracts/config-docs';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { CONFIG_VARIABLES } from './env-vars.js';

describe('README configuration table', () => {
  it('documents every api environment variable as the code reads it (run `npm run docs:config` to update)', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const documented = readBetweenMarkers(readme, 'api-config') ?? '';
    expect(normalizeTable(documented)).toBe(normalizeTable(renderConfigTable(CONFIG_VARIABLES)));
  });
});
