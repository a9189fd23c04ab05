// @vitest-environment node
import { connect as http2Connect, type ClientHttp2Session } from 'node:http2';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, AUTH_PATHS } from '@/config/api-paths';
import { validFeedbackBody } from '../../support/article-feedback';
import { testCertificate } from '../../support/tls';
import { buildPlatform, type PlatformOptions } from '../../../server/app';
import { LIMITS } from '../../../server/limits';

/*
 * Issue 48, "Refusing is not failing": whatever the platform refuses before reading a body, it
 * answers only once it has read what is left of it (server/unread-bodies.ts). Answered first, on
 * a connection then closed (as nginx's are), the body still coming was reset by the kernel: nginx
 * saw a broken pipe, an upstream failure, and took the instance out. A body longer than the limit
 * and a margin, or one that stops coming, is not waited for: answered at once with Connection:
 * close. The whole exchange through nginx is tests/integration/deploy/refusals.test.ts.
 */

const JSON_API = 'application/vnd.api+json';
const FEEDBACK = API_PATHS.articleFeedback;
const BODY_LIMIT = 256 * 1024;
/** 255 KB: under the limit, more than the socket takes before the platform reads it. */
const LARGE = 'x'.repeat(255 * 1024);

type Platform = Awaited<ReturnType<typeof buildPlatform>>;
let platforms: Platform[] = [];
afterEach(async () => {
  await Promise.all(platforms.map((p) => p.app.close()));
  platforms = [];
});
/** The platform on a port of its own. */
const listening = async (options: PlatformOptions = {}) => {
  const built = await buildPlatform(options);
  platforms.push(built);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  return (built.app.server.address() as AddressInfo).port;
};

const head = (
  path: string,
  headers: Record<string, string | number>,
  { method = 'POST', keepAlive = false } = {},
) =>
  [
    `${method} ${path} HTTP/1.1`,
    'Host: localhost',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(keepAlive ? [] : ['Connection: close']),
    '',
    '',
  ].join('\r\n');

interface Exchange {
  /** Everything answered, as text. */
  answer: string;
  /** The connection was reset (ECONNRESET, EPIPE) rather than closed. */
  reset: string | null;
  /** The platform closed its side cleanly (FIN), having read what was sent. */
  ended: boolean;
  afterMs: number;
}

/**
 * A request written as a proxy writes it, its side left open (nginx takes a client that closes its
 * side as one that went away), and what comes back read until the platform closes the
 * connection. Its head and its body 64 KB at a time, a moment apart (as nginx sends a body from
 * its buffer, as fast as the socket takes it): a body still on its way when the platform answers,
 * which it must read before it closes. A connection closed with some of it unread is reset, and
 * the next write fails (EPIPE), as nginx's sendfile() did.
 */
const exchange = (port: number, text: string, { everyMs = 30 } = {}) =>
  new Promise<Exchange>((resolve) => {
    const started = Date.now();
    // Half-open allowed: it goes on sending after the platform closes its side, as nginx does.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let reset: string | null = null;
    let ended = false;
    let left = text;
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => {
      ended = true;
      if (!left) socket.end();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (reset = error.code ?? error.message));
    socket.on('close', () => resolve({ answer, reset, ended, afterMs: Date.now() - started }));
    const next = (size: number) => {
      if (socket.destroyed) return;
      socket.write(left.slice(0, size));
      left = left.slice(size);
      if (left) setTimeout(() => next(64 * 1024), everyMs);
      else if (ended) socket.end();
    };
    next(text.indexOf('\r\n\r\n') + 4 + 64 * 1024);
  });

