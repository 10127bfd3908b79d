// Runs on whatever Node started `npm start` / `npm test` (Node 20 on a fresh machine), so it uses nothing beyond
// Node's standard library: it installs dependencies when they are missing or stale, then re-runs the calling script
// on the project's pinned Node (the npm package `node` in package.json, decision 0027), whose binary sits in
// node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const binDir = join(root, 'node_modules', '.bin');
const pinnedNode = join(binDir, 'node');
/** The pinned runtime's major version: a script already running on that major (any install of it) need not re-run. */
const pinnedMajor = /\d+/.exec(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.node)?.[0];
/** Set for the re-executed script, so a runtime that is not the pinned major (a broken install) cannot loop. */
const REEXECUTED = 'OUTSOLE_ON_PINNED_NODE';

function installIsStale() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(pinnedNode) || !existsSync(marker)) return true;
  const installedAt = statSync(marker).mtimeMs;
  return ['package.json', 'package-lock.json'].some((file) => statSync(join(root, file)).mtimeMs > installedAt + 1000);
}

/** Installs when needed and re-executes on the pinned Node; returns only when already running on it. */
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
  if (process.versions.node.split('.')[0] === pinnedMajor || process.env[REEXECUTED] === '1') return;
  const result = spawnSync(pinnedNode, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}`, [REEXECUTED]: '1' },
  });
  process.exit(result.status ?? (result.signal ? 1 : 0));
}
