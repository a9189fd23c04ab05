// @vitest-environment node
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { proxiedPrefixes } from '@/config/paths';
import { nginxConfig, shellLocations, type ShellRoute } from '../../../deploy/nginx-config';
import { shellsJson } from '../../../scripts/build/shells';
import { securityHeaders, withBuildCsp } from '../../../server/security';

/** dist/shells.json as the build writes it from the route manifest. */
const SHELLS: ShellRoute[] = shellsJson();
const CSP = {
  styleSrc: ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"],
  scriptSrc: ["'sha256-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC='"],
};
const PROXIED = proxiedPrefixes(parseEnv({ VITE_DATADOG_PROXY_URL: '/rum-proxy' }));
const config = (shells = SHELLS, csp = CSP) => nginxConfig({ shells, csp, proxied: PROXIED });

/** The shell nginx would send for a path: the first of the written expressions that matches. */
const shellByConfig = (shells: ShellRoute[], path: string) =>
  shellLocations(shells).find((l) => new RegExp(l.regex, 'i').test(path))?.shell ??
  'app-shell.html';

describe('the nginx configuration the build writes', () => {
  it('gives a new route with a shell of its own its own location', () => {
    const before = config();
    const shells = [...SHELLS, { path: 'outages/:postcode', shell: 'shells/outages.html' }];
    const after = config(shells);
    expect(before).not.toContain('outages');
    expect(after).toContain('location ~* "^/help-and-support/outages/[^/]+/*$" {');
    expect(after).toContain(
      'try_files $uri $uri/index.html /help-and-support/shells/outages.html;',
    );
    expect(shellByConfig(shells, '/help-and-support/outages/LS1')).toBe('shells/outages.html');
  });

  it('follows a route that moves, and forgets one that goes', () => {
    const moved = SHELLS.map((r) => (r.path === 'search' ? { ...r, path: 'find' } : r));
    expect(config(moved)).toContain('"^/help-and-support/find/*$"');
    expect(config(moved)).not.toContain('/search/');
    expect(shellByConfig(moved, '/help-and-support/search')).toBe('app-shell.html');
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
      else if (header[1] !== 'Cache-Control') {
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
      '/help-and-support/meters/faulty-meter',
      '/help-and-support/complaints/feedback',
      '/help-and-support/complaints/feedback/personal-details',
      '/help-and-support/complaints/gas-and-electricity/query/',
      '/help-and-support/SEARCH',
      '/help-and-support/',
      '/help-and-support/a/b/c',
    ]) {
      const [match] = matchRoutes(SHELLS, path, '/help-and-support') ?? [];
      expect(shellByConfig(SHELLS, path), path).toBe(match?.route.shell ?? 'app-shell.html');
    }
  });

  it('ranks a more specific route first whatever the order of the table', () => {
    const shells = [
      { path: ':category/:article', shell: 'shells/article.html' },
      { path: 'guides/:name', shell: 'app-shell.html' },
    ];
    expect(shellByConfig(shells, '/help-and-support/guides/x')).toBe('app-shell.html');
    expect(shellByConfig(shells, '/help-and-support/meters/x')).toBe('shells/article.html');
  });

  it('refuses a route pattern it cannot write', () => {
    expect(() =>
      shellLocations([...SHELLS, { path: 'files/:name?', shell: 'shells/x.html' }]),
    ).toThrow(/cannot translate the route pattern "files\/:name\?"/);
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
      }),
    );
    expect(elsewhere).toEqual([]);
    const text = nginxConfig({ shells: SHELLS, csp: CSP, proxied: elsewhere });
    expect(text).not.toContain('$hs_upstream');
  });
});
