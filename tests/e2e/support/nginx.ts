import assert from 'node:assert/strict';
import { existsSync, readFileSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startNginx, type NginxOptions } from '../../../deploy/nginx';
import { nginxHttpConfig } from '../../../deploy/nginx-config';
import { BASENAME } from '../../../src/config/paths';

/** Debian's nginx in front of the platform (started by run.mjs with the build's own config). */
export const NGINX = process.env.NGINX_BASE_URL!;
if (!NGINX) throw new Error('The nginx-*.spec.ts files run through tests/e2e/run.mjs');
export const NGINX_AREA = `${NGINX}${BASENAME}`;
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

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Another nginx serving the served build with the build's own configuration (its server {} and
 * http {} parts), in front of `upstream`: a test's own server, or a port nothing listens on. Its
 * limits count in zones of its own, so a flood there leaves the shared nginx alone. `change`
 * gives some directives another value (`{ client_body_timeout: '2s' }`, a timeout a test can
 * wait for): each must be in the build's configuration exactly once.
 */
export async function startOwnNginx(
  upstream: string,
  change: Record<string, string> = {},
  { logLevel = 'crit' }: { logLevel?: NginxOptions['logLevel'] } = {},
) {
  const build = servedBuild();
  const http = join(build, 'deploy', 'nginx-http.conf');
  let server = readFileSync(join(build, 'deploy', 'nginx.conf'), 'utf8');
  for (const [directive, value] of Object.entries(change)) {
    const line = new RegExp(`^(\\s*${directive}) [^;\\n]+;$`, 'gm');
    assert.equal(server.match(line)?.length, 1, `the build's nginx.conf sets ${directive} once`);
    server = server.replace(line, `$1 ${value};`);
  }
  const port = await freePort();
  const nginx = await startNginx({
    distDir: build,
    upstream,
    port,
    config: {
      server,
      http: existsSync(http) ? readFileSync(http, 'utf8') : nginxHttpConfig(),
    },
    // Refusing is what these are for: nginx's line for each would drown the run's output.
    logLevel,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => nginx.stop(),
    errorLog: () => nginx.errorLog(),
  };
}
