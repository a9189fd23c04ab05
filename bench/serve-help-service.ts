/**
 * The help service alone for the bench (bench/help-service.ts), as npm run start:help-service
 * runs it but with no per-address limit: every request of the bench comes from one address,
 * and what is measured is the service, not its limits (nginx's are measured in their own runs).
 *   PORT, DIST_DIR, DATABASE_PATH or DATABASE_URL
 */
import { buildHelpService } from '../server/app';
import { NO_RATE_LIMITS } from '../server/limits';

const { app } = await buildHelpService({
  distDir: process.env.DIST_DIR,
  databasePath: process.env.DATABASE_PATH,
  databaseUrl: process.env.DATABASE_URL || undefined,
  limits: NO_RATE_LIMITS,
  trustProxy: '127.0.0.1',
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
