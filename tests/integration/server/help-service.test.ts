// @vitest-environment node
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  AUTH_PATHS,
  HEALTH_PATH,
  LOCAL_RUM_PROXY,
  READY_PATH,
} from '@/config/api-paths';
import { CONTENT_PATHS } from '@/config/content-paths';
import { BASENAME } from '@/config/paths';
import { buildHelpService, buildPlatform, type PlatformOptions } from '../../../server/app';
import { NO_RATE_LIMITS } from '../../../server/limits';
import { SEARCH_PAGE_PATH } from '../../../server/search-page';
import { validFeedbackBody } from '../../support/article-feedback';
import { usePostgres } from '../../support/postgres';
import { searchPageBuild } from '../../support/search-build';

/*
 * Issue 41: the help service started on its own, as in production: the search page with its
 * results, page feedback and search gaps, health and readiness, and nothing of the stand-in's.
 * On SQLite and on PostgreSQL (a server of this file's own).
 */

const JSON_API = 'application/vnd.api+json';
const build = searchPageBuild();
const newPostgresDatabase = usePostgres();
afterAll(() => rmSync(build, { recursive: true, force: true }));

type Built = { app: Awaited<ReturnType<typeof buildPlatform>>['app'] };
let built: Built[] = [];
afterEach(async () => {
  await Promise.all(built.map((b) => b.app.close()));
  built = [];
});
const keep = <T extends Built>(b: T) => {
  built.push(b);
  return b;
};

/** Every route of the stand-in (the provider's contracts), as the embedded platform answers it. */
const STAND_IN_ROUTES: [method: 'GET' | 'POST', url: string][] = [
  ['GET', AUTH_PATHS.signIn],
  ['GET', AUTH_PATHS.signOut],
  ['POST', AUTH_PATHS.signOut],
  ['POST', API_PATHS.leads],
  ['GET', `${API_PATHS.addresses}?postcode=SW1A%201AA`],
  ['POST', API_PATHS.addresses],
  ['GET', API_PATHS.customers],
  ['GET', `${API_PATHS.customers}/demo-customer/premises`],
  ['GET', API_PATHS.accountStatusCount],
  ['GET', API_PATHS.accounts],
  ...Object.entries(CONTENT_PATHS)
    .filter(([name]) => name !== 'article')
    .map(([, path]): ['GET', string] => ['GET', path]),
  ['GET', `${CONTENT_PATHS.article}/meters/smart-meter-not-sending-readings.html`],
  ['POST', LOCAL_RUM_PROXY],
  ['GET', `${LOCAL_RUM_PROXY}/received`],
];

const engines = [
  { name: 'SQLite', options: async (): Promise<PlatformOptions> => ({}) },
  {
    name: 'PostgreSQL',
    options: async (): Promise<PlatformOptions> => ({ databaseUrl: await newPostgresDatabase() }),
  },
];

describe('the stand-in routes, on the embedded platform (npm start)', () => {
  it.each(STAND_IN_ROUTES)('%s %s is answered there', async (method, url) => {
    const { app } = keep(await buildPlatform({ distDir: build, limits: NO_RATE_LIMITS }));
    const res = await app.inject({
      method,
      url,
      headers: { 'x-client-id': 'help-service-test', 'content-type': JSON_API },
      payload: method === 'POST' ? '{}' : undefined,
    });
    expect(res.statusCode).not.toBe(404);
  });
});

