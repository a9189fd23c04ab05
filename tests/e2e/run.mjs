/**
 * Browser tests: build the app (and its flagged twin) at once, start a local platform per lane
 * on a free port with a throwaway database, run the tests/e2e/*.spec.ts files in lanes with
 * node's test runner (one file at a time in each lane), then stop the platforms. The deployment
 * checks (nginx-*.spec.ts) run in the first lane against Debian's nginx in front of its
 * platform, with the configuration the build wrote; the journeys that keep what is ours run again
 * against a platform on PostgreSQL. At the end: each file's time and each phase's.
 *
 *   node tests/e2e/run.mjs [name filter…]     E2E_LANES=1 for one file at a time
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { findNginx } from '../../deploy/nginx-binary.mjs';
import { findPostgres, startPostgres } from '../../deploy/throwaway-postgres.mjs';
import { findTestChromium } from './support/chromium.mjs';

// The area's addresses come from the app's config, which is TypeScript: tsx loads it.
register();
const { BASENAME } = await import('../../src/config/paths.ts');

const chromium = findTestChromium();
if (!chromium) {
  console.error(
    'Browser tests need Chromium and none was found.\n' +
      'Install it with:  apt-get install chromium-headless-shell   (or chromium, or set CHROME_PATH\n' +
      'to a Chromium binary).',
  );
  process.exit(1);
}

console.log(`Browser tests in ${chromium}`);

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
const started = Date.now();
/** How long each phase took, printed at the end. */
const timings = [];

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
  VITE_BEACON_URL: `${BASENAME}/personalisation-beacon.js`,
};
// A second build with the meter-read form switched on (VITE_METER_READ_ENABLED), served by its own
// platform, for the tests of the flagged form.
const builds = [
  { name: 'default', env: buildEnv },
  { name: 'flagged', env: { ...buildEnv, VITE_METER_READ_ENABLED: 'true' } },
];
// Both builds at once: each is mostly one thread's work, and the machine has two or more.
const built = await Promise.all(
  builds.map(
    (b) =>
      new Promise((resolve) => {
        const child = spawn(
          'npm',
          ['run', '--silent', 'build', '--', '--outDir', join(work, b.name)],
          {
            stdio: 'inherit',
            env: b.env,
          },
        );
        child.on('exit', (code) => resolve(code ?? 1));
      }),
  ),
);
const failedBuild = built.find((code) => code !== 0);
if (failedBuild !== undefined) process.exit(failedBuild);
timings.push(['builds (both at once)', Date.now() - started]);

const servers = [];
let postgres = null;
// The platforms first, so none is left to report PostgreSQL going away under it.
const stop = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  try {
    postgres?.stop();
  } catch {
    /* already stopped */
  }
  rmSync(work, { recursive: true, force: true });
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

async function waitFor(baseUrl, what) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}${BASENAME}/`)).ok) return baseUrl;
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

async function startPlatform(name, buildSettings, database = name) {
  const port = await freePort();
  servers.push(
    spawn('npx', ['tsx', 'tests/e2e/support/serve.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...buildSettings,
        PORT: String(port),
        DIST_DIR: join(work, name),
        DATABASE_PATH: join(work, `${database}.sqlite`),
      },
      detached: true,
    }),
  );
  return waitFor(`http://127.0.0.1:${port}`, 'The platform');
}

/*
 * The specs run in lanes, at once: one per core (E2E_LANES to choose). A journey spends much of
 * its time waiting (on the network it slows, on timeouts it provokes), so two lanes on two cores
 * take far less than twice the time of one. Each lane has a platform and a database of its own,
 * so nothing one lane stores or counts is seen by another; the flagged build's platform serves
 * only its own specs.
 */
const laneCount = Math.max(
  1,
  Math.min(Number(process.env.E2E_LANES ?? availableParallelism()), specs.length),
);
/*
 * The journeys that keep what is ours (page feedback, search gaps) run again against a platform
 * whose help service keeps them in PostgreSQL (issue 41), a server of the run's own: started
 * beside the others, and its runs queued with the rest.
 */
