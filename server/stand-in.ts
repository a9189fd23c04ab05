import type { FastifyInstance } from 'fastify';
import type { PlatformLimits } from './limits';
import { registerApiRoutes } from './routes/api';
import { registerContentRoutes } from './routes/content';
import { registerCustomerRoutes, type CookieNames } from './routes/customer';
import { registerRumProxy } from './routes/rum-proxy';
import type { Store } from './store';

/**
 * The stand-in (decision 041): the provider's contracts as SPEC §6-7 give them, so the area runs
 * anywhere: sign-in and sign-out, customers and accounts, leads and addresses (kept in SQLite),
 * CMS content, and a monitoring proxy that records. For local use and tests only: in production
 * the provider's services answer these paths, and the help service runs without them.
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
  },
) {
  registerContentRoutes(app, options.contentDir);
  registerApiRoutes(app, store, { meterReadEnabled: options.meterReadEnabled });
  registerRumProxy(app);
  registerCustomerRoutes(app, options.cookies, { tls: options.tls, tokens: options.tokens });
}