const statuses = (answer: string) =>
  [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
const headerOf = (answer: string, name: string) =>
  new RegExp(`^${name}: (.*)\r$`, 'im').exec(answer.split('\r\n\r\n')[0]!)?.[1];

describe('a refusal reads what is left of the body before it is answered (issue 48)', () => {
  const clientId = { 'X-Client-ID': 'unread-test' };
  it.each([
    ['the wrong media type', FEEDBACK, { 'Content-Type': 'text/plain', ...clientId }, LARGE, 415],
    ['no client id', FEEDBACK, { 'Content-Type': JSON_API }, LARGE, 401],
    [
      'a JSON:API body where no route takes one',
      AUTH_PATHS.signOut,
      { 'Content-Type': JSON_API, ...clientId },
      LARGE,
      415,
    ],
    ['an unknown address', '/v1/nothing-here', { 'Content-Type': JSON_API }, LARGE, 404],
    [
      'an address the router cannot read (a broken %-escape)',
      `${FEEDBACK}/%`,
      { 'Content-Type': JSON_API, ...clientId },
      LARGE,
      400,
    ],
    [
      'a body over the limit by its Content-Length, within the margin',
      FEEDBACK,
      { 'Content-Type': JSON_API, ...clientId },
      'x'.repeat(BODY_LIMIT + 10_000),
      413,
    ],
  ])('%s: answered once the body is in, the connection closed cleanly', async (...args) => {
    const [, path, headers, body, status] = args;
    const port = await listening();
    const sent = `${head(path, { ...headers, 'Content-Length': body.length })}${body}`;
    const { answer, reset, ended } = await exchange(port, sent);
    expect(statuses(answer)).toEqual([status]);
    expect(reset).toBeNull();
    expect(ended).toBe(true);
  });

  it('a door’s limit (429): answered once the body is in, the connection closed cleanly', async () => {
    const port = await listening({
      limits: { doors: { articleFeedback: [{ max: 1, windowMs: 60_000 }] } },
    });
    const headers = { 'Content-Type': JSON_API, ...clientId };
    const valid = JSON.stringify(validFeedbackBody());
    const first = await exchange(
      port,
      `${head(FEEDBACK, { ...headers, 'Content-Length': Buffer.byteLength(valid) })}${valid}`,
    );
    expect(statuses(first.answer)).toEqual([201]);
    const refused = await exchange(
      port,
      `${head(FEEDBACK, { ...headers, 'Content-Length': LARGE.length })}${LARGE}`,
    );
    expect(statuses(refused.answer)).toEqual([429]);
    expect(refused.reset).toBeNull();
    expect(refused.ended).toBe(true);
  });

  it('keeps a kept-alive connection usable: the next request on it is answered', async () => {
    const port = await listening();
    const valid = JSON.stringify(validFeedbackBody());
    const refused = head(
      FEEDBACK,
      { 'Content-Type': 'text/plain', ...clientId, 'Content-Length': LARGE.length },
      { keepAlive: true },
    );
    const accepted = head(FEEDBACK, {
      'Content-Type': JSON_API,
      ...clientId,
      'Content-Length': Buffer.byteLength(valid),
    });
    const { answer, reset } = await exchange(port, `${refused}${LARGE}${accepted}${valid}`);
    expect(statuses(answer)).toEqual([415, 201]);
    expect(reset).toBeNull();
  });
});

describe('a body it will not read to its end is not waited for', () => {
  const clientId = { 'X-Client-ID': 'unread-test' };
  const headers = { 'Content-Type': 'text/plain', ...clientId };

  it('answers a body longer than the limit and the margin by its Content-Length at once (413, Connection: close), reading none of it', async () => {
    const port = await listening();
    const declared = BODY_LIMIT + LIMITS.unreadBody.beyondLimitBytes + 1;
    const { answer, afterMs } = await exchange(
      port,
      head(FEEDBACK, { 'Content-Type': JSON_API, ...clientId, 'Content-Length': declared }),
    );
    expect(statuses(answer)).toEqual([413]);
    expect(headerOf(answer, 'Connection')).toBe('close');
    // Not a moment of waiting: the body never came, and was not waited for.
    expect(afterMs).toBeLessThan(LIMITS.unreadBody.idleMs);
  });

  it('stops reading a body sent without a length once it passes the limit and the margin', async () => {
    const port = await listening();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(head(FEEDBACK, { ...headers, 'Transfer-Encoding': 'chunked' }));
    // 64 MB offered, 64 KB a chunk, as fast as the platform takes them: it stops well before.
    const chunk = `10000\r\n${'x'.repeat(0x10000)}\r\n`;
    let offered = 0;
    let open = true;
    void closed.then(() => (open = false));
    while (open && offered < 64 * 1024 * 1024) {
      offered += 0x10000;
      if (!socket.write(chunk)) {
        await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
      }
    }
    await closed;
    expect(statuses(answer)).toEqual([415]);
    expect(headerOf(answer, 'Connection')).toBe('close');
    expect(offered).toBeLessThan(64 * 1024 * 1024);
  });

  it('answers once a body stops coming for the idle wait (Connection: close)', async () => {
    const idleMs = 300;
    const port = await listening({ limits: { unreadBody: { idleMs } } });
    // 100,000 bytes announced, 1,000 sent, then nothing.
    const { answer, afterMs } = await exchange(
      port,
      `${head(FEEDBACK, { ...headers, 'Content-Length': 100_000 })}${'x'.repeat(1_000)}`,
    );
    expect(statuses(answer)).toEqual([415]);
    expect(headerOf(answer, 'Connection')).toBe('close');
    expect(afterMs).toBeGreaterThanOrEqual(idleMs);
    expect(afterMs).toBeLessThan(idleMs + 3_000);
  });
});

describe('over HTTP/2', () => {
  /** One request on a session: its status, once its answer has come. */
  const request = (
    session: ClientHttp2Session,
    headers: Record<string, string>,
    body: string | null,
  ) =>
    new Promise<number>((resolve, reject) => {
      const stream = session.request({ ':method': 'POST', ':path': FEEDBACK, ...headers });
      let status = 0;
      stream.on('response', (h) => (status = Number(h[':status'])));
      stream.on('error', reject);
      stream.on('close', () => resolve(status));
      stream.resume();
      if (body === null) return;
      stream.end(body);
    });

  it('answers a refusal once its body is in, and one past the limit at once, the session still usable', async () => {
    const port = await listening({ tls: await testCertificate() });
    const session = http2Connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    try {
      const wrongType = { 'content-type': 'text/plain', 'x-client-id': 'unread-test' };
      expect(await request(session, wrongType, LARGE)).toBe(415);
      const tooLarge = {
        'content-type': JSON_API,
        'x-client-id': 'unread-test',
        // Within the byte budget of an address (1 MiB), past the limit and the margin.
        'content-length': String(BODY_LIMIT + LIMITS.unreadBody.beyondLimitBytes + 1),
      };
      // The stream is closed after its answer (NO_ERROR): the rest is never sent.
      expect(await request(session, tooLarge, null)).toBe(413);
      const valid = JSON.stringify(validFeedbackBody());
      const answer = { 'content-type': JSON_API, 'x-client-id': 'unread-test' };
      expect(await request(session, answer, valid)).toBe(201);
    } finally {
      session.close();
    }
  });
});
