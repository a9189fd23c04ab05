// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { searchGapCreatedSchema, type SearchGapAttributes } from '@/api/schemas/search-gaps';
import { API_PATHS } from '@/config/api-paths';
import { buildPlatform, type PlatformOptions } from '../../../server/app';

/*
 * Issue 28: searches nothing answered well reach the platform, which keeps only a count per
 * normalised query, outcome and day: the same JSON:API errors and per-address limit as the other
 * doors that store what they are sent.
 */

const JSON_API = 'application/vnd.api+json';
const URL = API_PATHS.searchGaps;
const headers = { 'content-type': JSON_API, 'x-client-id': 'test-client' };

let platforms: Awaited<ReturnType<typeof buildPlatform>>[] = [];
afterEach(async () => {
  await Promise.all(platforms.map((p) => p.app.close()));
  platforms = [];
});
const platform = async (options: PlatformOptions = {}) => {
  const built = await buildPlatform(options);
  platforms.push(built);
  return built;
};
type App = Awaited<ReturnType<typeof platform>>['app'];

const gap = (attributes: Partial<SearchGapAttributes> = {}) => ({
  data: {
    type: 'search-gaps',
    attributes: {
      query: 'boiler not working',
      outcome: 'no-results',
      'page-id': null,
      ...attributes,
    },
  },
});
const send = (
  app: App,
  payload: unknown,
  extra: Record<string, string> = {},
  remoteAddress = '203.0.113.9',
) =>
  app.inject({
    method: 'POST',
    url: URL,
    headers: { ...headers, ...extra },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });

