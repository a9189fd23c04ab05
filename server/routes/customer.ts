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

export interface CookieNames {
  access: string;
  identity: string;
}

const bearer = (req: FastifyRequest) => {
  const value = req.headers.authorization ?? '';
  return value.startsWith('Bearer ') ? value.slice(7) : null;
};

/** A same-origin path only: never an absolute or protocol-relative URL (no open redirect). */
export function safeReturnTo(value: unknown, fallback = '/help-and-support/'): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/**
 * Local sign-in, customers and accounts (SPEC §6, §7). Tokens are random per sign-in and live in
 * memory, so a restart signs everybody out, as a real identity service's rotation would.
 */
export function registerCustomerRoutes(app: FastifyInstance, cookies: CookieNames) {
  const access = new Set<string>();
  const identity = new Set<string>();
  const cookie = (name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAge}`;

  app.get<{ Querystring: { returnTo?: string } }>('/sign-in', async (req, reply) => {
    const a = randomBytes(16).toString('hex');
    const i = randomBytes(16).toString('hex');
    access.add(a);
    identity.add(i);
    reply.header('Set-Cookie', [
      cookie(cookies.access, a, 3600),
      cookie(cookies.identity, i, 3600),
    ]);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(safeReturnTo(req.query.returnTo), 302);
  });

  app.get<{ Querystring: { returnTo?: string } }>('/sign-out', async (req, reply) => {
    reply.header('Set-Cookie', [cookie(cookies.access, '', 0), cookie(cookies.identity, '', 0)]);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(safeReturnTo(req.query.returnTo), 302);
  });

  const requireToken =
    (tokens: Set<string>) => async (req: FastifyRequest, reply: FastifyReply) => {
      const token = bearer(req);
      if (!token || !tokens.has(token)) return sendError(reply, 401, 'Not signed in');
    };

  app.get('/v1/customers', { preHandler: requireToken(access) }, async (_req, reply) =>
    reply.type(JSON_API).send({ data: [demoCustomer] }),
  );

  app.get<{ Params: { id: string } }>(
    '/v1/customers/:id/premises',
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
    '/Customer/Accounts/AccountStatusCount',
    { preHandler: requireToken(identity) },
    async () => demoAccountStatus,
  );

  app.get('/v1/accounts', { preHandler: requireToken(identity) }, async () => ({
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
