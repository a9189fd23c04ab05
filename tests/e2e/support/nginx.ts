import assert from 'node:assert/strict';
import { readFileSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's nginx in front of the platform (started by run.mjs with the build's own config). */
export const NGINX = process.env.NGINX_BASE_URL!;
if (!NGINX) throw new Error('The nginx-*.spec.ts files run through tests/e2e/run.mjs');
export const NGINX_AREA = `${NGINX}/help-and-support`;
/** The same nginx over HTTPS with HTTP/2 (a certificate made for the run). */
export const NGINX_TLS = process.env.NGINX_TLS_URL!;

/** The build nginx serves now: where its release symlink points. */
export const servedBuild = () => readlinkSync(process.env.NGINX_RELEASE!);
export const FIRST_RELEASE = servedBuild();
/** Another build of the same source (the meter-read form switched on), as a next release. */
export const NEXT_RELEASE = process.env.NGINX_NEXT_RELEASE!;

/**
 * Deploys a build as a web team would: the release symlink moved to it at once, then nginx told
 * to reload (the configuration is the build's own). Done when nginx serves its service worker.
 */
export async function deploy(build: string) {
  const link = process.env.NGINX_RELEASE!;
  symlinkSync(build, `${link}.next`);
  renameSync(`${link}.next`, link);
  process.kill(Number(process.env.NGINX_PID), 'SIGHUP');
  const expected = readFileSync(join(build, 'sw.js'), 'utf8');
  const deadline = Date.now() + 10_000;
  while ((await (await fetch(`${NGINX_AREA}/sw.js`)).text()) !== expected) {
    assert.ok(Date.now() < deadline, `nginx did not take up ${build} within 10 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
