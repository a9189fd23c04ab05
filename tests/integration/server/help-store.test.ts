// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleFeedbackAttributes } from '@/api/schemas/article-feedback';
import {
  openPostgresHelpStore,
  sqliteHelpStore,
  StoreNotReached,
  type HelpStore,
} from '../../../server/help-store';
import { MIGRATIONS, MIGRATIONS_TABLE } from '../../../server/migrations';
import { openHelpTables } from '../../../server/store';
import { runInsights } from '../../../scripts/insights-report';
import { validFeedbackBody, validYesBody } from '../../support/article-feedback';
import { usePostgres } from '../../support/postgres';

/*
 * Issue 41: the help service's store, the same on both engines. Every test here runs on SQLite
 * (a file) and on PostgreSQL (a server of this file's own, deploy/throwaway-postgres.mjs).
 */

const newPostgresDatabase = usePostgres();

interface Engine {
  name: 'sqlite' | 'postgres';
  /** A new, empty database: where a store opens it. */
  database(): Promise<string>;
  open(where: string): Promise<HelpStore>;
  /** The migrations recorded in it. */
  migrations(where: string): Promise<number[]>;
  insights(where: string, outDir: string): ReturnType<typeof runInsights>;
}

const engines: Engine[] = [
  {
    name: 'sqlite',
    database: async () => join(mkdtempSync(join(tmpdir(), 'hs-help-store-')), 'help.sqlite'),
    open: async (path) => sqliteHelpStore(openHelpTables(path)),
    migrations: async (path) => {
      const db = new Database(path, { readonly: true });
      try {
        return db.prepare<[], number>(`SELECT version FROM ${MIGRATIONS_TABLE}`).pluck().all();
      } finally {
        db.close();
      }
    },
    insights: (path, outDir) => runInsights({ databasePath: path, outDir }),
  },
  {
    name: 'postgres',
    database: newPostgresDatabase,
    open: (url) => openPostgresHelpStore(url),
    migrations: async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ version: number }>(
          `SELECT version FROM ${MIGRATIONS_TABLE} ORDER BY version`,
        );
        return rows.map((r) => r.version);
      } finally {
        await client.end();
      }
    },
    insights: (url, outDir) =>
      runInsights({ databasePath: '/nonexistent/unused.sqlite', databaseUrl: url, outDir }),
  },
];

let opened: HelpStore[] = [];
afterEach(async () => {
  await Promise.all(opened.map((s) => s.close().catch(() => undefined)));
  opened = [];
});

const no = (): ArticleFeedbackAttributes => validFeedbackBody().data.attributes;
const yes = (): ArticleFeedbackAttributes => validYesBody().data.attributes;

