/**
 * The production build (`npm run build`), step by step, each step a function of its own in
 * scripts/build/ and each driven by the route manifest (src/config/route-manifest.ts, decision 026):
 *
 *   bundle -> templates and CSP hashes -> content from the CMS -> prerendered pages -> shells
 *   -> nginx configuration -> sitemap -> service worker -> compression
 *
 * Beside the pages it writes what the servers need to serve them: dist/shells.json (the shell of
 * each route), dist/csp.json and dist/answer-addresses.json (the questions' answer addresses,
 * src/lib/answer-address.ts).
 *
 *   tsx scripts/build/main.ts [--outDir dist]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { parseEnv } from '../../src/config/env-schema';
import { paths, helpServicePaths, proxiedPrefixes } from '../../src/config/paths';
import { ROUTES } from '../../src/config/route-manifest';
import { nginxConfig, nginxHttpConfig, writePaths } from '../../deploy/nginx-config';
import { securityOptionsFromEnv } from '../../serving/security-headers';
import { ANSWER_ADDRESSES_FILE, ISLANDS_MANIFEST } from '../../serving/dist-layout';
import { localValues } from '../built-in-content';
import { bundle } from './bundle';
import { compressAll } from './compress';
import { contentSource, readLibrary } from './content-source';
import { planPages } from './pages';
import { writePages, type ServerEntry } from './render';
import { buildServiceWorker, keptPages, precacheList } from './service-worker';
import { planShells, routeCode, writeShells } from './shells';
import { sitemapXml } from './sitemap';
import { cspJson, makeTemplates } from './templates';
import { readManifest } from './vite-manifest';
import { siteOrigin as originOfSite } from '../../src/config/site-origin';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const outDir = resolve(arg('outDir', 'dist'));
const contentDir = join(process.cwd(), 'content');
// Inside the project, so the server bundle resolves react and friends from node_modules.
const ssrDir = join(process.cwd(), 'var', 'ssr', `${basename(outDir)}-${process.pid}`);
const siteOrigin = originOfSite();
// The settings exactly as the app was built with them (vite.config.ts).
const env = parseEnv(loadEnv('production', process.cwd(), 'VITE_'));
const writeJson = (file: string, value: unknown) =>
  writeFileSync(join(outDir, file), `${JSON.stringify(value, null, 2)}\n`);

bundle(outDir, ssrDir);
const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry &
  typeof import('../../src/entry-server');
const manifest = readManifest(outDir);
const islands = readManifest(outDir, ISLANDS_MANIFEST);

const templates = makeTemplates(
  readFileSync(join(outDir, 'index.html'), 'utf8'),
  (file) => readFileSync(join(outDir, file), 'utf8'),
  islands,
);
// Every question's answer address (lib/answer-address.ts): for the servers, and the CSP.
const answers = server.answerAddresses();
writeJson(ANSWER_ADDRESSES_FILE, answers);
writeJson('csp.json', cspJson(templates, answers));

const source = await contentSource(env, { contentDir, sourceUrl: process.env.CONTENT_SOURCE_URL });
const library = await readLibrary(source, env);
const pages = planPages({
  categories: server.categoryIndex.filter((c) => !c.externalLink),
  library,
  noSnippet: server.NO_SNIPPET_ARTICLES,
  noSupplySteps: server.noSupplyPages(),
  complaintSteps: server.complaintStepPages(),
});
await writePages(outDir, pages, {
  server,
  templates,
  library,
  siteOrigin,
  pageCode: (page) => routeCode(manifest, ROUTES[page.route]),
});
console.log(
  `Prerendered ${pages.length} pages (${library.articles.length} articles from ${source.name})`,
);

writeShells(
  outDir,
  templates.app,
  (shell) => server.renderShell(shell.signIn),
  planShells(manifest, env),
);
rmSync(ssrDir, { recursive: true, force: true });

mkdirSync(join(outDir, 'deploy'), { recursive: true });
writeFileSync(
  join(outDir, 'deploy', 'nginx.conf'),
  nginxConfig({
    shells: JSON.parse(readFileSync(join(outDir, 'shells.json'), 'utf8')),
    csp: cspJson(templates, answers),
    security: securityOptionsFromEnv(process.env),
    proxied: proxiedPrefixes(env),
    writes: writePaths(env),
    answers,
    searchPage: paths.searchPage(),
    helpService: helpServicePaths(env),
  }),
);
// Its limits' shared memory, for the http {} block (see the configuration's first lines).
writeFileSync(join(outDir, 'deploy', 'nginx-http.conf'), nginxHttpConfig());
writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteOrigin, pages));

const precache = precacheList(outDir, pages, [manifest, islands]);
await buildServiceWorker(outDir, precache, keptPages(pages), answers);
console.log(
  `Service worker: ${precache.length} files to keep offline from the first visit (${relative(process.cwd(), join(outDir, 'sw.js'))})`,
);

const compressed = compressAll(outDir);
console.log(
  `Precompressed pages, code and styles (${compressed.files} files): ${Math.round(compressed.raw / 1024)} KB -> ${Math.round(compressed.brotli / 1024)} KB brotli`,
);

// Placeholders are fine locally and wrong in production: say so on every build (decision 021).
const placeholders = localValues(contentDir);
if (placeholders.length > 0) {
  console.warn(
    `Local values, to be set to the provider's real ones before going live (README "Contact details and videos"): ${placeholders.join(', ')}`,
  );
}

// The server bundle leaves timers behind (the query cache's garbage collection): done is done.
process.exit(0);
