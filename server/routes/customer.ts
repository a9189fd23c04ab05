import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  demoAccountStatus,
  demoAddress,
  demoSupplyAddress,
  DEMO_CUSTOMER_ID,
  DEMO_CUSTOMERS,
  type DemoCustomer,
} from '../demo-customer';
import { JSON_API, sendError } from '../jsonapi';
import { API_PATHS, AUTH_PATHS } from '../../src/config/api-paths';
import { BASENAME } from '../../src/config/paths';
import { LIMITS, type PlatformLimits } from '../limits';

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
 * Sign-in tokens of one kind, in the order they were issued, which is the order they expire in
 * (each lasts TOKEN_SECONDS): a sign-in forgets at most a few expired ones from the front, so its
 * cost never grows with the number of tokens kept (it once scanned them all, and a flood of
 * sign-ins slowed every other request). At most `live` are kept; past it the oldest stops working.
 * Each names the customer it was issued to (whose leads it may read, issue 51).
 */
export class SignInTokens {
  private readonly issued = new Map<string, { expires: number; customer: string }>();

  constructor(private readonly limits: Pick<PlatformLimits['tokens'], 'live' | 'sweepPerSignIn'>) {}

  issue(customer: string = DEMO_CUSTOMER_ID): string {
    const now = Date.now();
    let swept = 0;
    for (const [token, { expires }] of this.issued) {
      if (expires > now || swept === this.limits.sweepPerSignIn) break;
      this.issued.delete(token);
      swept += 1;
    }
    if (this.issued.size >= this.limits.live) {
      this.issued.delete(this.issued.keys().next().value!);
    }
    const token = randomBytes(16).toString('hex');
    this.issued.set(token, { expires: now + TOKEN_SECONDS * 1000, customer });
    return token;
  }

  /** The customer a token was issued to, while it works; an expired one is forgotten as it is seen. */
  customerOf(token: string | null): string | null {
    const kept = token ? this.issued.get(token) : undefined;
    if (kept === undefined) return null;
    if (kept.expires > Date.now()) return kept.customer;
    this.issued.delete(token!);
    return null;
  }

  /** Whether a token works now. */
  works(token: string | null): boolean {
    return this.customerOf(token) !== null;
  }

  revoke(token: string | undefined) {
    if (token) this.issued.delete(token);
  }

  /** Tokens kept, expired ones not yet forgotten included. */
  get size() {
    return this.issued.size;
  }
}

/**
 * Whether a sign-out comes from this site's own pages: the browser says so (Sec-Fetch-Site,
 * sent by every current browser: `same-origin`, or `none` for an address typed or bookmarked),
 * or, from an older browser, its Origin or Referer is this site. Anything else (another site's
 * link, image or form, or no evidence at all) could sign a customer out without them asking.
 */
function fromThisSite(req: FastifyRequest, scheme: 'http' | 'https') {
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const here = `${scheme}://${req.host}`;
  const origin = req.headers.origin;
  if (typeof origin === 'string') return origin === here;
  const referer = req.headers.referer;
  if (typeof referer !== 'string') return false;
  try {
    return new URL(referer).origin === here;
  } catch {
    return false;
  }
}

interface CustomerRouteOptions {
  /** The platform serves HTTPS itself: every request came over TLS. */
  tls?: boolean;
  tokens?: Pick<PlatformLimits['tokens'], 'live' | 'sweepPerSignIn'>;
}

/** The local customer signed in with `?as=` (an id of DEMO_CUSTOMERS), else the first. */
const demoCustomerNamed = (id: unknown): DemoCustomer =>
  DEMO_CUSTOMERS.find((c) => c.id === id) ?? DEMO_CUSTOMERS[0]!;

/** Who is signed in, by the access token a request carries: what the leads routes ask. */
export interface SignedInCustomers {
  /** The customer whose access token is the request's bearer token, while it works; else null. */
  customerOf(req: FastifyRequest): string | null;
}

/**
 * Local sign-in, customers and accounts (SPEC §6, §7). Tokens are random per sign-in and live in
 * memory, so a restart signs everybody out, as a real identity service's rotation would.
 *
 * The app reads both token cookies in the browser (src/features/auth/cookie-store.ts: whether
 * both are there is whether the customer is signed in, and each is sent as the bearer token of
 * its own calls, src/api/customer.ts), so neither can be HttpOnly.
 */
