import type { FastifyInstance } from 'fastify';
import { StandInClock } from './clock';
import type { DoorLimits, PlatformLimits } from './limits';
import { registerApiRoutes } from './routes/api';
import { registerContentRoutes } from './routes/content';
import { registerCustomerRoutes, type CookieNames } from './routes/customer';
import { registerMessageRoutes } from './routes/messages';
import { registerRumProxy } from './routes/rum-proxy';
import type { Store } from './store';

/**
 * The stand-in (decision 041): the provider's contracts as SPEC §6-7 give them, so the area runs
 * anywhere: sign-in and sign-out, customers and accounts, leads and addresses (kept in SQLite),
 * a customer's messages (issue 51, decision 052), CMS content, and a monitoring proxy that
 * records. For local use and tests only: in production the provider's services answer these
 * paths, and the help service runs without them.
 */
export function registerStandIn(
  app: FastifyInstance,
  store: Store,
  options: {
    contentDir: string;
    cookies: CookieNames;
    tls: boolean;
    tokens: PlatformLimits['tokens'];
    meterReadEnabled: boolean;
    doorLimits: DoorLimits;
    /** Whether tests may move the messages' clock on over HTTP (server/clock.ts). */
    movableClock: boolean;
  },
) {
  const clock = new StandInClock();
  registerContentRoutes(app, options.contentDir);
  const customers = registerCustomerRoutes(app, options.cookies, {
    tls: options.tls,
    tokens: options.tokens,
  });
  registerApiRoutes(app, store, { meterReadEnabled: options.meterReadEnabled, customers, clock });
  registerMessageRoutes(app, store, {
    customers,
    clock,
    limits: options.doorLimits,
    ...(options.movableClock ? { movableClock: clock } : {}),
  });
  registerRumProxy(app);
}
