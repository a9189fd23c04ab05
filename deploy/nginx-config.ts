/**
 * The nginx configuration for one build, made from what the build wrote (dist/shells.json,
 * dist/csp.json) and the settings it was built with, so the shells, the stylesheet's hash and the
 * security headers cannot drift from the build or from the platform. scripts/build/main.ts writes it to
 * dist/deploy/nginx.conf, with its http {} part (the per-client limits' zones, nginxHttpConfig) in
 * dist/deploy/nginx-http.conf; deploy/nginx.ts runs them locally (npm run start:nginx, the browser
 * tests).
 */
import { LONGEST_ADDRESS_BYTES } from '../serving/request-size';
import { matchRoutes } from 'react-router-dom';
import { API_PATHS, AUTH_PATHS } from '../src/config/api-paths';
import type { Env } from '../src/config/env-schema';
import { BASENAME } from '../src/config/paths';
import { SERVER_ONLY_DIRS } from '../serving/dist-layout';
import { inArea, type AnswerAddress } from '../src/for-servers';
import {
  securityHeaders,
  withBuildCsp,
  type BuildCsp,
  type SecurityOptions,
} from '../serving/security-headers';

const APP_SHELL = 'app-shell.html';

/** An entry of dist/shells.json: a route pattern of the app's router and the shell it gets. */
export interface ShellRoute {
  path: string;
  shell: string;
  /** What a customer sent is on it: Cache-Control no-store (the route manifest's noStore). */
  noStore?: boolean;
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
  /**
   * The paths that write (or sign in and out), held to the stricter limit where they are proxied:
   * writePaths(env). By default the platform's own paths, which the settings' defaults use.
   */
  writes?: string[];
  /** The questions' answer addresses (dist/answer-addresses.json), each sent on by its answer. */
  answers?: AnswerAddress[];
  /**
   * The search page (paths.searchPage()), when the upstream answers its words (decision 034): the
   * page with words goes there, the page as built when it does not answer.
   */
  searchPage?: string;
  /**
   * The help service's paths on this origin (helpServicePaths(env): page feedback, search gaps),
   * sent, with the search page, to $hs_help_service rather than to the provider's $hs_upstream.
   */
  helpService?: string[];
}

/**
 * Limits and timeouts (issue 27), all in one place. Each is per client address ($remote_addr:
 * behind a CDN or load balancer, nginx must be told the client's address, see the example at the
 * top of the configuration), and each is far from what a customer does, because many customers
 * can share one address (a household, an office, a mobile network's carrier-grade NAT).
 */
export const NGINX_LIMITS = {
  /**
   * Leads, "Is this page useful?" answers, search gaps, address look-ups and sign-in and sign-out,
   * from one address: 60 a minute after a burst of 30 at once (nodelay: the burst is answered at
   * once, not queued). Sending a complaint takes a customer one or two look-ups and one lead;
   * thirty at the same moment is a whole office sending forms together. One client that sent 4,214
   * leads in 5 s (issue 27) gets about 35 through.
   */
  writes: { perMinute: 60, burst: 30 },
  /**
   * Every other API and content call (the header, the topics, articles, the outage check, the
   * signed-in checks, monitoring): 20 a second after a burst of 200. A page opened asks for about
   * five; 200 at once is forty customers opening pages at the same moment.
   */
  services: { perMinute: 1200, burst: 200 },
  /**
   * Requests in progress at once from one address (HTTP/2 counts each request): 100 in all, where
   * a page opened asks for about 25 files at once, and of them 20 to the API and content, which a
   * page asks for a few at a time (counted apart, so a page's files never take the services'
   * share). One client holding 1,022 slow requests (issue 27) holds 100, 20 of them the
   * services'. Pages and files have no rate limit: nginx serves them from disk, and the service
   * worker asks for 150 on a first visit.
   */
  connections: { site: 100, services: 20 },
  /**
   * The largest body nginx takes on an API path: the platform's own limit (server/app.ts,
   * bodyLimit). The largest a customer sends, a complaint of 30,000 characters (QUERY_MAX), is
   * at most 180 KB as JSON whatever it is written in, and most are 2 KB.
   */
  bodySize: '256k',
  /** Each zone's shared memory: about 16,000 addresses a megabyte, the oldest forgotten first. */
  zoneSize: '10m',
  timeouts: {
    /**
     * From connecting to the request's last header (TLS handshake included), and between two
     * reads of a body. A browser sends its headers, and a form's few kilobytes, at once; 10 s
     * with nothing is a connection that is gone, or one that is held on purpose.
     */
    clientHeader: '10s',
    clientBody: '10s',
    /** Between two writes of a response the customer does not take: a lost connection. */
    send: '30s',
    /**
     * An idle connection is kept this long for the next page (default 75 s). limit_conn counts
     * requests, not idle connections: a firewall or the CDN in front limits those per address.
     */
    keepalive: '20s',
    /**
     * The services: connecting takes milliseconds, so after 5 s they are down (502 or 504 at
     * once, not after a minute). An answer is waited for 20 s, longer than the app waits
     * (VITE_HTTP_TIMEOUT_MS, 15 s), so nginx never cuts one a customer still waits for.
     */
    proxyConnect: '5s',
    proxyRead: '20s',
  },
} as const;

