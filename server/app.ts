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
import type { Server } from 'node:net';
import type { Duplex } from 'node:stream';
import { noJsonApiBodyHere } from './api-guards';
import { inexactNumber } from './exact-numbers';
import { JSON_API, sendError } from './jsonapi';
import type { CookieNames } from './routes/customer';
import { registerHealthRoutes } from './routes/ready';
import { notFoundJsonApi, registerNotFound, registerSiteRoutes } from './routes/site';
import {
  isPostgresUrl,
  openPostgresHelpStore,
  sqliteHelpStore,
  withoutPassword,
  type HelpStore,
} from './help-store';
import { registerHelpService } from './help-service';
import { registerStandIn } from './stand-in';
import {
  applyTimeouts,
  BadSetting,
  capConnections,
  registerDoorLimits,
  timeoutOptions,
  TooManyRequests,
  trustedProxies,
  withLimits,
  type LimitOverrides,
} from './limits';
import {
  registerSecurityHeaders,
  securityHeaders,
  withBuildCsp,
  type BuildCsp,
  type SecurityOptions,
} from '../serving/security-headers';
import { openHelpTables, openStore, type Store } from './store';
import { unreadBodies } from './unread-bodies';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * What a process of the platform does (decision 041). The help service is ours: the search page
 * answered with its results, page feedback, search gaps. The stand-in answers the provider's
 * contracts (sign-in, customers, accounts, leads, addresses, CMS content, a monitoring proxy) for
 * local use and tests only. `embedded` (npm start) is both, with the built site.
 */
export type PlatformRole = 'embedded' | 'help-service' | 'stand-in';
export const PLATFORM_ROLES: readonly PlatformRole[] = ['embedded', 'help-service', 'stand-in'];

export interface PlatformOptions {
  /** The SQLite file (DATABASE_PATH): the stand-in's, and the help service's unless databaseUrl. */
  databasePath?: string;
  /** PostgreSQL for the help service's store (DATABASE_URL, postgres://…); else SQLite. */
  databaseUrl?: string;
  distDir?: string;
  contentDir?: string;
  cookies?: CookieNames;
  security?: SecurityOptions;
  /**
   * The request log (method, path and status). Errors (every 5xx, with its reason) are logged
   * whether it is on or not.
   */
  logRequests?: boolean;
  /** Where the log goes (standard output unless a test catches it). */
  logStream?: { write(line: string): void };
  /**
   * Serve HTTPS with HTTP/2 (and HTTP/1.1 for clients without it), as a production host would:
   * one connection carries every request, where HTTP/1.1 queues them over six.
   */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** Whether the price-cap meter-read form is on (VITE_METER_READ_ENABLED, as the app is built). */
  meterReadEnabled?: boolean;
  /**
   * The proxies in front of the platform (TRUST_PROXY: addresses or CIDR ranges, comma
   * separated). Only from them are X-Forwarded-For (the client's address, which the limits
   * count against) and X-Forwarded-Proto (whether the customer's request was HTTPS) believed.
   */
  trustProxy?: string;
  /** The limits of server/limits.ts, some changed (tests, the bench). */
  limits?: LimitOverrides;
  /**
   * Tests only: the stand-in's messages clock can be moved on over HTTP (server/clock.ts), so a
   * test sees a message acknowledged, replied to and 8 weeks old without waiting.
   */
  movableClock?: boolean;
}

/**
 * The log: errors only, or every request too; either way by method, route and status only, and
 * an error by its type, code, message and stack: no query strings (postcodes), bodies or headers
 * (tokens), so no personal data reaches the logs.
 */
