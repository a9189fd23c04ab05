/**
 * Initial JS and CSS per route of the production build, sized gzip and brotli. A page rendered in
 * the browser: the app's entry chunk, everything it imports statically, and the route's lazy page
 * chunk with its static imports. A reading page (decision 025): the islands' entry and the code of
 * each island it has, with what each loads before it comes alive.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROUTE_TABLE } from '../src/app/route-table';
import type { RouteName } from '../src/config/paths';
import {
  ISLANDS_ENTRY,
  ISLANDS_MANIFEST,
  readManifest,
  staticClosure,
  type Manifest,
} from '../scripts/vite-manifest';

const DATA_LAYER = 'src/api/query-client-provider.tsx';

const page = (name: RouteName) => ROUTE_TABLE.find((r) => r.name === name)!.page!;

/** Each route's page module (app/route-table.ts), and the data layer for pages that need it. */
const ROUTES: Record<string, string[]> = {
  article: [page('article'), DATA_LAYER],
  search: [page('search'), DATA_LAYER],
  'complaint details': [page('complaintDetails'), DATA_LAYER],
};

/**
 * Each reading page's islands (src/islands/main.tsx): the modules it loads, with what each island
 * loads before it comes alive (the header its configuration and the data layer; the outage check
 * its banner).
 */
const ISLAND_MODULES = {
  header: ['src/app/layout/header.tsx', 'src/app/layout/header-nav.tsx', DATA_LAYER],
  consent: ['src/features/consent/consent-banner.tsx', 'src/features/consent/consent-effects.tsx'],
  outage: [
    'src/features/help/components/outage-check.tsx',
    'src/features/help/components/outage-banner.tsx',
  ],
  search: ['src/features/search/components/search-box.tsx'],
  videos: ['src/features/help/components/video-strip.tsx'],
  feedback: ['src/features/page-feedback/page-feedback.tsx'],
};
const { header, consent, outage, search, videos, feedback } = ISLAND_MODULES;
const READING_ROUTES: Record<string, string[]> = {
  landing: [...header, ...consent, ...outage, ...search, ...videos],
  category: [...header, ...consent, ...search, ...feedback],
  emergencies: [...header, ...consent, ...feedback],
  'contact us': [...header, ...consent],
};

/** Modules that must never be in the landing route's initial load (issue 8). */
const KEEP_OFF_LANDING = [
  'dompurify',
  'minisearch',
  '@datadog',
  'react-hook-form',
  '@hookform',
  'sanitize',
  // Suggestions (the engine, the stemmer, the rules) load on the first focus of the search box.
  'suggester',
  'stemmer',
  // Issue 17: the feedback form and its sending, and the answers offered beside a form's box,
  // load with the pages that show them, never with the landing page.
  'feedback-form',
  'send-feedback',
  'writing-answers',
];

export function build(outDir: string) {
  const res = spawnSync('npx', ['tsx', 'scripts/build.ts', '--outDir', outDir], {
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('vite build failed');
}

const size = (buf: Buffer) => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  brotli: brotliCompressSync(buf).length,
});

export function measureBundles(outDir: string) {
  const manifest = readManifest(outDir);
  const islands = readManifest(outDir, ISLANDS_MANIFEST);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const sum = (files: string[]) =>
    files.reduce(
      (acc, f) => {
        const s = size(readFileSync(join(outDir, f)));
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );

  // One stylesheet for the whole area (cssCodeSplit: false), inlined into every page's HTML by
  // scripts/build.ts (or linked, if it ever is again).
  const shell = readFileSync(join(outDir, 'app-shell.html'), 'utf8');
  const stylesheets = [
    ...shell.matchAll(/<link rel="stylesheet"[^>]*href="\/help-and-support\/([^"]+)"/g),
  ].map((m) => m[1]!);
  const inlineCss = size(
    Buffer.from([...shell.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')),
  );
  const measured: [string, Manifest, string[]][] = [
    ...Object.entries(READING_ROUTES).map(
      ([route, modules]) =>
        [route, islands, [ISLANDS_ENTRY, ...modules]] as [string, Manifest, string[]],
    ),
    ...Object.entries(ROUTES).map(
      ([route, modules]) => [route, manifest, [entry, ...modules]] as [string, Manifest, string[]],
    ),
  ];
  const routes = measured.map(([route, built, keys]) => {
    const missing = keys.filter((key) => !built[key]);
    if (missing.length > 0) throw new Error(`${route}: not in the build: ${missing.join(', ')}`);
    const chunks = staticClosure(built, keys);
    const js = [...chunks].map((k) => built[k]!.file);
    const css = [...new Set([...stylesheets, ...[...chunks].flatMap((k) => built[k]!.css ?? [])])];
    const sources = [...chunks].map((k) => built[k]!.src ?? k).join(' ');
    return {
      route,
      islands: built === islands,
      js: sum(js),
      css: (({ raw, gzip, brotli }) => ({
        raw: raw + inlineCss.raw,
        gzip: gzip + inlineCss.gzip,
        brotli: brotli + inlineCss.brotli,
      }))(sum(css)),
      chunks: js.length,
      forbidden:
        route === 'landing'
          ? KEEP_OFF_LANDING.filter((m) => sources.includes(m) || js.some((f) => f.includes(m)))
          : [],
    };
  });
  const allJs = [...Object.values(manifest), ...Object.values(islands)]
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  return { routes, totalJs: sum([...new Set(allJs)]) };
}
