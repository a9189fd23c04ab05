/**
 * Deployment checks behind nginx, against a hostile client (issue 27): what nginx refuses, limits
 * and cuts off before the services behind it see anything, and how it says so. At the HTTP and
 * socket level (no page is needed), against the shared nginx where the real platform's answer
 * tells, else against an nginx of its own with the build's own configuration in front of a
 * server that records what reaches it.
 */
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { NGINX_LIMITS, retryAfter } from '../../deploy/nginx-config';
import { JSON_API } from '../../src/api/jsonapi';
import { BASE_URL } from './support/browser';
import { LONGEST_ADDRESS_BYTES } from '../../serving/request-size';
import { expect, NGINX, startOwnNginx, test } from './support/nginx';
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

function expectSecurityHeaders(res: Answer, what: string) {
  for (const name of SECURITY) {
    expect(res.headers[name], `${name} on ${what}`).toBe(platformHeaders.get(name));
  }
}

/** nginx's own error in JSON:API, as the services answer theirs. */
function expectJsonApiError(res: Answer, status: number, title: string, what: string) {
  expect(res.status, what).toBe(status);
  expect(res.headers['content-type'], what).toBe(JSON_API);
  expect(JSON.parse(res.body), what).toEqual({ errors: [{ status: String(status), title }] });
  expect(res.headers['cache-control'], what).toBe('no-store');
  expectSecurityHeaders(res, what);
}

function expectPageNotFound(res: Answer, status: number, what: string) {
  expect(res.status, what).toBe(status);
  expect(String(res.headers['content-type']), what).toMatch(/^text\/html/);
  expect(res.body, what).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  expect(res.body, `${what}: not the app`).not.toMatch(/<div id="root"/);
  expectSecurityHeaders(res, what);
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

test.beforeAll(async () => {
  platformHeaders = (await fetch(`${BASE_URL}${BASENAME}/`)).headers;
});

test.describe('nginx against a hostile client: paths', () => {
  let service: Awaited<ReturnType<typeof recordingService>>;
  let nginx: Awaited<ReturnType<typeof startOwnNginx>>;

  test.beforeAll(async () => {
    service = await recordingService();
    // A service that never answers is given up on at once, not after 20 s.
    nginx = await startOwnNginx(service.url, { proxy_read_timeout: '1s' });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    service?.close();
  });

  test('refuses dot segments, `;` parameters and encoded or backslash separators before choosing where they go', async () => {
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
      expectJsonApiError(await send(nginx.url, path), 400, 'Bad request', path);
    }
    for (const path of pages) expectPageNotFound(await send(nginx.url, path), 400, path);
    expect(service.seen, 'none of them reached the service').toHaveLength(0);

    // Dots and the like in the query are words, not a path: they go on.
    const query = '/v1/addresses?postcode=LS1%204AB&from=/a/../b;c';
    expect((await send(nginx.url, query)).status).toBe(200);
    expect(service.seen.map((s) => s.url)).toEqual([query]);
  });

  test('sends the services the path as nginx resolved it, and the client’s address as nginx saw it', async () => {
    service.seen.length = 0;
    for (const [asked, passed] of [
      ['/v1//customers', '/v1/customers'],
      ['/v1/%63ustomers', '/v1/customers'],
      ['/content/help%20and%20support.json', '/content/help%20and%20support.json'],
      ['/v1/addresses?postcode=LS1%204AB', '/v1/addresses?postcode=LS1%204AB'],
    ] as const) {
      expect((await send(nginx.url, asked)).status, asked).toBe(200);
      expect(service.seen.at(-1)?.url, asked).toBe(passed);
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
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    // The host the client asked nginx for, not the one it claimed in a header.
    expect(headers['x-forwarded-host']).toBe(new URL(nginx.url).host);
    expect(headers['x-forwarded-port']).toBe(undefined);
    expect(headers.forwarded).toBe(undefined);
  });

  test('answers a service that does not answer in time with a JSON:API 504', async () => {
    expectJsonApiError(await send(nginx.url, '/v1/hang'), 504, 'Gateway timeout', '/v1/hang');
  });

  test('refuses a path on the shared nginx before the platform could answer it', async () => {
    // Passed on as sent, the platform answered this with the app shell (and a 401 once resolved).
    expectPageNotFound(
      await send(NGINX, `${BASENAME}/../v1/customers`),
      400,
      `${BASENAME}/../v1/customers`,
    );
    expectJsonApiError(await send(NGINX, '/v1/..;/customers'), 400, 'Bad request', '/v1/..;/');
  });
});

test.describe('nginx against a hostile client: limits', () => {
  test('answers a flood of leads from one client with JSON:API 429s and Retry-After, and passes on no more than the limit', async () => {
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
      expect(passed + refused.length, 'each was passed on or refused').toBe(answers.length);
      // The burst at once, then the rate: never more, whatever the client does.
      expect(passed >= burst, `${passed} passed, the burst is ${burst}`).toBeTruthy();
      expect(
        passed <= burst + 1 + Math.ceil((elapsed * perMinute) / 60),
        `${passed} passed in ${elapsed} s`,
      ).toBeTruthy();
      expect(service.seen, 'the service saw only those passed on').toHaveLength(passed);
      for (const res of refused) {
        expectJsonApiError(res, 429, 'Too many requests', 'a refused lead');
        expect(res.headers['retry-after']).toBe(String(retryAfter(perMinute)));
      }

      // Pages and reading are not held up by it.
      expect((await send(url, `${BASENAME}/`)).status).toBe(200);
      expect((await send(url, '/v1/customers')).status).toBe(200);

      // A client that waits as it is told is taken again.
      await expect
        .poll(async () => (await lead()).status, {
          message: 'taken again once Retry-After has passed',
          intervals: [100],
          timeout: (retryAfter(perMinute) + 1) * 1000,
        })
        .toBe(201);
    } finally {
      await nginx?.stop();
      service.close();
    }
  });
});

