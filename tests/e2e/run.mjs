/**
 * Browser tests: build the app once, start the local platform on a free port with a throwaway
 * database, run every tests/e2e/*.spec.ts with node's test runner, then stop the platform. The
 * deployment checks (nginx-*.spec.ts) run against Debian's nginx in front of the platform, with
 * the configuration the build wrote.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx } from '../../deploy/nginx-binary.mjs';
import { findPostgres, startPostgres } from '../../deploy/throwaway-postgres.mjs';
import { findChromium } from './support/chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(
    'Browser tests need Chromium and none was found.\n' +
      'Install it with:  apt-get install chromium   (or set CHROME_PATH to a Chromium binary).',
  );
  process.exit(1);
}

const filter = process.argv.slice(2);
const specs = readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.spec.ts'))
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort()
  .map((f) => join('tests/e2e', f));
const behindNginx = specs.some((f) => f.startsWith('tests/e2e/nginx-'));
const nginx = behindNginx ? findNginx() : null;
if (nginx?.problem) {
  console.error(
    'The deployment checks (tests/e2e/nginx-*.spec.ts) serve the build with nginx, as a web ' +
      `team would.\n${nginx.problem}`,
  );
  process.exit(1);
}

/*
 * The journeys that keep what is ours (page feedback, search gaps) run a second time against a
 * platform whose help service keeps them in PostgreSQL (issue 41): a server of the run's own.
 */
const onPostgres = specs.filter((f) => /help-that-learns|search-gaps/.test(f));
const postgresFound = onPostgres.length > 0 ? findPostgres() : null;
if (postgresFound?.problem) {
  console.error(
    `The page feedback and search gap journeys run on PostgreSQL too.\n${postgresFound.problem}`,
  );
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'hs-e2e-'));

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

// Settings the browser tests rely on: a short cookie recheck so sign-out is seen within seconds.
// Datadog ids and a proxy so consent-gated monitoring really starts, against the platform's
// recording proxy; a beacon URL the tests answer themselves.
const buildEnv = {
  ...process.env,
  VITE_COOKIE_RECHECK_MS: '1000',
  // Short enough that the fault tests can wait for a request to time out.
  VITE_HTTP_TIMEOUT_MS: '4000',
  VITE_DATADOG_APPLICATION_ID: 'local-test-application',
  VITE_DATADOG_CLIENT_TOKEN: 'pub-local-test-token',
  VITE_DATADOG_PROXY_URL: '/rum-proxy',
  VITE_BEACON_URL: '/help-and-support/personalisation-beacon.js',
};
// A second build with the meter-read form switched on (VITE_METER_READ_ENABLED), served by its own
// platform, for the tests of the flagged form.
const builds = [
  { name: 'default', env: buildEnv },
  { name: 'flagged', env: { ...buildEnv, VITE_METER_READ_ENABLED: 'true' } },
];
for (const b of builds) {
  const res = spawnSync('npm', ['run', '--silent', 'build', '--', '--outDir', join(work, b.name)], {
    stdio: 'inherit',
    env: b.env,
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const servers = [];
let postgres = null;
const stop = () => {
  try {
    postgres?.stop();
  } catch {
    /* already stopped */
  }
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  rmSync(work, { recursive: true, force: true });
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

async function waitFor(baseUrl, what) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/help-and-support/`)).ok) return baseUrl;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      console.error(`${what} did not start on ${baseUrl} within 60 s.`);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function startPlatform(name, buildSettings, database = `${name}.sqlite`) {
  const port = await freePort();
  servers.push(
    spawn('npx', ['tsx', 'tests/e2e/support/serve.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...buildSettings,
        PORT: String(port),
        DIST_DIR: join(work, name),
        DATABASE_PATH: join(work, database),
      },
      detached: true,
    }),
  );
  return waitFor(`http://127.0.0.1:${port}`, 'The platform');
}

const [baseUrl, flaggedUrl] = await Promise.all([
  // Each platform knows its build's settings (the meter-read form is on only in the flagged one).
  ...builds.map((b) => startPlatform(b.name, b.env)),
]);

/*
 * nginx in front of the default build's platform. It serves the build through a symlink, the
 * release: pointing it at the flagged build and reloading nginx (SIGHUP to NGINX_PID) is a new
 * release, for the service worker's update test.
 */
const nginxEnv = {};
if (behindNginx) {
  const release = join(work, 'release');
  symlinkSync(join(work, 'default'), release);
  const [port, tlsPort] = [await freePort(), await freePort()];
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/serve-nginx.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DIST_DIR: release,
      UPSTREAM: baseUrl,
      PORT: String(port),
      TLS_PORT: String(tlsPort),
    },
    detached: true,
  });
  servers.push(server);
  Object.assign(nginxEnv, {
    NGINX_BASE_URL: await waitFor(`http://127.0.0.1:${port}`, 'nginx'),
    NGINX_TLS_URL: `https://127.0.0.1:${tlsPort}`,
    NGINX_PID: String(server.pid),
    NGINX_RELEASE: release,
    NGINX_NEXT_RELEASE: join(work, 'flagged'),
  });
}

const run = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    // Node applies this to each spec file as a whole (each runs in a process of its own): a file
    // of many journeys on a busy machine took over two minutes with every journey passing. Each
    // step waits for its own outcome (playwright's 30 s), so a hang still ends there.
    '--test-timeout=900000',
    '--test-reporter=spec',
    ...specs,
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...nginxEnv,
      BASE_URL: baseUrl,
      FLAGGED_BASE_URL: flaggedUrl,
      // Where each platform keeps its leads: the tests read them there, as the provider would.
      DATABASE_PATH: join(work, 'default.sqlite'),
      FLAGGED_DATABASE_PATH: join(work, 'flagged.sqlite'),
      CHROME_PATH: chromium,
    },
  },
);
if (run.status !== 0 || onPostgres.length === 0) process.exit(run.status ?? 1);

postgres = await startPostgres();
const databaseUrl = await postgres.createDatabase('help_e2e');
const postgresUrl = await startPlatform(
  'default',
  { ...buildEnv, DATABASE_URL: databaseUrl },
  'postgres-stand-in.sqlite',
);
console.log(`\nAgain with the help service on PostgreSQL: ${onPostgres.join(' ')}`);
const again = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-timeout=900000',
    '--test-reporter=spec',
    ...onPostgres,
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_URL: postgresUrl,
      DATABASE_URL: databaseUrl,
      DATABASE_PATH: join(work, 'postgres-stand-in.sqlite'),
      CHROME_PATH: chromium,
    },
  },
);
process.exit(again.status ?? 1);
