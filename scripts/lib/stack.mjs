// Runs the api and the storefront as child processes, waits until each answers, prints where they are, and stops
// both on Ctrl-C or SIGTERM (each drains its in-flight requests first).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';

const STOP_TIMEOUT_MS = 15_000;

/**
 * `npm start` runs in production mode, which requires real secrets; on a developer's machine we generate them once
 * into the git-ignored var/ so a second start keeps them. Environment variables always win.
 */
function localSecrets() {
  const file = join(root, 'var', 'local-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(join(root, 'var'), { recursive: true });
  const secrets = { accessKey: randomBytes(24).toString('base64url'), trustId: randomBytes(24).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

async function waitForHttp(url, child, label, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

export async function startStack({ mode }) {
  const production = mode === 'production';
  const apiPort = process.env.API_PORT ?? '4000';
  const webPort = process.env.PORT ?? '3000';
  const secrets = production ? localSecrets() : null;
  const accessKey = process.env.API_ACCESS_KEY ?? secrets?.accessKey;
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? mode,
    API_PORT: apiPort,
    PORT: webPort,
    API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
    STOREFRONT_ORIGIN: process.env.STOREFRONT_ORIGIN ?? `http://localhost:${webPort}`,
    ...(accessKey ? { API_ACCESS_KEY: accessKey, API_ACCESS_KEYS: process.env.API_ACCESS_KEYS ?? accessKey } : {}),
    ...(secrets ? { SERVER_TRUST_ID: process.env.SERVER_TRUST_ID ?? secrets.trustId } : {}),
  };

  const children = [];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\n› stopping…');
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    killer.unref();
    Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null)),
    ).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const launch = (label, command, args, cwd) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`✗ ${label} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`);
        stop(1);
      }
    });
    children.push(child);
    return child;
  };

  const api = production
    ? launch('api', process.execPath, ['apps/api/dist/server.js'], root)
    : launch(
        'api',
        join(root, 'node_modules/.bin/tsx'),
        ['watch', '--conditions=source', 'apps/api/src/server.ts'],
        root,
      );
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/health/ready`, api, 'api');
    // The storefront maps only the contracts to their source (vite.config.ts): a global `source` condition would
    // also pick the unshipped `source` exports of React Aria's packages.
    const web = launch('storefront', process.execPath, ['server.mjs'], join(root, 'apps/storefront'));
    await waitForHttp(`http://127.0.0.1:${webPort}/health`, web, 'storefront');
  } catch (error) {
    console.error(`✗ ${error.message}`);
    stop(1);
    return;
  }
  console.log(
    `\n  Storefront  http://localhost:${webPort}\n  Api         http://localhost:${apiPort}  (docs: /docs)\n`,
  );
  console.log('  Press Ctrl-C to stop.\n');
}
