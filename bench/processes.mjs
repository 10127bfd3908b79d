// The benchmarks' child processes (api, storefront, bare references): each pinned to a core (taskset, when there is
// one and more than one core, so the load generator keeps the other), waited for until it answers, and stopped.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { root } from '../scripts/lib/bootstrap.mjs';

const canPin = spawnSync('which', ['taskset']).status === 0 && availableParallelism() > 1;

/** [command, args] that run `command` on `core` alone. */
export function pinned(core, command, args) {
  return canPin ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/** Waits until `url` answers below 500 (two minutes at most). */
export async function waitFor(url) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * The children of one benchmark run: `launch` starts one on `core`; `stop` asks each to stop (SIGTERM) and resolves
 * once all have exited (SIGKILL after 15 s: an api writes its CPU profile as it stops). Any left are signalled when
 * the benchmark exits.
 */
export function processGroup() {
  const children = [];
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  });
  return {
    launch(core, command, args, env = {}, cwd = root) {
      const [bin, argv] = pinned(core, command, args);
      const child = spawn(bin, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
      children.push(child);
      return child;
    },
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      ),
  };
}
