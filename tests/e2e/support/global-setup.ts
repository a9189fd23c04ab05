/**
 * Once per run, before any worker: the two builds the specs use (as deployed, and with the
 * meter-read form switched on), built at once into a folder of the run's own, and the block of
 * loopback ports the workers' servers take (tests/e2e/support/ports.ts). A worker's platform,
 * nginx and PostgreSQL are its own fixtures (browser.ts, nginx.ts).
 *
 * E2E_BUILDS=<folder> keeps the builds there: the first run makes them, later runs use them as
 * they are (for running one spec again while working on it; delete the folder after a change to
 * the app). Never in CI, where each run builds afresh.
 */
import type { FullConfig } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_ENV, BUILDS, type BuildName } from './builds';
import { findTestChromium } from './chromium.mjs';
import { claimPorts } from './ports';

const build = (name: BuildName, outDir: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build', '--', '--outDir', outDir], {
      stdio: 'inherit',
      env: { ...process.env, ...BUILD_ENV[name] },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The ${name} build failed (exit ${code}).`)),
    );
  });

export default async function globalSetup(config: FullConfig) {
  if (!findTestChromium()) {
    throw new Error(
      'Browser tests need Chromium and none was found.\n' +
        'Install it with:  apt-get install chromium-headless-shell   (or chromium, or set ' +
        'CHROME_PATH to a Chromium binary).',
    );
  }
  const given = process.env.E2E_BUILDS;
  const builds = given ?? mkdtempSync(join(tmpdir(), 'hs-e2e-'));
  const made = BUILDS.every((name) => existsSync(join(builds, name, 'index.html')));
  if (given && made) {
    console.log(`The builds in E2E_BUILDS=${given}, as they are`);
  } else {
    const began = Date.now();
    await Promise.all(BUILDS.map((name) => build(name, join(builds, name))));
    console.log(`Both builds in ${((Date.now() - began) / 1000).toFixed(0)} s, in ${builds}`);
  }
  // The workers read these: they are started after this, with this process's environment.
  process.env.E2E_BUILDS = builds;
  process.env.E2E_PORT_BASE = String(await claimPorts(config.workers));
  return () => {
    if (!given) rmSync(builds, { recursive: true, force: true });
  };
}
