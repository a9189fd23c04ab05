// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/config/api-paths';
import { parseEnv } from '@/config/env-schema';
import { BASENAME, helpServicePaths, paths, proxiedPrefixes } from '@/config/paths';
import { complaintAnswerAddresses } from '@/features/complaints/questions';
import { answerAddresses } from '@/features/no-supply/check';
import { checkNginx } from '../../../deploy/nginx';
import {
  NGINX_LIMITS,
  NGINX_UPSTREAM,
  REFUSED_PATH,
  answerLocations,
  nginxConfig,
  nginxHttpConfig,
  retryAfter,
  shellLocations,
  upstreamServer,
  writePaths,
  type ShellRoute,
} from '../../../deploy/nginx-config';
import { shellsJson } from '../../../scripts/build/shells';
import { securityHeaders, withBuildCsp } from '../../../serving/security-headers';

/** dist/shells.json as the build writes it from the route manifest. */
const SHELLS: ShellRoute[] = shellsJson();
const CSP = {
  styleSrc: ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"],
  scriptSrc: ["'sha256-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC='"],
};
const PROXIED = proxiedPrefixes(parseEnv({ VITE_DATADOG_PROXY_URL: '/rum-proxy' }));
const ANSWERS = [...answerAddresses(), ...complaintAnswerAddresses()];
const config = (shells = SHELLS, csp = CSP) =>
  nginxConfig({ shells, csp, proxied: PROXIED, answers: ANSWERS });
/** As the build writes it: with the search page the platform answers (decision 034). */
const searchConfig = () =>
  nginxConfig({
    shells: SHELLS,
    csp: CSP,
    proxied: PROXIED,
    answers: ANSWERS,
    searchPage: '/search',
  });

/** The shell nginx would send for a path: the first of the written expressions that matches. */
const shellByConfig = (shells: ShellRoute[], path: string) =>
  shellLocations(shells).find((l) => new RegExp(l.regex, 'i').test(path))?.shell ??
  'app-shell.html';

