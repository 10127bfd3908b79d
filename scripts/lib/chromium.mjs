// The end-to-end suite drives Debian's Chromium; Playwright never downloads a browser here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('› Chromium is missing; installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync(CHROMIUM_PATH)) return { ok: true };
    return { ok: false, message: 'installing chromium with apt-get failed; see the output above' };
  }
  return {
    ok: false,
    message: `Chromium not found at ${CHROMIUM_PATH}: install it with \`sudo apt-get install -y chromium\` or set CHROMIUM_PATH`,
  };
}
