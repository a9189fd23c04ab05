import { buildPlatform } from '../../../server/app';
import { NO_RATE_LIMITS } from '../../../server/limits';

/**
 * The platform as the browser tests use it: the test build, a throwaway database, no request log.
 * Every journey comes from this one machine, so the per-address rate limits would count the whole
 * suite as one very busy customer: they are off here, and tested where they are made
 * (tests/integration/server/limits.test.ts, and nginx's in nginx-hostile.spec.ts). nginx in front
 * of it is on loopback, the one proxy it trusts. Started by a worker's fixture (browser.ts), which
 * it tells when it listens, and which it outlives by nothing: it stops when that worker goes.
 */
const { app } = await buildPlatform({
  distDir: process.env.DIST_DIR,
  databasePath: process.env.DATABASE_PATH,
  // The help service's store in PostgreSQL when given one (the `postgres` project, issue 41).
  databaseUrl: process.env.DATABASE_URL || undefined,
  meterReadEnabled: process.env.VITE_METER_READ_ENABLED === 'true',
  limits: NO_RATE_LIMITS,
  trustProxy: '127.0.0.1',
  // The messages' clock, moved on by the specs (POST /stand-in/clock, server/clock.ts).
  movableClock: true,
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('listening');
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