describe('the nginx configuration the build writes', () => {
  it('serves the confirmation and the messages no-store, each in a location of its own (issues 48, 51)', () => {
    const confirmation = shellLocations(SHELLS).find((l) =>
      new RegExp(l.regex, 'i').test(`${BASENAME}${paths.confirmation()}`),
    );
    expect(confirmation).toMatchObject({ shell: 'app-shell.html', noStore: true });
    const text = config();
    const at = text.indexOf(`location ~* "${confirmation!.regex}" {`);
    const block = text.slice(at, text.indexOf('}', at));
    expect(block).toContain('add_header Cache-Control "no-store" always;');
    expect(block).toContain('add_header Content-Security-Policy');
    // Only the pages with what a customer sent on them: the confirmation, and "Your messages"
    // with one message (issue 51).
    const noStore = shellLocations(SHELLS).filter((l) => l.noStore);
    expect(noStore).toHaveLength(3);
    for (const path of [
      paths.confirmation(),
      paths.messages(),
      `${paths.messages()}/HS-ABC12345`,
    ]) {
      expect(
        noStore.some((l) => new RegExp(l.regex, 'i').test(`${BASENAME}${path}`)),
        path,
      ).toBe(true);
    }
  });

  it('gives a new route with a shell of its own its own location', () => {
    const before = config();
    const shells = [...SHELLS, { path: 'outages/:postcode', shell: 'shells/outages.html' }];
    const after = config(shells);
    expect(before).not.toContain('outages');
    expect(after).toContain(`location ~* "^${BASENAME}/outages/[^/]+/*$" {`);
    expect(after).toContain(`try_files $uri $uri/index.html ${BASENAME}/shells/outages.html;`);
    expect(shellByConfig(shells, `${BASENAME}/outages/LS1`)).toBe('shells/outages.html');
  });

  it('follows a route that moves, and forgets one that goes', () => {
    const moved = SHELLS.map((r) => (r.path === 'search' ? { ...r, path: 'find' } : r));
    expect(config(moved)).toContain(`"^${BASENAME}/find/*$"`);
    expect(config(moved)).not.toContain('/search/');
    expect(shellByConfig(moved, `${BASENAME}/search`)).toBe('app-shell.html');
    const gone = SHELLS.filter((r) => r.path !== 'deals');
    expect(config(gone)).not.toContain('shells/deals.html');
  });

  it('allows a changed stylesheet and loader by their new hashes only', () => {
    const changed = {
      styleSrc: ["'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='"],
      scriptSrc: ["'sha256-DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD='"],
    };
    const before = config();
    const after = config(SHELLS, changed);
    expect(after).not.toBe(before);
    const policies = (text: string) =>
      [...text.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map((m) => m[1]);
    expect(policies(after).length).toBeGreaterThan(0);
    for (const csp of policies(after)) {
      expect(csp).toContain(`style-src 'self' ${changed.styleSrc[0]}`);
      expect(csp).toContain(`script-src 'self' ${changed.scriptSrc[0]};`);
      expect(csp).not.toContain(CSP.styleSrc[0]);
      expect(csp).not.toContain(CSP.scriptSrc[0]);
    }
  });

  it('sends exactly the platform’s security headers, wherever it sets headers', () => {
    const text = config();
    const expected = securityHeaders(withBuildCsp({}, CSP));
    // Each run of add_header lines: nginx does not add a parent's to a block that has its own.
    const blocks: string[][][] = [];
    let current: string[][] | null = null;
    for (const line of text.split('\n')) {
      const header = /^\s*add_header (\S+) "([^"]*)" always;$/.exec(line);
      if (!header) current = null;
      else if (header[1] !== 'Cache-Control' && header[1] !== 'Retry-After') {
        if (!current) blocks.push((current = []));
        current.push([header[1]!, header[2]!]);
      }
    }
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const block of blocks) expect(block).toEqual(expected);
  });

  it('sends each route the shell react-router would choose, on every path it tries', () => {
    // The real table, checked by the generator itself: it throws on a disagreement.
    expect(() => shellLocations(SHELLS)).not.toThrow();
    for (const path of [
      `${BASENAME}/meters/faulty-meter`,
      `${BASENAME}/complaints/feedback`,
      `${BASENAME}/complaints/feedback/personal-details`,
      `${BASENAME}/complaints/gas-and-electricity/query/`,
      `${BASENAME}/SEARCH`,
      `${BASENAME}/`,
      `${BASENAME}/a/b/c`,
    ]) {
      const [match] = matchRoutes(SHELLS, path, BASENAME) ?? [];
      expect(shellByConfig(SHELLS, path), path).toBe(match?.route.shell ?? 'app-shell.html');
    }
  });

  it('ranks a more specific route first whatever the order of the table', () => {
    const shells = [
      { path: ':category/:article', shell: 'shells/article.html' },
      { path: 'guides/:name', shell: 'app-shell.html' },
    ];
    expect(shellByConfig(shells, `${BASENAME}/guides/x`)).toBe('app-shell.html');
    expect(shellByConfig(shells, `${BASENAME}/meters/x`)).toBe('shells/article.html');
  });

  it('refuses a route pattern it cannot write', () => {
    expect(() =>
      shellLocations([...SHELLS, { path: 'files/:name?', shell: 'shells/x.html' }]),
    ).toThrow(/cannot translate the route pattern "files\/:name\?"/);
  });

  it('sends each answer address of the guided check on by its answer, before any route', () => {
    const written = config();
    const at = (path: string) => `${BASENAME}/emergencies/no-supply/${path}`;
    const location = `location = ${at('supply-answer')} {`;
    expect(written).toContain(location);
    expect(written.slice(written.indexOf(location))).toMatch(
      new RegExp(
        [
          `if \\(\\$arg_supply = "electricity"\\) \\{ return 303 ${at('electricity-others')}\\$is_args\\$args; \\}`,
          `if \\(\\$arg_supply = "gas"\\) \\{ return 303 ${at('gas-smell')}\\$is_args\\$args; \\}`,
          `if \\(\\$arg_supply = "both"\\) \\{ return 303 ${at('both-smell')}\\$is_args\\$args; \\}`,
          `return 303 ${at('supply-unanswered')}\\$is_args\\$args;`,
        ].join('\\s+'),
      ),
    );
    for (const { from } of ANSWERS) expect(written).toContain(`location = ${from} {`);
  });

  it("sends a complaint question's answer on to its step with the answer, another team's page as it is", () => {
    const written = config();
    const location = `location = ${BASENAME}${paths.selectType()}-answer {`;
    expect(written).toContain(location);
    expect(written.slice(written.indexOf(location))).toMatch(
      new RegExp(
        [
          `if \\(\\$arg_complaintType = "energy"\\) \\{ return 303 ${BASENAME}${paths.selectEnergy()}\\$is_args\\$args; \\}`,
          `if \\(\\$arg_complaintType = "home-services"\\) \\{ return 303 https://www\\.britishgas\\.co\\.uk/home-services/complaints; \\}`,
        ].join('\\s+'),
      ),
    );
    expect(written).toContain(
      `if ($arg_customerType = "payAsYouGo") { return 303 ${BASENAME}${paths.complaintDetails('pay-as-you-go')}$is_args$args; }`,
    );
    // No answer, or one it does not have: the question again.
    expect(written).toMatch(
      new RegExp(`return 303 ${BASENAME}${paths.selectEnergy()}\\$is_args\\$args;\\s+\\}`),
    );
  });

  it('refuses an answer address it cannot write safely', () => {
    const [first] = ANSWERS;
    expect(() =>
      answerLocations([{ ...first!, to: { gas: 'https://example.com/$request_uri' } }]),
    ).toThrow(/cannot be written into nginx/);
    // A query of the page's own, where the customer's goes on too.
    expect(() => answerLocations([{ ...first!, to: { gas: '/x?y=1' } }])).toThrow(
      /cannot be written into nginx/,
    );
    // Another site's, as it is.
    expect(answerLocations([{ ...first!, to: { gas: 'https://example.com/x?y=1' } }])).toContain(
      '    if ($arg_supply = "gas") { return 303 https://example.com/x?y=1; }',
    );
    expect(() => answerLocations([{ ...first!, to: { 'gas"; return 200': '/x' } }])).toThrow(
      /cannot be written into nginx/,
    );
    expect(() => answerLocations([{ ...first!, otherwise: '/x; }' }])).toThrow(
      /cannot be written into nginx/,
    );
  });

  it('proxies the services the app calls on its own origin, and none that are elsewhere', () => {
    expect(PROXIED).toEqual(
      expect.arrayContaining([
        '/content/',
        '/aem6/',
        '/v1/',
        '/Customer/',
        '/sign-in',
        '/rum-proxy',
      ]),
    );
    expect(config()).toContain('proxy_pass $hs_upstream;');
    const elsewhere = proxiedPrefixes(
      parseEnv({
        VITE_API_BASE_URL: 'https://api.example.com',
        VITE_CONTENT_BASE_URL: 'https://content.example.com',
        VITE_SIGN_IN_URL: 'https://id.example.com/sign-in',
        VITE_SIGN_OUT_URL: 'https://id.example.com/sign-out',
        VITE_HELP_SERVICE_BASE_URL: 'https://help.example.com',
      }),
    );
    expect(elsewhere).toEqual([]);
    const text = nginxConfig({ shells: SHELLS, csp: CSP, proxied: elsewhere });
    expect(text).not.toContain('$hs_upstream');
  });
});

