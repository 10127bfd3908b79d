// `npm run docs:config`: writes the configuration tables in README.md from the apps' own variable tables, so the
// README cannot drift from what the code reads (a test in each app fails when the README is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { renderConfigTable, replaceBetweenMarkers } from '@outsole/contracts/config-docs';
import { CONFIG_VARIABLES as API_VARIABLES } from '../apps/api/src/config/env-vars.ts';
import { CONFIG_VARIABLES as STOREFRONT_VARIABLES } from '../apps/storefront/app/lib/config-variables.ts';

const file = new URL('../README.md', import.meta.url);
let readme = readFileSync(file, 'utf8');
readme = replaceBetweenMarkers(readme, 'api-config', renderConfigTable(API_VARIABLES));
readme = replaceBetweenMarkers(readme, 'storefront-config', renderConfigTable(STOREFRONT_VARIABLES));
writeFileSync(file, readme);
console.log('README.md configuration tables written');
