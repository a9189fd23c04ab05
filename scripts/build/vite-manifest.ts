import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (`build.manifest: true`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The islands' build (vite.islands.config.ts): its entry and its manifest's name. */
export const ISLANDS_ENTRY = 'src/entry-islands.tsx';
export const ISLANDS_MANIFEST = 'islands-manifest.json';

/**
 * The search page's server part (vite.server.config.ts, decision 034): its entry, and the one file
 * it is built into inside dist/, which no one is served.
 */
export const SEARCH_SERVER_ENTRY = 'src/entry-search-server.tsx';
export const SEARCH_SERVER_FILE = 'server/search.js';

/** What the build leaves in dist/ for the servers, never sent to a browser. */
export const SERVER_ONLY_DIRS = ['deploy', SEARCH_SERVER_FILE.split('/')[0]!];

/** The app's manifest, or the islands' (vite.islands.config.ts). */
export const readManifest = (outDir: string, name = 'manifest.json') =>
  JSON.parse(readFileSync(join(outDir, '.vite', name), 'utf8')) as Manifest;

/** The chunks that load with these (their static imports, transitively), keys included. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return seen;
}