// Building a platform takes seconds on a busy machine.
describe(`POST ${URL}`, { timeout: 30_000 }, () => {
  it('counts a search per normalised query and day, and answers 201 with the count’s id', async () => {
    const { app, store } = await platform();
    const first = await send(app, gap({ query: 'Boiler, NOT working!' }));
    expect(first.statusCode).toBe(201);
    expect(first.headers['content-type']).toContain(JSON_API);
    // As the app reads the reply.
    const { data } = searchGapCreatedSchema.parse(first.json());
    const second = await send(app, gap({ query: 'boiler   not working' }));
    expect(second.json().data.id).toBe(data.id);
    await send(app, gap({ query: 'boiler not working', outcome: 'weak' }));

    const today = new Date().toISOString().slice(0, 10);
    expect(store.searchGaps()).toEqual([
      {
        day: today,
        query: 'boiler not working',
        outcome: 'no-results',
        pageId: '',
        pageTitle: '',
        count: 2,
      },
      {
        day: today,
        query: 'boiler not working',
        outcome: 'weak',
        pageId: '',
        pageTitle: '',
        count: 1,
      },
    ]);
  });

  it('keeps a count a day: the same search another day is another count', () => {
    return platform().then(({ store }) => {
      store.countSearchGap('cold radiator', 'weak', null, new Date('2026-11-20T23:59:00Z'));
      store.countSearchGap('cold radiator', 'weak', null, new Date('2026-11-21T00:01:00Z'));
      store.countSearchGap('cold radiator', 'weak', null, new Date('2026-11-21T12:00:00Z'));
      expect(store.searchGaps().map((g) => [g.day, g.count])).toEqual([
        ['2026-11-20', 1],
        ['2026-11-21', 2],
      ]);
    });
  });

  it('scrubs and normalises the query again, whatever the browser sent', async () => {
    const { app, store } = await platform();
    const res = await send(
      app,
      gap({ query: 'Refund SAM.TAYLOR@EXAMPLE.COM 07700 900456 LS1 4AB A1234567' }),
    );
    expect(res.statusCode).toBe(201);
    expect(store.searchGaps()[0]?.query).toBe('refund [email] [phone] [postcode] [account]');
  });

  it.each([
    ['a phone number in Arabic-Indic digits', 'call ٠٧٧٠٠ ٩٠٠١٢٣ please', 'call [phone] please'],
    ['an email with an accent', 'refund siobhán@example.ie', 'refund [email]'],
    ['a full-width email', 'ｊｏ＠ｅｘａｍｐｌｅ．ｃｏｍ refund', '[email] refund'],
    ['a phone number with em dashes', 'call 07700 — 900 — 123', 'call [phone]'],
    ['a postcode with a dot', 'cut off SW1A.1AA', 'cut off [postcode]'],
    ['an account number with slashes', 'account 85/0000/0000/01', 'account [account]'],
  ])('counts a search with %s scrubbed (issue 37)', async (_, query, counted) => {
    const { app, store } = await platform();
    expect((await send(app, gap({ query }))).statusCode).toBe(201);
    expect(store.searchGaps()[0]?.query).toBe(counted);
  });

  it('counts a search followed by a "No" against the page, titled as the library has it', async () => {
    const { app, store } = await platform();
    const res = await send(
      app,
      gap({ outcome: 'followed-by-no', 'page-id': 'bills-and-payments/estimated-bills' }),
    );
    expect(res.statusCode).toBe(201);
    expect(store.searchGaps()).toEqual([
      expect.objectContaining({
        outcome: 'followed-by-no',
        pageId: 'bills-and-payments/estimated-bills',
        pageTitle: 'Why your bill is estimated and how to fix it',
        count: 1,
      }),
    ]);
  });

  it('keeps nothing but the count: no client, address, time of day or row per search', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'hs-gaps-')), 'gaps.sqlite');
    const { app } = await platform({ databasePath: path });
    await send(app, gap(), { 'x-client-id': 'client-one' }, '198.51.100.1');
    await send(app, gap(), { 'x-client-id': 'client-two' }, '198.51.100.2');
    const db = new Database(path, { readonly: true });
    const rows = db.prepare('SELECT * FROM search_gaps').all();
    db.close();
    expect(rows).toEqual([
      {
        day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        query: 'boiler not working',
        outcome: 'no-results',
        page_id: '',
        page_title: '',
        count: 2,
      },
    ]);
  });

  it('gives nothing back: no count can be read over HTTP', async () => {
    const { app } = await platform();
    const { id } = (await send(app, gap())).json().data;
    for (const url of [URL, `${URL}/${id}`]) {
      const res = await app.inject({ url, headers: { 'x-client-id': 'test-client' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('boiler');
    }
  });

  const refused: [string, unknown, Record<string, string>, number, string?][] = [
    ['no client id', gap(), { 'x-client-id': '' }, 401],
    ['JSON that is not JSON:API', gap(), { 'content-type': 'application/json' }, 415],
    ['a form', 'query=boiler', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['broken JSON', '{"data": {', {}, 400],
    ['an empty body', '', {}, 400],
    ['a client-made id', { data: { ...gap().data, id: 'mine' } }, {}, 403],
    ['the wrong type', { data: { ...gap().data, type: 'leads' } }, {}, 422, '/data/type'],
    ['no data', { query: 'boiler' }, {}, 422, '/data'],
    ['a list', [gap()], {}, 422, '/'],
    ['null', 'null', {}, 422, '/'],
    ['an unknown outcome', gap({ outcome: 'lost' as never }), {}, 422, '/data/attributes/outcome'],
    ['a query that is a number', gap({ query: 42 as never }), {}, 422, '/data/attributes/query'],
    ['an empty query', gap({ query: '  ' }), {}, 422, '/data/attributes/query'],
    ['a query of punctuation only', gap({ query: '?!…' }), {}, 422, '/data/attributes/query'],
    ['a query too long', gap({ query: 'a'.repeat(101) }), {}, 422, '/data/attributes/query'],
    ['a page with "no-results"', gap({ 'page-id': 'meters' }), {}, 422, '/data/attributes/page-id'],
    [
      '"followed-by-no" with no page',
      gap({ outcome: 'followed-by-no' }),
      {},
      422,
      '/data/attributes/page-id',
    ],
    [
      'a page not in the library',
      gap({ outcome: 'followed-by-no', 'page-id': 'meters/no-such-article' }),
      {},
      422,
      '/data/attributes/page-id',
    ],
    [
      'dot segments in the page',
      gap({ outcome: 'followed-by-no', 'page-id': 'meters/../bills-and-payments' }),
      {},
      422,
      '/data/attributes/page-id',
    ],
    ['a number JSON cannot keep', '{"data":{"type":"search-gaps","n":1e400}}', {}, 400],
  ];

  it.each(refused)(
    'refuses %s with a JSON:API error, never a 500, and counts nothing',
    async (_, payload, extra, status, pointer) => {
      const { app, store } = await platform();
      const res = await send(app, payload, extra);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain(JSON_API);
      const [error] = res.json().errors;
      expect(error.status).toBe(String(status));
      expect(error.source?.pointer).toBe(pointer);
      expect(store.searchGaps()).toEqual([]);
    },
  );

  it.each([
    [
      'a NUL and other control characters',
      'boiler\u0000\u001b[31m not\tworking',
      'boiler 31m not working',
    ],
    ['half an emoji (a lone surrogate)', 'boiler \ud83d working', 'boiler working'],
    ['an emoji', '🔥 boiler 🔥', 'boiler'],
    ['a right-to-left override', 'boiler \u202egnikrow', 'boiler gnikrow'],
    ['SQL', "boiler'; DROP TABLE search_gaps; --", 'boiler drop table search gaps'],
    ['markup', '<img src=x onerror=alert(1)>boiler', 'img src x onerror alert 1 boiler'],
  ])('keeps %s as words only', async (_, query, stored) => {
    const { app, store } = await platform();
    expect((await send(app, gap({ query }))).statusCode).toBe(201);
    expect(store.searchGaps().map((g) => g.query)).toEqual([stored]);
  });

  it('refuses prototype keys with a 400 and counts nothing', async () => {
    const { app, store } = await platform();
    const res = await send(
      app,
      '{"data":{"type":"search-gaps","attributes":{"query":"boiler","outcome":"weak","page-id":null,"__proto__":{"polluted":true}}}}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].status).toBe('400');
    expect(store.searchGaps()).toEqual([]);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('refuses bytes that are not UTF-8 with a 400', async () => {
    const { app, store } = await platform();
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].title).toBe('Body is not UTF-8');
    expect(store.searchGaps()).toEqual([]);
  });
});

describe(`${URL} has a limit per client address`, { timeout: 30_000 }, () => {
  it('counts up to the limit, then answers 429 with Retry-After and counts nothing more, while another address gets through', async () => {
    const { app, store } = await platform({
      limits: { doors: { searchGaps: [{ max: 3, windowMs: 60_000 }] } },
    });
    for (let i = 0; i < 3; i++) expect((await send(app, gap())).statusCode).toBe(201);
    const over = await send(app, gap());
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toContain(JSON_API);
    expect(over.json().errors[0]).toMatchObject({ status: '429', title: 'Too many requests' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Refused before the body is read: even a broken one is a 429.
    expect((await send(app, '{"data": {')).statusCode).toBe(429);
    expect(store.searchGaps()[0]?.count).toBe(3);
    expect((await send(app, gap(), {}, '198.51.100.7')).statusCode).toBe(201);
    expect(store.searchGaps()[0]?.count).toBe(4);
  });

  it('lets through what a customer does with the limits as they are: a search every few seconds', async () => {
    const { app, store } = await platform();
    for (let i = 0; i < 20; i++) {
      expect((await send(app, gap({ query: `boiler ${i}` }))).statusCode).toBe(201);
    }
    expect(store.searchGaps()).toHaveLength(20);
  });
});
