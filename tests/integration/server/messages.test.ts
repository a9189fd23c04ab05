// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionCreatedSchema,
  messageCheckSchema,
  messageDocumentSchema,
  messageListSchema,
} from '@/api/schemas/messages';
import { API_PATHS } from '@/config/api-paths';
import { buildPlatform, type PlatformOptions } from '../../../server/app';
import { STAND_IN_CLOCK_PATH } from '../../../server/clock';
import { otherDemoCustomer } from '../../../server/demo-customer';
import { NO_RATE_LIMITS, withLimits } from '../../../server/limits';
import { STAND_IN_REPLY, STAND_IN_SCRIPT } from '../../../server/messages';
import { validLeadBody } from '../../support/leads';
import { usePostgres } from '../../support/postgres';

/*
 * Issue 51: a customer's messages over the contract of docs/messages.md, as the stand-in answers
 * it, on a platform whose help service keeps its data in SQLite and in PostgreSQL (the stand-in's
 * leads and their events are SQLite's in both: in production the provider keeps them).
 */

const newPostgresDatabase = usePostgres();
const JSON_API = 'application/vnd.api+json';
const CLIENT = { 'x-client-id': 'messages-test' };
const SENDING = { ...CLIENT, 'content-type': JSON_API };

type Platform = Awaited<ReturnType<typeof buildPlatform>>;

/** A customer's access token, as the local sign-in issues it in its cookie. */
async function signIn(app: Platform['app'], as?: string) {
  const res = await app.inject({ url: `/sign-in${as ? `?as=${as}` : ''}` });
  const cookies = [res.headers['set-cookie']].flat().map(String);
  const access = cookies.find((c) => c.startsWith('access_token='))!;
  return { authorization: `Bearer ${access.split(';')[0]!.split('=')[1]}` };
}

const engines: { name: string; options: () => Promise<PlatformOptions> }[] = [
  {
    name: 'SQLite',
    options: async () => ({
      databasePath: join(mkdtempSync(join(tmpdir(), 'hs-messages-')), 'help.sqlite'),
    }),
  },
  {
    name: 'PostgreSQL',
    options: async () => ({
      databasePath: join(mkdtempSync(join(tmpdir(), 'hs-messages-')), 'stand-in.sqlite'),
      databaseUrl: await newPostgresDatabase(),
    }),
  },
];

