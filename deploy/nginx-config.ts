/**
 * The nginx configuration for one build, made from what the build wrote (dist/shells.json,
 * dist/csp.json) and the settings it was built with, so the shells, the stylesheet's hash and the
 * security headers cannot drift from the build or from the platform. scripts/build/main.ts writes it to
 * dist/deploy/nginx.conf; deploy/nginx.ts runs it locally (npm run start:nginx, the browser tests).
 */
import { matchRoutes } from 'react-router-dom';
import { BASENAME } from '../src/config/paths';
import {
  securityHeaders,
  withBuildCsp,
  type BuildCsp,
  type SecurityOptions,
} from '../server/security';

const APP_SHELL = 'app-shell.html';

/** An entry of dist/shells.json: a route pattern of the app's router and the shell it gets. */
export interface ShellRoute {
  path: string;
  shell: string;
}

export interface NginxConfigInput {
  /** dist/shells.json */
  shells: ShellRoute[];
  /** dist/csp.json */
  csp: BuildCsp;
  /** The extra CSP origins the platform is given too (CSP_SCRIPT_SRC, CSP_CONNECT_SRC). */
  security?: Omit<SecurityOptions, 'styleSrc'>;
  /** Same-origin paths the app calls that the upstream answers (config/paths.ts, proxiedPrefixes). */
  proxied: string[];
}

const SEGMENT = /^[\w.~-]+$/;
/** A path segment as a regular expression with no backslash (nginx's quoted strings keep them). */
const literal = (segment: string) => {
  if (!SEGMENT.test(segment)) throw new Error(`Cannot write "${segment}" into the nginx config`);
  return segment.replace(/[.~]/g, (c) => `[${c}]`);
};

/**
 * A route pattern as the router matches it after the BASENAME (react-router's
 * compilePath with `end`: case-insensitive, trailing slashes allowed), for the part of a regular
 * expression after `^${BASENAME}` and before `$`. Only what our route table uses is
 * translated (static segments, `:name`, a trailing `*`); anything else stops the build.
 */
function routeRegex(pattern: string) {
  const segments = pattern.split('/').filter(Boolean);
  if (segments.length === 0) return '/*';
  const splat = segments.at(-1) === '*';
  const parts = (splat ? segments.slice(0, -1) : segments).map((segment) => {
    if (/^:[\w-]+$/.test(segment)) return '/[^/]+';
    if (segment.includes('*') || segment.includes('?') || segment.startsWith(':')) {
      throw new Error(`The nginx config cannot translate the route pattern "${pattern}"`);
    }
    return `/${literal(segment)}`;
  });
  if (!splat) return `${parts.join('')}/*`;
  return parts.length === 0 ? '/(.*)' : `${parts.join('')}(?:/(.+)|/*)`;
}

/**
 * The shell of each route as regular expressions tried in order (nginx tries a location's regular
 * expressions in the order written): routes with no parameter first, then those with more static
 * segments, which is how react-router prefers them for every pattern of the manifest (a
 * `complaints/feedback` before `complaints/:complaint`, that before `:category/:article`). Routes
 * that get the app shell after every route with a shell of its own are left to the fallback.
 * Checked against react-router's own matchRoutes (which the platform uses) on paths made from
 * every pattern: a disagreement stops the build.
 */
export function shellLocations(shells: ShellRoute[]) {
  const staticSegments = (path: string) =>
    path.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;
  const dynamic = (path: string) => /(^|\/)[:*]/.test(path);
  const ordered = shells
    .map((route, index) => ({ ...route, index }))
    .sort(
      (a, b) =>
        Number(dynamic(a.path)) - Number(dynamic(b.path)) ||
        staticSegments(b.path) - staticSegments(a.path) ||
        a.index - b.index,
    );
  const lastOwn = ordered.findLastIndex((route) => route.shell !== APP_SHELL);
  const locations = ordered.slice(0, lastOwn + 1).map((route) => ({
    shell: route.shell,
    regex: `^${BASENAME}${routeRegex(route.path)}$`,
  }));
  checkAgainstRouter(shells, locations);
  return locations;
}

