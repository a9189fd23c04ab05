// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/config/api-paths';
import { startNginx, type RunningNginx } from '../../../deploy/nginx';
import { NGINX_LIMITS, NGINX_UPSTREAM } from '../../../deploy/nginx-config';
import { runInsights } from '../../../scripts/insights-report';
import { openPostgresHelpStore, sqliteHelpStore, type HelpStore } from '../../../server/help-store';
import { openHelpTables } from '../../../server/store';
import { validYesBody } from '../../support/article-feedback';
import { usePostgres } from '../../support/postgres';
import {
  freePort,
  letLoopbackThrough,
  refusesConnections,
  send,
  startRole,
  type RunningRole,
} from '../../support/processes';
import { distWithNginxConfig } from '../../support/nginx-dist';

/*
 * Issue 41: two instances of the help service behind nginx (an upstream of two), writing to one
 * store. 500 answers posted through nginx from twenty customers' addresses, one instance killed
 * part-way: every acknowledged answer is counted once by npm run insights. A flood from one
 * address is still answered 429, by nginx. On SQLite (one file, both instances on this machine)
 * and on PostgreSQL (a server of this file's own).
 */

const dir = mkdtempSync(join(tmpdir(), 'hs-instances-'));
const newPostgresDatabase = usePostgres();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => letLoopbackThrough());

let running: RunningRole[] = [];
let nginx: RunningNginx | undefined;
afterEach(async () => {
  for (const r of running) r.child.kill('SIGKILL');
  await Promise.all(running.map((r) => r.exited));
  await nginx?.stop();
  running = [];
  nginx = undefined;
});

/** Two help service instances on `env`'s store, behind nginx as one upstream group. */
async function twoInstancesBehindNginx(env: Record<string, string>) {
  const roleEnv = { ...env, DIST_DIR: dir, LOG_REQUESTS: 'false', TRUST_PROXY: '127.0.0.1' };
  const [first, second] = await Promise.all([
    startRole('help-service', roleEnv),
    startRole('help-service', roleEnv),
  ]);
  running = [first!, second!];
  const port = await freePort();
  nginx = await startNginx({
    distDir: distWithNginxConfig(dir),
    // The provider's services: none here.
    upstream: 'http://127.0.0.1:9',
    helpService: [first.url, second!.url],
    port,
  });
  return { first: first!, through: `http://127.0.0.1:${port}` };
}

const CLIENT = 'instances-test';
const headers = { 'content-type': 'application/vnd.api+json', 'x-client-id': CLIENT };
const body = JSON.stringify(validYesBody());