describe.each(engines)(
  'messages, with the help service on $name',
  { timeout: 60_000 },
  (engine) => {
    let platform: Platform;
    let databasePath: string;
    beforeAll(async () => {
      const options = await engine.options();
      databasePath = options.databasePath!;
      platform = await buildPlatform({ ...options, limits: NO_RATE_LIMITS, movableClock: true });
    }, 180_000);
    afterAll(() => platform?.app.close());

    const inject = (options: InjectOptions) => platform.app.inject(options);
    const send = async (
      token: object | null,
      change: (b: ReturnType<typeof validLeadBody>) => void = () => {},
    ) => {
      const body = validLeadBody();
      change(body);
      const res = await inject({
        method: 'POST',
        url: API_PATHS.leads,
        headers: { ...SENDING, ...token },
        payload: body,
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ data: { id: string } }>().data.id;
    };
    const list = (token: object) =>
      inject({ url: API_PATHS.leads, headers: { ...CLIENT, ...token } });
    const read = (token: object, reference: string) =>
      inject({ url: `${API_PATHS.leads}/${reference}`, headers: { ...CLIENT, ...token } });
    const add = (token: object, reference: string, text: string, key?: string) =>
      inject({
        method: 'POST',
        url: `${API_PATHS.leads}/${reference}/additions`,
        headers: { ...SENDING, ...token, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { data: { type: 'lead-additions', attributes: { text } } },
      });
    const check = (reference: string, email: string) =>
      inject({
        method: 'POST',
        url: API_PATHS.leadChecks,
        headers: SENDING,
        payload: { data: { type: 'lead-checks', attributes: { reference, email } } },
      });
    const forward = async (minutes: number) => {
      const res = await inject({
        method: 'POST',
        url: `${STAND_IN_CLOCK_PATH}?forwardMinutes=${minutes}`,
      });
      expect(res.statusCode).toBe(200);
    };
    const minutes = (ms: number) => ms / 60_000;
    const statusOf = async (token: object, reference: string) =>
      messageDocumentSchema.parse((await read(token, reference)).json()).data.attributes.status;

    it('lists what a signed-in customer sent, newest first, with what they wrote', async () => {
      const token = await signIn(platform.app);
      const first = await send(token);
      const second = await send(token, (b) => {
        b.data.attributes['query-type'] = 'Enquiry';
        b.data.attributes.query = 'When will my new meter be fitted?';
      });
      const res = await list(token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(JSON_API);
      expect(res.headers['cache-control']).toBe('no-store');
      const { data, meta } = messageListSchema.parse(res.json());
      expect(data.map((m) => m.id)).toEqual([second, first]);
      expect(data[0]!.attributes).toMatchObject({
        'query-type': 'Enquiry',
        query: 'When will my new meter be fitted?',
        email: validLeadBody().data.attributes.email,
        'case-type': 'Complaint',
        status: 'received',
      });
      expect(Date.parse(meta.now)).toBeGreaterThanOrEqual(
        Date.parse(data[0]!.attributes['sent-at']),
      );
    });

    it('moves a message on as the clock moves: acknowledged, replied to, and an enquiry closed', async () => {
      const token = await signIn(platform.app);
      const complaint = await send(token);
      const enquiry = await send(token, (b) => (b.data.attributes['query-type'] = 'Enquiry'));
      expect(await statusOf(token, complaint)).toBe('received');
      await forward(minutes(STAND_IN_SCRIPT.acknowledgedAfterMs));
      expect(await statusOf(token, complaint)).toBe('being-looked-at');
      await forward(minutes(STAND_IN_SCRIPT.replyAfterMs - STAND_IN_SCRIPT.acknowledgedAfterMs));
      const replied = messageDocumentSchema.parse((await read(token, complaint)).json());
      expect(replied.data.attributes.status).toBe('replied');
      expect(replied.included.map((e) => e.attributes.kind)).toEqual([
        'sent',
        'acknowledged',
        'reply',
      ]);
      expect(replied.included[2]!.attributes.text).toBe(STAND_IN_REPLY);
      await forward(minutes(STAND_IN_SCRIPT.closedAfterMs));
      expect(await statusOf(token, enquiry)).toBe('closed');
      // A complaint stays open, so its 8 weeks can come.
      expect(await statusOf(token, complaint)).toBe('replied');
    });

    it('keeps what a customer adds, once per key, in the timeline, without a new message', async () => {
      const token = await signIn(platform.app);
      const reference = await send(token);
      const before = messageListSchema.parse((await list(token)).json()).data.length;
      const first = await add(token, reference, 'The bill arrived today: £412.', 'add-1');
      expect(first.statusCode).toBe(201);
      expect(additionCreatedSchema.parse(first.json()).data.attributes).toMatchObject({
        kind: 'addition',
        text: 'The bill arrived today: £412.',
      });
      const again = await add(token, reference, 'The bill arrived today: £412.', 'add-1');
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(first.json().data.id);
      const other = await add(token, reference, 'Something else', 'add-1');
      expect(other.statusCode).toBe(422);
      expect(other.json().errors[0].title).toBe('Idempotency-Key already used');
      const doc = messageDocumentSchema.parse((await read(token, reference)).json());
      const additions = doc.included.filter((e) => e.attributes.kind === 'addition');
      expect(additions.map((e) => e.attributes.text)).toEqual(['The bill arrived today: £412.']);
      expect(doc.data.attributes['sent-at']).toBe(
        messageListSchema.parse((await list(token)).json()).data.find((m) => m.id === reference)!
          .attributes['sent-at'],
      );
      expect(messageListSchema.parse((await list(token)).json()).data).toHaveLength(before);
    });

    it('refuses an empty or too long addition with a 422 pointing at the text', async () => {
      const token = await signIn(platform.app);
      const reference = await send(token);
      for (const text of ['   ', 'x'.repeat(2001)]) {
        const res = await add(token, reference, text);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[0].source.pointer).toBe('/data/attributes/text');
      }
    });

    it('refuses an addition to a closed message with a 409', async () => {
      const token = await signIn(platform.app);
      const enquiry = await send(token, (b) => (b.data.attributes['query-type'] = 'Enquiry'));
      await forward(minutes(STAND_IN_SCRIPT.closedAfterMs));
      const res = await add(token, enquiry, 'One more thing');
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].title).toBe('Message closed');
    });

    it("answers another customer's reference exactly as a missing one, and lists none of it", async () => {
      const priya = await signIn(platform.app);
      const tom = await signIn(platform.app, otherDemoCustomer.id);
      const reference = await send(priya);
      const theirs = await read(tom, reference);
      const missing = await read(tom, 'HS-NOTHERE2');
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(missing.json());
      expect((await add(tom, reference, 'Hello')).json()).toEqual(
        (await add(tom, 'HS-NOTHERE2', 'Hello')).json(),
      );
      const listed = messageListSchema.parse((await list(tom)).json()).data;
      expect(listed.map((m) => m.id)).not.toContain(reference);
      expect(JSON.stringify(listed)).not.toContain(validLeadBody().data.attributes.query);
    });

    it('reads nothing without a working access token, and nothing of a lead sent signed out', async () => {
      const token = await signIn(platform.app);
      const anonymous = await send(null);
      expect((await list({})).statusCode).toBe(401);
      expect((await list({ authorization: 'Bearer nope' })).statusCode).toBe(401);
      expect((await read({}, anonymous)).statusCode).toBe(401);
      expect((await read(token, anonymous)).statusCode).toBe(404);
      expect((await inject({ url: API_PATHS.leads, headers: token })).statusCode).toBe(401);
    });

    it('keeps a lead sent with a token that no longer works, as one sent signed out', async () => {
      const reference = await send({ authorization: 'Bearer expired' });
      const db = new Database(databasePath, { readonly: true });
      try {
        const row = db.prepare('SELECT customer_id FROM leads WHERE id = ?').get(reference);
        expect(row).toEqual({ customer_id: null });
      } finally {
        db.close();
      }
    });

    it('tells where a message stands by reference and email, and nothing it said', async () => {
      const reference = await send(null);
      const { email, query, 'first-name': name } = validLeadBody().data.attributes;
      const res = await check(` ${reference.toLowerCase()} `, email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { data } = messageCheckSchema.parse(res.json());
      expect(data.id).toBe(reference);
      expect(data.attributes.status).toBe('received');
      for (const personal of [email, query, name]) expect(res.body).not.toContain(personal);
    });

    it('gives the same answer to a wrong reference and to a wrong email', async () => {
      const reference = await send(null);
      const wrongEmail = await check(reference, 'someone.else@example.com');
      const wrongReference = await check('HS-WR0NGREF', validLeadBody().data.attributes.email);
      expect(wrongEmail.statusCode).toBe(404);
      expect(wrongEmail.json()).toEqual(wrongReference.json());
    });

    it('answers a check that is not one with a 422, and a moved clock only when allowed', async () => {
      const res = await check('', 'not an email');
      expect(res.statusCode).toBe(422);
      const pointers = res
        .json()
        .errors.map((e: { source: { pointer: string } }) => e.source.pointer);
      expect(pointers).toEqual(['/data/attributes/reference', '/data/attributes/email']);
      const bad = await inject({ method: 'POST', url: `${STAND_IN_CLOCK_PATH}?forwardMinutes=-5` });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain(JSON_API);
    });
  },
);

describe('limits on checking a message', () => {
  it('counts checks of one reference from any address, and answers 429 past them', async () => {
    const { app } = await buildPlatform({
      limits: {
        ...NO_RATE_LIMITS,
        referenceChecks: [{ max: 2, windowMs: 60_000 }],
      },
    });
    try {
      const check = (reference: string, address: string) =>
        app.inject({
          method: 'POST',
          url: API_PATHS.leadChecks,
          headers: SENDING,
          remoteAddress: address,
          payload: {
            data: { type: 'lead-checks', attributes: { reference, email: 'a@example.com' } },
          },
        });
      const statuses = [];
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
        statuses.push((await check('HS-ONEREF22', address)).statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
      const refused = await check('hs-oneref22', '10.0.0.4');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await check('HS-OTHER222', '10.0.0.1')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('counts checks from one address across references', async () => {
    const { app } = await buildPlatform({
      limits: { ...NO_RATE_LIMITS, doors: { messageChecks: [{ max: 2, windowMs: 60_000 }] } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({
          method: 'POST',
          url: API_PATHS.leadChecks,
          headers: SENDING,
          payload: {
            data: {
              type: 'lead-checks',
              attributes: { reference: `HS-REF${i}`, email: 'a@example.com' },
            },
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await app.close();
    }
  });

  it('has limits on every door of messages by default', () => {
    const limits = withLimits();
    expect(limits.doors.messages.length).toBeGreaterThan(0);
    expect(limits.doors.messageChecks.length).toBeGreaterThan(0);
    expect(limits.referenceChecks.length).toBeGreaterThan(0);
  });
});

describe('the clock', () => {
  it('cannot be moved over HTTP unless the platform is built for tests', async () => {
    const { app } = await buildPlatform();
    try {
      const res = await app.inject({
        method: 'POST',
        url: `${STAND_IN_CLOCK_PATH}?forwardMinutes=5`,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