describe.each(engines)('the help store on $name', { timeout: 60_000 }, (engine) => {
  const open = async (where?: string) => {
    const database = where ?? (await engine.database());
    const store = await engine.open(database);
    opened.push(store);
    return { store, database };
  };

  it('keeps an answer and gives it back to the client that sent it only', async () => {
    const { store } = await open();
    expect(store.engine).toBe(engine.name);
    const id = await store.createArticleFeedback(
      { ...no(), comment: 'Ünïcödé 😡 and a quote: \' " done' },
      'client-a',
    );
    const got = await store.getArticleFeedback(id, 'client-a');
    expect(got?.attributes).toEqual({ ...no(), comment: 'Ünïcödé 😡 and a quote: \' " done' });
    expect(got?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await store.getArticleFeedback(id, 'client-b')).toBeNull();
    expect(await store.getArticleFeedback('no-such-id', 'client-a')).toBeNull();
    expect(await store.countArticleFeedback()).toBe(1);
  });

  it('counts searches per query, outcome, page and day (UTC), and lists them in order', async () => {
    const { store } = await open();
    const page = { id: 'meters', title: 'Meters' };
    await store.countSearchGap('cold radiator', 'weak', null, new Date('2026-11-20T23:59:00Z'));
    await store.countSearchGap('cold radiator', 'weak', null, new Date('2026-11-21T00:01:00Z'));
    await store.countSearchGap('cold radiator', 'weak', null, new Date('2026-11-21T12:00:00Z'));
    await store.countSearchGap('Zebra', 'no-results', null, new Date('2026-11-21T12:00:00Z'));
    await store.countSearchGap('boiler', 'followed-by-no', page, new Date('2026-11-21T12:00:00Z'));
    const { day } = await store.countSearchGap(
      'boiler',
      'followed-by-no',
      { ...page, title: 'Meters, renamed' },
      new Date('2026-11-21T13:00:00Z'),
    );
    expect(day).toBe('2026-11-21');
    // By day, then query by code point (capitals first, as SQLite sorts), outcome, page.
    expect(await store.searchGaps()).toEqual([
      {
        day: '2026-11-20',
        query: 'cold radiator',
        outcome: 'weak',
        pageId: '',
        pageTitle: '',
        count: 1,
      },
      {
        day: '2026-11-21',
        query: 'Zebra',
        outcome: 'no-results',
        pageId: '',
        pageTitle: '',
        count: 1,
      },
      {
        day: '2026-11-21',
        query: 'boiler',
        outcome: 'followed-by-no',
        pageId: 'meters',
        pageTitle: 'Meters, renamed',
        count: 2,
      },
      {
        day: '2026-11-21',
        query: 'cold radiator',
        outcome: 'weak',
        pageId: '',
        pageTitle: '',
        count: 2,
      },
    ]);
  });

  it('loses no count when two stores on one database count the same search at once', async () => {
    const { database } = await open();
    const [first, second] = [(await open(database)).store, (await open(database)).store];
    const each = 150;
    await Promise.all(
      [first, second].flatMap((store) =>
        Array.from({ length: each }, (_, i) =>
          i % 3 === 0
            ? store.createArticleFeedback(yes(), 'client-a')
            : store.countSearchGap('boiler not working', 'no-results', null),
        ),
      ),
    );
    const answers = 2 * Math.ceil(each / 3);
    expect(await first!.countArticleFeedback()).toBe(answers);
    expect((await second!.searchGaps()).map((g) => g.count)).toEqual([2 * each - answers]);
  });

  it('applies each migration once, however many instances start on the database at once', async () => {
    const database = await engine.database();
    await Promise.all([open(database), open(database), open(database)]);
    await open(database);
    expect(await engine.migrations(database)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('answers its readiness check while open, and not once closed', async () => {
    const { store } = await open();
    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
    await expect(store.ping()).rejects.toThrow();
  });

  it('is read by npm run insights, answers and searches alike', async () => {
    const { store, database } = await open();
    await store.createArticleFeedback(no(), 'client-a');
    await store.createArticleFeedback(no(), 'client-b');
    await store.createArticleFeedback(yes(), 'client-a');
    await store.countSearchGap('wobblefrump', 'no-results', null);
    const outDir = mkdtempSync(join(tmpdir(), 'hs-insights-'));
    const result = await engine.insights(database, outDir);
    expect(result.outcome).toBe('written');
    const written = result as Extract<typeof result, { outcome: 'written' }>;
    expect(written.pages.map((p) => [p.id, p.yes, p.no])).toEqual([
      [no()['page-id'], 0, 2],
      [yes()['page-id'], 1, 0],
    ]);
    expect(written.text).toContain('"wobblefrump"');
  });
});

describe('the help store on PostgreSQL, when it cannot be used', { timeout: 60_000 }, () => {
  it('says which server did not answer, without its password, and does not start', async () => {
    const url = 'postgres://help:s3cret@127.0.0.1:1/help';
    const opening = openPostgresHelpStore(url);
    await expect(opening).rejects.toThrow(StoreNotReached);
    await expect(opening).rejects.toThrow('postgres://help:***@127.0.0.1:1/help');
    await expect(opening).rejects.not.toThrow('s3cret');
  });
});
