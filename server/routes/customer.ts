import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  demoAccountStatus,
  demoAddress,
  demoCustomer,
  demoSupplyAddress,
  DEMO_CUSTOMER_ID,
} from '../demo-customer';
import { JSON_API, sendError } from '../jsonapi';
import { API_PATHS, AUTH_PATHS } from '../../src/config/api-paths';
import { BASENAME } from '../../src/config/paths';

export interface CookieNames {
  access: string;
  identity: string;
}

/**
 * RFC 6750 (and RFC 9110 for the scheme): `Bearer` in any case, one or more spaces, then a
 * b64token. A client writing `bearer` was refused as not signed in.
 */
const BEARER = /^Bearer +([\w\-.~+/]+=*)$/i;
const bearer = (req: FastifyRequest) => BEARER.exec(req.headers.authorization ?? '')?.[1] ?? null;

/** How long a local sign-in lasts, for its cookies and its tokens alike. */
const TOKEN_SECONDS = 3600;

const HERE = 'https://return-to.invalid';

/**
 * A path on this site only, read the way a browser reads a Location header: never another
 * origin, however it is disguised (`//host`, `/\\host`, a tab or a newline inside `/\t/host`,
 * which browsers drop, or dot segments that leave `//host` once resolved, as `/.//host`), and
 * never a character that cannot go in a header (which made a 500). Anything else goes to the
 * fallback.
 */
export function safeReturnTo(value: unknown, fallback = `${BASENAME}/`): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  // Control characters, backslashes, and the line and paragraph separators.
  const unsafe = (c: number) =>
    c < 0x20 || c === 0x7f || c === 0x5c || c === 0x2028 || c === 0x2029;
  if ([...value].some((ch) => unsafe(ch.charCodeAt(0)))) return fallback;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return fallback;
  }
  // The path as resolved: `/.//evil.example` resolves to `//evil.example`, which a browser
  // reads as another host.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === HERE && !path.startsWith('//') ? path : fallback;
}

/**
 * Local sign-in, customers and accounts (SPEC §6, §7). Tokens are random per sign-in and live in
 * memory, so a restart signs everybody out, as a real identity service's rotation would.
 */
export function registerCustomerRoutes(
  app: FastifyInstance,
  cookies: CookieNames,
  { secure = false }: { secure?: boolean } = {},
) {
  // Each token with the time it stops working: the same hour as its cookie.
  const access = new Map<string, number>();
  const identity = new Map<string, number>();
  // Over HTTPS the sign-in cookies are never sent over plain HTTP.
  const cookie = (name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
  const issue = (tokens: Map<string, number>) => {
    const now = Date.now();
    for (const [token, expires] of tokens) if (expires <= now) tokens.delete(token);
    const token = randomBytes(16).toString('hex');
    tokens.set(token, now + TOKEN_SECONDS * 1000);
    return token;
  };
  const cookieValue = (req: FastifyRequest, name: string) =>
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .find(([key]) => key === name)?.[1];

  app.get<{ Querystring: { returnTo?: string } }>(AUTH_PATHS.signIn, async (req, reply) => {
    reply.header('Set-Cookie', [
      cookie(cookies.access, issue(access), TOKEN_SECONDS),
      cookie(cookies.identity, issue(identity), TOKEN_SECONDS),
    ]);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(safeReturnTo(req.query.returnTo), 302);
  });

  app.get<{ Querystring: { returnTo?: string } }>(AUTH_PATHS.signOut, async (req, reply) => {
    // The tokens stop working here, not only their cookies: a copy kept elsewhere is useless.
    access.delete(cookieValue(req, cookies.access) ?? '');
    identity.delete(cookieValue(req, cookies.identity) ?? '');
    reply.header('Set-Cookie', [cookie(cookies.access, '', 0), cookie(cookies.identity, '', 0)]);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(safeReturnTo(req.query.returnTo), 302);
  });

  const requireToken =
    (tokens: Map<string, number>) => async (req: FastifyRequest, reply: FastifyReply) => {
      // Customers' and accounts' details: never kept by a browser or shared cache.
      reply.header('Cache-Control', 'no-store');
      const token = bearer(req);
      const expires = token ? tokens.get(token) : undefined;
      if (!expires || expires <= Date.now()) return sendError(reply, 401, 'Not signed in');
    };

  app.get(API_PATHS.customers, { preHandler: requireToken(access) }, async (_req, reply) =>
    reply.type(JSON_API).send({ data: [demoCustomer] }),
  );

  app.get<{ Params: { id: string } }>(
    `${API_PATHS.customers}/:id/premises`,
    { preHandler: requireToken(access) },
    async (req, reply) => {
      if (req.params.id !== DEMO_CUSTOMER_ID) return sendError(reply, 404, 'Customer not found');
      return reply.type(JSON_API).send({
        data: [{ type: 'premises', id: 'demo-premises-1' }],
        included: [demoSupplyAddress, demoAddress],
      });
    },
  );

  app.get(
    API_PATHS.accountStatusCount,
    { preHandler: requireToken(identity) },
    async () => demoAccountStatus,
  );

  app.get(API_PATHS.accounts, { preHandler: requireToken(identity) }, async () => ({
    data: [
      {
        accountNumber: '850000000001',
        person: {
          firstName: demoCustomer.attributes['first-name'],
          lastName: demoCustomer.attributes.surname,
        },
        email: demoCustomer.attributes.email,
        mobile: demoCustomer.attributes['phone-number'],
      },
    ],
  }));
}
