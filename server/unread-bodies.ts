import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { PlatformLimits } from './limits';

/**
 * Refusing is not failing (issue 48). Much is refused before its body is read: the wrong media
 * type (415), no client id (401), a body over the limit by its Content-Length (413), a door's
 * limit (429), an unknown address (404), a stopping instance (503). Answered then, the
 * connection was closed (nginx sends each request on a connection of its own, HTTP/1.0) with
 * the body still arriving: the kernel resets it, and nginx, still sending from its buffer, saw
 * `sendfile() failed (32: Broken pipe)`, an upstream failure like a dead instance's. It took the
 * instance out for 10 s; two refused bursts took out both, and every customer's answer got 502.
 *
 * So, whoever refuses and wherever (a hook, the body parser, the error handler): a body still on
 * its way is read, and dropped, before the answer goes. Within the body limit, and a margin past
 * it, it is read to its end, and the connection ends as HTTP says (nothing is left unread, so
 * nothing is reset). A body longer than that (by its Content-Length, or as it comes), or one that
 * stops coming for a while, is waited for no longer: the answer goes with `Connection: close`,
 * and the connection is closed after it. A proxy never meets that: nginx takes bodies up to the
 * same limit, and sends each at once from its buffer.
 *
 * A body costs at most its own size to drop (never more than the limit and the margin), read and
 * thrown away as it comes: nothing of it is kept, parsed or stored, and a body that never comes
 * costs the idle wait.
 */

/** What became of a request's body by the time its answer was ready. */
type Unread =
  /** None was left: no body, or all of it had been received. */
  | 'none'
  /** What was left was read and dropped. */
  | 'drained'
  /** Longer than the limit and the margin, by its Content-Length or as it came. */
  | 'too-large'
  /** It stopped coming for the idle wait. */
  | 'stalled'
  /** The client went away. */
  | 'gone';

/**
 * Reads and drops what is left of a request's body: to its end, or until it passes `bodyLimit`
 * and the margin (what the body parser read already counts as the limit), stops coming, or its
 * connection goes.
 */
function drainUnreadBody(
  raw: FastifyRequest['raw'],
  bodyLimit: number,
  { beyondLimitBytes, idleMs }: PlatformLimits['unreadBody'],
): Promise<Unread> {
  const body = raw as unknown as Readable & { complete: boolean };
  if (body.complete || body.readableEnded || body.destroyed) return Promise.resolve('none');
  // The body parser stops reading a body sent without a length once it passes the limit: only
  // the margin is left to read.
  const budget = (body.readableDidRead ? 0 : bodyLimit) + beyondLimitBytes;
  if (Number(raw.headers['content-length']) > budget) return Promise.resolve('too-large');
  return new Promise((resolve) => {
    let read = 0;
    const done = (outcome: Unread) => {
      clearTimeout(idle);
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onGone);
      body.off('close', onGone);
      // Not read further: the connection (or stream) is closed after the answer.
      if (outcome !== 'drained') body.pause();
      resolve(outcome);
    };
    const onData = (chunk: Buffer | string) => {
      read += chunk.length;
      if (read > budget) done('too-large');
      else idle.refresh();
    };
    const onEnd = () => done('drained');
    const onGone = () => done('gone');
    const idle = setTimeout(() => done('stalled'), idleMs);
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onGone);
    body.once('close', onGone);
    body.resume();
  });
}

/** RST_STREAM with NO_ERROR (RFC 9113): the answer is complete, send no more of the request. */
const NGHTTP2_NO_ERROR = 0;

/**
 * The step before every answer, in one place: registered as an onSend hook (every route's
 * answers, the error handler's, the 404's, the hooks' refusals), and returned for what answers
 * without the hooks (the router's frameworkErrors).
 */
export function unreadBodies(bodyLimit: number, limits: PlatformLimits['unreadBody']) {
  /**
   * What is left of the request's body drained; or, when it is not waited for, the connection
   * (an HTTP/2 stream: the connection carries others) closed after the answer.
   */
  const beforeAnswer = async (req: FastifyRequest, reply: FastifyReply) => {
    const outcome = await drainUnreadBody(req.raw, bodyLimit, limits);
    if (outcome !== 'too-large' && outcome !== 'stalled') return;
    if (req.raw.httpVersionMajor < 2) {
      reply.header('Connection', 'close');
      return;
    }
    const { stream } = req.raw as unknown as {
      stream?: { closed: boolean; close(code: number): void };
    };
    reply.raw.once('finish', () => {
      if (stream && !stream.closed) stream.close(NGHTTP2_NO_ERROR);
    });
  };
  return {
    beforeAnswer,
    register(app: FastifyInstance) {
      app.addHook('onSend', async (req, reply, payload) => {
        await beforeAnswer(req, reply);
        return payload;
      });
    },
  };
}