const engines: {
  name: string;
  where: () => Promise<
    { env: Record<string, string>; open: () => Promise<HelpStore> } & {
      insights: (outDir: string) => ReturnType<typeof runInsights>;
    }
  >;
}[] = [
  {
    name: 'SQLite',
    where: async () => {
      const path = join(dir, `help-${Date.now()}.sqlite`);
      return {
        env: { DATABASE_PATH: path },
        open: async () => sqliteHelpStore(openHelpTables(path)),
        insights: (outDir) => runInsights({ databasePath: path, outDir }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    where: async () => {
      const url = await newPostgresDatabase();
      return {
        env: { DATABASE_URL: url },
        open: () => openPostgresHelpStore(url),
        insights: (outDir) =>
          runInsights({ databasePath: join(dir, 'unused.sqlite'), databaseUrl: url, outDir }),
      };
    },
  },
];

describe.each(engines)('two help service instances behind nginx, on $name', (engine) => {
  it('counts every acknowledged answer once with one instance killed part-way, and floods get 429', async () => {
    const { env, open, insights } = await engine.where();
    const { first, through } = await twoInstancesBehindNginx(env);

    // Answers from customers at twenty addresses at a time (25 answers each: within nginx's
    // limit per address), ten at a time; the first instance killed after 150 are acknowledged,
    // and answers sent until 200 have been sent since it was gone (its port refusing
    // connections: how long a killed process takes to go depends on how busy the machine is).
    const AFTER = 200;
    const acknowledged: string[] = [];
    // Each answer nginx could not deliver, and whether it was sent before the killed instance was
    // gone.
    const failed: { status: number; sentBeforeItWasGone: boolean }[] = [];
    let sentAfterItWasGone = 0;
    let sent = 0;
    let killed = false;
    let gone = false;
    const sender = async () => {
      while ((!gone || sentAfterItWasGone < AFTER) && sent < 5_000) {
        const n = sent++;
        const sentBeforeItWasGone = !gone;
        if (!sentBeforeItWasGone) sentAfterItWasGone += 1;
        const res = await send(through, API_PATHS.articleFeedback, {
          body,
          headers,
          localAddress: `127.0.${1 + Math.floor(n / 500)}.${2 + (n % 20)}`,
        });
        if (res.status === 201) acknowledged.push(JSON.parse(res.body).data.id as string);
        else failed.push({ status: res.status, sentBeforeItWasGone });
        if (acknowledged.length >= 150 && !killed) {
          killed = true;
          void refusesConnections(first.port).then(() => (gone = true));
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, sender));
    expect(gone).toBe(true);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // nginx sends each answer the dead instance cannot take to the other: only those it had
    // already sent to it, in flight or in its queue as it died, are lost (502: not acknowledged,
    // so the customer is told it failed and keeps what they wrote). None sent once it was gone.
    expect(acknowledged.length + failed.length).toBe(sent);
    expect(failed.filter((f) => f.status !== 502)).toEqual([]);
    expect(failed.filter((f) => !f.sentBeforeItWasGone)).toEqual([]);

    const store = await open();
    try {
      const missing: string[] = [];
      for (const id of acknowledged) {
        if (!(await store.getArticleFeedback(id, CLIENT))) missing.push(id);
      }
      expect(missing).toEqual([]);
      const stored = await store.countArticleFeedback();
      // At most the ones in flight on the killed instance were kept without an answer.
      expect(stored).toBeGreaterThanOrEqual(acknowledged.length);
      expect(stored - acknowledged.length).toBeLessThanOrEqual(failed.length);

      // npm run insights counts them all, once.
      const report = await insights(mkdtempSync(join(dir, 'insights-')));
      expect(report.outcome).toBe('written');
      expect(report.outcome === 'written' && report.pages.map((p) => [p.yes, p.no])).toEqual([
        [stored, 0],
      ]);
    } finally {
      await store.close();
    }

    // A flood from one address: nginx lets its burst through (to the instance left, which
    // counts its own limit too), and the rest are answered 429 in JSON:API.
    const flood = await Promise.all(
      Array.from({ length: 80 }, () =>
        send(through, API_PATHS.articleFeedback, { body, headers, localAddress: '127.0.0.99' }),
      ),
    );
    const tooMany = flood.filter((r) => r.status === 429);
    expect(flood.filter((r) => r.status !== 201 && r.status !== 429)).toEqual([]);
    expect(tooMany.length).toBeGreaterThanOrEqual(80 - (NGINX_LIMITS.writes.burst + 1));
    for (const refused of tooMany) {
      expect(JSON.parse(refused.body)).toEqual({
        errors: [expect.objectContaining({ status: '429', title: 'Too many requests' })],
      });
    }
  }, 240_000);
});

describe('an instance gone from the group behind nginx', () => {
  it('each post it cannot take goes to the other instance: every customer gets 201', async () => {
    const { first, through } = await twoInstancesBehindNginx({
      DATABASE_PATH: join(dir, `gone-${Date.now()}.sqlite`),
    });
    first.child.kill('SIGKILL');
    await refusesConnections(first.port);

    // Round robin offers the gone instance every other post until it is taken out: each one
    // nginx could not connect to is sent on, none of it having gone (proxy_next_upstream).
    const statuses: number[] = [];
    for (let n = 0; n < 2 * NGINX_UPSTREAM.maxFails + 2; n++) {
      const res = await send(through, API_PATHS.articleFeedback, {
        body,
        headers,
        localAddress: `127.0.0.${40 + n}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(statuses.map(() => 201));
  }, 120_000);
});