/**
 * What nginx counts as an instance's failure, and when it tries another (issue 48). A failure is
 * what says an instance is not there: it could not be reached, it reset or closed the connection,
 * or it did not answer in time (`error`, `timeout`; nginx always counts these, and a malformed
 * answer). An answer is never one, whatever its status: a 4xx is the client's (415, 401, 413, a
 * 429 the instance's own limit), and a 5xx is sent to the customer as it is, not counted, not
 * retried (proxy_next_upstream lists no http_*; http_429 or http_503 would take an instance out
 * for refusing, or for stopping cleanly).
 */
export const NGINX_UPSTREAM = {
  /**
   * An instance is taken out after 3 failures within 10 s, for 10 s (nginx's default is 1: one
   * reset took an instance out, and two of them, on two instances, left none; issue 48). A
   * stopped instance refuses connections, which fail in milliseconds: it is out after its third,
   * each sent on to another instance, no customer the worse. A hung one costs three requests
   * their timeout first.
   */
  maxFails: 3,
  failTimeout: '10s',
  /**
   * Another instance is tried when one could not be reached or timed out, never for an answer.
   * A POST is tried again only when it was never sent (it could not connect): nginx sends a
   * non-idempotent request on no further once any of it went, and `non_idempotent` is left out
   * on purpose, as a page answer sent twice would be stored twice. Not `off`: a POST an instance
   * could not even take would fail while another could have.
   */
  nextUpstream: 'error timeout',
  /**
   * One other instance at most: a failure every instance shares (their store down, the network
   * between) costs a customer two timeouts, not one per instance.
   */
  nextUpstreamTries: 2,
} as const;

/** A `server` line of an upstream group of help service instances, with its failure counting. */
export const upstreamServer = (address: string) =>
  `server ${address} max_fails=${NGINX_UPSTREAM.maxFails} fail_timeout=${NGINX_UPSTREAM.failTimeout};`;

/**
 * The levels of nginx's error log for this server (issue 37): every line nginx writes about a
 * request names it with its query string and the client's address, and such lines are at
 * `error` or below; what is critical to nginx itself is `crit` and worse. A client over a limit,
 * `error` by default, is noted at `info`.
 */
const ERROR_LOG_LEVEL = 'crit';
const LIMIT_LOG_LEVEL = 'info';

/** How long a refused client is told to wait: until the zone takes one more request. */
export const retryAfter = (perMinute: number) => Math.max(1, Math.ceil(60 / perMinute));

/** The limits' zones, in the http {} context; the configuration names them. */
const ZONES = {
  writes: 'hs_writes',
  services: 'hs_services',
  connections: 'hs_connections',
  serviceConnections: 'hs_service_connections',
} as const;

