// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../../server/app';
import { validLeadBody } from '../../support/leads';

const JSON_API = 'application/vnd.api+json';
const headers = { 'content-type': JSON_API, 'x-client-id': 'test-client' };
let apps: Awaited<ReturnType<typeof buildPlatform>>['app'][] = [];
const platform = async (databasePath = ':memory:') => {
  const platform = await buildPlatform({ databasePath });
  apps.push(platform.app);
  return platform;
};
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

describe('POST /v1/leads', () => {
  it('stores a valid lead and replies 201 with its id', async () => {
    const { app } = await platform();
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
    const got = await app.inject({ url: `/v1/leads/${data.id}`, headers });
    expect(got.json().data.attributes.query).toBe(validLeadBody().data.attributes.query);
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
    const { app: second } = await platform(path);
    const got = await second.inject({ url: `/v1/leads/${id}`, headers });
    expect(got.statusCode).toBe(200);
    expect(got.json().data.id).toBe(id);
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

  it('answers an unknown lead id with a JSON:API 404', async () => {
    const { app } = await platform();
    const res = await app.inject({ url: '/v1/leads/nope', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].status).toBe('404');
  });
});
