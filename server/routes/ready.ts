import type { FastifyInstance } from 'fastify';
import { READY_PATH } from '../../src/config/api-paths';
import { JSON_API, sendError } from '../jsonapi';
import type { Store } from '../store';

/**
 * 200 while the store answers, 503 (and the reason logged) when it does not: a platform that
 * cannot store a lead must not be sent any.
 */
export function registerReadyRoute(app: FastifyInstance, store: Store) {
  app.get(READY_PATH, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      store.ping();
    } catch (error) {
      req.log.error({ err: error, req }, 'not ready: the store does not answer');
      return sendError(reply, 503, 'Not ready', 'The store does not answer.');
    }
    return reply.type(JSON_API).send({ meta: { ready: true } });
  });
}