test.describe('nginx against a hostile client: slow clients', () => {
  // Timeouts short enough to wait for: the build's own configuration, these two values changed.
  const timeout = '2s';
  let service: Awaited<ReturnType<typeof recordingService>>;
  let nginx: Awaited<ReturnType<typeof startOwnNginx>>;
  const sockets: Socket[] = [];

  test.beforeAll(async () => {
    service = await recordingService();
    nginx = await startOwnNginx(service.url, {
      client_body_timeout: timeout,
      client_header_timeout: timeout,
    });
  });

  test.afterAll(async () => {
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

  test('cuts off a body that stops coming, at client_body_timeout, and passes nothing on', async () => {
    const held = slowLead();
    const after = await held.closed;
    expect(held.answer(), 'no answer: the connection is dropped').toBe('');
    expect(
      after >= seconds(timeout) * 1000 - 200,
      `closed after ${after} ms, not before`,
    ).toBeTruthy();
    expect(after < seconds(timeout) * 1000 + 3000, `closed after ${after} ms`).toBeTruthy();
    expect(service.seen).toHaveLength(0);
  });

  test('cuts off headers that stop coming, at client_header_timeout', async () => {
    const held = stall(nginx.url, `GET ${BASENAME}/ HTTP/1.1\r\nHost: help.example\r\n`);
    sockets.push(held.socket);
    const after = await held.closed;
    expect(held.answer()).toBe('');
    expect(
      after >= seconds(timeout) * 1000 - 200,
      `closed after ${after} ms, not before`,
    ).toBeTruthy();
    expect(after < seconds(timeout) * 1000 + 3000, `closed after ${after} ms`).toBeTruthy();
  });

  test('lets one client hold only its share of slow requests, and still serves its pages', async () => {
    const share = NGINX_LIMITS.connections.services;
    const over = 5;
    const held = Array.from({ length: share + over }, slowLead);
    // Those over the share are answered at once; the others are held until the body timeout.
    // Well before the held ones are cut off (or, were nothing limited, before they were).
    await expect
      .poll(() => held.filter((h) => h.answer()).length, {
        message: 'those over the share are answered at once',
        intervals: [20],
        timeout: seconds(timeout) * 1000,
      })
      .toBeGreaterThanOrEqual(over);
    const refused = held.map((h) => h.answer()).filter(Boolean);
    expect(refused).toHaveLength(over);
    for (const answer of refused) {
      expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      expect(answer).toMatch(/\r\nRetry-After: \d+\r\n/i);
      expect(
        answer.endsWith('{"errors":[{"status":"429","title":"Too many requests"}]}'),
      ).toBeTruthy();
    }
    // Pages and files have a share of their own; the services are full for this client.
    expect((await send(nginx.url, `${BASENAME}/`)).status).toBe(200);
    expectJsonApiError(
      await send(nginx.url, '/v1/customers'),
      429,
      'Too many requests',
      '/v1/customers while its share is held',
    );
    // Once the held ones are cut off, the share is the client's again.
    await Promise.all(held.map((h) => h.closed));
    expect((await send(nginx.url, '/v1/customers')).status).toBe(200);
    expect(
      service.seen.map((s) => s.url),
      'no slow lead reached the service',
    ).toEqual(['/v1/customers']);
  });
});

test.describe("nginx's own errors on the services' paths", () => {
  test('answers a body over its limit, a broken escape and headers over its buffers in JSON:API there, and with the page elsewhere', async () => {
    // On the shared nginx, in front of the platform: none of these reaches it.
    const big = await send(NGINX, '/v1/leads', {
      method: 'POST',
      headers: { 'Content-Type': JSON_API },
      body: 'x'.repeat(300 * 1024),
    });
    expectJsonApiError(big, 413, 'Request body too large', 'a 300 KB lead');
    expectJsonApiError(await send(NGINX, '/v1/%zz'), 400, 'Bad request', '/v1/%zz');
    // One header line longer than one of nginx's header buffers (serving/request-size.ts).
    const cookie = { Cookie: `x=${'a'.repeat(LONGEST_ADDRESS_BYTES + 2048)}` };
    expectJsonApiError(
      await send(NGINX, '/v1/customers', { headers: cookie }),
      400,
      'Request header or cookie too large',
      'a cookie over the buffers',
    );
    expectPageNotFound(await send(NGINX, `${BASENAME}/%zz`), 400, `${BASENAME}/%zz`);
    const page = await send(NGINX, `${BASENAME}/`, { headers: cookie });
    expect(page.status).toBe(400);
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    expectSecurityHeaders(page, 'a page with a cookie over the buffers');
    // nginx's own error page is kept from browsers.
    expectPageNotFound(
      await send(NGINX, `${BASENAME}/.errors/bad-request`),
      404,
      'the error location asked for',
    );
  });

  test('answers for services that are down in JSON:API, and still serves pages', async () => {
    const nginx = await startOwnNginx(await closedPort());
    try {
      expectJsonApiError(await send(nginx.url, '/v1/customers'), 502, 'Bad gateway', 'a read');
      expectJsonApiError(
        await send(nginx.url, '/v1/leads', {
          method: 'POST',
          headers: { 'Content-Type': JSON_API },
          body: '{}',
        }),
        502,
        'Bad gateway',
        'a lead',
      );
      expect((await send(nginx.url, `${BASENAME}/`)).status).toBe(200);
    } finally {
      await nginx.stop();
    }
  });
});

test.describe("nginx's error log (issue 37)", () => {
  test('holds no query string and no client address for a request refused, too large or timed out', async () => {
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
      expect(
        answers.some((a) => a.status === 429),
        'some were refused',
      ).toBeTruthy();
      // A body over the limit.
      expect((await lead('x'.repeat(300 * 1024))).status).toBe(413);
      // A service, and the search page, that do not answer in time.
      expect((await send(nginx.url, `/v1/hang${query}`)).status).toBe(504);
      const page = await send(nginx.url, `${BASENAME}/search?q=hang+${words}`);
      expect(page.status, 'the page as built').toBe(200);
      await nginx.stop();
      const log = nginx.errorLog();
      expect(log, 'no search words').not.toMatch(new RegExp(words));
      expect(log, 'no postcode').not.toMatch(/postcode|SW1A/);
      expect(log, "no client's address").not.toMatch(/client: \d/);
      expect(log, 'no request line').not.toMatch(/request: "/);
    } finally {
      await nginx?.stop();
      service.close();
    }
  });
});
