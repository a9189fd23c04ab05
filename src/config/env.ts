import type { Env } from './env-schema';

declare const __APP_ENV__: Env;

/**
 * The settings, parsed and defaulted at build time by env-schema.ts (see vite.config.ts), so the
 * browser gets plain values and no validation code.
 */
export const env: Env = __APP_ENV__;