async function startOnPostgres() {
  if (onPostgres.length === 0) return null;
  postgres = await startPostgres();
  const databaseUrl = await postgres.createDatabase('help_e2e');
  const url = await startPlatform(
    'default',
    { ...buildEnv, DATABASE_URL: databaseUrl },
    'postgres-stand-in',
  );
  return {
    BASE_URL: url,
    DATABASE_URL: databaseUrl,
    DATABASE_PATH: join(work, 'postgres-stand-in.sqlite'),
  };
}
const [postgresEnv, flaggedUrl, ...laneUrls] = await Promise.all([
  startOnPostgres(),
  // Each platform knows its build's settings (the meter-read form is on only in the flagged one).
  startPlatform('flagged', builds[1].env),
  ...Array.from({ length: laneCount }, (_, i) =>
    startPlatform('default', builds[0].env, `default-${i}`),
  ),
]);
const baseUrl = laneUrls[0];

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

timings.push(['platforms, PostgreSQL and nginx', Date.now() - started - timings[0][1]]);

/**
 * What a lane runs: one spec file, or several one after another. The deployment checks share one
 * nginx, which a release test points at another build: they run in turn in the first lane. The
 * other specs are shared out, the longest (by size) first, each to the next lane that is free;
 * last, the runs on PostgreSQL, in turn (they share its platform), to whichever lane is free.
 */
const isNginx = (f) => f.startsWith('tests/e2e/nginx-');
const bySize = (files) => files.sort((a, b) => statSync(b).size - statSync(a).size);
const queue = bySize(specs.filter((f) => !isNginx(f))).map((file) => [{ file }]);
if (postgresEnv) {
  queue.push(onPostgres.map((file) => ({ file, label: 'on PostgreSQL', env: postgresEnv })));
}
const firstLane = specs.filter(isNginx).map((file) => [{ file }]);

const results = [];
/** Where a lane's specs find their platform, its database, and (first lane) nginx. */
const laneEnv = (lane) => ({
  ...(lane === 0 ? nginxEnv : {}),
  BASE_URL: laneUrls[lane],
  // Where each platform keeps its leads: the tests read them there, as the provider would.
  DATABASE_PATH: join(work, `default-${lane}.sqlite`),
});
function runSpec(file, label, env) {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        // Each step waits for its own outcome (playwright's 30 s), so a hang still ends there;
        // this caps a whole file of journeys on a very busy machine.
        '--test-timeout=900000',
        '--test-reporter=spec',
        file,
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          FLAGGED_BASE_URL: flaggedUrl,
          ...env,
          FLAGGED_DATABASE_PATH: join(work, 'flagged.sqlite'),
          CHROME_PATH: chromium,
        },
      },
    );
    // A spec's report is printed whole when it ends, so the lanes' reports do not interleave.
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      const ms = Date.now() - began;
      const count = (what) => Number(new RegExp(`^ℹ ${what} (\\d+)`, 'm').exec(out)?.[1] ?? 0);
      results.push({ file, label, ms, ok: code === 0, pass: count('pass'), fail: count('fail') });
      process.stdout.write(`\n── ${file} (${label}, ${(ms / 1000).toFixed(0)} s) ──\n${out}`);
      resolve();
    });
  });
}
async function lane(i) {
  const own = i === 0 ? [...firstLane] : [];
  for (;;) {
    const runs = own.shift() ?? queue.shift();
    if (!runs) return;
    for (const { file, label, env } of runs) {
      await runSpec(file, label ?? `lane ${i + 1}`, env ?? laneEnv(i));
    }
  }
}
const browserStarted = Date.now();
await Promise.all(Array.from({ length: laneCount }, (_, i) => lane(i)));
timings.push([`browser specs (${laneCount} lanes)`, Date.now() - browserStarted]);

const failed = results.filter((r) => !r.ok);
const tests = results.reduce((n, r) => n + r.pass + r.fail, 0);
console.log('\nSpec files, slowest first:');
for (const r of [...results].sort((a, b) => b.ms - a.ms)) {
  console.log(
    `  ${r.ok ? 'pass' : 'FAIL'} ${(r.ms / 1000).toFixed(0).padStart(4)} s  ${r.file} (${r.label})`,
  );
}
console.log('\nPhases:');
for (const [what, ms] of timings) console.log(`  ${(ms / 1000).toFixed(0).padStart(4)} s  ${what}`);
console.log(
  `\n${results.length} spec runs, ${tests} tests, ${failed.length} failing, ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s in all.`,
);
const expected = specs.length + onPostgres.length;
process.exit(failed.length === 0 && results.length === expected ? 0 : 1);