/** The platform's paths that write (the settings' defaults), as writePaths(env) finds them. */
const DEFAULT_WRITES = [
  API_PATHS.leads,
  API_PATHS.leadChecks,
  API_PATHS.articleFeedback,
  API_PATHS.searchGaps,
  API_PATHS.addresses,
  AUTH_PATHS.signIn,
  AUTH_PATHS.signOut,
];

/**
 * The paths that write, as the build's settings put them: leads (and a customer's messages below
 * them), checks of a message by reference (each a guess, issue 51), feedback, search gaps,
 * addresses, sign-in/out.
 */
export const writePaths = (env: Env) => [
  API_PATHS.leads,
  API_PATHS.leadChecks,
  env.VITE_ARTICLE_FEEDBACK_PATH,
  API_PATHS.searchGaps,
  API_PATHS.addresses,
  env.VITE_SIGN_IN_URL,
  env.VITE_SIGN_OUT_URL,
];

/**
 * The http {} part of the configuration (dist/deploy/nginx-http.conf): the zones the limits count
 * in, which nginx allows only there. Included once in http {}, before the server {} that includes
 * nginx.conf.
 */
export function nginxHttpConfig() {
  const { writes, services, zoneSize } = NGINX_LIMITS;
  return `${[
    `# Help & Support under ${BASENAME}/: the http {} part of this build's nginx configuration.`,
    '# Written by scripts/build/main.ts (deploy/nginx-config.ts): do not edit. Include it in the',
    '# http {} block, once, before the server {} block that includes nginx.conf (which uses these',
    '# zones and says where they are applied).',
    '#',
    '# Counted per client address. Behind a CDN or load balancer, give the server {} block the',
    "# client's address (set_real_ip_from, real_ip_header), else every customer shares the proxy's.",
    `limit_req_zone $binary_remote_addr zone=${ZONES.writes}:${zoneSize} rate=${writes.perMinute}r/m;`,
    `limit_req_zone $binary_remote_addr zone=${ZONES.services}:${zoneSize} rate=${services.perMinute}r/m;`,
    `limit_conn_zone $binary_remote_addr zone=${ZONES.connections}:${zoneSize};`,
    `limit_conn_zone $binary_remote_addr zone=${ZONES.serviceConnections}:${zoneSize};`,
  ].join('\n')}\n`;
}

/**
 * A path in a raw request ($request_uri) that nginx refuses before it chooses where it goes: a dot
 * segment (plain or with %2e), a `;` path parameter, or an encoded or backslash separator (%2f,
 * %5c, \). No page or service of the area has one; each is a way to make nginx and the service
 * behind it see different paths. Only the path is looked at, not the query.
 */
export const REFUSED_PATH = '^[^?]*(?:/[.][.]?(?:[/?]|$)|;|%2e|%2f|%5c|\\x5c)';

/** nginx's own errors on the API and content paths, as the services answer theirs. */
const API_ERRORS: [status: number, title: string][] = [
  [400, 'Bad request'],
  [413, 'Request body too large'],
  [429, 'Too many requests'],
  [500, 'Internal server error'],
  [502, 'Bad gateway'],
  [503, 'Service unavailable'],
  [504, 'Gateway timeout'],
];

/** Where nginx's errors met before a location is chosen are answered (internal only). */
const ERRORS = `${BASENAME}/.errors/`;

const jsonApiError = (status: number, title: string) =>
  JSON.stringify({ errors: [{ status: String(status), title }] });

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
  const lastOwn = ordered.findLastIndex((route) => route.shell !== APP_SHELL || route.noStore);
  const locations = ordered.slice(0, lastOwn + 1).map((route) => ({
    shell: route.shell,
    regex: `^${BASENAME}${routeRegex(route.path)}$`,
    noStore: Boolean(route.noStore),
  }));
  checkAgainstRouter(shells, locations);
  return locations;
}

/**
 * The questions' answer addresses (src/lib/answer-address.ts: the guided check's and the
 * complaints'): each sends the customer on (303) to the page their answer leads to, else to the
 * question (with its error), the query kept within the site. `$arg_` is the first of
 * that name in the query, as the platform and the service worker read it. Exact locations, so they
 * come before any route's.
 */
export function answerLocations(answers: AnswerAddress[]) {
  const plain = /^[\w./-]+$/;
  // Another site's full address (from settings), with nothing nginx would read as its own (no $,
  // quotes, braces, semicolons or spaces).
  const elsewhere = /^https?:\/\/[\w.-]+(?::\d+)?\/[\w./%~+=&?-]*$/;
  return answers.flatMap(({ from, name, to, otherwise }) => {
    for (const text of [from, name, ...Object.keys(to)]) {
      if (!plain.test(text))
        throw new Error(`An answer address cannot be written into nginx: ${text}`);
    }
    const page = (target: string) => {
      if (inArea(target) ? !plain.test(target) : !elsewhere.test(target)) {
        throw new Error(`An answer address cannot be written into nginx: ${target}`);
      }
      // The query goes on within the site (as answerRedirect does), never to another.
      return inArea(target) ? `${target}$is_args$args` : target;
    };
    return [
      `location = ${from} {`,
      ...Object.entries(to).map(
        ([value, target]) => `    if ($arg_${name} = "${value}") { return 303 ${page(target)}; }`,
      ),
      `    return 303 ${page(otherwise)};`,
      '}',
    ];
  });
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

/** Where the provider's services are, and where the help service is (decision 041). */
const UPSTREAM = '$hs_upstream';
const HELP_SERVICE = '$hs_help_service';

const HASHED = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The configuration text: to be included inside a server {} block (see its first lines). */
export function nginxConfig({
  shells,
  csp,
  security = {},
  proxied,
  writes = DEFAULT_WRITES,
  answers = [],
  searchPage,
  helpService = [],
}: NginxConfigInput) {
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
  const page = (regex: string, shell: string, noStore = false) => [
    `location ~* "${regex}" {`,
    ...(noStore ? indent(add('no-store'), 1) : []),
    `    try_files $uri $uri/index.html ${BASENAME}/${shell};`,
    '}',
  ];
  const written = (path: string) => `/${path.split('/').filter(Boolean).map(literal).join('/')}`;
  const proxyRegex = `^(?:${proxied
    .map((path) => (path.endsWith('/') ? `${written(path)}/` : `${written(path)}$`))
    .join('|')})`;
  // The same paths in the request line as it came ($request: the method, the path as sent, a
  // query perhaps, the protocol), which nginx has even when it could not read the path.
  const requestLineRegex = `^[^ ]+ (?:${proxied
    .map((path) => (path.endsWith('/') ? `${written(path)}/` : `${written(path)}(?:[? ]|$)`))
    .join('|')})`;
  // The writes that come here (a service on another origin has its own limits).
  const limitedWrites = [
    ...new Set(
      writes
        .map((path) => path.split('?')[0]!)
        .filter((path) =>
          proxied.some((prefix) =>
            prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix,
          ),
        ),
    ),
  ];
  const writesRegex = `^(?:${limitedWrites
    .map((path) => (proxied.includes(path) ? `${written(path)}$` : `${written(path)}(?:/|$)`))
    .join('|')})`;

  // The help service's paths, and what is below them (an answer read back by its id).
  const helpRegex = `^(?:${helpService.map(written).join('|')})(?:/|$)`;
  const { timeouts, connections } = NGINX_LIMITS;
  /** A location the upstream answers: limited, normalised, the client's address as nginx saw it. */
  const toUpstream = (zone: 'writes' | 'services', upstream = UPSTREAM) => [
    `limit_req zone=${ZONES[zone]} burst=${NGINX_LIMITS[zone].burst} nodelay;`,
    // nginx applies a location's own limit_conn lines only: the whole site's is repeated.
    `limit_conn ${ZONES.connections} ${connections.site};`,
    `limit_conn ${ZONES.serviceConnections} ${connections.services};`,
    '# The path as nginx resolved it (no dot segments, slashes merged), escaped again: never',
    '# the bytes the client sent, which the service might read another way.',
    'rewrite ^ $uri break;',
    `proxy_pass ${upstream};`,
    'proxy_ssl_server_name on;',
    '# Who asked, as nginx saw it: what the client said of itself is dropped ("" sends none).',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    '# Another server (an instance of the group) only when one could not be reached or timed out,',
    '# once, and a POST only when none of it was sent; never for an answer, whatever its status',
    '# (NGINX_UPSTREAM in deploy/nginx-config.ts).',
    `proxy_next_upstream ${NGINX_UPSTREAM.nextUpstream};`,
    `proxy_next_upstream_tries ${NGINX_UPSTREAM.nextUpstreamTries};`,
    "# The host the browser asked for (nginx checked it): the platform compares a sign-out's",
    '# Origin with it (server/routes/customer.ts) where a browser sends no Sec-Fetch-Site.',
    'proxy_set_header X-Forwarded-Host $http_host;',
    'proxy_set_header X-Forwarded-Port "";',
    'proxy_set_header Forwarded "";',
    ...headers.map(([name]) => `proxy_hide_header ${name};`),
  ];
  /** An API or content location. */
  const proxy = (zone: 'writes' | 'services', upstream = UPSTREAM) => [
    ...toUpstream(zone, upstream),
    `client_max_body_size ${NGINX_LIMITS.bodySize};`,
    "# nginx's own errors (a service's own pass as they are), in JSON:API as the services answer.",
    ...API_ERRORS.map(
      ([status]) =>
        `error_page ${status} =${status} @${status === 429 ? `hs_429_${zone}` : `hs_${status}`};`,
    ),
  ];
  /**
   * The search page with words (decision 034): the platform sends it with its results in it. With
   * no words, or when the upstream does not answer it (down, over the limit, or a services host
   * without it), the page as built, whose search island shows the results.
   */
  const searchPageLocation = (inArea: string) => {
    const path = `${BASENAME}${inArea}`;
    const asBuilt = `${path}/index.html`;
    return [
      `location = ${path} {`,
      ...indent(
        [
          ...add(REVALIDATE),
          'if ($arg_q = "") {',
          `    rewrite ^ ${asBuilt} last;`,
          '}',
          ...toUpstream('services', HELP_SERVICE),
          'proxy_hide_header Cache-Control;',
          'proxy_intercept_errors on;',
          `error_page 404 429 500 502 503 504 = ${asBuilt};`,
        ],
        1,
      ),
      '}',
    ];
  };
  const errorLocation = (name: string, lines: string[]) => [
    `location @${name} {`,
    ...indent(['default_type application/vnd.api+json;', ...add('no-store'), ...lines], 1),
    '}',
  ];
  const apiError = (name: string, status: number, title: string, extra: string[] = []) =>
    errorLocation(name, [...extra, `return ${status} '${jsonApiError(status, title)}';`]);
  /**
   * Errors met before nginx knows where a request goes (a refused path, a broken %-escape, which
   * leaves nginx no path to give a named location, headers over its buffers): a location of their
   * own, internal, that answers in JSON:API on the services' paths, else as a page.
   */
  const earlyError = (name: string, title: string, otherwise: string) => [
    `location = ${ERRORS}${name} {`,
    ...indent(
      [
        'internal;',
        'default_type application/vnd.api+json;',
        ...add('no-store'),
        ...(proxied.length > 0
          ? [
              `if ($request ~ "${requestLineRegex}") {`,
              `    return 400 '${jsonApiError(400, title)}';`,
              '}',
            ]
          : []),
        otherwise,
      ],
      1,
    ),
    '}',
  ];

  return `${[
    `# Help & Support under ${BASENAME}/: the nginx configuration of this build.`,
    '# Written by scripts/build/main.ts (deploy/nginx-config.ts) from dist/shells.json, dist/csp.json',
    '# and the settings of the build: do not edit. Deploy it with the build it came with, and',
    '# reload nginx after each release (`nginx -s reload`).',
    '#',
    '# Needs nginx 1.22 or later with the brotli static module (Debian: apt-get install nginx',
    '# libnginx-mod-http-brotli-static). Include this file inside a server {} block that says',
    '# where the files are and where the services are, and its http {} part (nginx-http.conf,',
    '# the zones of the per-client limits) in the http {} block, for example:',
    '#',
    '#   load_module modules/ngx_http_brotli_static_module.so;   # main context, unless Debian',
    '#                                                            # loads it (modules-enabled/)',
    '#   http {',
    '#       include mime.types;',
    '#       # Paths only: query strings carry postcodes and search words.',
    '#       map $request_uri $hs_path { ~^(?<path>[^?]*) $path; }',
    "#       log_format paths '$time_iso8601 $request_method $hs_path $status $body_bytes_sent';",
    `#       access_log /var/log/nginx${BASENAME}.log paths;`,
    '#       # The zones the limits count in (nginx allows them only here), once.',
    `#       include /srv/help${BASENAME}/deploy/nginx-http.conf;`,
    ...(proxied.length > 0
      ? [
          "#       # The help service's instances, when there are several ($hs_help_service below).",
          `#       # One is out for ${NGINX_UPSTREAM.failTimeout} after ${NGINX_UPSTREAM.maxFails} failures within it (not reached, reset, timed out),`,
          '#       # never for an answer, a refusal included (docs/running-the-help-service.md).',
          '#       upstream help_service {',
          `#           ${upstreamServer('10.0.0.5:4173')}`,
          `#           ${upstreamServer('10.0.0.6:4173')}`,
          '#       }',
        ]
      : []),
    '#       server {',
    '#           listen 443 ssl http2;',
    '#           ssl_certificate /etc/ssl/help.example.pem;',
    '#           ssl_certificate_key /etc/ssl/help.example.key;',
    "#           # Behind a CDN or load balancer only: the client's address from it, which the",
    "#           # limits count by and the services are told (else all share the proxy's).",
    '#           # set_real_ip_from 10.0.0.0/8;  real_ip_header X-Forwarded-For;',
    `#           # dist/ copied to /srv/help${BASENAME}/; page-not-found.html (and its`,
    '#           # page-not-found.css and .js) beside it.',
    '#           root /srv/help;',
    ...(proxied.length > 0
      ? [
          '#           # Where the API and content paths go (a name needs a `resolver`).',
          '#           set $hs_upstream https://services.example.com;',
          '#           # Where the help service is (page feedback, search gaps, the search page',
          '#           # with words): one address, or the `upstream` group of its instances',
          '#           # above. Unset, the same as $hs_upstream.',
          '#           set $hs_help_service http://help_service;',
        ]
      : []),
    `#           include /srv/help${BASENAME}/deploy/nginx.conf;`,
    '#       }',
    '#   }',
    '',
    'server_tokens off;',
    'charset utf-8;',
    ...(proxied.length > 0
      ? [
          '# The help service (the search page, page feedback, search gaps): $hs_help_service where',
          '# the server block sets it, else the same upstream as the services.',
          'uninitialized_variable_warn off;',
          `if (${HELP_SERVICE} = "") {`,
          `    set ${HELP_SERVICE} ${UPSTREAM};`,
          '}',
        ]
      : []),
    '# Redirects say the path only, whatever scheme and host a proxy or CDN in front uses.',
    'absolute_redirect off;',
    '',
    '# Limits and timeouts, per client address (the zones are in nginx-http.conf; the reasons for',
    '# each value are in deploy/nginx-config.ts, NGINX_LIMITS). A client over a limit is answered',
    '# 429 with Retry-After; one that stalls is cut off (and its connection reset).',
    `client_header_timeout ${timeouts.clientHeader};`,
    // The longest search (serving/request-size.ts) in one buffer: the request line must fit one.
    `large_client_header_buffers 4 ${Math.ceil(LONGEST_ADDRESS_BYTES / 1024)}k;`,
    `client_body_timeout ${timeouts.clientBody};`,
    `send_timeout ${timeouts.send};`,
    `keepalive_timeout ${timeouts.keepalive};`,
    'reset_timedout_connection on;',
    `proxy_connect_timeout ${timeouts.proxyConnect};`,
    `proxy_send_timeout ${timeouts.proxyRead};`,
    `proxy_read_timeout ${timeouts.proxyRead};`,
    'limit_req_status 429;',
    'limit_conn_status 429;',
    `limit_conn ${ZONES.connections} ${connections.site};`,
    '',
    "# nginx's error log names a request as it came, query string and all (postcodes, search",
    "# words), with the client's address, on every line about one: a client over a limit, an",
    '# upstream that timed out, a body too large. For this server it keeps only what is critical',
    '# to nginx itself (crit and worse: a file it cannot open, descriptors run out), where the main',
    '# error log goes (nginx sends its standard error there); a client over a limit is noted at',
    '# info, below that. The access log (see the top) has the path only.',
    `error_log stderr ${ERROR_LOG_LEVEL};`,
    `limit_req_log_level ${LIMIT_LOG_LEVEL};`,
    `limit_conn_log_level ${LIMIT_LOG_LEVEL};`,
    '',
    '# A path a service could read otherwise than nginx does (a dot segment, plain or encoded, a',
    '# `;` parameter, an encoded slash or a backslash) is refused before it goes anywhere; not',
    "# again on the way to the page that says so, which keeps the request's path.",
    'set $hs_raw_path $request_uri;',
    `if ($uri ~ "^${ERRORS.replaceAll('.', '[.]')}") {`,
    '    set $hs_raw_path "";',
    '}',
    `if ($hs_raw_path ~* "${REFUSED_PATH}") {`,
    '    return 400;',
    '}',
    '',
    "# The platform's security headers (serving/security-headers.ts), on every response.",
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
    '# Requests nginx cannot take (a refused path, a broken %-escape, headers over its buffers),',
    "# found before it knows where they go: JSON:API on the services' paths, else a page.",
    `error_page 400 =400 ${ERRORS}bad-request;`,
    `error_page 494 =400 ${ERRORS}header-too-large;`,
    ...earlyError('bad-request', 'Bad request', 'rewrite ^ /page-not-found.html last;'),
    ...earlyError('header-too-large', 'Request header or cookie too large', 'return 494;'),
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
        `location ~ "^${BASENAME}/(${SERVER_ONLY_DIRS.join('|')})/|/[.]" {`,
        '    return 404;',
        '}',
        '# A file (its name has an extension) or nothing, never a page.',
        'location ~* "[.][a-z0-9]{2,5}$" {',
        '    try_files $uri =404;',
        '}',
        ...answerLocations(answers),
        ...(proxied.length > 0 && searchPage ? searchPageLocation(searchPage) : []),
        ...shellLocations(shells).flatMap((l) => page(l.regex, l.shell, l.noStore)),
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
          ...(helpService.length > 0
            ? [
                '# The help service (page feedback, search gaps): $hs_help_service, held to the',
                '# stricter limit of what writes.',
                `location ~ "${helpRegex}" {`,
                ...indent(proxy('writes', HELP_SERVICE), 1),
                '}',
              ]
            : []),
          ...(limitedWrites.length > 0
            ? [
                '# What writes (leads, page feedback, search gaps, addresses, sign-in and sign-out),',
                '# held to the stricter limit.',
                `location ~ "${writesRegex}" {`,
                ...indent(proxy('writes'), 1),
                '}',
              ]
            : []),
          `location ~ "${proxyRegex}" {`,
          ...indent(proxy('services'), 1),
          '}',
          '',
          "# nginx's own errors on those paths, as the services' own: JSON:API, never cached.",
          ...API_ERRORS.flatMap(([status, title]) =>
            status === 429
              ? (['writes', 'services'] as const).flatMap((zone) =>
                  apiError(`hs_429_${zone}`, status, title, [
                    `add_header Retry-After "${retryAfter(NGINX_LIMITS[zone].perMinute)}" always;`,
                  ]),
                )
              : apiError(`hs_${status}`, status, title),
          ),
        ]
      : []),
  ].join('\n')}\n`;
}
