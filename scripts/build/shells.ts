/**
 * The shells: what a page rendered in the browser (a form, deals, an article published after the
 * build) paints before its code runs, the header, the footer and the loading state, rendered over
 * once the code is in (src/main.tsx). The generic one (app-shell.html) and one for each route of
 * the manifest that names a shell, which also names what the route loads first for the browser
 * to fetch alongside the entry rather than one after another: the data layer, the route's page
 * code and the content it fetches first. dist/shells.json tells the platform and nginx which
 * shell each route gets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../../src/config/env-schema';
import { BASENAME, fillPattern } from '../../src/config/paths';
import { ROUTE_LIST, type RouteDefinition, type RouteName } from '../../src/config/route-manifest';
import { escapeHtml } from '../../src/lib/escape-html';
import { staticClosure, type Manifest } from './vite-manifest';

export const APP_SHELL = 'app-shell.html';
/** The modules the data layer loads with: the query client and the content fetchers. */
const DATA_LAYER = ['src/api/query-client-provider.tsx', 'src/api/content-fetchers.ts'];

type Routes = (RouteDefinition & { name: RouteName })[];

/** dist/shells.json: each route's pattern, the shell it gets, and whether it is never stored. */
export const shellsJson = (routes: Routes = ROUTE_LIST) =>
  routes.map((route) => ({
    path: route.path,
    shell: route.shell ? `shells/${route.shell}.html` : APP_SHELL,
    ...(route.noStore ? { noStore: true } : {}),
  }));

/**
 * The code a route's page loads first beyond the app's entry (src/app/app-routes.tsx, preloadRoute):
 * its page module and what it imports, and the data layer when the route has data; as addresses.
 */
export function routeCode(manifest: Manifest, route: RouteDefinition): string[] {
  if (!route.page || !manifest[route.page]) throw new Error(`No chunk for ${route.page}`);
  const entry = staticClosure(manifest, ['index.html']);
  const keys = staticClosure(manifest, [route.page, ...(route.data ? DATA_LAYER : [])]);
  return [...keys]
    .filter((key) => !entry.has(key))
    .map((key) => `${BASENAME}/${manifest[key]!.file}`);
}

/** A shell to write: its file, the tags it adds to the head, and whether its page needs sign-in. */
export interface PlannedShell {
  file: string;
  head: string[];
  signIn?: { path: string };
}

/** Each shell's file name and the tags it adds to the head. */
export function planShells(
  manifest: Manifest,
  env: Env,
  routes: Routes = ROUTE_LIST,
): PlannedShell[] {
  const entry = staticClosure(manifest, ['index.html']);
  const dataLayer = staticClosure(manifest, DATA_LAYER);
  const preload = (keys: Iterable<string>) =>
    [...keys]
      .filter((key) => !entry.has(key))
      .map(
        (key) =>
          `    <link rel="modulepreload" crossorigin href="${BASENAME}/${manifest[key]!.file}">\n`,
      );
  const dataPreloads = preload(dataLayer);
  if (dataPreloads.length === 0) throw new Error('The data layer chunks were not found');
  const content = (setting: string) => {
    const path = (env as unknown as Record<string, unknown>)[setting];
    if (typeof path !== 'string')
      throw new Error(`The route manifest names ${setting}, no setting`);
    // crossorigin (anonymous): the same credentials mode as the app's own request, so it is reused.
    return `    <link rel="preload" as="fetch" crossorigin href="${escapeHtml(`${env.VITE_CONTENT_BASE_URL}${path}`)}">\n`;
  };
  return [
    { file: APP_SHELL, head: dataPreloads } as PlannedShell,
    ...routes
      .filter((route) => route.shell)
      .map((route) => {
        if (!route.page || !manifest[route.page]) throw new Error(`No chunk for ${route.page}`);
        const shell: PlannedShell = {
          file: `shells/${route.shell}.html`,
          head: [
            ...(route.fetch ?? []).map(content),
            ...preload(new Set([...dataLayer, ...staticClosure(manifest, [route.page])])),
          ],
        };
        // A page behind sign-in says so without JavaScript, from its own address (the header's
        // Sign in comes back to it): a pattern's address up to its first parameter.
        return route.signIn
          ? { ...shell, signIn: { path: fillPattern(route.path.split('/:')[0]!) } }
          : shell;
      }),
  ];
}

/** The shells written, each with its body: one for all, or one made for each shell. */
export function writeShells(
  outDir: string,
  template: string,
  body: string | ((shell: PlannedShell) => string),
  shells: PlannedShell[],
) {
  mkdirSync(join(outDir, 'shells'), { recursive: true });
  for (const shell of shells) {
    const shellBody = typeof body === 'string' ? body : body(shell);
    const html = template
      .replace('<div id="root"></div>', () => `<div id="root" data-shell>${shellBody}</div>`)
      .replace('  </head>', () => `${shell.head.join('')}  </head>`);
    if (!html.includes(shellBody)) throw new Error('The shell was not rendered into the template');
    writeFileSync(join(outDir, shell.file), html);
  }
  writeFileSync(join(outDir, 'shells.json'), `${JSON.stringify(shellsJson(), null, 2)}\n`);
}
