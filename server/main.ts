import { readFileSync } from 'node:fs';
import {
  buildHelpService,
  buildPlatform,
  buildStandIn,
  PLATFORM_ROLES,
  type PlatformOptions,
  type PlatformRole,
} from './app';
import { StoreNotReached } from './help-store';
import { BadSetting } from './limits';
import { securityOptionsFromEnv } from '../serving/security-headers';
import { DamagedStoreError, DEFAULT_DATABASE_PATH } from './store';
import { BASENAME } from '../src/config/paths';

/**
 * npm start (the help service and the stand-in, `embedded`), npm run start:help-service (the
 * help service alone, as in production) and the stand-in alone: the role from `--role=…`, else
 * PLATFORM_ROLE, else embedded (decision 041).
 */
const argument = process.argv.find((a) => a.startsWith('--role='))?.slice('--role='.length);
const role = (argument ?? process.env.PLATFORM_ROLE ?? 'embedded') as PlatformRole;
if (!PLATFORM_ROLES.includes(role)) {
  console.error(
    `Help & Support did not start. The role must be one of ${PLATFORM_ROLES.join(', ')}.`,
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

// HTTPS with HTTP/2 when given a key and certificate (PEM files), as a production host would.
const tlsKey = process.env.TLS_KEY_FILE;
const tlsCert = process.env.TLS_CERT_FILE;
const tls =
  tlsKey && tlsCert ? { key: readFileSync(tlsKey), cert: readFileSync(tlsCert) } : undefined;

const options: PlatformOptions = {
  tls,
  // The build to serve (dist/ unless said).
  distDir: process.env.DIST_DIR || undefined,
  databasePath: process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH,
  // An empty DATABASE_URL is none (SQLite).
  databaseUrl: process.env.DATABASE_URL || undefined,
  cookies: {
    access: process.env.VITE_ACCESS_TOKEN_COOKIE ?? 'access_token',
    identity: process.env.VITE_ID_TOKEN_COOKIE ?? 'id_token',
  },
  security: securityOptionsFromEnv(process.env),
  logRequests: process.env.LOG_REQUESTS !== 'false',
  meterReadEnabled: process.env.VITE_METER_READ_ENABLED === 'true',
  trustProxy: process.env.TRUST_PROXY,
};
const builders = {
  embedded: buildPlatform,
  'help-service': buildHelpService,
  'stand-in': buildStandIn,
};

const { app } = await builders[role](options).catch((error: unknown) => {
  // A damaged database, one that cannot be reached, or a setting that is not what it must be
  // (TRUST_PROXY, DATABASE_URL) is said plainly, once, and the platform does not start.
  if (
    error instanceof DamagedStoreError ||
    error instanceof BadSetting ||
    error instanceof StoreNotReached
  ) {
    console.error(`Help & Support did not start. ${(error as Error).message}`);
    process.exit(1);
  }
  throw error;
});

/**
 * SIGTERM (a supervisor, a deploy) or Ctrl+C: stop taking requests, finish those in flight,
 * close the stores, then exit; a second signal does not cut that short.
 */
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'the platform did not stop cleanly');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port, host });
// Fastify logs where it listens (a JSON line, with LOG_REQUESTS); npm start says where to look.
if (role === 'embedded') {
  console.log(`Help & Support: ${tls ? 'https' : 'http'}://localhost:${port}${BASENAME}/`);
}