const platformLogger = (
  logRequests: boolean,
  stream?: PlatformOptions['logStream'],
): FastifyServerOptions['logger'] => ({
  level: logRequests ? 'info' : 'error',
  ...(stream ? { stream } : {}),
  serializers: {
    req: (req: { method: string; url: string }) => ({
      method: req.method,
      path: req.url.split('?')[0],
    }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    err: (err: Error & { code?: unknown }) => ({
      type: err.name,
      code: err.code,
      message: err.message,
      stack: err.stack ?? '',
    }),
  },
});

const ERROR_TITLES: Record<string, string> = {
  BODY_NOT_UTF8: 'Body is not UTF-8',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Invalid JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Body too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_BAD_URL: 'Invalid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL too long',
  TOO_MANY_REQUESTS: 'Too many requests',
  INEXACT_NUMBER: 'Number cannot be kept exactly',
};

/**
 * Every error a route or the framework raises (bad JSON, a body too large, a failure of ours) as a
 * JSON:API errors document with the right status. Nothing internal is shown: a 500 says only
 * that something went wrong, and is logged with its reason.
 */
function answerError(
  error: FastifyError & { detail?: string },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const code = error.statusCode ?? 500;
  const status = code >= 400 && code < 600 ? code : 500;
  if (status >= 500) req.log.error({ err: error, req }, 'request failed');
  if (error instanceof TooManyRequests) {
    reply.header('Retry-After', String(error.retryAfterSeconds));
    return sendError(
      reply,
      429,
      'Too many requests',
      `Too many requests from your address. Try again in ${error.retryAfterSeconds} seconds.`,
    );
  }
  const title =
    status >= 500 ? 'Something went wrong' : (ERROR_TITLES[error.code] ?? 'Bad request');
  return sendError(reply, status, title, status < 500 ? error.detail : undefined);
}

/**
 * answerError as frameworkErrors, for the HTTP/1.1 and HTTP/2 servers alike. These replies skip
 * the onSend hooks, so they are given the security headers here, and what is left of the
 * request's body is drained here first (unread-bodies.ts).
 */
const answerFrameworkError =
  (
    headers: Record<string, string>,
    beforeAnswer: (req: FastifyRequest, reply: FastifyReply) => Promise<void>,
  ) =>
  (error: FastifyError, req: unknown, reply: unknown) => {
    const request = req as FastifyRequest;
    const answer = (reply as FastifyReply).headers(headers);
    void beforeAnswer(request, answer).then(() => answerError(error, request, answer));
  };

/**
 * The largest body read (fastify's bodyLimit): a complaint of 30,000 characters is at most 180 KB
 * as JSON. nginx takes the same (NGINX_LIMITS.bodySize).
 */
const BODY_LIMIT = 256 * 1024;

const CLIENT_ERRORS: Record<string, [status: number, title: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers too large'],
  // Node's requestTimeout and headersTimeout: the request did not arrive in time.
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timeout'],
};

/**
 * Requests so malformed the HTTP parser stops them (headers too large, broken framing), or too
 * slow to arrive, never reach a route: they still get a JSON:API answer with the security
 * headers, and the connection is closed, whatever the client goes on sending.
 */
const answerClientError =
  (headers: [string, string][]) => (error: Error & { code?: string }, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const [status, title] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad request'];
    const body = JSON.stringify({ errors: [{ status: String(status), title }] });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      `Content-Type: ${JSON_API}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...headers.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  };

/**
 * A request line may name the whole URL (RFC 9112's absolute-form, `POST http://host/v1/leads`),
 * as clients of a proxy send it. The router found the route by its path, while everything that
 * reads the request's URL saw the scheme and host before it (a check of the address once let a
 * lead through without its client id: issue 37). Every request goes on with its path and query.
 */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;
const originForm = (req: { url?: string }) => {
  const url = req.url ?? '/';
  if (url.startsWith('/')) return url;
  const rest = url.replace(ABSOLUTE_FORM, '');
  if (rest === url) return url;
  return rest.startsWith('/') ? rest : `/${rest}`;
};

/** The stores a role writes to, opened, or the reason it cannot start. */
async function openStores(role: PlatformRole, options: PlatformOptions, log: (e: Error) => void) {
  const { databaseUrl } = options;
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    throw new BadSetting(
      `DATABASE_URL must be a PostgreSQL URL (postgres://user@host:5432/name); it is ` +
        `"${withoutPassword(databaseUrl)}". Leave it unset to keep the help service's data in ` +
        'SQLite (DATABASE_PATH).',
    );
  }
  const databasePath = options.databasePath ?? ':memory:';
  const store = role === 'help-service' ? undefined : openStore(databasePath);
  try {
    const helpStore: HelpStore | undefined =
      role === 'stand-in'
        ? undefined
        : databaseUrl
          ? await openPostgresHelpStore(databaseUrl, { onError: log })
          : // One database for both in npm start: the help tables beside the leads.
            store
            ? sqliteHelpStore(store, false)
            : sqliteHelpStore(openHelpTables(databasePath));
    return { store, helpStore };
  } catch (error) {
    store?.close();
    throw error;
  }
}

