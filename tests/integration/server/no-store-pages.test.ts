// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BASENAME, paths } from '@/config/paths';
import { shellsJson } from '../../../scripts/build/shells';
import { buildPlatform } from '../../../server/app';
import { NO_RATE_LIMITS } from '../../../server/limits';

/*
 * Issue 48: the confirmation shows what a customer sent, so no cache keeps it and the browser
 * does not keep the page whole for Back after sign-out: no-store, where every other page is
 * revalidated (no-cache). The route manifest says which (noStore), through dist/shells.json.
 */
const dist = mkdtempSync(join(tmpdir(), 'no-store-'));
mkdirSync(join(dist, 'shells'));
writeFileSync(join(dist, 'shells.json'), JSON.stringify(shellsJson()));
for (const file of ['app-shell.html', 'shells/deals.html']) {
  writeFileSync(join(dist, file), '<!doctype html><title>Shell</title>');
}
const { app } = await buildPlatform({ distDir: dist, limits: NO_RATE_LIMITS });
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves the confirmation no-store, and other pages of the app revalidated', async () => {
  const cacheOf = async (path: string) =>
    (await app.inject({ url: `${BASENAME}${path}` })).headers['cache-control'];
  expect(await cacheOf(paths.confirmation())).toBe('no-store');
  expect(await cacheOf(paths.deals())).toBe('no-cache');
  expect(await cacheOf('/meters')).toBe('no-cache');
});
