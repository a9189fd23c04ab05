/**
 * npm run bench:platform: the local platform under load, over loopback only, for a bounded time.
 * Leads per second and latency at 10 and 50 connections, page and article throughput, and every
 * acknowledged lead checked against the rows on disk. Prints a table and writes
 * bench/results-platform.json. Figures move with the machine: read them beside its CPU count and
 * load, never as a pass or fail in a test.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '../src/config/api-paths';
import { CONTENT_PATHS } from '../src/config/content-paths';
import { absolute, paths } from '../src/config/paths';
import { validLeadBody } from '../tests/support/leads';
import { openStore } from '../server/store';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4181);
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'hs-bench-platform-'));
const databasePath = join(dir, 'bench.sqlite');

const library = JSON.parse(readFileSync('content/library.json', 'utf8')) as {
  categories: { id: string; articles: { label: string }[] }[];
};
const category = library.categories[0]!;
const article = category.articles[0]!.label;

const platform = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATABASE_PATH: databasePath, LOG_REQUESTS: 'false' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  platform.once('exit', (code) => reject(new Error(`the platform exited (${code})`)));
  platform.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Help & Support:')) resolve();
  });
});

interface Figure {
  scenario: string;
  connections: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  failed: number;
}

const run = async (
  scenario: string,
  connections: number,
  path: string,
  options: Partial<autocannon.Options> = {},
): Promise<Figure> => {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: SECONDS,
    ...options,
  });
  return {
    scenario,
    connections,
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
};

/** Every lead id the platform acknowledged (201), to look for on disk afterwards. */
const acknowledged: string[] = [];
const lead: Partial<autocannon.Options> = {
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.api+json', 'x-client-id': 'bench-platform' },
      body: JSON.stringify(validLeadBody()),
      onResponse: (status, body) => {
        if (status === 201)
          acknowledged.push((JSON.parse(body) as { data: { id: string } }).data.id);
      },
    },
  ],
};
const html = { headers: { 'accept-encoding': 'br, gzip' } };

let figures: Figure[] = [];
let stored = 0;
let missing = 0;
try {
  figures = [
    await run('lead posted', 10, API_PATHS.leads, lead),
    await run('lead posted', 50, API_PATHS.leads, lead),
    await run('landing page (prerendered)', 50, absolute(paths.home()), html),
    await run(
      'article page (prerendered)',
      50,
      absolute(paths.article(category.id, article)),
      html,
    ),
    await run(
      'article content (CMS HTML)',
      50,
      `${CONTENT_PATHS.article}/${category.id}/${article}.html`,
      html,
    ),
  ];
} finally {
  // A graceful stop, then the rows on disk are counted by the store itself.
  await new Promise<void>((resolve) => {
    platform.once('exit', () => resolve());
    platform.kill('SIGTERM');
  });
  const store = openStore(databasePath);
  stored = store.countLeads();
  missing = acknowledged.filter((id) => !store.getLead(id, 'bench-platform')).length;
  store.close();
  rmSync(dir, { recursive: true, force: true });
}

// Posts still in flight when a run's time is up are stored but never read: at most one per
// connection. Those are the only rows allowed beyond the acknowledged ones.
const inFlightAtStop = figures
  .filter((f) => f.scenario === 'lead posted')
  .reduce((sum, f) => sum + f.connections, 0);
console.log(
  `\nPlatform on loopback, ${SECONDS} s per scenario; ${cpus().length} CPUs (${cpus()[0]?.model}), ` +
    `load average ${loadavg()[0]!.toFixed(2)} before the last scenario`,
);
console.table(
  figures.map((f) => ({
    scenario: f.scenario,
    connections: f.connections,
    'req/s': f.perSecond,
    'p50 ms': f.p50Ms,
    'p99 ms': f.p99Ms,
    '2xx': f.ok,
    'not 2xx or failed': f.failed,
  })),
);
const extra = stored - acknowledged.length;
const kept = missing === 0 && extra >= 0 && extra <= inFlightAtStop;
console.log(
  `Leads acknowledged (201): ${acknowledged.length}; rows stored: ${stored}; acknowledged but not ` +
    `stored: ${missing}; stored but cut off unread when a run stopped: ${extra} (at most ` +
    `${inFlightAtStop}, one per connection): ${kept ? 'every acknowledged lead kept' : 'NOT kept'}`,
);

writeFileSync(
  'bench/results-platform.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: { node: process.version, cpus: cpus().length, model: cpus()[0]?.model },
      secondsPerScenario: SECONDS,
      figures,
      leads: { acknowledged: acknowledged.length, stored, missing, inFlightAtStop, kept },
    },
    null,
    2,
  )}\n`,
);
console.log('Wrote bench/results-platform.json');
process.exitCode = kept ? 0 : 1;
