// @vitest-environment node
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../../server/app';
import { RUM_KEPT } from '../../../server/routes/rum-proxy';
import { validLeadBody, validMeterReadLeadBody } from '../../support/leads';
import { testCertificate } from '../../support/tls';

const JSON_API = 'application/vnd.api+json';
const headers = { 'content-type': JSON_API, 'x-client-id': 'test-client' };
const { app, store } = await buildPlatform();
// An unexpected failure of ours, to see what a client is told about it.
app.get('/v1/test-failure', async () => {
  throw new Error('secret internal detail: SQLITE_CONSTRAINT');
});
afterAll(() => app.close());

/** A JSON:API errors document with this status, and nothing of the framework's own wording. */
const expectJsonApiError = (res: Awaited<ReturnType<typeof app.inject>>, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain(JSON_API);
  const body = res.json<{ errors: { status: string; title: string }[] }>();
  expect(body.errors[0]?.status).toBe(String(status));
  expect(res.body).not.toMatch(/application\/json|FST_|SQLITE|stack/i);
};

const stillAnswers = async () =>
  expect((await app.inject({ url: '/content/help-and-support/header.json' })).statusCode).toBe(200);

/** A deeply nested object as JSON text (JSON.stringify itself would overflow the stack). */
const deep = (depth: number) => `${'{"nested":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;

describe('hostile and broken requests get a clear JSON:API answer, never a 500', () => {
  it('answers two postcodes at once with a 400', async () => {
    const res = await app.inject({
      url: '/v1/addresses?postcode=LS1%204AB&postcode=SW1A%201AA',
      headers,
    });
    expectJsonApiError(res, 400);
    await stillAnswers();
  });

  it.each([
    ['a 20,000-deep object', deep(20_000)],
    ['a 1,000-deep object', deep(1_000)],
    ['a 200 KB text', JSON.stringify('x'.repeat(200_000))],
  ])('refuses %s in additional-information with a 422 and stores nothing', async (_, json) => {
    const body = validLeadBody();
    (body.data.attributes['additional-information'] as Record<string, unknown>).extra = '@@';
    const res = await app.inject({
      method: 'POST',
      url: '/v1/leads',
      headers,
      payload: JSON.stringify(body).replace('"@@"', json),
    });
    expect([413, 422]).toContain(res.statusCode);
    expectJsonApiError(res, res.statusCode);
    expect(store.countLeads()).toBe(0);
    await stillAnswers();
  });

  it.each([
    ['broken JSON', '{"data": {', 'Invalid JSON body'],
    ['a prototype key', '{"__proto__": {"admin": true}, "data": {}}', 'Invalid JSON body'],
    ['an empty body', '', 'Empty JSON body'],
  ])('answers %s with a 400 in its own words', async (_, payload, title) => {
    const res = await app.inject({ method: 'POST', url: '/v1/leads', headers, payload });
    expectJsonApiError(res, 400);
    expect(res.json().errors[0].title).toBe(title);
    await stillAnswers();
  });

  it('answers a body over the limit with a 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/leads',
      headers,
      payload: JSON.stringify({ data: { attributes: { query: 'x'.repeat(300 * 1024) } } }),
    });
    expectJsonApiError(res, 413);
    expect(res.json().errors[0].title).toBe('Body too large');
  });

  it('answers an unexpected failure with a 500 that gives nothing away', async () => {
    const res = await app.inject({ url: '/v1/test-failure', headers });
    expectJsonApiError(res, 500);
    expect(res.json().errors[0].title).toBe('Something went wrong');
  });

  it('answers headers too large for the server with a 431 JSON:API document', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>(
      (resolve, reject) => {
        const req = request(
          { port, path: '/v1/leads', headers: { 'x-big': 'a'.repeat(40_000) } },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode!, type: res.headers['content-type']!, body }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(answer.status).toBe(431);
    expect(answer.type).toBe(JSON_API);
    expect(JSON.parse(answer.body).errors[0].title).toBe('Request headers too large');
  });
});

describe('personal data is never cached, and sign-in cookies are Secure over HTTPS', () => {
  it('sends no-store with customer, premises and account answers', async () => {
    const cookies = Object.fromEntries(
      ([] as string[])
        .concat((await app.inject({ url: '/sign-in' })).headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0]!.split('=') as [string, string]),
    );
    for (const [url, token] of [
      ['/v1/customers', cookies.access_token],
      ['/v1/customers/demo-customer-1/premises', cookies.access_token],
      ['/Customer/Accounts/AccountStatusCount', cookies.id_token],
      ['/v1/accounts', cookies.id_token],
    ] as const) {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('marks the sign-in cookies Secure when the platform serves HTTPS', async () => {
    const secure = await buildPlatform({ tls: await testCertificate() });
    try {
      const res = await secure.app.inject({ url: '/sign-in' });
      const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(set).toHaveLength(2);
      expect(set.every((c) => /; Secure$/.test(c))).toBe(true);
    } finally {
      await secure.app.close();
    }
  });
});

describe('memory stays bounded under a flood', () => {
  it('keeps only the latest monitoring posts, counting them all', async () => {
    const flood = RUM_KEPT + 300;
    for (let i = 0; i < flood; i++) {
      await app.inject({
        method: 'POST',
        url: '/rum-proxy?ddforward=%2Fapi%2Fv2%2Frum',
        payload: 'x'.repeat(100),
        headers: { 'content-type': 'text/plain' },
      });
    }
    const seen = (await app.inject({ url: '/rum-proxy/received' })).json();
    expect(seen.count).toBe(flood);
    expect(seen.requests).toHaveLength(RUM_KEPT);
  });
});

describe('the platform refuses what the app would never send', () => {
  type Attributes = ReturnType<typeof validLeadBody>['data']['attributes'];
  const leadWith = (
    change: (a: Record<string, unknown>, body: Record<string, unknown>) => void,
  ) => {
    const body = validLeadBody();
    change(body.data.attributes as Attributes & Record<string, unknown>, body as never);
    return body;
  };

  it.each([
    ['a 200,000-character title', leadWith((a) => (a.title = 'x'.repeat(200_000)))],
    [
      'a 200,000-character query subtype',
      leadWith((a) => (a['query-subtype'] = 'x'.repeat(200_000))),
    ],
    [
      'a phone number in words',
      leadWith((a) => (a['contact-number'] = { number: 'call me maybe', type: 'mobile' })),
    ],
    ['a query type of its own', leadWith((a) => (a['query-type'] = 'Anything at all'))],
    ['a first name that is only a zero-width space', leadWith((a) => (a['first-name'] = '\u200B'))],
    [
      'an address that does not exist',
      leadWith((_, body) => {
        (
          body as { data: { relationships: { address: { data: { id: string } } } } }
        ).data.relationships.address.data.id = 'NOWHERE1-1';
      }),
    ],
  ])('refuses %s with a 422 and stores nothing', async (_, body) => {
    const res = await app.inject({ method: 'POST', url: '/v1/leads', headers, payload: body });
    expectJsonApiError(res, 422);
    expect(store.countLeads()).toBe(0);
  });

  it('refuses a 200 KB county for a typed-in address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/addresses',
      headers,
      payload: {
        data: {
          type: 'addresses',
          attributes: {
            address: '1 High Street, Leeds, LS1 4AB',
            'address-line1': '1 High Street',
            'postal-town': 'Leeds',
            postcode: 'LS1 4AB',
            county: 'x'.repeat(200_000),
          },
        },
      },
    });
    expectJsonApiError(res, 422);
  });
});

describe('the platform accepts what the forms accept', () => {
  it.each([
    ['an Irish landline without its country code (feedback has no minimum)', '012345678'],
    ['a UK mobile', '07700900456'],
    ['a UK number with +44', '+447700900456'],
    ['an Irish mobile with +353', '+353871234567'],
  ])('takes %s as the contact number', async (_, number) => {
    const body = validLeadBody();
    body.data.attributes['contact-number'] = { number, type: 'mobile' };
    const res = await app.inject({ method: 'POST', url: '/v1/leads', headers, payload: body });
    expect(res.statusCode).toBe(201);
  });
});

describe('the meter-read form being switched off (SPEC §2)', () => {
  const meterReadLead = validMeterReadLeadBody();

  it('refuses meter-read leads while the form is off (403), storing nothing', async () => {
    const before = store.countLeads();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/leads',
      headers,
      payload: meterReadLead,
    });
    expectJsonApiError(res, 403);
    expect(store.countLeads()).toBe(before);
  });

  it('takes them when the form is on', async () => {
    const on = await buildPlatform({ meterReadEnabled: true });
    try {
      const res = await on.app.inject({
        method: 'POST',
        url: '/v1/leads',
        headers,
        payload: meterReadLead,
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await on.app.close();
    }
  });
});

describe('a table of hostile requests: each gets its status, a JSON:API body where it is the API, and the server still answers', () => {
  const withQuery = (query: string) => {
    const body = validLeadBody();
    body.data.attributes.query = query;
    return JSON.stringify(body);
  };
  const withName = (name: string) => {
    const body = validLeadBody();
    body.data.attributes['first-name'] = name;
    return JSON.stringify(body);
  };
  type Case = [
    name: string,
    request: {
      method?: 'GET' | 'POST';
      url: string;
      headers?: Record<string, string>;
      payload?: string;
    },
    status: number,
  ];
  const cases: Case[] = [
    [
      'a lead as text/plain',
      {
        method: 'POST',
        url: '/v1/leads',
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: '{}',
      },
      422,
    ],
    [
      'a lead as a form post',
      {
        method: 'POST',
        url: '/v1/leads',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=b',
      },
      422,
    ],
    ['a JSON array for a body', { method: 'POST', url: '/v1/leads', headers, payload: '[]' }, 422],
    ['JSON null for a body', { method: 'POST', url: '/v1/leads', headers, payload: 'null' }, 422],
    [
      'a lead with a NUL in its text',
      {
        method: 'POST',
        url: '/v1/leads',
        headers,
        payload: withQuery('bill\u0000DROP TABLE leads'),
      },
      201,
    ],
    [
      'a lead with a right-to-left override',
      { method: 'POST', url: '/v1/leads', headers, payload: withQuery('refund \u202Egnp.exe') },
      201,
    ],
    [
      'a lead with a lone surrogate',
      { method: 'POST', url: '/v1/leads', headers, payload: withQuery('bill \\ud800 high') },
      201,
    ],
    [
      'a lead with script in its text',
      {
        method: 'POST',
        url: '/v1/leads',
        headers,
        payload: withQuery('<script>alert(1)</script>'),
      },
      201,
    ],
    [
      'a name that is only a right-to-left mark',
      { method: 'POST', url: '/v1/leads', headers, payload: withName('\u200F') },
      422,
    ],
    [
      'a name of SQL',
      {
        method: 'POST',
        url: '/v1/leads',
        headers,
        payload: withName("Robert'); DROP TABLE leads;--"),
      },
      422,
    ],
    [
      'a client id of spaces',
      { url: '/v1/addresses?postcode=LS1%204AB', headers: { 'x-client-id': '   ' } },
      401,
    ],
    ['no client id on an address search', { url: '/v1/addresses?postcode=LS1%204AB' }, 401],
    ['a 100 KB postcode', { url: `/v1/addresses?postcode=${'A'.repeat(100_000)}`, headers }, 400],
    ['a postcode of script', { url: '/v1/addresses?postcode=%3Cscript%3E', headers }, 400],
    ['a lead id of traversal', { url: '/v1/leads/..%2F..%2Fetc%2Fpasswd', headers }, 404],
    ['an unknown API path', { url: '/v1/nothing-here', headers }, 404],
    [
      'an article path of traversal',
      { url: '/aem6/content/britishgas/help/..%2F..%2Fserver/store.ts' },
      404,
    ],
    [
      'an article of encoded traversal',
      { url: '/aem6/content/britishgas/help/meters/%2e%2e%2f%2e%2e%2fpackage.html' },
      404,
    ],
    [
      'a customer call with a forged token',
      {
        url: '/v1/customers',
        headers: { authorization: 'Bearer 00000000000000000000000000000000' },
      },
      401,
    ],
    ['an accounts call with no token', { url: '/v1/accounts' }, 401],
    ['premises of another customer', { url: '/v1/customers/someone-else/premises' }, 401],
  ];

  it.each(cases)('%s', async (_, request, status) => {
    const before = store.countLeads();
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    if (status >= 400 && (request.url.startsWith('/v1/') || request.url.startsWith('/Customer/'))) {
      expectJsonApiError(res, status);
    }
    if (status >= 400) expect(store.countLeads()).toBe(before);
    await stillAnswers();
  });
});
