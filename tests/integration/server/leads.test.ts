// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validLeadBody } from '../../support/leads';
import { usePlatforms } from '../../support/platforms';

const JSON_API = 'application/vnd.api+json';
const headers = { 'content-type': JSON_API, 'x-client-id': 'test-client' };
const platform = usePlatforms();
/** A stored lead's resource object: its attributes as sent. */
type LeadBody = { attributes: { query: string } };

describe('POST /v1/leads', () => {
  it('stores a valid lead and replies 201 with its id', async () => {
    const { app, store } = await platform();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/leads',
      headers,
      payload: validLeadBody(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toContain(JSON_API);
    const { data } = res.json<{ data: { type: string; id: string } }>();
    expect(data.type).toBe('leads');
    const stored = store.getLead(data.id, 'test-client')!.body as LeadBody;
    expect(stored.attributes.query).toBe(validLeadBody().data.attributes.query);
  });

  it('keeps leads across a restart of the platform', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'hs-')), 'leads.sqlite');
    const { app: first } = await platform(path);
    const res = await first.inject({
      method: 'POST',
      url: '/v1/leads',
      headers,
      payload: validLeadBody(),
    });
    const { id } = res.json().data;
    await first.close();
    const { store } = await platform(path);
    expect(store.getLead(id, 'test-client')?.id).toBe(id);
  });

  it('refuses a lead without the client id header and stores nothing', async () => {
    const { app, store } = await platform();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/leads',
      headers: { 'content-type': JSON_API },
      payload: validLeadBody(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].title).toBe('Missing client id');
    expect(store.countLeads()).toBe(0);
  });

  it('answers a missing field with a JSON:API 422 pointing at it, and stores nothing', async () => {
    const { app, store } = await platform();
    const body = validLeadBody();
    const { email: _omitted, ...attributes } = body.data.attributes;
    const res = await app.inject({
      method: 'POST',
      url: '/v1/leads',
      headers,
      payload: { data: { ...body.data, attributes } },
    });
    expect(res.statusCode).toBe(422);
    const pointers = res
      .json<{ errors: { source: { pointer: string } }[] }>()
      .errors.map((e) => e.source.pointer);
    expect(pointers).toContain('/data/attributes/email');
    expect(store.countLeads()).toBe(0);
  });

  it('says in English what is wrong where a rule has no words of its own', async () => {
    const { app } = await platform();
    const body = validLeadBody();
    const { email: _omitted, ...attributes } = body.data.attributes;
    const res = await app.inject({
      method: 'POST',
      url: '/v1/leads',
      headers,
      payload: {
        data: { ...body.data, attributes: { ...attributes, title: 'x'.repeat(21), topic: 'x' } },
      },
    });
    expect(res.statusCode).toBe(422);
    const details = Object.fromEntries(
      res
        .json<{ errors: { detail: string; source: { pointer: string } }[] }>()
        .errors.map((e) => [e.source.pointer, e.detail]),
    );
    expect(details).toMatchObject({
      '/data/attributes/title': 'Too big: expected string to have <=20 characters',
      '/data/attributes/topic':
        'Invalid option: expected one of "help-&-support"|"help-&-support-feedback"',
      '/data/attributes/email': 'Invalid input: expected string, received undefined',
    });
  });

  it('refuses what the forms refuse: blank or over-long text, long names, malformed email', async () => {
    const { app, store } = await platform();
    const body = validLeadBody();
    const cases = {
      query: ' \n ',
      'first-name': 'a'.repeat(101),
      email: 'sam@example',
    } as const;
    for (const [name, value] of Object.entries(cases)) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/leads',
        headers,
        payload: { data: { ...body.data, attributes: { ...body.data.attributes, [name]: value } } },
      });
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors[0].source.pointer).toBe(`/data/attributes/${name}`);
    }
    const long = { ...body.data.attributes, query: 'a'.repeat(30001) };
    const res = await app.inject({
      method: 'POST',
      url: '/v1/leads',
      headers,
      payload: { data: { ...body.data, attributes: long } },
    });
    expect(res.json().errors[0].detail).toBe(
      'Maximum character limit reached. You are currently 1 characters over.',
    );
    expect(store.countLeads()).toBe(0);
  });

  it('takes a contact number written as people write it, and keeps it in international form', async () => {
    const { app, store } = await platform();
    const stored = [];
    for (const number of ['+44 (0)20 7946 0958', '00 44 7700 900982', '087 123 4567']) {
      const body = validLeadBody();
      body.data.attributes['contact-number'] = { number, type: 'mobile' };
      const res = await app.inject({ method: 'POST', url: '/v1/leads', headers, payload: body });
      expect(res.statusCode, number).toBe(201);
      const lead = store.getLead(res.json().data.id, 'test-client')!.body as {
        attributes: { 'contact-number': { number: string } };
      };
      stored.push(lead.attributes['contact-number'].number);
    }
    expect(stored).toEqual(['+442079460958', '+447700900982', '+353871234567']);
  });

  it('returns the same lead for the same idempotency key instead of making a second', async () => {
    const { app, store } = await platform();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/v1/leads',
        headers: { ...headers, 'idempotency-key': 'draft-123' },
        payload: validLeadBody(),
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(store.countLeads()).toBe(1);
  });

  const post = (
    app: Awaited<ReturnType<typeof platform>>['app'],
    extra: Record<string, string>,
    payload: ReturnType<typeof validLeadBody> = validLeadBody(),
  ) => app.inject({ method: 'POST', url: '/v1/leads', headers: { ...headers, ...extra }, payload });

  it.each([
    ['empty', ''],
    ['over 255 characters', 'k'.repeat(256)],
  ])(
    'refuses an %s Idempotency-Key with a JSON:API 400, stores nothing, and says so again',
    async (_, key) => {
      const { app, store } = await platform();
      for (let i = 0; i < 2; i++) {
        const res = await post(app, { 'idempotency-key': key });
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain(JSON_API);
        expect(res.json().errors[0].title).toBe('Invalid Idempotency-Key');
      }
      expect(store.countLeads()).toBe(0);
      expect((await post(app, { 'idempotency-key': 'k'.repeat(255) })).statusCode).toBe(201);
    },
  );

  it('refuses a key reused with a different message (422), keeping the first lead as it was', async () => {
    const { app, store } = await platform();
    const first = await post(app, { 'idempotency-key': 'draft-9' });
    const changed = validLeadBody();
    changed.data.attributes.query = 'A different message';
    const again = await post(app, { 'idempotency-key': 'draft-9' }, changed);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].title).toBe('Idempotency-Key already used');
    expect(store.countLeads()).toBe(1);
    const kept = store.getLead(first.json().data.id, 'test-client')!.body as LeadBody;
    expect(kept.attributes.query).toBe(validLeadBody().data.attributes.query);
  });

  it('keeps keys apart per client: another client with the same key makes its own lead', async () => {
    const { app, store } = await platform();
    const a = await post(app, { 'idempotency-key': 'same-key' });
    const b = await post(app, { 'idempotency-key': 'same-key', 'x-client-id': 'other-client' });
    expect(b.statusCode).toBe(201);
    expect(b.json().data.id).not.toBe(a.json().data.id);
    expect(store.countLeads()).toBe(2);
  });

  it('never gives a lead sent signed out back over HTTP, whoever asks', async () => {
    const { app } = await platform();
    const { id } = (await post(app, {})).json().data;
    const signedIn = await app.inject({ url: '/sign-in' });
    const access = [signedIn.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith('access_token='))!
      .split(';')[0]!
      .split('=')[1];
    for (const [asking, status] of [
      // Not signed in: no lead is read (issue 51, decision 052).
      [headers, 401],
      [{ ...headers, 'x-client-id': 'other-client' }, 401],
      [{}, 401],
      // Signed in: it is not theirs (it came with no token), as if there were none.
      [{ ...headers, authorization: `Bearer ${access}` }, 404],
    ] as const) {
      const res = await app.inject({ url: `/v1/leads/${id}`, headers: asking });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain(JSON_API);
      expect(res.body).not.toContain(validLeadBody().data.attributes.email);
      expect(res.body).not.toContain(validLeadBody().data.attributes.query);
    }
  });

  it('keeps the database file readable by the platform alone', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'hs-')), 'leads.sqlite');
    await platform(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('opens a database made before keys were per client, even one holding an empty key', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'hs-')), 'old.sqlite');
    const old = new Database(path);
    old.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, idempotency_key TEXT UNIQUE,
      body TEXT NOT NULL, created_at TEXT NOT NULL);
      INSERT INTO leads VALUES ('HS-OLD', '', '{}', '2026-01-01T00:00:00Z');`);
    old.close();
    const { app, store } = await platform(path);
    expect(store.countLeads()).toBe(1);
    expect((await post(app, { 'idempotency-key': 'new-key' })).statusCode).toBe(201);
    expect((await post(app, { 'idempotency-key': '' })).statusCode).toBe(400);
  });

  it('answers a request for a lead without a token with a JSON:API 401, known or not', async () => {
    const { app } = await platform();
    const res = await app.inject({ url: '/v1/leads/nope', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].status).toBe('401');
  });
});
