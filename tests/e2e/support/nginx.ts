import { existsSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startNginx, type NginxOptions, type RunningNginx } from '../../../deploy/nginx';
import { nginxHttpConfig } from '../../../deploy/nginx-config';
import { BASENAME } from '../../../src/config/paths';
import { testCertificate } from '../../support/tls';
import { expect, test as base } from './browser';
import { portOf } from './ports';

export { expect };

/**
 * Debian's nginx in front of this worker's platform, with the build's own configuration (the
 * `nginx` fixture below starts it): plain HTTP, and HTTPS with HTTP/2 and a certificate made for
 * the run. Its ports are the worker's own (ports.ts), so these are known when a spec is loaded.
 */
export const NGINX = `http://127.0.0.1:${portOf('nginx')}`;
export const NGINX_AREA = `${NGINX}${BASENAME}`;
export const NGINX_TLS = `https://127.0.0.1:${portOf('nginxTls')}`;

/** The build as deployed, nginx's first release; the other (meter-read form on) as the next. */
export const FIRST_RELEASE = `${process.env.E2E_BUILDS}/default`;
export const NEXT_RELEASE = `${process.env.E2E_BUILDS}/flagged`;

/** The worker's nginx and the symlink it serves the build through: the release. */
let served: { nginx: RunningNginx; release: string } | undefined;
const running = () => {
  if (!served) throw new Error('nginx runs for specs that import `test` from support/nginx.ts');
  return served;
};

/** The build nginx serves now: where its release symlink points. */
export const servedBuild = () => readlinkSync(running().release);

/**
 * The deployment checks' `test`: the browser tests' own, with this worker's nginx running in
 * front of its platform for as long as the worker lives. A release test may point it at another
 * build (`deploy`); the next spec finds it back on the first.
 */
export const test = base.extend<object, { nginx: RunningNginx }>({
  nginx: [
    async ({ platform }, use, workerInfo) => {
      const release = join(process.env.E2E_BUILDS!, `release-${workerInfo.workerIndex}`);
      rmSync(release, { force: true });
      symlinkSync(FIRST_RELEASE, release);
      const nginx = await startNginx({
        distDir: release,
        upstream: platform.url,
        port: portOf('nginx'),
        tlsPort: portOf('nginxTls'),
        tls: await testCertificate(),
      });
      served = { nginx, release };
      await use(nginx);
      served = undefined;
      await nginx.stop();
      rmSync(release, { force: true });
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
});

/**
 * Deploys a build as a web team would: the release symlink moved to it at once, then nginx told
 * to reload (the configuration is the build's own). Done when nginx serves the build's files and
 * its configuration: its service worker, and its pages with its own CSP (the inline loader's
 * hash is the build's; a page served with the last release's CSP could never come alive). A
 * reload takes a moment after the files have changed: a check of the files alone let the next
 * test meet the last configuration (issue 47).
 */
export async function deploy(build: string) {
  const { nginx, release } = running();
  symlinkSync(build, `${release}.next`);
  renameSync(`${release}.next`, release);
  nginx.reload();
  const sw = readFileSync(join(build, 'sw.js'), 'utf8');
  const csp = /add_header Content-Security-Policy "([^"]+)"/.exec(
    readFileSync(join(build, 'deploy', 'nginx.conf'), 'utf8'),
  )?.[1];
  expect(csp, `${build}'s nginx.conf sets a CSP`).toBeTruthy();
  await expect
    .poll(
      async () => {
        // A worker of the last configuration closes its kept-alive connections as it goes: a
        // request sent on one of them fails ("other side closed"), and is asked again.
        try {
          const page = await fetch(`${NGINX_AREA}/`);
          return [
            await (await fetch(`${NGINX_AREA}/sw.js`)).text(),
            page.headers.get('content-security-policy'),
          ];
        } catch (error) {
          return [`nginx answered with ${String(error)}`];
        }
      },
      { message: `nginx takes up ${build} and its configuration`, timeout: 20_000 },
    )
    .toEqual([sw, csp]);
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
    expect(server.match(line)?.length, `the build's nginx.conf sets ${directive} once`).toBe(1);
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
