// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { ROUTE_LIST, ROUTES } from '@/config/route-manifest';
import { APP_SHELL, planShells, shellsJson, writeShells } from '../../../../scripts/build/shells';
import type { Manifest } from '../../../../scripts/build/vite-manifest';
import { BASENAME } from '@/config/paths';

const env = parseEnv({});
const withShell = ROUTE_LIST.filter((route) => route.shell);

/**
 * A build: the entry loads react and a shared chunk; the data layer loads the shared chunk, the
 * query library and zod; each page with a shell loads its own code and the forms chunk, and later
 * (dynamically) a lazy chunk.
 */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_shared.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_shared.js': { file: 'assets/shared-3.js' },
  'src/api/query-client-provider.tsx': {
    file: 'assets/query-client-provider-4.js',
    imports: ['_shared.js', '_tanstack.js'],
  },
  'src/api/content-fetchers.ts': { file: 'assets/content-fetchers-5.js', imports: ['_zod.js'] },
  '_tanstack.js': { file: 'assets/tanstack-6.js' },
  '_zod.js': { file: 'assets/zod-7.js', imports: ['_react.js'] },
  '_forms.js': { file: 'assets/forms-8.js' },
  'src/lazy.tsx': { file: 'assets/lazy-9.js' },
  ...Object.fromEntries(
    withShell.map((route) => [
      route.page!,
      {
        file: `assets/${route.shell}-page.js`,
        imports: ['_forms.js', '_shared.js'],
        dynamicImports: ['src/lazy.tsx'],
      },
    ]),
  ),
};

const preload = (file: string) =>
  `    <link rel="modulepreload" crossorigin href="${BASENAME}/assets/${file}">\n`;
const DATA_LAYER = [
  preload('query-client-provider-4.js'),
  preload('tanstack-6.js'),
  preload('content-fetchers-5.js'),
  preload('zod-7.js'),
];

const shellNamed = (shells: ReturnType<typeof planShells>, file: string) =>
  shells.find((shell) => shell.file === file)!;

describe('shells.json', () => {
  it('gives every route of the manifest a shell', () => {
    const json = shellsJson();
    expect(json.map((entry) => entry.path)).toEqual(ROUTE_LIST.map((route) => route.path));
  });

  it('gives a route with a shell of its own that shell, and any other the app shell', () => {
    const shellOf = Object.fromEntries(shellsJson().map((entry) => [entry.path, entry.shell]));
    expect(shellOf[ROUTES.article.path]).toBe('shells/article.html');
    expect(shellOf[ROUTES.deals.path]).toBe('shells/deals.html');
    expect(shellOf[ROUTES.meterRead.path]).toBe('shells/meter-read.html');
    expect(shellOf[ROUTES.confirmation.path]).toBe(APP_SHELL);
    expect(shellOf[ROUTES.notFound.path]).toBe(APP_SHELL);
    for (const route of ROUTE_LIST) {
      expect(shellOf[route.path]).toBe(
        route.shell ? `shells/${route.shell}.html` : 'app-shell.html',
      );
    }
  });
});

