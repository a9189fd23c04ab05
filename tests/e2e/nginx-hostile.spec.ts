/**
 * Deployment checks behind nginx, against a hostile client (issue 27): what nginx refuses, limits
 * and cuts off before the services behind it see anything, and how it says so. At the HTTP and
 * socket level (no page is needed), against the shared nginx where the real platform's answer
 * tells, else against an nginx of its own with the build's own configuration in front of a
 * server that records what reaches it.
 */
import assert from 'node:assert/strict';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { NGINX_LIMITS, retryAfter } from '../../deploy/nginx-config';
import { JSON_API } from '../../src/api/jsonapi';
import { BASE_URL } from './support/browser';
import { NGINX, startOwnNginx } from './support/nginx';
import { BASENAME } from '../../src/config/paths';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request sent as written (no path clean-up, unlike fetch), on a connection of its own. */
const send = (
  base: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ host: hostname, port, path, method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });

/** The security headers the platform sends, which nginx's own answers must carry too. */
const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
  'strict-transport-security',
];
let platformHeaders: Headers;

function assertSecurityHeaders(res: Answer, what: string) {
  for (const name of SECURITY) {
    assert.equal(res.headers[name], platformHeaders.get(name), `${name} on ${what}`);
  }
}

/** nginx's own error in JSON:API, as the services answer theirs. */
function assertJsonApiError(res: Answer, status: number, title: string, what: string) {
  assert.equal(res.status, status, what);
  assert.equal(res.headers['content-type'], JSON_API, what);
  assert.deepEqual(JSON.parse(res.body), { errors: [{ status: String(status), title }] }, what);
  assert.equal(res.headers['cache-control'], 'no-store', what);
  assertSecurityHeaders(res, what);
}

function assertPageNotFound(res: Answer, status: number, what: string) {
  assert.equal(res.status, status, what);
  assert.match(String(res.headers['content-type']), /^text\/html/, what);
  assert.match(res.body, /<h1[^>]*>Page not found<\/h1>/, what);
  assert.doesNotMatch(res.body, /<div id="root"/, `${what}: not the app`);
  assertSecurityHeaders(res, what);
}

/**
 * A service that answers everything at once (but an address with `hang` in it, never) and records
 * what reached it.
 */
