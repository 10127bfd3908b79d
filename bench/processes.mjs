// The benchmarks' child processes (api, storefront, bare references, load generators): each pinned to a core
// (taskset, when there is one and more than one core, so the load generator keeps the other), waited for until it
// answers, and stopped.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { root } from '../scripts/lib/bootstrap.mjs';

// The machine's cores, not availableParallelism(), which counts the cores this process may run on: a generator
// already pinned to core 0 (bench/cart-ab.mjs re-runs itself so) would see one and leave its apis on core 0 with it.
// Asked at the first pin, not on import (the load generators import this module for cpuSecondsOf alone).
let canPin;

/** A process's command name and CPU time so far in seconds (user and system, every thread): /proc/<pid>/stat. */
function processStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name is in brackets and may itself hold spaces or brackets: the fields follow the last ') '.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return {
    command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100,
  };
}

/** A process's CPU time so far in seconds (processStat); NaN where there is no /proc or no such process. */
export function cpuSecondsOf(pid) {
  try {
    return processStat(pid).cpuSeconds;
  } catch {
    return Number.NaN;
  }
}

/**
 * The machine's CPU time so far in seconds, over every core: busy (user, nice, system, interrupts, steal) and idle
 * (idle, I/O wait), from the first line of /proc/stat; NaN for both where there is none.
 */
export function machineCpuSeconds() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: (user + nice + system + irq + softirq + steal) / 100, idle: (idle + iowait) / 100 };
  } catch {
    return { busy: Number.NaN, idle: Number.NaN };
  }
}

/**
 * The CPU time so far in seconds of every PostgreSQL server process on this machine (command name `postgres`: the
 * postmaster, its backends and its workers); 0 where none runs, NaN where there is no /proc. A backend that exits
 * between two readings takes its time with it: the benchmarks' connections stay open across their slices.
 */
export function postgresCpuSeconds() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return Number.NaN;
  }
  let seconds = 0;
  for (const pid of pids) {
    try {
      const { command, cpuSeconds } = processStat(pid);
      if (command === 'postgres') seconds += cpuSeconds;
    } catch {
      // The process has gone: its time is no longer counted anywhere.
    }
  }
  return seconds;
}

/** [command, args] that run `command` on `core` alone. */
export function pinned(core, command, args) {
  canPin ??= spawnSync('which', ['taskset']).status === 0 && cpus().length > 1;
  return canPin ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/** How long past its own seconds a load generator may take (its shoppers' set-up, its start and exit). */
const GENERATOR_MARGIN_SECONDS = 120;
/** At most this for a warm-up run (`seconds` 'warm': every path of the workload, or every account, once). */
const WARM_UP_LIMIT_SECONDS = 600;

/**
 * Runs a load generator (a script of bench/) on core 0 and answers the JSON of its last line of output. `seconds` is
 * how long it measures (a number, or 'warm' for a warm-up run); past that and GENERATOR_MARGIN_SECONDS it is killed.
 * A generator that has written its result and then hangs in exit (seen with Node 26: the main thread waiting on a
 * futex after `process.exit`, no socket open, and the benchmark waiting for it for ever) is killed so and its result
 * kept; any other failure throws.
 */
export function runGenerator(script, args, seconds) {
  const [command, argv] = pinned(0, process.execPath, [script, ...args]);
  const limit = (seconds === 'warm' ? WARM_UP_LIMIT_SECONDS : Number(seconds)) + GENERATOR_MARGIN_SECONDS;
  const out = spawnSync(command, argv, {
    encoding: 'utf8',
    timeout: limit * 1000,
    killSignal: 'SIGKILL',
  });
  if (out.stderr) process.stderr.write(out.stderr);
  const last = (out.stdout ?? '').trim().split('\n').pop();
  if (out.status === 0) return JSON.parse(last);
  if (out.signal === 'SIGKILL') {
    const result = parsedOrUndefined(last);
    if (result !== undefined) {
      console.warn(`› the load generator hung after writing its result (killed after ${limit} s); result kept`);
      return result;
    }
  }
  throw new Error(
    `load generator ${script} failed (${out.signal ?? `exit ${out.status}`}${out.error ? `: ${out.error.message}` : ''})`,
  );
}

function parsedOrUndefined(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Throws when any of `ports` is taken: a server left running by an interrupted benchmark would otherwise answer in
 * place of the one about to start (which fails to listen only after it has loaded), and be measured instead.
 */
export async function ensurePortsFree(ports) {
  for (const port of ports) {
    await new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', (error) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(`port ${port} is taken (a server left running by an earlier benchmark?): stop it first`)
            : error,
        ),
      );
      // No host: the IPv6 wildcard also covers IPv4, so a server on 0.0.0.0 or 127.0.0.1 makes it fail too.
      probe.listen(port, () => probe.close(resolve));
    });
  }
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
 * once all have exited (SIGKILL after 15 s: an api writes its CPU profile as it stops). A child that exits before
 * `stop` (a port already taken by a server left running, a crash) ends the benchmark, at the latest when the load
 * generator running meanwhile returns: otherwise it would go on measuring whatever else answers on that port. Any
 * children left are signalled when the benchmark exits, is interrupted or is terminated.
 */
export function processGroup() {
  const children = [];
  let stopping = false;
  const signalAll = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  // Exiting signals them, however the benchmark ends.
  process.on('exit', signalAll);
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
  return {
    launch(core, command, args, env = {}, cwd = root) {
      const [bin, argv] = pinned(core, command, args);
      const child = spawn(bin, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
      child.on('exit', (code, signal) => {
        if (stopping) return;
        console.error(
          `✗ ${[command, ...args].join(' ')} stopped before the benchmark ended (${signal ?? `exit ${code}`})`,
        );
        process.exit(1);
      });
      children.push(child);
      return child;
    },
    stop: () => {
      stopping = true;
      return Promise.all(
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
      );
    },
  };
}

/**
 * The api's environment in the benchmarks: production and quiet; SMTP set (production requires it) but nothing sends
 * mail and the email worker stays off, so it never polls during a run; no seeding at start; and no rate or credential
 * limits, since one load-generator address takes a token per shopper: measure the api, not the limiters.
 */
export function benchApiEnv({ databaseUrl, accessKey, port }) {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(port === undefined ? {} : { API_PORT: String(port) }),
    DATABASE_URL: databaseUrl,
    API_ACCESS_KEYS: accessKey,
    SERVER_TRUST_ID: 'bench-api-trust-id',
    CAPTCHA_SANDBOX_SECRET: 'bench-captcha-sandbox-secret',
    // Production refuses the sandbox translator; nothing in a benchmark translates, so DeepL is never called.
    TRANSLATION_PROVIDER: 'deepl',
    TRANSLATION_API_KEY: 'bench-never-used:fx',
    STOREFRONT_BRAND_ORIGINS: 'stride=http://localhost:3000,kestrel=http://kestrel.localhost:3000',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    EMAIL_FROM: 'no-reply@outsole.localhost',
    EMAIL_WORKER_ENABLED: 'false',
    SEED_ON_START: 'false',
    RATE_LIMIT_MAX: '0',
    CREDENTIAL_LIMIT_PER_ADDRESS: '0',
  };
}
