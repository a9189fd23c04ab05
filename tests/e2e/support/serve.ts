import { buildPlatform } from '../../../server/app';

/** The platform as the browser tests use it: the test build, a throwaway database, no request log. */
const { app } = await buildPlatform({
  distDir: process.env.DIST_DIR,
  databasePath: process.env.DATABASE_PATH,
  meterReadEnabled: process.env.VITE_METER_READ_ENABLED === 'true',
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
