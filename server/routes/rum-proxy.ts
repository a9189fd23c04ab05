import type { FastifyInstance } from 'fastify';

/**
 * A stand-in for a first-party Datadog proxy (VITE_DATADOG_PROXY_URL): it records what the RUM
 * SDK sends, so tests can see whether anything left the browser, and forwards nothing.
 */
export function registerRumProxy(app: FastifyInstance) {
  const received: { at: string; forward: string; bytes: number }[] = [];
  app.post<{ Querystring: { ddforward?: string } }>('/rum-proxy', async (req, reply) => {
    const body = req.body;
    const bytes = typeof body === 'string' ? body.length : Buffer.isBuffer(body) ? body.length : 0;
    received.push({
      at: new Date().toISOString(),
      forward: (req.query.ddforward ?? '').split('?')[0] ?? '',
      bytes,
    });
    return reply.code(202).send();
  });
  app.get('/rum-proxy/received', async () => ({ count: received.length, requests: received }));
}
