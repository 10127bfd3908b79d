// Debian's Chromium for the end-to-end suite and Lighthouse; Playwright never downloads a browser here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Where each Debian package puts its browser. The end-to-end suite runs in the old headless shell
 * (`chromium-headless-shell`, the same Blink without the browser's own interface: about a third less CPU for the same
 * tests, docs/decisions/0029-e2e-browser-and-traces.md); Lighthouse measures in the full browser.
 */
export const BROWSER_PACKAGES = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
};

/** The browser of `pkg`, or CHROMIUM_PATH when set (then used for everything). */
export function browserPath(pkg) {
  return process.env.CHROMIUM_PATH ?? BROWSER_PACKAGES[pkg];
}

/** Makes sure the browser of Debian package `pkg` is there, installing it with apt-get when running as root. */
export function ensureChromium(pkg = 'chromium') {
  const path = browserPath(pkg);
  if (existsSync(path)) return { ok: true };
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH) {
    console.log(`› ${path} is missing; installing Debian’s ${pkg} package…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync(path)) return { ok: true };
    return { ok: false, message: `installing ${pkg} with apt-get failed; see the output above` };
  }
  return {
    ok: false,
    message: `no browser at ${path}: install it with \`sudo apt-get install -y ${pkg}\` or set CHROMIUM_PATH`,
  };
}
