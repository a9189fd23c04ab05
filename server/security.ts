import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Extra script origins (production CMS scripts, the personalisation beacon). */
  scriptSrc?: string[];
  connectSrc?: string[];
  /** Hashes of the build's inline stylesheet ('sha256-…'), from dist/csp.json. */
  styleSrc?: string[];
}

/** Strict headers on every response (DESIGN §4, issue 2): no inline script, no framing. */
function contentSecurityPolicy({
  scriptSrc = [],
  connectSrc = [],
  styleSrc = [],
}: SecurityOptions = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSrc.join(' ')}`.trim(),
    `style-src 'self' ${styleSrc.join(' ')}`.trim(),
    "img-src 'self' data: https://i.ytimg.com",
    "font-src 'self'",
    `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
    'frame-src https://www.youtube-nocookie.com',
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}) {
  const csp = contentSecurityPolicy(options);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
