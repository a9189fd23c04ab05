import type { FastifyReply, FastifyRequest } from 'fastify';
import { isJsonApiContentType, JSON_API, sendError } from './jsonapi';

/** Checks the JSON:API services share: who is calling, and how a body is sent. */

export const clientIdOf = (req: FastifyRequest) => {
  const id = req.headers['x-client-id'];
  return typeof id === 'string' && id.trim().length > 0 ? id.trim() : null;
};

/** Services called by the provider's own apps only: without X-Client-ID, 401. */
export async function requireClientId(req: FastifyRequest, reply: FastifyReply) {
  if (!clientIdOf(req)) {
    return sendError(reply, 401, 'Missing client id', 'Send the X-Client-ID header.');
  }
}

/**
 * A body must be a JSON:API document: another media type (text, a form, multipart, XML, or
 * none) is 415 before it is read, as is a media-type parameter JSON:API forbids.
 */
export async function jsonApiBodyOnly(req: FastifyRequest, reply: FastifyReply) {
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
