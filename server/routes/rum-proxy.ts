import type { FastifyInstance } from 'fastify';
import { LOCAL_RUM_PROXY } from '../../src/config/api-paths';

/** How many recent requests the proxy remembers: enough for a test, bounded for a long run. */
export const RUM_KEPT = 200;

/**
 * A stand-in for a first-party Datadog proxy (VITE_DATADOG_PROXY_URL): it records what the RUM
 * SDK sends, so tests can see whether anything left the browser, and forwards nothing. It keeps
 * the latest RUM_KEPT requests and a count of all (129,616 posts once held 43 MB for ever).
 */
export function registerRumProxy(app: FastifyInstance) {
  const received: { at: string; forward: string; bytes: number }[] = [];
  let count = 0;
  app.post<{ Querystring: { ddforward?: string } }>(LOCAL_RUM_PROXY, async (req, reply) => {
    const body = req.body;
    const bytes = typeof body === 'string' ? body.length : Buffer.isBuffer(body) ? body.length : 0;
    received.push({
      at: new Date().toISOString(),
      forward: (req.query.ddforward ?? '').split('?')[0] ?? '',
      bytes,
    });
    count += 1;
    if (received.length > RUM_KEPT) received.splice(0, received.length - RUM_KEPT);
    return reply.code(202).send();
  });
  app.get(`${LOCAL_RUM_PROXY}/received`, async () => ({ count, requests: received }));
}