function checkAgainstRouter(shells: ShellRoute[], locations: { shell: string; regex: string }[]) {
  const words = [
    ...new Set(shells.flatMap((r) => r.path.split('/')).filter((s) => SEGMENT.test(s))),
    'x-1',
  ];
  const fill = (segments: string[]): string[] => {
    if (segments.length === 0) return [''];
    const [first, ...rest] = segments as [string, ...string[]];
    const options =
      first === '*'
        ? ['', 'x-1', 'x-1/y-2']
        : first.startsWith(':')
          ? words
          : [first, first.toUpperCase()];
    return options.flatMap((o) => fill(rest).map((tail) => (o ? `/${o}${tail}` : tail)));
  };
  const compiled = locations.map((l) => ({ ...l, re: new RegExp(l.regex, 'i') }));
  for (const route of shells) {
    for (const sample of fill(route.path.split('/').filter(Boolean))) {
      for (const path of [`${BASENAME}${sample || '/'}`, `${BASENAME}${sample}/`]) {
        const [match] = matchRoutes(shells, path, BASENAME) ?? [];
        const expected = match?.route.shell ?? APP_SHELL;
        const written = compiled.find((l) => l.re.test(path))?.shell ?? APP_SHELL;
        if (written !== expected) {
          throw new Error(
            `The nginx config would send ${path} ${written}, the router's shell is ${expected}`,
          );
        }
      }
    }
  }
}

