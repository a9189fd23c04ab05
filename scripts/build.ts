/**
 * The production build: the browser bundle (vite build), a server bundle of the same app
 * (vite build --ssr), then HTML for every page whose content is in the source, prerendered with
 * React's server renderer so it paints before any JavaScript runs.
 *
 *   tsx scripts/build.ts [--outDir dist]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadLibrary } from '../server/content-library';

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

const template = readFileSync(join(outDir, 'index.html'), 'utf8');
// Paths with no prerendered page get the empty shell, rendered in the browser.
writeFileSync(join(outDir, 'app-shell.html'), template);

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

// The server bundle leaves timers behind (the query cache's garbage collection): done is done.
process.exit(0);
