/**
 * npm run start:nginx: builds, starts the local platform on a private port and Debian's nginx in
 * front of it on PORT (default 4175) with the configuration the build wrote, in the foreground;
 * Ctrl+C stops all. HTTPS with HTTP/2 when TLS_KEY_FILE and TLS_CERT_FILE name PEM files.
 *
 * HELP_SERVICE_INSTANCES=N (decision 041): the stand-in alone, and N instances of the help
 * service, each on its own port, behind nginx as an upstream group of N; all on DATABASE_URL
 * (PostgreSQL) when set, else on the one SQLite file.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { findNginx } from './nginx-binary.mjs';
import { startNginx } from './nginx';
import { BASENAME } from '../src/config/paths';
import { CONTENT_PATHS } from '../src/config/content-paths';
import { READY_PATH } from '../src/config/api-paths';

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
const instances = Number(process.env.HELP_SERVICE_INSTANCES ?? 0);
if (!Number.isInteger(instances) || instances < 0 || instances > 16) {
  console.error('HELP_SERVICE_INSTANCES must be a whole number from 0 (npm start as one) to 16.');
  process.exit(1);
}

/** A role of the platform on a private port, once it answers `ready`. */
async function startRole(role: string, ready: string) {
  const rolePort = await freePort();
  const url = `http://127.0.0.1:${rolePort}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', `--role=${role}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...platformEnv,
      PORT: String(rolePort),
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      TRUST_PROXY: '127.0.0.1',
    },
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(`${url}${ready}`);
      return { url, child, exited };
    } catch {
      if (child.exitCode !== null || tries > 240) {
        console.error(`The ${role} did not start (above, its reason).`);
        child.kill();
        for (const other of started) other.child.kill();
        process.exit(1);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
const started: Awaited<ReturnType<typeof startRole>>[] = [];
if (instances === 0) {
  started.push(await startRole('embedded', CONTENT_PATHS.header));
} else {
  started.push(await startRole('stand-in', CONTENT_PATHS.header));
  for (let i = 0; i < instances; i += 1) started.push(await startRole('help-service', READY_PATH));
}
const [standIn, ...helpService] = started;
const upstream = standIn!.url;
const platformExited = Promise.race(started.map((s) => s.exited));

const server = await startNginx({
  distDir: 'dist',
  upstream,
  ...(helpService.length > 0 ? { helpService: helpService.map((h) => h.url) } : {}),
  host,
  ...(tls ? { tlsPort: port, tls } : { port }),
  accessLog: true,
}).catch((error: Error) => {
  console.error(error.message);
  for (const s of started) s.child.kill();
  process.exit(1);
});

console.log(
  `Help & Support behind nginx: ${tls ? 'https' : 'http'}://localhost:${port}${BASENAME}/ ` +
    (helpService.length > 0
      ? `(the stand-in on ${upstream}, the help service on ${helpService.map((h) => h.url).join(' and ')}; Ctrl+C stops all)`
      : `(the platform on ${upstream}; Ctrl+C stops both)`),
);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const s of started) s.child.kill('SIGTERM');
  await Promise.all([server.stop(), ...started.map((s) => s.exited)]);
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
// Either one stopping stops the other (after Ctrl+C both stop cleanly, with 0).
void server.exited.then((code) => stop(code === 0 ? 0 : 1));
void platformExited.then((code) => stop(code === 0 ? 0 : 1));
