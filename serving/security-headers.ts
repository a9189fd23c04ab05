import type { FastifyInstance } from 'fastify';
import { VIDEO_HOST } from '../src/config/video-host';

export interface SecurityOptions {
  /** Extra script origins (production CMS scripts, the personalisation beacon). */
  scriptSrc?: string[];
  connectSrc?: string[];
  /** Hashes of the build's inline stylesheet ('sha256-…'), from dist/csp.json. */
  styleSrc?: string[];
  /** Other sites a form of the build's may lead to (its answer addresses' redirects). */
  formAction?: string[];
}

const list = (value: string | undefined) => (value ? value.split(/\s+/).filter(Boolean) : []);

/**
 * The extra origins as the settings give them (CSP_SCRIPT_SRC, CSP_CONNECT_SRC): read by the
 * platform when it starts and by the build for the nginx configuration it writes.
 */
export const securityOptionsFromEnv = (env: Record<string, string | undefined>) => ({
  scriptSrc: list(env.CSP_SCRIPT_SRC),
  connectSrc: list(env.CSP_CONNECT_SRC),
});

/** What the build writes to dist/csp.json: the hashes of its inline stylesheet and script. */
export interface BuildCsp {
  styleSrc?: string[];
  /** The reading pages' inline loader (scripts/build/after-paint.ts). */
  scriptSrc?: string[];
  /**
   * The other sites the questions' answer addresses send customers on to (lib/answer-address.ts,
   * answerOrigins): a form's redirect is held to form-action, so Continue without JavaScript can
   * reach another team's page, as the settings name it.
   */
  formAction?: string[];
}

/** The settings' extra origins with the build's hashes: what the platform and nginx both send. */
export const withBuildCsp = (options: SecurityOptions, csp: BuildCsp): SecurityOptions => ({
  ...options,
  scriptSrc: [...(options.scriptSrc ?? []), ...(csp.scriptSrc ?? [])],
  styleSrc: [...(options.styleSrc ?? []), ...(csp.styleSrc ?? [])],
  formAction: [...(options.formAction ?? []), ...(csp.formAction ?? [])],
});

/** Strict headers on every response (DESIGN §4, issue 2): no inline script, no framing. */
function contentSecurityPolicy({
  scriptSrc = [],
  connectSrc = [],
  styleSrc = [],
  formAction = [],
}: SecurityOptions = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSrc.join(' ')}`.trim(),
    `style-src 'self' ${styleSrc.join(' ')}`.trim(),
    "img-src 'self' data: https://i.ytimg.com",
    "font-src 'self'",
    // The video host too: playing a video first asks whether it can be reached (video-strip.tsx).
    `connect-src 'self' ${VIDEO_HOST} ${connectSrc.join(' ')}`.trim(),
    `frame-src ${VIDEO_HOST}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${formAction.join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers, written once: the platform sends them (below) and the build writes them
 * into the nginx configuration it makes (deploy/nginx-config.ts), so the two cannot differ.
 */
export const securityHeaders = (options: SecurityOptions = {}): [name: string, value: string][] => [
  ['Content-Security-Policy', contentSecurityPolicy(options)],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
];

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}) {
  const headers = Object.fromEntries(securityHeaders(options));
  app.addHook('onSend', async (_req, reply) => {
    reply.headers(headers);
  });
}
