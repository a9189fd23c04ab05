import type { FastifyReply } from 'fastify';
import type * as z from 'zod/mini';
import { JSON_API, type JsonApiError } from '../src/api/jsonapi';
import './zod-english';

export { JSON_API };

export function sendErrors(reply: FastifyReply, status: number, errors: JsonApiError[]) {
  return reply.code(status).type(JSON_API).send({ errors });
}

export function sendError(reply: FastifyReply, status: number, title: string, detail?: string) {
  return sendErrors(reply, status, [
    { status: String(status), title, ...(detail ? { detail } : {}) },
  ]);
}

/**
 * The answer to a write sent with an Idempotency-Key: 201 with what was made, 200 with the same
 * for a repeat, 422 when the key came before with something else (`reused` says what to do).
 */
export function sendOnceAnswer<T>(
  reply: FastifyReply,
  result: { outcome: 'created' | 'replayed'; made: T } | { outcome: 'conflict' },
  reused: string,
) {
  if (result.outcome === 'conflict') {
    return sendError(reply, 422, 'Idempotency-Key already used', reused);
  }
  return reply
    .code(result.outcome === 'replayed' ? 200 : 201)
    .type(JSON_API)
    .send({ data: result.made });
}

/** zod issues as JSON:API errors, each pointing at the attribute it is about. */
export function validationErrors(error: z.core.$ZodError): JsonApiError[] {
  return error.issues.map((issue) => ({
    status: '422',
    title: 'Invalid attribute',
    detail: issue.message,
    source: { pointer: `/${issue.path.join('/')}` },
  }));
}

/**
 * Whether a request's body is declared as JSON:API the way the spec asks: its media type (in any
 * case), with no parameters but `profile`. The spec says a server MUST answer 415 to any other
 * parameter (`charset` included), and to an `ext` naming an extension it does not support; this
 * platform supports none.
 */
export function isJsonApiContentType(header: string | undefined): boolean {
  const [type = '', ...parameters] = (header ?? '').split(';');
  return (
    type.trim().toLowerCase() === JSON_API &&
    parameters.every((p) => p.trim() === '' || /^profile=/i.test(p.trim()))
  );
}
