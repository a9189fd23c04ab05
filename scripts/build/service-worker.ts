/**
 * The service worker (src/sw/sw.ts) and what it keeps, from the route manifest: every page of a
 * route marked `offline: 'precache'` and the pages of an `opened` route it names (the emergency
 * articles) from the first visit, with the app shell, the icon, and the code and styles (not the
 * monitoring code, which loads only after consent); and how many opened pages it keeps after.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { BASENAME, paths } from '../../src/config/paths';
import { ROUTE_LIST, routeNamed } from '../../src/config/route-manifest';
import type { AnswerAddress } from '../../src/lib/answer-address';
import { KEPT_PAGES_CACHE, KEPT_PAGE_META } from '../../src/lib/offline-pages';
import type { PlannedPage } from './pages';
import { APP_SHELL } from './shells';
import type { Manifest } from './vite-manifest';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Whether the service worker keeps this page from the first visit. */
export function precached(page: PlannedPage): boolean {
  const { offline } = routeNamed(page.route);
  if (offline === 'precache') return true;
  if (typeof offline !== 'object') return false;
  const wanted = offline.opened.precache;
  return Boolean(
    wanted &&
    Object.entries(wanted).every(([param, values]) => values.includes(page.params[param] ?? '')),
  );
}

/**
 * The pages kept once opened (the manifest's `offline: { opened }`: the articles): their addresses
 * as a regular expression, with the first parameter limited to the values the build knows (the
 * help topics), so no other route's address (a form's, complaints/…) is taken for one; and how
 * many are kept.
 */
export function keptPages(pages: PlannedPage[]) {
  const route = ROUTE_LIST.find(({ offline }) => typeof offline === 'object');
  const built = pages.filter((page) => page.route === route?.name);
  if (!route || typeof route.offline !== 'object' || built.length === 0) {
    return { pattern: '^(?!)', keep: 0 };
  }
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const segments = route.path.split('/').map((segment, index) => {
    if (!segment.startsWith(':')) return literal(segment);
    if (index > 0) return '[^/]+';
    const values = [...new Set(built.map((page) => page.params[segment.slice(1)]!))];
    return `(?:${values.map(literal).join('|')})`;
  });
  return { pattern: `^${BASENAME}/${segments.join('/')}/?$`, keep: route.offline.opened.keep };
}

/**
 * The answers the pages' forms send in their addresses (the manifest's `query`): a kept page is
 * the same whatever they say, as it is from the servers, so the service worker ignores them.
 */
export const pageAnswers = () => [...new Set(ROUTE_LIST.flatMap((route) => route.query ?? []))];

export function precacheList(
  outDir: string,
  pages: PlannedPage[],
  manifests: Manifest[],
): PrecacheEntry[] {
  const revision = (file: string) =>
    createHash('sha256')
      .update(readFileSync(join(outDir, file)))
      .digest('hex');
  const monitoring = new Set(
    manifests.flatMap((built) =>
      Object.entries(built)
        .filter(([src]) => src.includes('@datadog'))
        .map(([, chunk]) => chunk.file),
    ),
  );
  const assets = readdirSync(join(outDir, 'assets'))
    .map((name) => `assets/${name}`)
    .filter((file) => !monitoring.has(file) && !/\.(br|gz)$/.test(file));
  return [
    { url: `${BASENAME}/${APP_SHELL}`, revision: revision(APP_SHELL) },
    ...pages.filter(precached).map((page) => ({
      url: `${BASENAME}${page.path === '/' ? '/' : page.path}`,
      revision: revision(join(page.path, 'index.html')),
    })),
    { url: `${BASENAME}/favicon.svg`, revision: revision('favicon.svg') },
    // Hashed names: the name is the revision.
    ...assets.map((file) => ({ url: `${BASENAME}/${file}`, revision: null })),
  ];
}

export async function buildServiceWorker(
  outDir: string,
  precache: PrecacheEntry[],
  kept: ReturnType<typeof keptPages>,
  answers: AnswerAddress[],
) {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __PRECACHE_MANIFEST__: JSON.stringify(precache),
      __APP_SHELL_URL__: JSON.stringify(`${BASENAME}/${APP_SHELL}`),
      __SCOPE__: JSON.stringify(`${BASENAME}/`),
      __SEARCH_PAGE_URL__: JSON.stringify(`${BASENAME}${paths.searchPage()}`),
      __KEPT_PAGES__: JSON.stringify({ ...kept, cache: KEPT_PAGES_CACHE, marker: KEPT_PAGE_META }),
      __PAGE_ANSWERS__: JSON.stringify(pageAnswers()),
      __ANSWER_ADDRESSES__: JSON.stringify(answers),
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
}