describe('the shells planned', () => {
  const shells = planShells(MANIFEST, env);

  it('plans the app shell and one shell for each route that names one', () => {
    expect(shells.map((shell) => shell.file)).toEqual([
      APP_SHELL,
      ...withShell.map((route) => `shells/${route.shell}.html`),
    ]);
  });

  it('has the app shell preload the data layer, not what the entry already loads', () => {
    expect(shellNamed(shells, APP_SHELL).head).toEqual(DATA_LAYER);
  });

  it("has a route's shell preload its page's code and the data layer, not the page's lazy chunks", () => {
    const { head } = shellNamed(shells, 'shells/deals.html');
    expect(head).toEqual([...DATA_LAYER, preload('deals-page.js'), preload('forms-8.js')]);
    expect(head.join('')).not.toMatch(/lazy-9|shared-3|react-2|index-1/);
  });

  it('has a route that fetches content first preload it, as the page will fetch it', () => {
    const { head } = shellNamed(shells, 'shells/article.html');
    expect(head[0]).toBe(
      `    <link rel="preload" as="fetch" crossorigin href="${env.VITE_CATEGORIES_PATH}">\n`,
    );
    expect(head.filter((tag) => tag.includes('as="fetch"'))).toHaveLength(1);
    expect(shellNamed(shells, 'shells/deals.html').head.join('')).not.toContain('as="fetch"');
  });

  it('preloads content on another origin at its full address, escaped', () => {
    const elsewhere = parseEnv({
      VITE_CONTENT_BASE_URL: 'https://cms.example.test',
      VITE_CATEGORIES_PATH: '/categories.json?a=1&b=2',
    });
    expect(shellNamed(planShells(MANIFEST, elsewhere), 'shells/article.html').head[0]).toBe(
      '    <link rel="preload" as="fetch" crossorigin href="https://cms.example.test/categories.json?a=1&amp;b=2">\n',
    );
  });

  it("refuses a build without a route's page chunk", () => {
    const { [ROUTES.deals.page]: _deals, ...manifest } = MANIFEST;
    expect(() => planShells(manifest, env)).toThrow(`No chunk for ${ROUTES.deals.page}`);
  });

  it('refuses a build without the data layer', () => {
    const {
      'src/api/query-client-provider.tsx': _q,
      'src/api/content-fetchers.ts': _c,
      ...manifest
    } = MANIFEST;
    expect(() => planShells(manifest, env)).toThrow(/data layer/);
  });

  it('refuses a route that names content no setting is', () => {
    const routes = ROUTE_LIST.map((route) =>
      route.name === 'article' ? { ...route, fetch: ['VITE_NO_SUCH_PATH' as const] } : route,
    );
    expect(() => planShells(MANIFEST, env, routes)).toThrow(/VITE_NO_SUCH_PATH/);
  });
});

describe('the shells written', () => {
  const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Help &amp; Support - British Gas</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
  const BODY = '<header>Header</header><main aria-busy="true"></main><footer>Footer</footer>';
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'shells-'));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes each shell with the shell body in a root marked data-shell', () => {
    writeShells(outDir, TEMPLATE, BODY, planShells(MANIFEST, env));
    const appShell = readFileSync(join(outDir, APP_SHELL), 'utf8');
    expect(appShell).toContain(`<div id="root" data-shell>${BODY}</div>`);
    expect(readdirSync(join(outDir, 'shells')).sort()).toEqual(
      withShell.map((route) => `${route.shell}.html`).sort(),
    );
    const deals = readFileSync(join(outDir, 'shells', 'deals.html'), 'utf8');
    expect(deals).toContain(`<div id="root" data-shell>${BODY}</div>`);
  });

  it("puts each shell's tags at the end of its head", () => {
    const shells = planShells(MANIFEST, env);
    writeShells(outDir, TEMPLATE, BODY, shells);
    const article = readFileSync(join(outDir, 'shells', 'article.html'), 'utf8');
    expect(article).toContain(
      `</title>\n${shellNamed(shells, 'shells/article.html').head.join('')}  </head>`,
    );
    const appShell = readFileSync(join(outDir, APP_SHELL), 'utf8');
    expect(appShell).toContain(`</title>\n${DATA_LAYER.join('')}  </head>`);
  });

  it('writes shells.json beside them', () => {
    writeShells(outDir, TEMPLATE, BODY, planShells(MANIFEST, env));
    expect(JSON.parse(readFileSync(join(outDir, 'shells.json'), 'utf8'))).toEqual(shellsJson());
  });

  it('refuses a template with no root to render the shell into', () => {
    expect(() =>
      writeShells(
        outDir,
        TEMPLATE.replace('<div id="root"></div>', '<main></main>'),
        BODY,
        planShells(MANIFEST, env),
      ),
    ).toThrow(/not rendered/);
  });
});
