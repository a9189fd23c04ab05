/**
 * Deployment smoke set, offline and releases: the service worker as nginx serves it (its MIME
 * type, no-cache, the precached files), and a new release taking over from the one installed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { offlineReady } from './support/browser';
import { deploy, expect, FIRST_RELEASE, NEXT_RELEASE, NGINX_AREA, test } from './support/nginx';
import { BASENAME } from '../../src/config/paths';

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
  expect(file, `${build} has precached code of its own`).toBeTruthy();
  return `${BASENAME}/assets/${file}`;
};

test.describe('nginx: offline and releases', () => {
  test('opens pages with no connection after a first visit', async ({ newPage }) => {
    const page = await newPage({ serviceWorkers: 'allow' });
    await page.goto(`${NGINX_AREA}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await offlineReady(page);
    await page.context().setOffline(true);
    await page.goto(`${NGINX_AREA}/emergencies`);
    await expect(page.getByRole('heading', { level: 1, name: 'Emergencies' })).toBeVisible();
    await page.goto(`${NGINX_AREA}/meters/faulty-meter`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await page.context().setOffline(false);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeVisible();
  });

  test('installs the service worker, and the next release takes over from it', async ({
    newPage,
  }) => {
    const oldCode = codeOnlyIn(FIRST_RELEASE, NEXT_RELEASE);
    const newCode = codeOnlyIn(NEXT_RELEASE, FIRST_RELEASE);
    const page = await newPage({ serviceWorkers: 'allow' });
    await page.goto(`${NGINX_AREA}/`);
    await offlineReady(page);
    expect(await cachedPaths(page), 'the first release is kept').toContain(oldCode);
    try {
      await deploy(NEXT_RELEASE);
      // The open page asks for the worker again (as it would on its next navigation): the new
      // one installs and takes control of it.
      const tookOver = page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), {
              once: true,
            });
            void navigator.serviceWorker.getRegistration().then((r) => r?.update());
          }),
      );
      expect(await tookOver, 'the new service worker took control of the open page').toBe(true);
      // The new worker keeps the new release's code and lets the old go.
      await expect
        .poll(
          async () => {
            const cached = await cachedPaths(page);
            return [cached.includes(newCode), cached.includes(oldCode)];
          },
          { message: 'the new release replaced the old in the cache', timeout: 20_000 },
        )
        .toEqual([true, false]);
      // The page now runs the new release: in it the meter-read form is switched on.
      await page.goto(`${NGINX_AREA}/submit-meter-read`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Submit a meter reading' }),
      ).toBeVisible();
    } finally {
      await deploy(FIRST_RELEASE);
    }
  });
});
