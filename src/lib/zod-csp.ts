import { config } from 'zod/mini';

/**
 * zod compiles object parsers with `new Function` when it may. Our CSP forbids eval, and even
 * zod's probe for it is reported as a violation, so it is told not to try. Imported for its effect
 * by every module that parses (src/api/http.ts, src/lib/use-draft-form.ts) before any parse runs.
 */
config({ jitless: true });