describe.each(engines)('the help service alone, on $name', { timeout: 60_000 }, (engine) => {
  const helpService = async () =>
    keep(
      await buildHelpService({
        ...(await engine.options()),
        distDir: build,
        limits: NO_RATE_LIMITS,
      }),
    );

  it('answers the search page with its results, and as built without words', async () => {
    const { app } = await helpService();
    const answered = await app.inject({ url: `${SEARCH_PAGE_PATH}?q=boiler+pressure` });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toContain('text/html');
    expect(answered.body).toContain('Topping up your boiler pressure');
    const asBuilt = await app.inject({ url: SEARCH_PAGE_PATH });
    expect(asBuilt.statusCode).toBe(200);
    expect(asBuilt.body).toContain('<title>Search help and support</title>');
  });

  it('takes page feedback and search gaps into its store', async () => {
    const { app, helpStore } = await helpService();
    expect(helpStore.engine).toBe(engine.name === 'SQLite' ? 'sqlite' : 'postgres');
    const headers = { 'content-type': JSON_API, 'x-client-id': 'help-service-test' };
    const answer = await app.inject({
      method: 'POST',
      url: API_PATHS.articleFeedback,
      headers,
      payload: JSON.stringify(validFeedbackBody()),
    });
    expect(answer.statusCode).toBe(201);
    const id = answer.json().data.id as string;
    const readBack = await app.inject({
      url: `${API_PATHS.articleFeedback}/${id}`,
      headers: { 'x-client-id': 'help-service-test' },
    });
    expect(readBack.json().data.attributes).toEqual(validFeedbackBody().data.attributes);
    const gap = await app.inject({
      method: 'POST',
      url: API_PATHS.searchGaps,
      headers,
      payload: JSON.stringify({
        data: {
          type: 'search-gaps',
          attributes: { query: 'Wobblefrump!', outcome: 'no-results', 'page-id': null },
        },
      }),
    });
    expect(gap.statusCode).toBe(201);
    expect(await helpStore.countArticleFeedback()).toBe(1);
    expect((await helpStore.searchGaps()).map((g) => [g.query, g.count])).toEqual([
      ['wobblefrump', 1],
    ]);
  });

  it('says it is alive and ready, and not ready once its store does not answer', async () => {
    const { app, helpStore } = await helpService();
    const alive = await app.inject({ url: HEALTH_PATH });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ meta: { alive: true } });
    expect((await app.inject({ url: READY_PATH })).json()).toEqual({ meta: { ready: true } });
    await helpStore.close();
    const notReady = await app.inject({ url: READY_PATH });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers['content-type']).toContain(JSON_API);
    expect(notReady.json().errors[0].title).toBe('Not ready');
    // Alive still: a supervisor restarts a process that does not answer, not one whose
    // database is away.
    expect((await app.inject({ url: HEALTH_PATH })).statusCode).toBe(200);
  });

  it('answers every stand-in route, and the site, with a JSON:API 404', async () => {
    const { app } = await helpService();
    for (const [method, url] of [...STAND_IN_ROUTES, ['GET', `${BASENAME}/`] as const]) {
      const res = await app.inject({
        method,
        url,
        headers: { 'x-client-id': 'help-service-test', 'content-type': JSON_API },
        payload: method === 'POST' ? '{}' : undefined,
      });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      expect(res.headers['content-type']).toContain(JSON_API);
      expect(res.json()).toEqual({ errors: [{ status: '404', title: 'Not found' }] });
    }
  });
});

describe('readiness on PostgreSQL', { timeout: 60_000 }, () => {
  it('is not ready while its database takes no writes, and ready again once it does', async () => {
    // A standby after a failover answers every read and refuses every write (issue 48).
    const url = await newPostgresDatabase();
    const { app } = keep(
      await buildHelpService({ databaseUrl: url, distDir: build, limits: NO_RATE_LIMITS }),
    );
    expect((await app.inject({ url: READY_PATH })).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const readOnly = async (on: boolean) => {
      await admin.query(`ALTER SYSTEM SET default_transaction_read_only = ${on ? 'on' : 'off'}`);
      await admin.query('SELECT pg_reload_conf()');
    };
    try {
      await readOnly(true);
      // The configuration reaches the service's open connections when each next looks at it.
      await expect
        .poll(async () => (await app.inject({ url: READY_PATH })).statusCode, { timeout: 10_000 })
        .toBe(503);
      const notReady = await app.inject({ url: READY_PATH });
      expect(notReady.json().errors[0]).toMatchObject({ status: '503', title: 'Not ready' });
    } finally {
      await readOnly(false);
    }
    await expect
      .poll(async () => (await app.inject({ url: READY_PATH })).statusCode, { timeout: 10_000 })
      .toBe(200);
    await admin.end();
  });
});

describe('DATABASE_URL', () => {
  it('stops the start when it is not a PostgreSQL URL, saying so without its password', async () => {
    const start = buildHelpService({ databaseUrl: 'mysql://help:s3cret@db/help', distDir: build });
    await expect(start).rejects.toThrow(/DATABASE_URL must be a PostgreSQL URL/);
    await expect(start).rejects.not.toThrow('s3cret');
  });
});
