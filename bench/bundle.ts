/**
 * Initial JS and CSS per route of the production build: the entry chunk, everything it imports
 * statically, and the route's lazy page chunk with its static imports, sized gzip and brotli.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROUTE_TABLE } from '../src/app/route-table';
import type { RouteName } from '../src/config/paths';
import { readManifest, staticClosure } from '../scripts/vite-manifest';

const DATA_LAYER = 'src/api/query-client-provider.tsx';

const page = (name: RouteName) => ROUTE_TABLE.find((r) => r.name === name)!.page!;

/** Each route's page module (app/route-table.ts), and the data layer for pages that need it. */
const ROUTES: Record<string, string[]> = {
  landing: [page('home')],
  category: [page('category'), DATA_LAYER],
  emergencies: [page('category'), DATA_LAYER],
  article: [page('article'), DATA_LAYER],
  search: [page('search'), DATA_LAYER],
  'complaint details': [page('complaintDetails'), DATA_LAYER],
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
  const routes = Object.entries(ROUTES).map(([route, modules]) => {
    const chunks = staticClosure(manifest, [entry, ...modules]);
    const js = [...chunks].map((k) => manifest[k]!.file);
    const css = [
      ...new Set([...stylesheets, ...[...chunks].flatMap((k) => manifest[k]!.css ?? [])]),
    ];
    const sources = [...chunks].map((k) => manifest[k]!.src ?? k).join(' ');
    return {
      route,
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
  const allJs = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'));
  return { routes, totalJs: sum([...new Set(allJs)]) };
}
