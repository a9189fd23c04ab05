import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { JSON_API, type JsonApiError } from '../src/api/jsonapi';

export { JSON_API };

export function sendErrors(reply: FastifyReply, status: number, errors: JsonApiError[]) {
  return reply.code(status).type(JSON_API).send({ errors });
}

export function sendError(reply: FastifyReply, status: number, title: string, detail?: string) {
  return sendErrors(reply, status, [
    { status: String(status), title, ...(detail ? { detail } : {}) },
  ]);
}

/** zod issues as JSON:API errors, each pointing at the attribute it is about. */
export function validationErrors(error: z.ZodError): JsonApiError[] {
  return error.issues.map((issue) => ({
    status: '422',
    title: 'Invalid attribute',
    detail: issue.message,
    source: { pointer: `/${issue.path.join('/')}` },
  }));
}
