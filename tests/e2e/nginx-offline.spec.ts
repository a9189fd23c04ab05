/**
 * Deployment smoke set, offline and releases: the service worker as nginx serves it (its MIME
 * type, no-cache, the precached files), and a new release taking over from the one installed.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { offlineReady, useBrowser } from './support/browser';
import { deploy, FIRST_RELEASE, NEXT_RELEASE, NGINX_AREA } from './support/nginx';
import { BASENAME } from '../../src/config/paths';

const browser = useBrowser();

const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) {
        paths.push(new URL(req.url).pathname);
      }
    }
    return paths;
  });

/** Code the service worker of `build` keeps that the other build does not have. */
const codeOnlyIn = (build: string, other: string) => {
  const others = new Set(readdirSync(join(other, 'assets')));
  const sw = readFileSync(join(build, 'sw.js'), 'utf8');
  const file = readdirSync(join(build, 'assets')).find(
    (f) => f.endsWith('.js') && !others.has(f) && sw.includes(`assets/${f}`),
  );
  assert.ok(file, `${build} has precached code of its own`);
  return `${BASENAME}/assets/${file}`;
};

describe('nginx: offline and releases', () => {
  it('opens pages with no connection after a first visit', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto(`${NGINX_AREA}/`);
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    await offlineReady(page);
    await page.context().setOffline(true);
    await page.goto(`${NGINX_AREA}/emergencies`);
    await page.getByRole('heading', { level: 1, name: 'Emergencies' }).waitFor();
    await page.goto(`${NGINX_AREA}/meters/faulty-meter`);
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    await page.context().setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }).waitFor();
  });

  it('installs the service worker, and the next release takes over from it', async () => {
    const oldCode = codeOnlyIn(FIRST_RELEASE, NEXT_RELEASE);
    const newCode = codeOnlyIn(NEXT_RELEASE, FIRST_RELEASE);
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto(`${NGINX_AREA}/`);
    await offlineReady(page);
    assert.ok((await cachedPaths(page)).includes(oldCode), 'the first release is kept');
    try {
      await deploy(NEXT_RELEASE);
      const tookOver = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), {
              once: true,
            });
            setTimeout(() => resolve(false), 20_000);
            void navigator.serviceWorker.getRegistration().then((r) => r?.update());
          }),
      );
      assert.ok(tookOver, 'the new service worker took control of the open page');
      // The new worker keeps the new release's code and lets the old go.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const cached = await cachedPaths(page);
        if (cached.includes(newCode) && !cached.includes(oldCode)) break;
        assert.ok(Date.now() < deadline, 'the new release replaced the old in the cache');
        await new Promise((r) => setTimeout(r, 200));
      }
      // The page now runs the new release: in it the meter-read form is switched on.
      await page.goto(`${NGINX_AREA}/submit-meter-read`);
      await page.getByRole('heading', { level: 1, name: 'Submit a meter reading' }).waitFor();
    } finally {
      await deploy(FIRST_RELEASE);
    }
  });
});
