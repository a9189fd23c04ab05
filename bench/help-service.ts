/**
 * The help service under load (issue 41), for npm run bench:platform: search pages a second and
 * page feedback posts a second, with their p50 and p99 latency, for one instance and for two
 * behind nginx (an upstream of two), on SQLite and on PostgreSQL (a server of the bench's own,
 * deploy/throwaway-postgres.mjs). Each instance is its own process (bench/serve-help-service.ts);
 * nginx runs the build's own configuration with its per-address limits taken out, since every
 * request here comes from one address. Everything shares the machine with the load generator:
 * read the figures beside its CPU count and load.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from '../deploy/nginx';
import { startPostgres } from '../deploy/throwaway-postgres.mjs';
import { API_PATHS, READY_PATH } from '../src/config/api-paths';
import { absolute, paths } from '../src/config/paths';
import { validYesBody } from '../tests/support/article-feedback';
import { openPostgresHelpStore, sqliteHelpStore } from '../server/help-store';
import { openHelpTables } from '../server/store';

export interface HelpServiceFigure {
  engine: 'sqlite' | 'postgres';
  instances: number;
  scenario: 'search page' | 'feedback post';
  connections: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  failed: number;
  /** Search pages sent with their results in them (the rest as built: the time budget spent). */
  withResults?: number;
  /** Feedback posts acknowledged (201), and the rows the store holds after. */
  acknowledged?: number;
  stored?: number;
  loadAverage: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function startInstance(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve-help-service.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`a help service instance exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  if ((await fetch(`${url}${READY_PATH}`)).status !== 200) throw new Error(`${url} not ready`);
  return { url, child };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const WORDS = ['boiler', 'meter', 'bill', 'heating', 'pressure', 'smart', 'refund', 'tariff'];
const SEARCHES = WORDS.flatMap((a, i) => WORDS.slice(i + 1).map((b) => `${a} ${b}`));

/** Each engine, one then two instances, search pages then feedback posts. */
export async function benchHelpService(
  seconds: number,
  distDir = 'dist',
): Promise<{ figures: HelpServiceFigure[]; skipped: string[] }> {
  const work = mkdtempSync(join(tmpdir(), 'hs-bench-help-'));
  const figures: HelpServiceFigure[] = [];
  const skipped: string[] = [];
  // The build's configuration, with the limits per address out (one address sends everything).
  const server = readFileSync(join(distDir, 'deploy', 'nginx.conf'), 'utf8').replace(
    /^\s*limit_(?:req|conn) .*$/gm,
    '',
  );
  const postgres = await startPostgres().catch((error: Error) => {
    skipped.push(`PostgreSQL: ${error.message}`);
    return null;
  });
  try {
    const engines = [
      { engine: 'sqlite' as const },
      ...(postgres ? [{ engine: 'postgres' as const }] : []),
    ];
    let run = 0;
    for (const { engine } of engines) {
      for (const instances of [1, 2]) {
        run += 1;
        const databasePath = join(work, `help-${run}.sqlite`);
        const databaseUrl =
          engine === 'postgres' ? await postgres!.createDatabase(`bench_${run}`) : '';
        const env = {
          DIST_DIR: distDir,
          DATABASE_PATH: databasePath,
          DATABASE_URL: databaseUrl,
        };
        const started = [];
        for (let i = 0; i < instances; i += 1) started.push(await startInstance(env));
        const nginxPort = await freePort();
        const nginx = await startNginx({
          distDir,
          upstream: 'http://127.0.0.1:9',
          helpService: started.map((s) => s.url),
          port: nginxPort,
          config: { server },
        });
        const base = `http://127.0.0.1:${nginxPort}`;
        try {
          let n = 0;
          let withResults = 0;
          const search = await autocannon({
            url: base,
            connections: 20,
            duration: seconds,
            requests: [
              {
                method: 'GET',
                setupRequest: (req) => ({
                  ...req,
                  path: `${absolute(paths.searchPage())}?q=${encodeURIComponent(SEARCHES[n++ % SEARCHES.length]!)}`,
                }),
                onResponse: (status, body) => {
                  if (status === 200 && body.includes('<title>Search results for')) withResults++;
                },
              },
            ],
          });
          figures.push({
            engine,
            instances,
            scenario: 'search page',
            connections: 20,
            perSecond: Math.round(search.requests.average),
            p50Ms: search.latency.p50,
            p99Ms: search.latency.p99,
            ok: search['2xx'],
            failed: search.non2xx + search.errors + search.timeouts,
            withResults,
            loadAverage: Number(loadavg()[0]!.toFixed(2)),
          });
          let acknowledged = 0;
          const posts = await autocannon({
            url: `${base}${API_PATHS.articleFeedback}`,
            connections: 20,
            duration: seconds,
            method: 'POST',
            headers: { 'content-type': 'application/vnd.api+json', 'x-client-id': 'bench' },
            body: JSON.stringify(validYesBody()),
            requests: [
              {
                onResponse: (status) => {
                  if (status === 201) acknowledged++;
                },
              },
            ],
          });
          // Every instance stopped gracefully first: what is in flight is finished and kept.
          await Promise.all(started.map((s) => stopped(s.child)));
          const store = databaseUrl
            ? await openPostgresHelpStore(databaseUrl)
            : sqliteHelpStore(openHelpTables(databasePath));
          const stored = await store.countArticleFeedback();
          await store.close();
          figures.push({
            engine,
            instances,
            scenario: 'feedback post',
            connections: 20,
            perSecond: Math.round(posts.requests.average),
            p50Ms: posts.latency.p50,
            p99Ms: posts.latency.p99,
            ok: posts['2xx'],
            failed: posts.non2xx + posts.errors + posts.timeouts,
            acknowledged,
            stored,
            loadAverage: Number(loadavg()[0]!.toFixed(2)),
          });
        } finally {
          await Promise.all(started.map((s) => stopped(s.child)));
          await nginx.stop();
        }
      }
    }
  } finally {
    postgres?.stop();
    rmSync(work, { recursive: true, force: true });
  }
  return { figures, skipped };
}
