// Builds what is out of date: contracts and api (TypeScript project references), then the storefront (Vite).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '.react-router') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function run(label, command, args, cwd = root) {
  console.log(`› ${label}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Contracts and api: tsc -b is incremental on its own; it rebuilds them only when their sources changed. */
export function buildApi() {
  run('building contracts and api', 'tsc', ['-b', 'packages/contracts', 'apps/api']);
}

export function buildAll({ force = false } = {}) {
  buildApi();
  const storefront = join(root, 'apps/storefront');
  const sources = Math.max(
    newestMtime(join(storefront, 'app')),
    newestMtime(join(root, 'packages/contracts/src')),
    newestMtime(join(storefront, 'vite.config.ts')),
    newestMtime(join(storefront, 'package.json')),
  );
  const built = newestMtime(join(storefront, 'build/server/index.js'));
  if (force || built < sources) {
    run('building storefront', 'react-router', ['build'], storefront);
  } else {
    console.log('› storefront build is up to date');
  }
}
