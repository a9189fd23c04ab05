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