const HASHED = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The configuration text: to be included inside a server {} block (see its first lines). */
export function nginxConfig({ shells, csp, security = {}, proxied }: NginxConfigInput) {
  const headers = securityHeaders(withBuildCsp(security, csp));
  for (const [name, value] of headers) {
    if (/["\\$\n{}]/.test(value)) throw new Error(`${name} cannot be written into nginx: ${value}`);
  }
  const indent = (lines: string[], depth: number) =>
    lines.map((l) => (l ? `${'    '.repeat(depth)}${l}` : l));
  // nginx gives a location the add_header lines of its parent only when it has none of its own:
  // a location that sets Cache-Control sets them all. `always`: on errors and redirects too.
  const add = (cacheControl: string | null) => [
    ...(cacheControl ? [`add_header Cache-Control "${cacheControl}" always;`] : []),
    ...headers.map(([name, value]) => `add_header ${name} "${value}" always;`),
  ];
  const page = (regex: string, shell: string) => [
    `location ~* "${regex}" {`,
    `    try_files $uri $uri/index.html ${BASENAME}/${shell};`,
    '}',
  ];
  const proxyRegex = `^(?:${proxied
    .map((path) => {
      const written = `/${path.split('/').filter(Boolean).map(literal).join('/')}`;
      return path.endsWith('/') ? `${written}/` : `${written}$`;
    })
    .join('|')})`;

  return `${[
    `# Help & Support under ${BASENAME}/: the nginx configuration of this build.`,
    '# Written by scripts/build/main.ts (deploy/nginx-config.ts) from dist/shells.json, dist/csp.json',
    '# and the settings of the build: do not edit. Deploy it with the build it came with, and',
    '# reload nginx after each release (`nginx -s reload`).',
    '#',
    '# Needs nginx 1.22 or later with the brotli static module (Debian: apt-get install nginx',
    '# libnginx-mod-http-brotli-static). Include this file inside a server {} block that says',
    '# where the files are and where the services are, for example:',
    '#',
    '#   load_module modules/ngx_http_brotli_static_module.so;   # main context, unless Debian',
    '#                                                            # loads it (modules-enabled/)',
    '#   http {',
    '#       include mime.types;',
    '#       # Paths only: query strings carry postcodes and search words.',
    '#       map $request_uri $hs_path { ~^(?<path>[^?]*) $path; }',
    "#       log_format paths '$time_iso8601 $request_method $hs_path $status $body_bytes_sent';",
    `#       access_log /var/log/nginx${BASENAME}.log paths;`,
    '#       server {',
    '#           listen 443 ssl http2;',
    '#           ssl_certificate /etc/ssl/help.example.pem;',
    '#           ssl_certificate_key /etc/ssl/help.example.key;',
    `#           # dist/ copied to /srv/help${BASENAME}/; page-not-found.html (and its`,
    '#           # page-not-found.css) beside it.',
    '#           root /srv/help;',
    ...(proxied.length > 0
      ? [
          '#           # Where the API and content paths go (a name needs a `resolver`).',
          '#           set $hs_upstream https://services.example.com;',
        ]
      : []),
    `#           include /srv/help${BASENAME}/deploy/nginx.conf;`,
    '#       }',
    '#   }',
    '',
    'server_tokens off;',
    'charset utf-8;',
    '# Redirects say the path only, whatever scheme and host a proxy or CDN in front uses.',
    'absolute_redirect off;',
    '',
    "# The platform's security headers (server/security.ts), on every response.",
    ...add(null),
    '',
    '# The build wrote a brotli and a gzip copy of every text file over 1 KB: sent as they are,',
    '# nothing compressed per request. Vary: Accept-Encoding goes with them.',
    'brotli_static on;',
    'gzip_static on;',
    'gzip_vary on;',
    '# Text with no copy (a file added after the build, an uncompressed upstream answer): gzip.',
    'gzip on;',
    'gzip_min_length 1024;',
    'gzip_types text/css application/javascript application/json application/vnd.api+json image/svg+xml;',
    '',
    'error_page 404 /page-not-found.html;',
    '',
    'location = / {',
    `    return 302 ${BASENAME}/;`,
    '}',
    `location = ${BASENAME} {`,
    `    return 301 ${BASENAME}/;`,
    '}',
    '',
    '# Code and styles with their hash in their name: a change is a new name, so kept a year.',
    `location ^~ ${BASENAME}/assets/ {`,
    ...indent([...add(HASHED), 'try_files $uri =404;'], 1),
    '}',
    '',
    '# Pages, shells and the service worker: always revalidated, so a release reaches the next',
    '# visit. A prerendered page where the build made one, else the shell of the first route',
    "# that matches as the app's router ranks them (dist/shells.json), else the app shell.",
    `location ${BASENAME}/ {`,
    ...indent(
      [
        ...add(REVALIDATE),
        '',
        '# What the build leaves for the server, not for browsers.',
        `location ~ "^${BASENAME}/deploy/|/[.]" {`,
        '    return 404;',
        '}',
        '# A file (its name has an extension) or nothing, never a page.',
        'location ~* "[.][a-z0-9]{2,5}$" {',
        '    try_files $uri =404;',
        '}',
        ...shellLocations(shells).flatMap((l) => page(l.regex, l.shell)),
        '',
        `try_files $uri $uri/index.html ${BASENAME}/${APP_SHELL};`,
      ],
      1,
    ),
    '}',
    '',
    '# Outside the area: page-not-found.html and its stylesheet, else not found.',
    'location / {',
    ...indent([...add(REVALIDATE), 'try_files $uri =404;'], 1),
    '}',
    ...(proxied.length > 0
      ? [
          '',
          '# The API and the content service: $hs_upstream (the local platform, or the',
          "# provider's services). Their own caching is kept; the security headers are the ones",
          '# above, sent once.',
          `location ~ "${proxyRegex}" {`,
          ...indent(
            [
              'proxy_pass $hs_upstream;',
              'proxy_ssl_server_name on;',
              'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
              'proxy_set_header X-Forwarded-Proto $scheme;',
              ...headers.map(([name]) => `proxy_hide_header ${name};`),
            ],
            1,
          ),
          '}',
        ]
      : []),
  ].join('\n')}\n`;
}