/** The configuration as nginx reads it: each block's head, directives and blocks, no comments. */
interface Block {
  head: string;
  lines: string[];
  blocks: Block[];
}
function parse(text: string): Block {
  const root: Block = { head: 'server', lines: [], blocks: [] };
  const open = [root];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.endsWith('{')) {
      const block: Block = { head: line.slice(0, -1).trim(), lines: [], blocks: [] };
      open.at(-1)!.blocks.push(block);
      open.push(block);
    } else if (line === '}') open.pop();
    else open.at(-1)!.lines.push(line);
  }
  expect(open, 'every block is closed').toHaveLength(1);
  return root;
}
/** Every directive of a block and the blocks inside it. */
const allLines = (block: Block): string[] => [...block.lines, ...block.blocks.flatMap(allLines)];
/** The server-level regular-expression location nginx would choose for a path (the first). */
const regexLocation = (server: Block, path: string) =>
  server.blocks.find((b) => {
    const regex = /^location ~ "(.+)"$/.exec(b.head)?.[1];
    return regex !== undefined && new RegExp(regex).test(path);
  });
const named = (server: Block, name: string) =>
  server.blocks.find((b) => b.head === `location ${name}`);
/** The JSON:API document a location returns, with its status. */
const returned = (block: Block) => {
  const line = block.lines.find((l) => l.startsWith('return '));
  const [, status, body] = /^return (\d+) '(.*)';$/.exec(line ?? '') ?? [];
  return { status: Number(status), body: JSON.parse(body ?? 'null') as unknown };
};

