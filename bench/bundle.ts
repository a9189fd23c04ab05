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
import { BASENAME, paths } from '../src/config/paths';
import {
  ROUTES as MANIFEST,
  type RouteDefinition,
  type RouteName,
} from '../src/config/route-manifest';
import type { IslandName } from '../src/lib/island';
import { ISLANDS_ENTRY, ISLANDS_MANIFEST } from '../serving/dist-layout';
import { readManifest, staticClosure, type Manifest } from '../scripts/build/vite-manifest';

const DATA_LAYER = 'src/api/query-client-provider.tsx';

/**
 * The steps of the complaint, enquiry and feedback journeys (decision 039): built pages the app
 * comes alive over, each with what the app loads before it does (src/app/app-routes.tsx,
 * preloadRoute): the step's page module, and the data layer when its route has data.
 */
const FORM_STEPS = {
  'select type': 'selectType',
  'select energy': 'selectEnergy',
  'complaint details': 'complaintDetails',
  'complaint text': 'complaintQuery',
  'feedback text': 'feedback',
  'feedback details': 'feedbackDetails',
  // Issue 51: held to the forms' budget (the largest step's code).
  'check a message': 'checkMessage',
  'your messages': 'messages',
  'one message': 'message',
} as const satisfies Record<string, RouteName>;
const APP_ROUTES = Object.fromEntries(
  Object.entries(FORM_STEPS).map(([step, name]) => {
    const route = MANIFEST[name] as RouteDefinition;
    return [step, [route.page!, ...(route.data ? [DATA_LAYER] : [])]];
  }),
);

/**
 * What each island loads before it comes alive (src/entry-islands.tsx): the header its
 * configuration and the data layer, the outage check its banner, search its data layer.
 */
const ISLAND_MODULES: Record<IslandName, string[]> = {
  header: ['src/app/layout/header.tsx', 'src/app/layout/header-nav.tsx', DATA_LAYER],
  'consent-banner': ['src/features/consent/consent-banner.tsx'],
  'consent-effects': ['src/features/consent/consent-effects.tsx'],
  'cookie-choices': ['src/features/consent/cookie-choices.tsx'],
  'complaint-dates': ['src/features/statements/components/complaint-dates.tsx'],
  'outage-banner': [
    'src/features/help/components/outage-check.tsx',
    'src/features/help/components/outage-banner.tsx',
  ],
  'search-box': ['src/features/search/components/search-box.tsx'],
  'video-strip': ['src/features/help/components/video-strip.tsx'],
  'page-feedback': ['src/features/page-feedback/page-feedback.tsx'],
  'article-updates': ['src/features/help/components/article-updates.tsx'],
  'opening-status': ['src/features/contact/components/opening-status.tsx'],
  'no-supply-answers': ['src/features/no-supply/components/answers.tsx'],
  search: ['src/features/search/components/search.tsx', DATA_LAYER],
};

/** The reading pages measured, by their address; their islands are read from the built page. */
const READING_PAGES: Record<string, string> = {
  landing: paths.home(),
  category: paths.category('bills-and-payments'),
  emergencies: paths.category('emergencies'),
  'contact us': paths.contactUs(),
  article: paths.article('meters', 'faulty-meter'),
  search: paths.searchPage(),
};

/** The islands a built page has, in its order (their markers: lib/island.tsx). */
function islandsOf(outDir: string, path: string): IslandName[] {
  const html = readFileSync(join(outDir, path, 'index.html'), 'utf8');
  return [...new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1] as IslandName))];
}

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
  const res = spawnSync('npm', ['run', '--silent', 'build', '--', '--outDir', outDir], {
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
  // scripts/build/main.ts (or linked, if it ever is again).
  const shell = readFileSync(join(outDir, 'app-shell.html'), 'utf8');
  const stylesheets = [
    ...shell.matchAll(new RegExp(`<link rel="stylesheet"[^>]*href="${BASENAME}/([^"]+)"`, 'g')),
  ].map((m) => m[1]!);
  const inlineCss = size(
    Buffer.from([...shell.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')),
  );
  const measured: [string, Manifest, string[]][] = [
    ...Object.entries(READING_PAGES).map(
      ([route, path]) =>
        [
          route,
          islands,
          [ISLANDS_ENTRY, ...islandsOf(outDir, path).flatMap((name) => ISLAND_MODULES[name])],
        ] as [string, Manifest, string[]],
    ),
    ...Object.entries(APP_ROUTES).map(
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
