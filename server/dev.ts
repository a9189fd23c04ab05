import { createServer } from 'vite';
import { buildPlatform } from './app';

/** npm run dev: the platform on PLATFORM_PORT and Vite with HMR in front of it. */
const platformPort = Number(process.env.PLATFORM_PORT ?? 4174);
process.env.PLATFORM_PORT = String(platformPort);

const { app: platform } = await buildPlatform({
  databasePath: process.env.DATABASE_PATH ?? 'var/dev.sqlite',
  meterReadEnabled: process.env.VITE_METER_READ_ENABLED === 'true',
});
await platform.listen({ port: platformPort, host: '127.0.0.1' });

const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
vite.printUrls();
