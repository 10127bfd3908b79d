// Runs on whatever Node started `npm start` / `npm test` (Node 20 on a fresh machine), so it uses nothing beyond
// Node's standard library: it installs dependencies when they are missing or stale, then re-runs the calling script
// on the project's pinned Node 24 (the npm package `node`), whose binary sits in node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const binDir = join(root, 'node_modules', '.bin');
const pinnedNode = join(binDir, 'node');

function installIsStale() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(pinnedNode) || !existsSync(marker)) return true;
  const installedAt = statSync(marker).mtimeMs;
  return ['package.json', 'package-lock.json'].some((file) => statSync(join(root, file)).mtimeMs > installedAt + 1000);
}

/** Installs when needed and re-executes on Node 24; returns only when already running on the pinned Node. */
export function ensureRuntime(scriptUrl) {
  if (installIsStale()) {
    const fresh = !existsSync(join(root, 'node_modules'));
    console.log(fresh ? '› installing dependencies (npm ci)…' : '› dependencies changed, running npm install…');
    const result = spawnSync('npm', [fresh ? 'ci' : 'install', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error('✗ npm install failed; see the output above.');
      process.exit(result.status ?? 1);
    }
  }
  if (process.execPath === pinnedNode || process.versions.node.split('.')[0] === '24') return;
  const result = spawnSync(pinnedNode, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}` },
  });
  process.exit(result.status ?? (result.signal ? 1 : 0));
}