export function registerCustomerRoutes(
  app: FastifyInstance,
  cookies: CookieNames,
  { tls = false, tokens = LIMITS.tokens }: CustomerRouteOptions = {},
): SignedInCustomers {
  const access = new SignInTokens(tokens);
  const identity = new SignInTokens(tokens);
  /**
   * Whether the customer's own request was HTTPS: the platform's TLS, or the trusted proxy's
   * X-Forwarded-Proto (request.protocol reads it only from a TRUST_PROXY address). Behind nginx
   * over HTTPS the platform itself sees plain HTTP, and the cookies lost Secure.
   */
  const httpsFor = (req: FastifyRequest) => tls || req.protocol === 'https';
  // Over HTTPS the sign-in cookies are never sent over plain HTTP.
  const cookie = (req: FastifyRequest, name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAge}${httpsFor(req) ? '; Secure' : ''}`;
  const cookieValue = (req: FastifyRequest, name: string) =>
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .find(([key]) => key === name)?.[1];

  app.get<{ Querystring: { returnTo?: string; as?: unknown } }>(
    AUTH_PATHS.signIn,
    async (req, reply) => {
      const { id } = demoCustomerNamed(req.query.as);
      reply.header('Set-Cookie', [
        cookie(req, cookies.access, access.issue(id), TOKEN_SECONDS),
        cookie(req, cookies.identity, identity.issue(id), TOKEN_SECONDS),
      ]);
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(safeReturnTo(req.query.returnTo), 302);
    },
  );

  /**
   * Sign-out by POST (a form) or GET (the app's link and its idle timeout, a full page load), from
   * this site only. Another site's request is refused with a 403 rather than sent on as if signed
   * out: a customer who followed such a link is not told they are signed out when they are not.
   */
  const signOut = async (
    req: FastifyRequest<{ Querystring: { returnTo?: string } }>,
    reply: FastifyReply,
  ) => {
    reply.header('Cache-Control', 'no-store');
    if (!fromThisSite(req, httpsFor(req) ? 'https' : 'http')) {
      return sendError(
        reply,
        403,
        'Sign out from this site',
        'Another site cannot sign you out. Use Sign out on this site’s own pages.',
      );
    }
    // The tokens stop working here, not only their cookies: a copy kept elsewhere is useless.
    access.revoke(cookieValue(req, cookies.access));
    identity.revoke(cookieValue(req, cookies.identity));
    reply.header('Set-Cookie', [
      cookie(req, cookies.access, '', 0),
      cookie(req, cookies.identity, '', 0),
    ]);
    // After a POST, 303 has the browser GET the page it returns to.
    return reply.redirect(safeReturnTo(req.query.returnTo), req.method === 'POST' ? 303 : 302);
  };
  app.get(AUTH_PATHS.signOut, signOut);
  app.post(AUTH_PATHS.signOut, signOut);

  /** The signed-in customer of a request with this kind of token; else a 401 is sent. */
  const signedIn = (tokens: SignInTokens, req: FastifyRequest, reply: FastifyReply) => {
    // Customers' and accounts' details: never kept by a browser or shared cache.
    reply.header('Cache-Control', 'no-store');
    const id = tokens.customerOf(bearer(req));
    if (id === null) {
      void sendError(reply, 401, 'Not signed in');
      return null;
    }
    return demoCustomerNamed(id);
  };

  app.get(API_PATHS.customers, async (req, reply) => {
    const customer = signedIn(access, req, reply);
    if (!customer) return reply;
    return reply.type(JSON_API).send({ data: [customer] });
  });

  app.get<{ Params: { id: string } }>(`${API_PATHS.customers}/:id/premises`, async (req, reply) => {
    const customer = signedIn(access, req, reply);
    if (!customer) return reply;
    if (req.params.id !== customer.id) return sendError(reply, 404, 'Customer not found');
    return reply.type(JSON_API).send({
      data: [{ type: 'premises', id: 'demo-premises-1' }],
      included: [demoSupplyAddress, demoAddress],
    });
  });

  app.get(API_PATHS.accountStatusCount, async (req, reply) => {
    if (!signedIn(identity, req, reply)) return reply;
    return demoAccountStatus;
  });

  app.get(API_PATHS.accounts, async (req, reply) => {
    const customer = signedIn(identity, req, reply);
    if (!customer) return reply;
    return {
      data: [
        {
          accountNumber: '850000000001',
          person: {
            firstName: customer.attributes['first-name'],
            lastName: customer.attributes.surname,
          },
          email: customer.attributes.email,
          mobile: customer.attributes['phone-number'],
        },
      ],
    };
  });

  return { customerOf: (req) => access.customerOf(bearer(req)) };
}
