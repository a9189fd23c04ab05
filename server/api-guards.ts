import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_ID_MAX, isClientId } from '../src/config/client-id';
import { isJsonApiContentType, JSON_API, sendError } from './jsonapi';

/**
 * Checks the JSON:API services share: who is calling, and how a body is sent. Each is a route's
 * own onRequest hook (route options, never a pattern on the address: a request line naming the
 * whole URL once got past one), so it runs before any body is read.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a JSON:API document (elsewhere such a body is refused before it is read). */
    jsonApiBody?: boolean;
  }
}

/** The caller's X-Client-ID, without the spaces around it; null when there is none. */
export const clientIdOf = (req: FastifyRequest) => {
  const id = req.headers['x-client-id'];
  return typeof id === 'string' && id.trim().length > 0 ? id.trim() : null;
};

/**
 * Services called by the provider's own apps only: without X-Client-ID, 401; with one that is not
 * an app's id (too long, or characters no id has), 400.
 */
export async function requireClientId(req: FastifyRequest, reply: FastifyReply) {
  const id = clientIdOf(req);
  if (!id) return sendError(reply, 401, 'Missing client id', 'Send the X-Client-ID header.');
  if (!isClientId(id)) {
    return sendError(
      reply,
      400,
      'Invalid client id',
      `Send an X-Client-ID of 1 to ${CLIENT_ID_MAX} letters, digits and - . _ ~ : / + =.`,
    );
  }
}

/**
 * A body must be a JSON:API document: another media type (text, a form, multipart, XML, or
 * none) is 415 before it is read, as is a media-type parameter JSON:API forbids.
 */
async function jsonApiBodyOnly(req: FastifyRequest, reply: FastifyReply) {
  if (!isJsonApiContentType(req.headers['content-type'])) {
    return sendError(
      reply,
      415,
      'Unsupported media type',
      `Send ${JSON_API}, with no media type parameters but profile.`,
    );
  }
}

/**
 * JSON:API: a server that gives resources their ids answers a create that brings its own id
 * with 403. (The id was dropped and the resource made with another, which the client did not ask
 * for.)
 */
export function refuseClientId(body: unknown, reply: FastifyReply) {
  if ((body as { data?: { id?: unknown } } | null)?.data?.id === undefined) return null;
  return sendError(
    reply,
    403,
    'Client-generated ids are not supported',
    'Send the resource without an id: the platform gives it one.',
  );
}

/**
 * The options of a route that takes a JSON:API document: the body is read only there, and only
 * once the caller has sent one as JSON:API (415) and said who it is (401, 400).
 */
export const jsonApiRoute = {
  config: { jsonApiBody: true },
  onRequest: [jsonApiBodyOnly, requireClientId],
};

/**
 * A JSON:API document sent where no route takes one is refused (415) before it is read: parsing
 * one costs time, and an address that takes no body has no reason to read it.
 */
export async function noJsonApiBodyHere(req: FastifyRequest, reply: FastifyReply) {
  // An unknown address is answered 404 (routes/site.ts), also before its body is read. A GET's
  // body, and an empty one, is never read.
  if (req.is404 || req.routeOptions.config.jsonApiBody) return;
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const { 'content-length': length, 'transfer-encoding': chunked } = req.headers;
  if (chunked === undefined && !(Number(length) > 0)) return;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === JSON_API) {
    return sendError(reply, 415, 'Unsupported media type', 'This address takes no JSON:API body.');
  }
}

/** The IETF Idempotency-Key draft: at most this long; empty is not a key. */
const IDEMPOTENCY_KEY_MAX = 255;

/**
 * A request's Idempotency-Key: none (undefined), a key, or 'invalid' (empty, too long, or sent
 * twice). Without the spaces around it, which HTTP does not count (RFC 9110 OWS) and Node's parser
 * drops: a key of spaces only is empty, however the request arrived.
 */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined | 'invalid' {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = typeof header === 'string' ? header.trim() : header;
  return typeof key !== 'string' || key === '' || key.length > IDEMPOTENCY_KEY_MAX
    ? 'invalid'
    : key;
}

/** The 400 for an Idempotency-Key that is not one. */
export const refuseIdempotencyKey = (reply: FastifyReply) =>
  sendError(
    reply,
    400,
    'Invalid Idempotency-Key',
    `Send one key of 1 to ${IDEMPOTENCY_KEY_MAX} characters, or none.`,
  );
