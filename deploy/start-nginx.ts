/**
 * npm run start:nginx: builds, starts the local platform on a private port and Debian's nginx in
 * front of it on PORT (default 4175) with the configuration the build wrote, in the foreground;
 * Ctrl+C stops both. HTTPS with HTTP/2 when TLS_KEY_FILE and TLS_CERT_FILE name PEM files.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { findNginx } from './nginx-binary.mjs';
import { startNginx } from './nginx';
import { BASENAME } from '../src/config/paths';
import { CONTENT_PATHS } from '../src/config/content-paths';

const nginx = findNginx();
if (nginx.problem !== undefined) {
  console.error(`npm run start:nginx serves the area with nginx.\n${nginx.problem}`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4175);
const host = process.env.HOST ?? '127.0.0.1';
const { TLS_KEY_FILE: keyFile, TLS_CERT_FILE: certFile, ...platformEnv } = process.env;
const tls =
  keyFile && certFile ? { key: readFileSync(keyFile), cert: readFileSync(certFile) } : undefined;

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// The platform answers the API and content paths only (nginx serves the files), on plain HTTP on
// loopback: nginx is the one that speaks TLS. It trusts nginx, and only nginx, to say who the
// client is and whether it came over HTTPS (X-Forwarded-For, X-Forwarded-Proto: nginx replaces
// what a client sends), so its own limits count per customer, not all as nginx.
const platformPort = await freePort();
const upstream = `http://127.0.0.1:${platformPort}`;
const platform = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...platformEnv,
    PORT: String(platformPort),
    HOST: '127.0.0.1',
    LOG_REQUESTS: 'false',
    TRUST_PROXY: '127.0.0.1',
  },
});
const platformExited = new Promise<number | null>((done) =>
  platform.once('exit', (code) => done(code)),
);
for (let tries = 0; ; tries += 1) {
  try {
    await fetch(`${upstream}${CONTENT_PATHS.header}`);
    break;
  } catch {
    if (platform.exitCode !== null || tries > 240) {
      console.error('The platform did not start (above, its reason).');
      platform.kill();
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const server = await startNginx({
  distDir: 'dist',
  upstream,
  host,
  ...(tls ? { tlsPort: port, tls } : { port }),
  accessLog: true,
}).catch((error: Error) => {
  console.error(error.message);
  platform.kill();
  process.exit(1);
});

console.log(
  `Help & Support behind nginx: ${tls ? 'https' : 'http'}://localhost:${port}${BASENAME}/ ` +
    `(the platform on ${upstream}; Ctrl+C stops both)`,
);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  platform.kill('SIGTERM');
  await Promise.all([server.stop(), platformExited]);
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
// Either one stopping stops the other (after Ctrl+C both stop cleanly, with 0).
void server.exited.then((code) => stop(code === 0 ? 0 : 1));
void platformExited.then((code) => stop(code === 0 ? 0 : 1));
