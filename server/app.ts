import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Http2SecureServer } from 'node:http2';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSON_API } from './jsonapi';
import { registerApiRoutes } from './routes/api';
import { registerContentRoutes } from './routes/content';
import { registerCustomerRoutes, type CookieNames } from './routes/customer';
import { registerRumProxy } from './routes/rum-proxy';
import { registerSiteRoutes } from './routes/site';
import { registerSecurityHeaders, type SecurityOptions } from './security';
import { openStore } from './store';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface PlatformOptions {
  databasePath?: string;
  distDir?: string;
  contentDir?: string;
  cookies?: CookieNames;
  security?: SecurityOptions;
  logger?: FastifyServerOptions['logger'];
  /**
   * Serve HTTPS with HTTP/2 (and HTTP/1.1 for clients without it), as a production host would:
   * one connection carries every request, where HTTP/1.1 queues them over six.
   */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

/**
 * Requests are logged by method, route and status only: no query strings (postcodes), bodies or
 * headers (tokens), so no personal data reaches the logs.
 */
export const safeLogger = {
  level: 'info',
  serializers: {
    req: (req: { method: string; url: string }) => ({
      method: req.method,
      path: req.url.split('?')[0],
    }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
};

/** The local platform as a fastify app: tests use inject(), main.ts listens on a port. */
export async function buildPlatform(options: PlatformOptions = {}) {
  const common = { logger: options.logger ?? false, bodyLimit: 256 * 1024 };
  // The routes use only what both servers share (request, reply, headers), so the HTTP/2 instance
  // is typed as the default one.
  const app = options.tls
    ? (Fastify({
        ...common,
        http2: true,
        https: { allowHTTP1: true, key: options.tls.key, cert: options.tls.cert },
      } as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance)
    : Fastify(common);
  const store = openStore(options.databasePath ?? ':memory:');
  app.addHook('onClose', async () => store.close());

  app.addContentTypeParser(
    JSON_API,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'ignore'),
  );

  // Beacons and RUM batches arrive as text/plain or without a type; keep them as raw text.
  app.addContentTypeParser(['text/plain', '*'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  // Text is sent compressed (brotli, else gzip): a cheap phone on mobile data gets the pages and
  // code at about a third of their size.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  const distDir = options.distDir ?? join(root, 'dist');
  // The build inlines its stylesheet and says which hash the CSP must allow (scripts/build.ts).
  const cspFile = join(distDir, 'csp.json');
  const buildCsp = existsSync(cspFile)
    ? (JSON.parse(readFileSync(cspFile, 'utf8')) as { styleSrc?: string[] })
    : {};
  registerSecurityHeaders(app, {
    ...options.security,
    styleSrc: [...(options.security?.styleSrc ?? []), ...(buildCsp.styleSrc ?? [])],
  });
  registerContentRoutes(app, options.contentDir ?? join(root, 'content'));
  registerApiRoutes(app, store);
  registerRumProxy(app);
  registerCustomerRoutes(app, options.cookies ?? { access: 'access_token', identity: 'id_token' });
  await registerSiteRoutes(app, distDir, join(root, 'server', 'public'));

  return { app, store };
}
