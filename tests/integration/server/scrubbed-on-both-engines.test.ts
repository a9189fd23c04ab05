// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/config/api-paths';
import { buildPlatform, type PlatformOptions } from '../../../server/app';
import { NO_RATE_LIMITS } from '../../../server/limits';
import { validFeedbackBody } from '../../support/article-feedback';
import { usePostgres } from '../../support/postgres';

/*
 * Issue 48, point 3: what a security probe found kept as typed in page-feedback comments on
 * both engines, and in search gaps, posted through the platform as the app posts it, then read
 * from the row each engine keeps (not from the route's reply): nothing personal is stored, on
 * SQLite (a file) and on PostgreSQL (a server of this file's own), and what only looks like it
 * is stored as typed.
 */

const newPostgresDatabase = usePostgres();
const JSON_API = 'application/vnd.api+json';
const headers = { 'content-type': JSON_API, 'x-client-id': 'scrub-test' };

/** Each form the probe found, written as typed, and the marker it is stored as. */
const personal: [typed: string, marker: string][] = [
  ['QQ 12 34 56 C', '[number]'],
  ['QQ123456C', '[number]'],
  ['qq 12  34  56 c', '[number]'],
  ['12-34-56', '[account]'],
  ['sort code 12 34 56', 'sort code [account]'],
  ['sort code 123456', 'sort code [account]'],
  ['07700  -  900  -  123', '[phone]'],
  ['+44 (0) 7700 900 123', '[phone]'],
  ['07700 . 900 . 123', '[phone]'],
  ['4111,1111,1111,1111', '[phone]'],
  ['4111 ; 1111 ; 1111 ; 1111', '[phone]'],
  ['12345678', '[number]'],
  ['account 1234567', 'account [account]'],
  ['LS1    4AB', '[postcode]'],
  ['ЅW1А 1АА', '[postcode]'],
  ['jo (at) example (dot) com', '[email]'],
  ['jo at example dot com', '[email]'],
  ['jo @ example.com', '[email]'],
  ['jo[at]example[.]com', '[email]'],
  ['077OO 9OO l23', '[phone]'],
  ['85 OOOO OOOO 01', '[account]'],
  ['Jo Bloggs, 12 Acacia Avenue', '[postcode]'],
  ['flat 3, 14 high street', '[postcode]'],
];

/** What only looks personal: stored as typed. */
const calm = [
  '£12.34 and £1,234.56 on 12/03/2025, 12 March 2025',
  'Reading 12345 kWh and 1234.5 m3 at 24.5p per kWh',
  'Rang at 8am in 2025, 2 weeks ago: sort of at home, a dot matrix',
];

interface Engine {
  name: string;
  /** A new, empty database: the platform's options for it, and how to read its rows. */
  database(): Promise<{
    options: PlatformOptions;
    rows: <Row>(sql: string) => Promise<Row[]>;
  }>;
}

const engines: Engine[] = [
  {
    name: 'SQLite',
    database: async () => {
      const path = join(mkdtempSync(join(tmpdir(), 'hs-scrubbed-')), 'help.sqlite');
      return {
        options: { databasePath: path },
        rows: async <Row>(sql: string) => {
          const db = new Database(path, { readonly: true });
          try {
            return db.prepare(sql).all() as Row[];
          } finally {
            db.close();
          }
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    database: async () => {
      const url = await newPostgresDatabase();
      return {
        options: { databaseUrl: url },
        rows: async <Row>(sql: string) => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            return (await client.query(sql)).rows as Row[];
          } finally {
            await client.end();
          }
        },
      };
    },
  },
];

describe.each(engines)('what is stored on $name', { timeout: 60_000 }, (engine) => {
  let platform: Awaited<ReturnType<typeof buildPlatform>>;
  let rows: Awaited<ReturnType<Engine['database']>>['rows'];
  beforeAll(async () => {
    const database = await engine.database();
    rows = database.rows;
    platform = await buildPlatform({ ...database.options, limits: NO_RATE_LIMITS });
  }, 180_000);
  afterAll(() => platform?.app.close());

  const post = (url: string, payload: object) =>
    platform.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(payload) });
  const comment = async (text: string) => {
    const body = validFeedbackBody();
    body.data.attributes.comment = text;
    const res = await post(API_PATHS.articleFeedback, body);
    expect(res.statusCode, text).toBe(201);
    return res.json().data.id as string;
  };
  const search = async (query: string) => {
    const gap = { type: 'search-gaps', attributes: { query, outcome: 'weak', 'page-id': null } };
    const res = await post(API_PATHS.searchGaps, { data: gap });
    expect(res.statusCode, query).toBe(201);
  };
  const comments = async (ids: Map<string, string>) => {
    const stored = await rows<{ id: string; comment: string }>(
      'SELECT id, comment FROM article_feedback',
    );
    return new Map(stored.filter((row) => ids.has(row.id)).map((row) => [row.id, row.comment]));
  };

  it('keeps each comment with nothing personal in it, and the words around as typed', async () => {
    const sent = new Map<string, string>();
    for (const [typed, marker] of personal) {
      sent.set(await comment(`Please use ${typed} for me`), `Please use ${marker} for me`);
    }
    // All of them in one comment too.
    const all = personal.map(([typed]) => typed).join('; ');
    sent.set(await comment(all), personal.map(([, marker]) => marker).join('; '));

    const stored = await comments(sent);
    expect(stored).toEqual(sent);
    for (const kept of stored.values()) {
      expect(kept).not.toMatch(/\d{2}|@|\(at\)|\[at\]| at example|[ЅА]/u);
    }
  });

  it('keeps what only looks personal in a comment exactly as typed', async () => {
    const sent = new Map<string, string>();
    for (const text of calm) sent.set(await comment(text), text);
    expect(await comments(sent)).toEqual(sent);
  });

  it('counts each search gap with nothing personal in its query, and what only looks it as typed', async () => {
    const expected = new Map<string, number>();
    for (const [typed, marker] of personal) {
      await search(`boiler ${typed} help`);
      const query = `boiler ${marker} help`;
      expected.set(query, (expected.get(query) ?? 0) + 1);
    }
    await search('Meter 12345 kWh on 12/03/2025 at 8am');
    expected.set('meter 12345 kwh on 12 03 2025 at 8am', 1);
    const stored = await rows<{ query: string; count: number | string }>(
      "SELECT query, count FROM search_gaps WHERE outcome = 'weak'",
    );
    expect(new Map(stored.map((row) => [row.query, Number(row.count)]))).toEqual(expected);
    const personalQueries = stored.filter((row) => row.query.startsWith('boiler '));
    expect(personalQueries).toHaveLength(new Set(personal.map(([, marker]) => marker)).size);
    for (const { query } of personalQueries) expect(query).not.toMatch(/\d|@/);
  });
});
