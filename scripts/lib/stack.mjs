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
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secret = () => randomBytes(24).toString('base64url');
  const secrets = {
    accessKey: kept.accessKey ?? secret(),
    trustId: kept.trustId ?? secret(),
    // Added later than the first two: a file written by an older start gains it.
    captchaSecret: kept.captchaSecret ?? secret(),
  };
  if (Object.keys(secrets).some((name) => kept[name] === undefined)) {
    mkdirSync(join(root, 'var'), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
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
    ...(secrets ? { CAPTCHA_SANDBOX_SECRET: process.env.CAPTCHA_SANDBOX_SECRET ?? secrets.captchaSecret } : {}),
    // The second demo brand answers on kestrel.localhost (browsers resolve *.localhost to this machine), and links
    // in emails (password reset) point at each brand's own host.
    BRAND_HOSTS: process.env.BRAND_HOSTS ?? 'kestrel.localhost=kestrel',
    STOREFRONT_BRAND_ORIGINS:
      process.env.STOREFRONT_BRAND_ORIGINS ??
      `stride=http://localhost:${webPort},kestrel=http://kestrel.localhost:${webPort}`,
  };

  // Production mail needs SMTP_URL (the api refuses to start without it). Without one, this local stack runs the
  // api outside production, so mail goes to its development mailbox (/dev/mailbox), which the e2e suite reads too.
  const mailbox = production && !process.env.SMTP_URL && !process.env.NODE_ENV;
  const apiEnv = mailbox ? { ...env, NODE_ENV: 'development' } : env;

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

  const launch = (label, command, args, cwd, childEnv = env) => {
    const child = spawn(command, args, { cwd, env: childEnv, stdio: 'inherit' });
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
    ? launch('api', process.execPath, ['apps/api/dist/server.js'], root, apiEnv)
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
    `\n  Storefront  http://localhost:${webPort}\n  Api         http://localhost:${apiPort}  (docs: /docs)\n` +
      (mailbox || (!production && !process.env.SMTP_URL)
        ? `  Mailbox     http://localhost:${apiPort}/dev/mailbox  (mail the api sent)\n`
        : ''),
  );
  console.log('  Press Ctrl-C to stop.\n');
}