describe('the nginx configuration against hostile clients (issue 27)', () => {
  const server = parse(config());

  it('declares the limits’ zones in an http {} part of their own, which the server part uses', () => {
    const http = parse(nginxHttpConfig());
    const { zoneSize, writes, services } = NGINX_LIMITS;
    expect(http.lines).toEqual([
      `limit_req_zone $binary_remote_addr zone=hs_writes:${zoneSize} rate=${writes.perMinute}r/m;`,
      `limit_req_zone $binary_remote_addr zone=hs_services:${zoneSize} rate=${services.perMinute}r/m;`,
      `limit_conn_zone $binary_remote_addr zone=hs_connections:${zoneSize};`,
      `limit_conn_zone $binary_remote_addr zone=hs_service_connections:${zoneSize};`,
    ]);
    expect(http.blocks).toEqual([]);
    // nginx allows zones in http {} only: none in the part included in server {}.
    expect(allLines(server).filter((l) => /_zone\b/.test(l))).toEqual([]);
    const used = new Set(
      allLines(server).flatMap((l) =>
        [...l.matchAll(/^limit_(?:req zone=|conn )(\w+)/g)].map((m) => m[1]),
      ),
    );
    expect([...used].sort()).toEqual([
      'hs_connections',
      'hs_service_connections',
      'hs_services',
      'hs_writes',
    ]);
    // The example at the top says where each part goes.
    const example = config()
      .split('\n')
      .filter((l) => l.startsWith('#'));
    const at = (text: string) =>
      example.findIndex((l) => l.replace(/^[#\s]*/, '').startsWith(text));
    const include = at(`include /srv/help${BASENAME}/deploy/nginx-http.conf;`);
    expect(include).toBeGreaterThan(at('http {'));
    expect(include).toBeLessThan(at('server {'));
    expect(at(`include /srv/help${BASENAME}/deploy/nginx.conf;`)).toBeGreaterThan(at('server {'));
    expect(at('set_real_ip_from')).toBeGreaterThan(at('server {'));
  });

  it('holds what writes to the stricter limit, the other services to a looser one, and pages to none', () => {
    const writesLimit = `limit_req zone=hs_writes burst=${NGINX_LIMITS.writes.burst} nodelay;`;
    const servicesLimit = `limit_req zone=hs_services burst=${NGINX_LIMITS.services.burst} nodelay;`;
    for (const path of [
      '/v1/leads',
      '/v1/article-feedback',
      '/v1/search-gaps',
      '/v1/addresses',
      '/sign-in',
      '/sign-out',
    ]) {
      expect(regexLocation(server, path)?.lines, path).toContain(writesLimit);
    }
    for (const path of [
      '/v1/customers',
      '/v1/accounts',
      '/Customer/Accounts/AccountStatusCount',
      '/content/x.json',
      '/aem6/x.html',
      '/rum-proxy',
      '/v1/leadsx',
    ]) {
      expect(regexLocation(server, path)?.lines, path).toContain(servicesLimit);
    }
    const proxies = server.blocks.filter((b) => b.lines.includes('proxy_pass $hs_upstream;'));
    expect(proxies).toHaveLength(2);
    for (const proxy of proxies) {
      expect(proxy.lines).toContain(
        `limit_conn hs_service_connections ${NGINX_LIMITS.connections.services};`,
      );
      // A location's own limit_conn lines replace the server's: the site's is repeated.
      expect(proxy.lines).toContain(`limit_conn hs_connections ${NGINX_LIMITS.connections.site};`);
      expect(proxy.lines).toContain(`client_max_body_size ${NGINX_LIMITS.bodySize};`);
    }
    // Pages and files: the connections of one address only, no rate.
    expect(server.lines).toContain(`limit_conn hs_connections ${NGINX_LIMITS.connections.site};`);
    for (const block of server.blocks.filter((b) => !proxies.includes(b))) {
      expect(
        allLines(block).filter((l) => l.startsWith('limit_req')),
        block.head,
      ).toEqual([]);
    }
    expect(server.lines).toEqual(
      expect.arrayContaining(['limit_req_status 429;', 'limit_conn_status 429;']),
    );

    // A path the settings move is held where it now is; a service on another origin is not ours.
    const env = parseEnv({ VITE_ARTICLE_FEEDBACK_PATH: '/v1/page-answers' });
    const moved = parse(
      nginxConfig({
        shells: SHELLS,
        csp: CSP,
        proxied: proxiedPrefixes(env),
        writes: writePaths(env),
      }),
    );
    expect(regexLocation(moved, '/v1/page-answers')?.lines).toContain(writesLimit);
    const elsewhere = parseEnv({ VITE_API_BASE_URL: 'https://api.example.com' });
    const away = parse(
      nginxConfig({
        shells: SHELLS,
        csp: CSP,
        proxied: proxiedPrefixes(elsewhere),
        writes: writePaths(elsewhere),
      }),
    );
    expect(regexLocation(away, '/v1/leads')).toBeUndefined();
    expect(regexLocation(away, '/sign-in')?.lines).toContain(writesLimit);
  });

  it('cuts off clients that stall, and services that do not answer', () => {
    const { timeouts } = NGINX_LIMITS;
    expect(server.lines).toEqual(
      expect.arrayContaining([
        `client_header_timeout ${timeouts.clientHeader};`,
        `client_body_timeout ${timeouts.clientBody};`,
        `send_timeout ${timeouts.send};`,
        `keepalive_timeout ${timeouts.keepalive};`,
        'reset_timedout_connection on;',
        `proxy_connect_timeout ${timeouts.proxyConnect};`,
        `proxy_read_timeout ${timeouts.proxyRead};`,
        `proxy_send_timeout ${timeouts.proxyRead};`,
      ]),
    );
    // Shorter than nginx's defaults (60 s and 75 s), and than the app's own 15 s for an answer.
    const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)?.[1]);
    for (const value of Object.values(timeouts)) expect(seconds(value)).toBeLessThanOrEqual(30);
    expect(seconds(timeouts.proxyRead) * 1000).toBeGreaterThan(parseEnv({}).VITE_HTTP_TIMEOUT_MS);
    expect(retryAfter(NGINX_LIMITS.writes.perMinute)).toBe(1);
    expect(retryAfter(12)).toBe(5);
  });

  it('refuses a raw path with dot segments, `;` parameters or encoded separators before choosing a location', () => {
    const refused = new RegExp(REFUSED_PATH, 'i');
    for (const path of [
      `${BASENAME}/../v1/customers`,
      '/v1/..;/admin',
      '/v1/..%5c..%5cadmin',
      '/v1/%2E%2e/customers',
      '/v1/.%2e/customers',
      '/v1/./customers',
      '/v1/leads/..',
      '/v1/leads/.?x=1',
      '/v1/customers;jsessionid=1',
      '/content/a%2Fb.json',
      '/v1/a\\b',
    ]) {
      expect(refused.test(path), path).toBe(true);
    }
    for (const path of [
      `${BASENAME}/`,
      `${BASENAME}/meters/faulty-meter`,
      `${BASENAME}/.well-known/x`,
      `${BASENAME}/assets/index-a1.b2.js`,
      `${BASENAME}/search?q=a/../b;c%2F%2e`,
      '/v1/addresses?postcode=LS1%204AB',
      '/content/help%20and%20support.json',
      `/sign-in?returnTo=${BASENAME}/a/../b`,
    ]) {
      expect(refused.test(path), path).toBe(false);
    }
    // In server {} itself, so before any location and any upstream; not again for the page
    // that says so.
    expect(server.lines).toEqual(
      expect.arrayContaining([
        'set $hs_raw_path $request_uri;',
        `error_page 400 =400 ${BASENAME}/.errors/bad-request;`,
      ]),
    );
    const check = server.blocks.find((b) => b.head === `if ($hs_raw_path ~* "${REFUSED_PATH}")`);
    expect(check?.lines).toEqual(['return 400;']);
    // The services are sent the path nginx resolved, not the one the client wrote.
    for (const proxy of server.blocks.filter((b) => b.lines.includes('proxy_pass $hs_upstream;'))) {
      const rewrite = proxy.lines.indexOf('rewrite ^ $uri break;');
      expect(rewrite).toBeGreaterThanOrEqual(0);
      expect(rewrite).toBeLessThan(proxy.lines.indexOf('proxy_pass $hs_upstream;'));
    }
  });

  it('tells the services who asked as nginx saw them, never what the client said of itself', () => {
    expect(config()).not.toContain('$proxy_add_x_forwarded_for');
    for (const proxy of server.blocks.filter((b) => b.lines.includes('proxy_pass $hs_upstream;'))) {
      expect(proxy.lines).toEqual(
        expect.arrayContaining([
          'proxy_set_header X-Forwarded-For $remote_addr;',
          'proxy_set_header X-Real-IP $remote_addr;',
          'proxy_set_header X-Forwarded-Proto $scheme;',
          'proxy_set_header X-Forwarded-Host $http_host;',
          'proxy_set_header X-Forwarded-Port "";',
          'proxy_set_header Forwarded "";',
        ]),
      );
    }
  });

  it('answers its own errors on the services’ paths in JSON:API, with the security headers, and pages with the page', () => {
    const security = securityHeaders(withBuildCsp({}, CSP)).map(
      ([name, value]) => `add_header ${name} "${value}" always;`,
    );
    const proxies = server.blocks.filter((b) => b.lines.includes('proxy_pass $hs_upstream;'));
    expect(proxies.length).toBeGreaterThan(1);
    for (const proxy of proxies) {
      const pages = proxy.lines.filter((l) => l.startsWith('error_page '));
      expect(pages.map((l) => l.split(' ')[1])).toEqual([
        '400',
        '413',
        '429',
        '500',
        '502',
        '503',
        '504',
      ]);
      const zone = proxy.lines.some((l) => l.includes('zone=hs_writes')) ? 'writes' : 'services';
      for (const line of pages) {
        const [, status, target] = /^error_page (\d+) =\d+ (@\S+);$/.exec(line)!;
        const block = named(server, target!);
        expect(block, line).toBeDefined();
        expect(block!.lines).toContain('default_type application/vnd.api+json;');
        expect(block!.lines).toEqual(
          expect.arrayContaining([...security, 'add_header Cache-Control "no-store" always;']),
        );
        const { status: code, body } = returned(block!);
        expect(code).toBe(Number(status));
        const limited = status === '429';
        expect(body).toEqual({ errors: [{ status, title: expect.any(String) }] });
        const [{ title }] = (body as { errors: [{ title: string }] }).errors;
        expect(title === 'Too many requests', `${status}: ${title}`).toBe(limited);
        // Only a refusal for too many requests says when to come back.
        expect(block!.lines.filter((l) => l.startsWith('add_header Retry-After '))).toEqual(
          limited
            ? [`add_header Retry-After "${retryAfter(NGINX_LIMITS[zone].perMinute)}" always;`]
            : [],
        );
      }
    }
    // Found before a location is chosen (a refused path, a broken escape, headers over nginx's
    // buffers): JSON:API where the request line names a service, else the page.
    expect(server.lines).toContain(`error_page 494 =400 ${BASENAME}/.errors/header-too-large;`);
    for (const name of ['bad-request', 'header-too-large']) {
      const block = server.blocks.find((b) => b.head === `location = ${BASENAME}/.errors/${name}`)!;
      expect(block.lines).toEqual(
        expect.arrayContaining([
          'internal;',
          'default_type application/vnd.api+json;',
          ...security,
        ]),
      );
      const [branch] = block.blocks;
      const requestLine = new RegExp(/^if \(\$request ~ "(.+)"\)$/.exec(branch!.head)![1]!);
      for (const line of [
        'GET /v1/%zz HTTP/1.1',
        'POST /v1/leads HTTP/2.0',
        'GET /sign-in?returnTo=/ HTTP/1.1',
        'GET /rum-proxy HTTP/1.1',
      ]) {
        expect(requestLine.test(line), line).toBe(true);
      }
      for (const line of [
        `GET ${BASENAME}/%zz HTTP/1.1`,
        'GET /sign-in-help HTTP/1.1',
        'GET /v1 HTTP/1.1',
      ]) {
        expect(requestLine.test(line), line).toBe(false);
      }
      expect(returned(branch!).status).toBe(400);
    }
  });

  it('sends the search page with words to the platform, limited, and the page as built without (decision 034)', () => {
    const withSearch = parse(searchConfig());
    const area = withSearch.blocks.find((b) => b.head === `location ${BASENAME}/`)!;
    const search = area.blocks.find((b) => b.head === `location = ${BASENAME}/search`)!;
    expect(search.lines).toEqual(
      expect.arrayContaining([
        // The help service's page (decision 041).
        'proxy_pass $hs_help_service;',
        `limit_req zone=hs_services burst=${NGINX_LIMITS.services.burst} nodelay;`,
        `limit_conn hs_service_connections ${NGINX_LIMITS.connections.services};`,
        'proxy_set_header X-Forwarded-For $remote_addr;',
        'proxy_intercept_errors on;',
        // Down, over the limit, or a services host without the page: the page as built.
        `error_page 404 429 500 502 503 504 = ${BASENAME}/search/index.html;`,
      ]),
    );
    // No words: the page as built, from disk.
    expect(search.blocks).toEqual([
      {
        head: 'if ($arg_q = "")',
        lines: [`rewrite ^ ${BASENAME}/search/index.html last;`],
        blocks: [],
      },
    ]);
    // Its own headers: the security headers with the pages' caching, not the platform's twice.
    expect(search.lines).toContain('add_header Cache-Control "no-cache" always;');
    expect(search.lines).toContain('proxy_hide_header Cache-Control;');
    // Without the setting, or with nothing proxied to the platform, the page is the file.
    expect(config()).not.toContain(`location = ${BASENAME}/search`);
    expect(
      nginxConfig({ shells: SHELLS, csp: CSP, proxied: [], searchPage: '/search' }),
    ).not.toContain(`location = ${BASENAME}/search`);
  });

  it('writes nothing of a request into the error log: no query string, no client address (issue 37)', () => {
    for (const built of [config(), searchConfig()]) {
      const parsed = parse(built);
      // The whole server: every line nginx writes about a request (limit_req and limit_conn
      // refusals, upstream timeouts, bodies too large) is at `error` or below.
      expect(parsed.lines).toEqual(
        expect.arrayContaining([
          'error_log stderr crit;',
          'limit_req_log_level info;',
          'limit_conn_log_level info;',
        ]),
      );
      // No location logs otherwise.
      const logs = allLines(parsed).filter((l) => /^(error_log|limit_\w+_log_level) /.test(l));
      expect(logs).toHaveLength(3);
    }
  });

  it('is a configuration nginx accepts, and one it refuses without its http {} part', () => {
    const dist = mkdtempSync(join(tmpdir(), 'hs-nginx-config-'));
    try {
      mkdirSync(join(dist, 'deploy'));
      writeFileSync(join(dist, 'deploy', 'nginx.conf'), searchConfig());
      writeFileSync(join(dist, 'deploy', 'nginx-http.conf'), nginxHttpConfig());
      const options = { distDir: dist, upstream: 'http://127.0.0.1:9', port: 9 };
      const checked = checkNginx(options);
      expect(checked.said).toContain('test is successful');
      expect(checked.ok).toBe(true);
      const alone = checkNginx({ ...options, config: { http: '' } });
      expect(alone.ok).toBe(false);
      expect(alone.said).toMatch(/zero size shared memory zone "hs_/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends page feedback, search gaps and the search page to the help service, held as writes (issue 41)', () => {
    const env = parseEnv({ VITE_DATADOG_PROXY_URL: '/rum-proxy' });
    const withHelp = parse(
      nginxConfig({
        shells: SHELLS,
        csp: CSP,
        proxied: proxiedPrefixes(env),
        writes: writePaths(env),
        searchPage: '/search',
        helpService: helpServicePaths(env),
      }),
    );
    const writesLimit = `limit_req zone=hs_writes burst=${NGINX_LIMITS.writes.burst} nodelay;`;
    for (const path of [
      API_PATHS.articleFeedback,
      `${API_PATHS.articleFeedback}/an-answer-id`,
      API_PATHS.searchGaps,
    ]) {
      const location = regexLocation(withHelp, path);
      expect(location?.lines, path).toContain('proxy_pass $hs_help_service;');
      expect(location?.lines, path).toContain(writesLimit);
    }
    for (const path of [API_PATHS.leads, API_PATHS.customers, `${API_PATHS.searchGaps}x`]) {
      expect(regexLocation(withHelp, path)?.lines, path).toContain('proxy_pass $hs_upstream;');
    }
    // Where the server block does not say where the help service is: where the services are.
    expect(withHelp.blocks.find((b) => b.head === 'if ($hs_help_service = "")')?.lines).toEqual([
      'set $hs_help_service $hs_upstream;',
    ]);
    // On another origin, the app calls it there: nothing of it is sent on here.
    const away = parseEnv({ VITE_HELP_SERVICE_BASE_URL: 'https://help.example.com' });
    expect(helpServicePaths(away)).toEqual([]);
    expect(helpServicePaths(env)).toEqual([API_PATHS.articleFeedback, API_PATHS.searchGaps]);
  });

  it('counts only failures against an instance, never an answer, and sends a POST on only when none of it went (issue 48)', () => {
    const env = parseEnv({ VITE_DATADOG_PROXY_URL: '/rum-proxy' });
    const text = nginxConfig({
      shells: SHELLS,
      csp: CSP,
      proxied: proxiedPrefixes(env),
      writes: writePaths(env),
      searchPage: '/search',
      helpService: helpServicePaths(env),
    });
    const withHelp = parse(text);
    // Every location that proxies (the help service's, the provider's, the search page): another
    // server only when one could not be reached or timed out, once.
    const proxies = [withHelp, ...withHelp.blocks.flatMap((b) => [b, ...b.blocks])].filter((b) =>
      b.lines.some((l) => l.startsWith('proxy_pass ')),
    );
    expect(proxies.map((p) => p.head)).toEqual(
      expect.arrayContaining([
        regexLocation(withHelp, API_PATHS.articleFeedback)!.head,
        regexLocation(withHelp, API_PATHS.leads)!.head,
        `location = ${BASENAME}/search`,
      ]),
    );
    for (const proxy of proxies) {
      expect(proxy.lines, proxy.head).toEqual(
        expect.arrayContaining([
          'proxy_next_upstream error timeout;',
          'proxy_next_upstream_tries 2;',
        ]),
      );
    }
    // Never an answer's status (a refusal would take an instance out), never a POST once sent.
    const nextUpstream = allLines(withHelp).filter((l) => l.startsWith('proxy_next_upstream '));
    expect(nextUpstream.length).toBe(proxies.length);
    for (const line of nextUpstream) {
      expect(line).not.toMatch(/http_\d|non_idempotent|\boff\b/);
    }
    expect(NGINX_UPSTREAM).toEqual({
      maxFails: 3,
      failTimeout: '10s',
      nextUpstream: 'error timeout',
      nextUpstreamTries: 2,
    });

    // The upstream group nginx.ts runs, and the one the example at the top shows (in http {}).
    expect(upstreamServer('127.0.0.1:4173')).toBe(
      'server 127.0.0.1:4173 max_fails=3 fail_timeout=10s;',
    );
    const example = text.split('\n').filter((l) => l.startsWith('#'));
    const group = example.findIndex((l) => l.trim() === '#       upstream help_service {');
    expect(group).toBeGreaterThan(example.findIndex((l) => l.trim() === '#   http {'));
    expect(group).toBeLessThan(example.findIndex((l) => l.trim() === '#       server {'));
    expect(example.slice(group + 1, group + 4).map((l) => l.slice(1).trim())).toEqual([
      'server 10.0.0.5:4173 max_fails=3 fail_timeout=10s;',
      'server 10.0.0.6:4173 max_fails=3 fail_timeout=10s;',
      '}',
    ]);
    // Without services proxied here, no help service and no example of its instances.
    expect(nginxConfig({ shells: SHELLS, csp: CSP, proxied: [] })).not.toContain(
      'upstream help_service',
    );
  });

  it('is accepted by nginx with the help service as an upstream group of instances', () => {
    const dist = mkdtempSync(join(tmpdir(), 'hs-nginx-config-'));
    try {
      mkdirSync(join(dist, 'deploy'));
      const env = parseEnv({});
      writeFileSync(
        join(dist, 'deploy', 'nginx.conf'),
        nginxConfig({
          shells: SHELLS,
          csp: CSP,
          proxied: proxiedPrefixes(env),
          searchPage: '/search',
          helpService: helpServicePaths(env),
        }),
      );
      writeFileSync(join(dist, 'deploy', 'nginx-http.conf'), nginxHttpConfig());
      const checked = checkNginx({
        distDir: dist,
        upstream: 'http://127.0.0.1:9',
        helpService: ['http://127.0.0.1:10', 'http://127.0.0.1:11'],
        port: 9,
      });
      expect(checked.said).toContain('test is successful');
      expect(checked.ok).toBe(true);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