async function recordingService() {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    if (req.url!.includes('hang')) return;
    req.resume();
    req.on('end', () => {
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': JSON_API });
      res.end(JSON.stringify({ meta: { url: req.url } }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** A port on which nothing listens: a service that is down. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

/**
 * A raw connection that sends `head` (and `body`), then nothing more: what it is answered, and
 * when nginx closes it.
 */
function stall(base: string, head: string, body = '') {
  const { hostname, port } = new URL(base);
  const socket: Socket = connect({ host: hostname, port: Number(port) });
  const opened = Date.now();
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (c: string) => (answer += c));
  socket.on('error', () => {
    /* a reset is how nginx cuts a stalled client off (reset_timedout_connection) */
  });
  socket.write(head + body);
  const closed = new Promise<number>((done) =>
    socket.once('close', () => done(Date.now() - opened)),
  );
  return { socket, closed, answer: () => answer };
}

const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)![1]);

before(async () => {
  platformHeaders = (await fetch(`${BASE_URL}${BASENAME}/`)).headers;
});

describe('nginx against a hostile client: paths', () => {
  let service: Awaited<ReturnType<typeof recordingService>>;
  let nginx: Awaited<ReturnType<typeof startOwnNginx>>;
  before(async () => {
    service = await recordingService();
    // A service that never answers is given up on at once, not after 20 s.
    nginx = await startOwnNginx(service.url, { proxy_read_timeout: '1s' });
  });
  after(async () => {
    await nginx?.stop();
    service?.close();
  });

  it('refuses dot segments, `;` parameters and encoded or backslash separators before choosing where they go', async () => {
    const api = [
      '/v1/..;/admin',
      '/v1/..%5c..%5cadmin',
      '/v1/..%5C..%5Cadmin',
      '/v1/%2e%2e/customers',
      '/v1/.%2E/customers',
      '/v1/./customers',
      '/v1/leads/..',
      '/v1/customers;jsessionid=1',
      '/content/dam%2f..%2fsecret.json',
      '/v1/a\\..\\customers',
      '/Customer/../v1/customers',
    ];
    const pages = [
      `${BASENAME}/../v1/customers`,
      `${BASENAME}/./search`,
      `${BASENAME}/meters;x=1/faulty-meter`,
      `${BASENAME}/%2e%2e/v1/customers`,
    ];
    for (const path of api) {
      assertJsonApiError(await send(nginx.url, path), 400, 'Bad request', path);
    }
    for (const path of pages) assertPageNotFound(await send(nginx.url, path), 400, path);
    assert.equal(service.seen.length, 0, 'none of them reached the service');

    // Dots and the like in the query are words, not a path: they go on.
    const query = '/v1/addresses?postcode=LS1%204AB&from=/a/../b;c';
    assert.equal((await send(nginx.url, query)).status, 200);
    assert.deepEqual(
      service.seen.map((s) => s.url),
      [query],
    );
  });

  it('sends the services the path as nginx resolved it, and the client’s address as nginx saw it', async () => {
    service.seen.length = 0;
    for (const [asked, passed] of [
      ['/v1//customers', '/v1/customers'],
      ['/v1/%63ustomers', '/v1/customers'],
      ['/content/help%20and%20support.json', '/content/help%20and%20support.json'],
      ['/v1/addresses?postcode=LS1%204AB', '/v1/addresses?postcode=LS1%204AB'],
    ] as const) {
      assert.equal((await send(nginx.url, asked)).status, 200, asked);
      assert.equal(service.seen.at(-1)?.url, passed, asked);
    }

    // What a client says of itself is not passed on as where it came from.
    await send(nginx.url, '/v1/customers', {
      headers: {
        'X-Forwarded-For': '1.2.3.4',
        'X-Real-IP': '1.2.3.4',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Port': '443',
        Forwarded: 'for=1.2.3.4;proto=https',
      },
    });
    const { headers } = service.seen.at(-1)!;
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(headers['x-real-ip'], '127.0.0.1');
    assert.equal(headers['x-forwarded-proto'], 'http');
    // The host the client asked nginx for, not the one it claimed in a header.
    assert.equal(headers['x-forwarded-host'], new URL(nginx.url).host);
    assert.equal(headers['x-forwarded-port'], undefined);
    assert.equal(headers.forwarded, undefined);
  });

  it('answers a service that does not answer in time with a JSON:API 504', async () => {
    assertJsonApiError(await send(nginx.url, '/v1/hang'), 504, 'Gateway timeout', '/v1/hang');
  });

  it('refuses a path on the shared nginx before the platform could answer it', async () => {
    // Passed on as sent, the platform answered this with the app shell (and a 401 once resolved).
    assertPageNotFound(
      await send(NGINX, `${BASENAME}/../v1/customers`),
      400,
      `${BASENAME}/../v1/customers`,
    );
    assertJsonApiError(await send(NGINX, '/v1/..;/customers'), 400, 'Bad request', '/v1/..;/');
  });
});

describe('nginx against a hostile client: limits', () => {
  it('answers a flood of leads from one client with JSON:API 429s and Retry-After, and passes on no more than the limit', async () => {
    const service = await recordingService();
    let nginx: Awaited<ReturnType<typeof startOwnNginx>> | undefined;
    try {
      nginx = await startOwnNginx(service.url);
      const url = nginx.url;
      const { burst, perMinute } = NGINX_LIMITS.writes;
      const lead = () =>
        send(url, '/v1/leads', {
          method: 'POST',
          headers: { 'Content-Type': JSON_API },
          body: '{"data":{"type":"leads"}}',
        });
      // 150 leads, ten at a time (under the limit of requests in progress, so the rate is what
      // refuses them), as fast as the client can.
      const started = Date.now();
      const answers: Answer[] = [];
      for (let i = 0; i < 15; i += 1) {
        answers.push(...(await Promise.all(Array.from({ length: 10 }, lead))));
      }
      const elapsed = (Date.now() - started) / 1000;
      const passed = answers.filter((a) => a.status === 201).length;
      const refused = answers.filter((a) => a.status === 429);
      assert.equal(passed + refused.length, answers.length, 'each was passed on or refused');
      // The burst at once, then the rate: never more, whatever the client does.
      assert.ok(passed >= burst, `${passed} passed, the burst is ${burst}`);
      assert.ok(
        passed <= burst + 1 + Math.ceil((elapsed * perMinute) / 60),
        `${passed} passed in ${elapsed} s`,
      );
      assert.equal(service.seen.length, passed, 'the service saw only those passed on');
      for (const res of refused) {
        assertJsonApiError(res, 429, 'Too many requests', 'a refused lead');
        assert.equal(res.headers['retry-after'], String(retryAfter(perMinute)));
      }

      // Pages and reading are not held up by it.
      assert.equal((await send(url, `${BASENAME}/`)).status, 200);
      assert.equal((await send(url, '/v1/customers')).status, 200);

      // A client that waits as it is told is taken again.
      const refusedAt = Date.now();
      let again = await lead();
      while (again.status === 429) {
        assert.ok(
          Date.now() - refusedAt < (retryAfter(perMinute) + 1) * 1000,
          'taken again once Retry-After has passed',
        );
        await new Promise((r) => setTimeout(r, 100));
        again = await lead();
      }
      assert.equal(again.status, 201);
    } finally {
      await nginx?.stop();
      service.close();
    }
  });
});

describe('nginx against a hostile client: slow clients', () => {
  // Timeouts short enough to wait for: the build's own configuration, these two values changed.
  const timeout = '2s';
  let service: Awaited<ReturnType<typeof recordingService>>;
  let nginx: Awaited<ReturnType<typeof startOwnNginx>>;
  const sockets: Socket[] = [];
  before(async () => {
    service = await recordingService();
    nginx = await startOwnNginx(service.url, {
      client_body_timeout: timeout,
      client_header_timeout: timeout,
    });
  });
  after(async () => {
    for (const socket of sockets) socket.destroy();
    await nginx?.stop();
    service?.close();
  });
  const slowLead = () => {
    const held = stall(
      nginx.url,
      'POST /v1/leads HTTP/1.1\r\nHost: help.example\r\nContent-Type: application/vnd.api+json\r\n' +
        'Content-Length: 100000\r\n\r\n',
      '{',
    );
    sockets.push(held.socket);
    return held;
  };

  it('cuts off a body that stops coming, at client_body_timeout, and passes nothing on', async () => {
    const held = slowLead();
    const after = await held.closed;
    assert.equal(held.answer(), '', 'no answer: the connection is dropped');
    assert.ok(after >= seconds(timeout) * 1000 - 200, `closed after ${after} ms, not before`);
    assert.ok(after < seconds(timeout) * 1000 + 3000, `closed after ${after} ms`);
    assert.equal(service.seen.length, 0);
  });

  it('cuts off headers that stop coming, at client_header_timeout', async () => {
    const held = stall(nginx.url, `GET ${BASENAME}/ HTTP/1.1\r\nHost: help.example\r\n`);
    sockets.push(held.socket);
    const after = await held.closed;
    assert.equal(held.answer(), '');
    assert.ok(after >= seconds(timeout) * 1000 - 200, `closed after ${after} ms, not before`);
    assert.ok(after < seconds(timeout) * 1000 + 3000, `closed after ${after} ms`);
  });

  it('lets one client hold only its share of slow requests, and still serves its pages', async () => {
    const share = NGINX_LIMITS.connections.services;
    const over = 5;
    const held = Array.from({ length: share + over }, slowLead);
    // Those over the share are answered at once; the others are held until the body timeout.
    // Well before the held ones are cut off (or, were nothing limited, before they were).
    const deadline = Date.now() + seconds(timeout) * 1000;
    const refused = await new Promise<string[]>((resolve) => {
      const check = () => {
        const answers = held.map((h) => h.answer()).filter(Boolean);
        if (answers.length >= over || Date.now() > deadline) resolve(answers);
        else setTimeout(check, 20);
      };
      check();
    });
    assert.equal(refused.length, over);
    for (const answer of refused) {
      assert.match(answer, /^HTTP\/1\.1 429 /);
      assert.match(answer, /\r\nRetry-After: \d+\r\n/i);
      assert.ok(answer.endsWith('{"errors":[{"status":"429","title":"Too many requests"}]}'));
    }
    // Pages and files have a share of their own; the services are full for this client.
    assert.equal((await send(nginx.url, `${BASENAME}/`)).status, 200);
    assertJsonApiError(
      await send(nginx.url, '/v1/customers'),
      429,
      'Too many requests',
      '/v1/customers while its share is held',
    );
    // Once the held ones are cut off, the share is the client's again.
    await Promise.all(held.map((h) => h.closed));
    assert.equal((await send(nginx.url, '/v1/customers')).status, 200);
    assert.deepEqual(
      service.seen.map((s) => s.url),
      ['/v1/customers'],
      'no slow lead reached the service',
    );
  });
});

describe("nginx's own errors on the services' paths", () => {
  it('answers a body over its limit, a broken escape and headers over its buffers in JSON:API there, and with the page elsewhere', async () => {
    // On the shared nginx, in front of the platform: none of these reaches it.
    const big = await send(NGINX, '/v1/leads', {
      method: 'POST',
      headers: { 'Content-Type': JSON_API },
      body: 'x'.repeat(300 * 1024),
    });
    assertJsonApiError(big, 413, 'Request body too large', 'a 300 KB lead');
    assertJsonApiError(await send(NGINX, '/v1/%zz'), 400, 'Bad request', '/v1/%zz');
    const cookie = { Cookie: `x=${'a'.repeat(10_000)}` };
    assertJsonApiError(
      await send(NGINX, '/v1/customers', { headers: cookie }),
      400,
      'Request header or cookie too large',
      'a 10 KB cookie',
    );
    assertPageNotFound(await send(NGINX, `${BASENAME}/%zz`), 400, `${BASENAME}/%zz`);
    const page = await send(NGINX, `${BASENAME}/`, { headers: cookie });
    assert.equal(page.status, 400);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assertSecurityHeaders(page, 'a page with a 10 KB cookie');
    // nginx's own error page is kept from browsers.
    assertPageNotFound(
      await send(NGINX, `${BASENAME}/.errors/bad-request`),
      404,
      'the error location asked for',
    );
  });

  it('answers for services that are down in JSON:API, and still serves pages', async () => {
    const nginx = await startOwnNginx(await closedPort());
    try {
      assertJsonApiError(await send(nginx.url, '/v1/customers'), 502, 'Bad gateway', 'a read');
      assertJsonApiError(
        await send(nginx.url, '/v1/leads', {
          method: 'POST',
          headers: { 'Content-Type': JSON_API },
          body: '{}',
        }),
        502,
        'Bad gateway',
        'a lead',
      );
      assert.equal((await send(nginx.url, `${BASENAME}/`)).status, 200);
    } finally {
      await nginx.stop();
    }
  });
});

describe("nginx's error log (issue 37)", () => {
  it('holds no query string and no client address for a request refused, too large or timed out', async () => {
    const service = await recordingService();
    let nginx: Awaited<ReturnType<typeof startOwnNginx>> | undefined;
    try {
      // Its main error log at info, where it writes a line for each of these: the build's
      // configuration is what keeps them out.
      nginx = await startOwnNginx(service.url, { proxy_read_timeout: '1s' }, { logLevel: 'info' });
      const words = 'zqxwv-secret-words';
      const query = `?postcode=SW1A%201AA&q=${words}`;
      const lead = (body = '{}') =>
        send(nginx!.url, `/v1/leads${query}`, {
          method: 'POST',
          headers: { 'Content-Type': JSON_API },
          body,
        });
      // Over the writes' limit (limit_req), all at once.
      const answers = await Promise.all(
        Array.from({ length: NGINX_LIMITS.writes.burst + 10 }, () => lead()),
      );
      assert.ok(
        answers.some((a) => a.status === 429),
        'some were refused',
      );
      // A body over the limit.
      assert.equal((await lead('x'.repeat(300 * 1024))).status, 413);
      // A service, and the search page, that do not answer in time.
      assert.equal((await send(nginx.url, `/v1/hang${query}`)).status, 504);
      const page = await send(nginx.url, `${BASENAME}/search?q=hang+${words}`);
      assert.equal(page.status, 200, 'the page as built');
      await nginx.stop();
      const log = nginx.errorLog();
      assert.doesNotMatch(log, new RegExp(words), 'no search words');
      assert.doesNotMatch(log, /postcode|SW1A/, 'no postcode');
      assert.doesNotMatch(log, /client: \d/, "no client's address");
      assert.doesNotMatch(log, /request: "/, 'no request line');
    } finally {
      await nginx?.stop();
      service.close();
    }
  });
});
