/**
 * The production build: the browser bundle (vite build), a server bundle of the same app
 * (vite build --ssr), then HTML for every page whose content is in the source, prerendered with
 * React's server renderer so it paints before any JavaScript runs.
 *
 *   tsx scripts/build.ts [--outDir dist]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { build, loadEnv } from 'vite';
import { ROUTE_TABLE, type ContentPath } from '../src/app/route-table';
import { parseEnv } from '../src/config/env-schema';
import { nginxConfig, proxiedPaths } from '../deploy/nginx-config';
import { loadLibrary } from '../server/content-library';
import { securityOptionsFromEnv } from '../server/security';
import { codeAfterFirstPaint } from './after-paint';
import { localValues } from './built-in-content';
import { ISLANDS_ENTRY, ISLANDS_MANIFEST, readManifest, staticClosure } from './vite-manifest';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const outDir = resolve(arg('outDir', 'dist'));
// Inside the project, so the server bundle resolves react and friends from node_modules.
const ssrDir = join(process.cwd(), 'var', 'ssr', `${basename(outDir)}-${process.pid}`);

const vite = (args: string[]) => {
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
};
vite(['--outDir', outDir, '--emptyOutDir']);
// The reading pages' islands: the same components on preact/compat (decision 025).
vite(['--config', 'vite.islands.config.ts', '--outDir', outDir]);
vite(['--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir']);

type ServerEntry = typeof import('../src/entry-server');
const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const library = loadLibrary(join(process.cwd(), 'content'));
const metaOf = (id: string) => library.categories.find((c) => c.id === id)?.metaDescription;

/**
 * The page paints before any JavaScript and without waiting for another request: the one
 * stylesheet (5 KB compressed) is inlined into every page, allowed by its hash in the CSP
 * (dist/csp.json, read by the platform).
 */
const styleHashes: string[] = [];
const inlineStylesheet = (html: string) => {
  const out = html.replace(
    /<link rel="stylesheet" crossorigin href="\/help-and-support\/([^"]+)">/g,
    (_tag, file: string) => {
      const css = readFileSync(join(outDir, file), 'utf8');
      if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
      styleHashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
      return `<style>${css}</style>`;
    },
  );
  if (styleHashes.length !== 1 || /<link rel="stylesheet"/.test(out)) {
    throw new Error('Expected exactly one stylesheet to inline in index.html');
  }
  return out;
};
/**
 * The code waits behind the page itself: on a prerendered page it only brings the page to life,
 * and on the app shell fetching it at low priority measured no later (nothing else competes) while
 * the header and footer paint sooner.
 */
