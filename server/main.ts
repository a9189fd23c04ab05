import { readFileSync } from 'node:fs';
import { buildPlatform } from './app';
import { BadSetting } from './limits';
import { securityOptionsFromEnv } from '../serving/security-headers';
import { DamagedStoreError, DEFAULT_DATABASE_PATH } from './store';
import { BASENAME } from '../src/config/paths';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

// HTTPS with HTTP/2 when given a key and certificate (PEM files), as a production host would.
const tlsKey = process.env.TLS_KEY_FILE;
const tlsCert = process.env.TLS_CERT_FILE;
const tls =
  tlsKey && tlsCert ? { key: readFileSync(tlsKey), cert: readFileSync(tlsCert) } : undefined;

const { app } = await buildPlatform({
  tls,
  databasePath: process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH,
  cookies: {
    access: process.env.VITE_ACCESS_TOKEN_COOKIE ?? 'access_token',
    identity: process.env.VITE_ID_TOKEN_COOKIE ?? 'id_token',
  },
  security: securityOptionsFromEnv(process.env),
  logRequests: process.env.LOG_REQUESTS !== 'false',
  meterReadEnabled: process.env.VITE_METER_READ_ENABLED === 'true',
  trustProxy: process.env.TRUST_PROXY,
}).catch((error: unknown) => {
  // A damaged database (or a TRUST_PROXY that is not a list of addresses) is said plainly, once,
  // and the platform does not start.
  if (error instanceof DamagedStoreError || error instanceof BadSetting) {
    console.error(`Help & Support did not start. ${(error as Error).message}`);
    process.exit(1);
  }
  throw error;
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
console.log(`Help & Support: ${tls ? 'https' : 'http'}://localhost:${port}${BASENAME}/`);
