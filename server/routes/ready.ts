import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, READY_PATH } from '../../src/config/api-paths';
import { JSON_API, sendError } from '../jsonapi';

/**
 * /healthz: 200 while the process answers at all. /readyz: 200 while every store it writes to
 * answers, 503 (and the reason logged) when one does not: a platform that cannot store a lead or
 * an answer must not be sent any.
 */
export function registerHealthRoutes(app: FastifyInstance, stores: { ping(): unknown }[]) {
  app.get(HEALTH_PATH, async (_req, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type(JSON_API)
      .send({ meta: { alive: true } }),
  );
  app.get(READY_PATH, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      for (const store of stores) await store.ping();
    } catch (error) {
      req.log.error({ err: error, req }, 'not ready: the store does not answer');
      return sendError(reply, 503, 'Not ready', 'The store does not answer.');
    }
    return reply.type(JSON_API).send({ meta: { ready: true } });
  });
}
