import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Http2SecureServer } from 'node:http2';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { loadLibrary } from './content-library';
import { JSON_API, sendError } from './jsonapi';
import { registerApiRoutes } from './routes/api';
import { registerArticleFeedbackRoutes } from './routes/article-feedback';
import { registerContentRoutes } from './routes/content';
import { registerCustomerRoutes, type CookieNames } from './routes/customer';
import { registerRumProxy } from './routes/rum-proxy';
import { registerSiteRoutes } from './routes/site';
import {
  registerSecurityHeaders,
  securityHeaders,
  withBuildCsp,
  type BuildCsp,
  type SecurityOptions,
} from './security';
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
  /** Whether the price-cap meter-read form is on (VITE_METER_READ_ENABLED, as the app is built). */
  meterReadEnabled?: boolean;
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

const ERROR_TITLES: Record<string, string> = {
  BODY_NOT_UTF8: 'Body is not UTF-8',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Invalid JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Body too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_BAD_URL: 'Invalid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL too long',
};

/**
 * Every error a route or the framework raises (bad JSON, a body too large, a failure of ours) as a
 * JSON:API errors document with the right status. Nothing internal is shown: a 500 says only
 * that something went wrong, and is logged.
 */
function answerError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const code = error.statusCode ?? 500;
  const status = code >= 400 && code < 600 ? code : 500;
  if (status >= 500) req.log.error({ err: error }, 'request failed');
  const title =
    status >= 500 ? 'Something went wrong' : (ERROR_TITLES[error.code] ?? 'Bad request');
  return sendError(reply, status, title);
}

/**
 * answerError as frameworkErrors, for the HTTP/1.1 and HTTP/2 servers alike. These replies skip
 * the onSend hooks, so they are given the security headers here.
 */
const answerFrameworkError =
  (headers: Record<string, string>) => (error: FastifyError, req: unknown, reply: unknown) => {
    answerError(error, req as FastifyRequest, (reply as FastifyReply).headers(headers));
  };

/**
 * Requests so malformed the HTTP parser stops them (headers too large, broken framing) never reach
 * a route: they still get a JSON:API answer, and the connection is closed.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const title = status === 431 ? 'Request headers too large' : 'Bad request';
  const body = JSON.stringify({ errors: [{ status: String(status), title }] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${JSON_API}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The local platform as a fastify app: tests use inject(), main.ts listens on a port. */
export async function buildPlatform(options: PlatformOptions = {}) {
  const distDir = options.distDir ?? join(root, 'dist');
  // The build inlines its stylesheet and says which hash the CSP must allow (scripts/build/main.ts).
  const cspFile = join(distDir, 'csp.json');
  const buildCsp = existsSync(cspFile)
    ? (JSON.parse(readFileSync(cspFile, 'utf8')) as BuildCsp)
    : {};
  const security = withBuildCsp(options.security ?? {}, buildCsp);
  const common = {
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    clientErrorHandler: answerClientError,
    // What the router refuses before any route (a broken %-escape, a path segment over its
    // length): answered like every other error, not in the framework's own JSON.
    frameworkErrors: answerFrameworkError(Object.fromEntries(securityHeaders(security))),
  };
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
  app.setErrorHandler(answerError);

  // RFC 8259: JSON between systems is UTF-8. Bytes that are not are refused, rather than read as
  // U+FFFD and stored in place of what the customer typed.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser(JSON_API, { parseAs: 'buffer' }, (req, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      const error = Object.assign(new Error('Body is not UTF-8'), {
        statusCode: 400,
        code: 'BODY_NOT_UTF8',
      });
      return done(error, undefined);
    }
    parseJson(req, text, done);
  });

  // Beacons and RUM batches arrive as text/plain or without a type; keep them as raw text.
  app.addContentTypeParser(['text/plain', '*'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  // Text is sent compressed (brotli, else gzip): a cheap phone on mobile data gets the pages and
  // code at about a third of their size.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  registerSecurityHeaders(app, security);
  const contentDir = options.contentDir ?? join(root, 'content');
  registerContentRoutes(app, contentDir);
  registerApiRoutes(app, store, { meterReadEnabled: options.meterReadEnabled ?? false });
  registerArticleFeedbackRoutes(app, store, loadLibrary(contentDir));
  registerRumProxy(app);
  registerCustomerRoutes(app, options.cookies ?? { access: 'access_token', identity: 'id_token' }, {
    secure: Boolean(options.tls),
  });
  await registerSiteRoutes(app, distDir, join(root, 'server', 'public'));

  return { app, store };
}
