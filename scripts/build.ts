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
import { build } from 'vite';
import { loadLibrary } from '../server/content-library';
import { readManifest, staticClosure } from './vite-manifest';

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
writeFileSync(join(outDir, 'csp.json'), `${JSON.stringify({ styleSrc: styleHashes }, null, 2)}\n`);
/*
 * Paths with no prerendered page get the empty shell, rendered in the browser. Every such page
 * (article, search, forms, deals) fetches before it can show anything, so the shell also names the
 * data layer and the fetchers for the browser to load with the entry, instead of one after the
 * other as each is discovered.
 */
const manifest = readManifest(outDir);
const entryChunks = staticClosure(manifest, ['index.html']);
const dataChunks = [
  ...staticClosure(manifest, ['src/lib/query-client-provider.tsx', 'src/api/content-fetchers.ts']),
]
  .filter((key) => !entryChunks.has(key))
  .map((key) => manifest[key]!.file);
if (dataChunks.length === 0)
  throw new Error('The data layer chunks were not found in the manifest');
const preloads = dataChunks.map(
  (file) => `    <link rel="modulepreload" crossorigin href="/help-and-support/${file}">\n`,
);
const shell = template.replace('  </head>', `${preloads.join('')}  </head>`);
writeFileSync(join(outDir, 'app-shell.html'), shell);

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const pages: { path: string; title?: string; description?: string }[] = [
  { path: '/' },
  ...server.categoryIndex
    .filter((c) => !c.externalLink)
    .map((c) => ({ path: `/${c.id}`, title: c.title, description: metaOf(c.id) })),
  { path: '/contact-us', title: 'Contact us' },
  { path: '/make-a-complaint-select-type', title: 'What is your complaint about?' },
  { path: '/make-a-complaint-select-energy', title: 'How do you pay for your energy?' },
];

for (const page of pages) {
  const body = await server.render(page.path);
  if (/<script(?![^>]*\ssrc=)/.test(body)) {
    throw new Error(`Prerendered ${page.path} has an inline script, which the CSP would block`);
  }
  let html = template.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
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
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${pages.length} pages into ${outDir}`);

/*
 * The service worker (src/sw/sw.ts) and the list of files it keeps for offline use: the app shell,
 * every prerendered page under its address, and the code and styles. Monitoring code is left out:
 * it loads only after consent and is not worth a download for everyone.
 */
const AREA = '/help-and-support/';
const revision = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const monitoring = new Set(
  Object.entries(manifest)
    .filter(([src]) => src.includes('@datadog'))
    .map(([, chunk]) => chunk.file),
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

// The server bundle leaves timers behind (the query cache's garbage collection): done is done.
process.exit(0);