const codeAtLowPriority = (html: string) =>
  html
    .replace(
      /<script type="module" crossorigin/g,
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replace(
      /<link rel="modulepreload" crossorigin/g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
const template = codeAtLowPriority(
  inlineStylesheet(readFileSync(join(outDir, 'index.html'), 'utf8')),
);
// The prerendered pages ask for their code once they have painted (scripts/after-paint.ts): the
// complaint questions the app's, the reading pages only their islands' (decision 025).
const questionPage = codeAfterFirstPaint(template);
const islandsManifest = readManifest(outDir, ISLANDS_MANIFEST);
const islandsUrl = (key: string) => `/help-and-support/${islandsManifest[key]!.file}`;
if (!islandsManifest[ISLANDS_ENTRY]) throw new Error('The islands build has no entry');
const readingPage = codeAfterFirstPaint(template, {
  entry: islandsUrl(ISLANDS_ENTRY),
  preloads: [...staticClosure(islandsManifest, [ISLANDS_ENTRY])]
    .filter((key) => key !== ISLANDS_ENTRY)
    .map(islandsUrl),
});
writeFileSync(
  join(outDir, 'csp.json'),
  `${JSON.stringify({ styleSrc: styleHashes, scriptSrc: [readingPage.hash, questionPage.hash] }, null, 2)}\n`,
);
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The prerendered pages; `reading`: only its islands come alive (the rest is the app). */
const pages: { path: string; title?: string; description?: string; reading?: true }[] = [
  { path: '/', reading: true },
  ...server.categoryIndex
    .filter((c) => !c.externalLink)
    .map((c) => ({
      path: `/${c.id}`,
      title: c.title,
      description: metaOf(c.id),
      reading: true as const,
    })),
  { path: '/contact-us', title: 'Contact us', reading: true },
  { path: '/make-a-complaint-select-type', title: 'What is your complaint about?' },
  { path: '/make-a-complaint-select-energy', title: 'How do you pay for your energy?' },
];

for (const page of pages) {
  const body = await server.render(page.path);
  if (/<script(?![^>]*\ssrc=)/.test(body)) {
    throw new Error(`Prerendered ${page.path} has an inline script, which the CSP would block`);
  }
  let html = (page.reading ? readingPage : questionPage).html.replace(
    '<div id="root"></div>',
    `<div id="root">${body}</div>`,
  );
  html = html.replace(
    /<title>[^<]*<\/title>/,
    `<title>${escape(server.pageTitle(page.title))}</title>`,
  );
  if (page.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escape(page.description)}"`,
    );
  }
  const dir = join(outDir, page.path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
}
/*
 * Paths with no prerendered page get a shell: header, footer and the loading state, painted
 * before any JavaScript and then rendered over in the browser (src/main.tsx). Every such page
 * (article, search, forms, deals) fetches before it can show anything, so each shell also names,
 * for the browser to load with the entry instead of one after the other as each is discovered:
 * the data layer and the fetchers, the route's page code, and the content the page asks for first
 * (src/app/route-table.ts). dist/shells.json tells the platform which shell each route gets.
 */
const manifest = readManifest(outDir);
const entryChunks = staticClosure(manifest, ['index.html']);
const dataKeys = staticClosure(manifest, [
  'src/api/query-client-provider.tsx',
  'src/api/content-fetchers.ts',
]);
const modulepreloads = (keys: Iterable<string>, skip: Set<string>) =>
  [...keys]
    .filter((key) => !skip.has(key))
    .map(
      (key) =>
        `    <link rel="modulepreload" crossorigin href="/help-and-support/${manifest[key]!.file}">\n`,
    );
const dataPreloads = modulepreloads(dataKeys, entryChunks);
if (dataPreloads.length === 0)
  throw new Error('The data layer chunks were not found in the manifest');
// The settings exactly as the app was built with them (vite.config.ts).
const env = parseEnv(loadEnv('production', process.cwd(), 'VITE_'));
const contentPreload = (pathVariable: ContentPath) => {
  const url = `${env.VITE_CONTENT_BASE_URL}${env[pathVariable]}`;
  // crossorigin (anonymous): the same credentials mode as the app's own request, so it is reused.
  return `    <link rel="preload" as="fetch" crossorigin href="${escape(url)}">\n`;
};
const shellBody = server.renderShell();
const writeShell = (file: string, head: string[]) => {
  const html = template
    .replace('<div id="root"></div>', `<div id="root" data-shell>${shellBody}</div>`)
    .replace('  </head>', `${head.join('')}  </head>`);
  if (html === template) throw new Error('The shell was not rendered into the template');
  writeFileSync(join(outDir, file), html);
};
writeShell('app-shell.html', dataPreloads);
mkdirSync(join(outDir, 'shells'), { recursive: true });
for (const route of ROUTE_TABLE) {
  if (!route.shell) continue;
  if (!route.page || !manifest[route.page]) throw new Error(`No chunk for ${route.page}`);
  const pageKeys = staticClosure(manifest, [route.page]);
  writeShell(`shells/${route.shell}.html`, [
    ...(route.fetch ?? []).map(contentPreload),
    ...modulepreloads(new Set([...dataKeys, ...pageKeys]), entryChunks),
  ]);
}
writeFileSync(
  join(outDir, 'shells.json'),
  `${JSON.stringify(
    ROUTE_TABLE.map((route) => ({
      path: route.path,
      shell: route.shell ? `shells/${route.shell}.html` : 'app-shell.html',
    })),
    null,
    2,
  )}\n`,
);

rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${pages.length} pages into ${outDir}`);

/*
 * The nginx configuration of this build (deploy/nginx-config.ts), filled from the two files the
 * platform reads, so a web server in front serves the same shells and CSP hash the platform does.
 */
const readJson = (file: string) => JSON.parse(readFileSync(join(outDir, file), 'utf8'));
mkdirSync(join(outDir, 'deploy'), { recursive: true });
writeFileSync(
  join(outDir, 'deploy', 'nginx.conf'),
  nginxConfig({
    shells: readJson('shells.json'),
    csp: readJson('csp.json'),
    security: securityOptionsFromEnv(process.env),
    proxied: proxiedPaths(env),
  }),
);

/*
 * The service worker (src/sw/sw.ts) and the list of files it keeps for offline use: the app shell,
 * every prerendered page under its address, and the code and styles. Monitoring code is left out:
 * it loads only after consent and is not worth a download for everyone.
 */
const AREA = '/help-and-support/';
const revision = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const monitoring = new Set(
  [manifest, islandsManifest].flatMap((built) =>
    Object.entries(built)
      .filter(([src]) => src.includes('@datadog'))
      .map(([, chunk]) => chunk.file),
  ),
);
const assets = readdirSync(join(outDir, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => !monitoring.has(file));
const precache = [
  { url: `${AREA}app-shell.html`, revision: revision(join(outDir, 'app-shell.html')) },
  ...pages.map((page) => ({
    url: `${AREA}${page.path.slice(1)}`,
    revision: revision(join(outDir, page.path, 'index.html')),
  })),
  { url: `${AREA}favicon.svg`, revision: revision(join(outDir, 'favicon.svg')) },
  // Hashed names: the name is the revision.
  ...assets.map((file) => ({ url: `${AREA}${file}`, revision: null })),
];
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: {
    __PRECACHE_MANIFEST__: JSON.stringify(precache),
    __APP_SHELL_URL__: JSON.stringify(`${AREA}app-shell.html`),
    __SCOPE__: JSON.stringify(AREA),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    lib: { entry: 'src/sw/sw.ts', formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
  },
});
const precacheBytes = assets.reduce((sum, file) => sum + statSync(join(outDir, file)).size, 0);
console.log(
  `Service worker: ${precache.length} files to keep offline (${Math.round(precacheBytes / 1024)} KB of code and styles before compression, ${relative(process.cwd(), join(outDir, 'sw.js'))})`,
);

/*
 * Everything sent as text (pages, shells, code, styles, the service worker), compressed once here
 * at the best settings (brotli 11, gzip 9) rather than on every request at the fast ones: about a
 * tenth fewer bytes, and no compression work while a page waits (brotli per request cut the
 * platform's HTML throughput to a quarter). The platform serves these beside each file; a CDN or
 * nginx (brotli_static, gzip_static) would do the same.
 */
const compressible = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.(html|js|css|svg|json)$/.test(file),
);
let rawBytes = 0;
let brotliBytes = 0;
for (const file of compressible) {
  const data = readFileSync(join(outDir, file));
  if (data.length < 1024) continue;
  const br = brotliCompressSync(data, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(join(outDir, `${file}.br`), br);
  writeFileSync(join(outDir, `${file}.gz`), gzipSync(data, { level: 9 }));
  rawBytes += data.length;
  brotliBytes += br.length;
}
console.log(
  `Precompressed pages, code and styles (${compressible.length} files): ${Math.round(rawBytes / 1024)} KB -> ${Math.round(brotliBytes / 1024)} KB brotli`,
);

// Placeholders are fine locally and wrong in production: say so on every build (decision 021).
const placeholders = localValues(join(process.cwd(), 'content'));
if (placeholders.length > 0) {
  console.warn(
    `Local values, to be set to the provider's real ones before going live (README "Contact details and videos"): ${placeholders.join(', ')}`,
  );
}

// The server bundle leaves timers behind (the query cache's garbage collection): done is done.
process.exit(0);
