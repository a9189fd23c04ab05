import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** The system Chromium: CHROME_PATH, Debian's /usr/bin/chromium, or one on PATH. Never a download. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    return (
      execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
        encoding: 'utf8',
      }).trim() || null
    );
  } catch {
    return null;
  }
}

/**
 * The browser the browser tests drive: CHROME_PATH, else Debian's Chromium headless shell (the
 * same Chromium built for automation, with no window system: what Playwright's own headless runs
 * use, at about half the CPU per journey, which is what bounds the tests on a two-core machine),
 * else the system Chromium.
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  for (const path of [
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium-headless-shell',
  ]) {
    if (existsSync(path)) return path;
  }
  return findChromium();
}

/** Flags for a headless Chromium that makes no background requests of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