/** The platform in one role as a fastify app: tests use inject(), main.ts listens on a port. */
async function build(role: PlatformRole, options: PlatformOptions) {
  // First the settings (BadSetting), then the database (DamagedStoreError, StoreNotReached):
  // either stops the start here, before anything is opened that would need closing, or anything
  // listens.
  const limits = withLimits(options.limits);
  const trusted = trustedProxies(options.trustProxy);
  let logStoreError = (error: Error) => console.error(error.message);
  const { store, helpStore } = await openStores(role, options, (e) => logStoreError(e));
  const distDir = options.distDir ?? join(root, 'dist');
  // The build inlines its stylesheet and says which hash the CSP must allow (scripts/build/main.ts).
  const cspFile = join(distDir, 'csp.json');
  const buildCsp = existsSync(cspFile)
    ? (JSON.parse(readFileSync(cspFile, 'utf8')) as BuildCsp)
    : {};
  const security = withBuildCsp(options.security ?? {}, buildCsp);
  const { http, ...timeouts } = timeoutOptions(limits);
  // Every answer waits for what is left of its request's body (issue 48: a refusal answered
  // before it, on a connection then closed, was a broken pipe to nginx, which took the instance
  // out).
  const unread = unreadBodies(BODY_LIMIT, limits.unreadBody);
  const common = {
    logger: platformLogger(options.logRequests ?? false, options.logStream),
    bodyLimit: BODY_LIMIT,
    ...timeouts,
    // fastify's request.ip, .protocol and .host read X-Forwarded-* from these addresses only.
    ...(trusted ? { trustProxy: (address: string) => trusted(address) } : {}),
    clientErrorHandler: answerClientError(securityHeaders(security)),
    // What the router refuses before any route (a broken %-escape, a path segment over its
    // length): answered like every other error, not in the framework's own JSON.
    frameworkErrors: answerFrameworkError(
      Object.fromEntries(securityHeaders(security)),
      unread.beforeAnswer,
    ),
    rewriteUrl: originForm,
    // A request that arrives while the platform stops is answered below, in JSON:API.
    return503OnClosing: false,
  };
  // The routes use only what both servers share (request, reply, headers), so the HTTP/2 instance
  // is typed as the default one.
  const app = options.tls
    ? (Fastify({
        ...common,
        http2: true,
        https: { allowHTTP1: true, key: options.tls.key, cert: options.tls.cert },
      } as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance)
    : Fastify({ ...common, http });
  const server = app.server as unknown as Server;
  applyTimeouts(server, limits, securityHeaders(security));
  capConnections(server, limits, trusted);
  logStoreError = (error) => app.log.error({ err: error }, 'a store connection failed');
  // On SIGTERM (main.ts closes the app): no new connection is taken, a request that still
  // arrives on an open one is refused (503, so a proxy sends it elsewhere), those in flight
  // finish, and only then are the stores closed, every acknowledged write committed.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing) return undefined;
    reply.header('Connection', 'close').header('Retry-After', '1');
    return sendError(reply, 503, 'Stopping', 'This instance is stopping. Try again.');
  });
  app.addHook('onClose', async () => {
    await helpStore?.close();
    store?.close();
  });
  app.setErrorHandler(answerError);
  // Before any answer goes, refusals included: the request's body read (or not waited for).
  unread.register(app);
  // An HTTP/1.1 request names its host (RFC 9112, 3.2): one that does not gets our JSON:API 400
  // with the security headers, not Node's bare one (requireHostHeader off: limits.ts; issue 48).
  app.addHook('onRequest', async (req, reply) => {
    const { httpVersionMajor, httpVersionMinor } = req.raw;
    if (httpVersionMajor === 1 && httpVersionMinor >= 1 && req.headers.host === undefined) {
      return sendError(reply, 400, 'Host header required', 'An HTTP/1.1 request names its host.');
    }
    return undefined;
  });
  // Before every route: a request over its door's limit is refused before any work.
  const doorLimits = await registerDoorLimits(app, limits);

  // A JSON:API document is read only where a route takes one (api-guards.ts, jsonApiRoute).
  app.addHook('onRequest', noJsonApiBodyHere);

  // RFC 8259: JSON between systems is UTF-8. Bytes that are not are refused, rather than read as
  // U+FFFD and stored in place of what the customer typed.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser(JSON_API, { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer;
    // Counted as read, so a body sent without its length (chunked, HTTP/2) is counted too.
    try {
      doorLimits.chargeBody(req, bytes.length);
    } catch (error) {
      return done(error as Error, undefined);
    }
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      const error = Object.assign(new Error('Body is not UTF-8'), {
        statusCode: 400,
        code: 'BODY_NOT_UTF8',
      });
      return done(error, undefined);
    }
    parseJson(req, text, (error, value) => {
      if (error) return done(error, undefined);
      // Numbers JSON.parse would round (past 2^53, too many digits, out of range) are refused
      // rather than stored as other numbers.
      const inexact = inexactNumber(text);
      if (inexact === null) return done(null, value);
      const shown = inexact.length > 40 ? `${inexact.slice(0, 40)}…` : inexact;
      return done(
        Object.assign(new Error('Inexact number'), {
          statusCode: 400,
          code: 'INEXACT_NUMBER',
          detail:
            `The number ${shown} cannot be kept exactly (whole numbers go up to ` +
            `${Number.MAX_SAFE_INTEGER}, with at most 15 significant digits otherwise). ` +
            'Send it as text.',
        }),
        undefined,
      );
    });
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
  registerHealthRoutes(app, [...(store ? [store] : []), ...(helpStore ? [helpStore] : [])]);
  if (helpStore) {
    await registerHelpService(app, helpStore, {
      contentDir,
      distDir,
      searchPageTime: limits.searchPageTime,
    });
  }
  if (store) {
    registerStandIn(app, store, {
      contentDir,
      cookies: options.cookies ?? { access: 'access_token', identity: 'id_token' },
      tls: Boolean(options.tls),
      tokens: limits.tokens,
      meterReadEnabled: options.meterReadEnabled ?? false,
      doorLimits,
      movableClock: options.movableClock ?? false,
    });
  }
  if (role === 'embedded') {
    await registerSiteRoutes(app, distDir, join(root, 'server', 'public'));
  } else {
    // A service, not a site: anything it does not answer is a JSON:API 404 (the stand-in's
    // routes on the help service included).
    registerNotFound(app, async (_req, reply) => notFoundJsonApi(reply));
  }
  return { app, store, helpStore };
}

/** npm start: the help service and the stand-in in one process, with the built site. */
export async function buildPlatform(options: PlatformOptions = {}) {
  const { app, store, helpStore } = await build('embedded', options);
  return { app, store: store!, helpStore: helpStore! };
}

/** The help service alone (its production start): no stand-in route, no site. */
export async function buildHelpService(options: PlatformOptions = {}) {
  const { app, helpStore } = await build('help-service', options);
  return { app, helpStore: helpStore! };
}

/** The stand-in alone (the provider's contracts, local use and tests only). */
export async function buildStandIn(options: PlatformOptions = {}) {
  const { app, store } = await build('stand-in', options);
  return { app, store: store! as Store };
}
