import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AREA, useBrowser } from './support/browser';

const browser = useBrowser();

describe('offline', () => {
  it('opens the emergencies page, and gives the numbers elsewhere, with no connection', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.goto(`${AREA}/`);
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    // Wait until the service worker controls the page and has precached its files.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });

    await page.context().setOffline(true);
    await page.goto(`${AREA}/emergencies`);
    await page.getByRole('heading', { level: 1, name: 'Emergencies' }).waitFor();
    assert.equal(
      await page
        .getByRole('main')
        .getByRole('link', { name: '0800 111 999' })
        .first()
        .getAttribute('href'),
      'tel:0800111999',
    );
    assert.equal(
      await page
        .getByRole('main')
        .getByRole('link', { name: '105', exact: true })
        .first()
        .getAttribute('href'),
      'tel:105',
    );

    // A page whose content needs the network still opens, says why, and gives the numbers.
    await page.goto(`${AREA}/meters/faulty-meter`);
    await page
      .getByRole('heading', { level: 1, name: /can't show this page|offline/ })
      .waitFor({ timeout: 30000 });
    assert.equal(
      await page.getByRole('main').getByRole('link', { name: '0800 111 999' }).getAttribute('href'),
      'tel:0800111999',
    );

    // API responses and personal data are never cached.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys())
          urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    assert.ok(cached.some((u) => u.endsWith('/help-and-support/emergencies')));
    assert.deepEqual(
      cached.filter(
        (u) => u.startsWith('/v1/') || u.startsWith('/content/') || u.startsWith('/aem6/'),
      ),
      [],
    );
    await page.context().setOffline(false);
  });
});
