/**
 * Every module of src/ an island can reach: the islands' entry (src/entry-islands.tsx) and all it
 * imports, statically or on demand, followed to the end. These run on preact/compat in the reading
 * pages (decision 025), so ESLint holds them to what that runtime has (eslint.config.js). Plain
 * JavaScript, for ESLint's configuration to load; the imports are read the way this codebase
 * writes them (`import ... from '...'`, `export ... from '...'`, `import('...')`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ISLANDS_ENTRY_FILE = 'src/entry-islands.tsx';

const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a specifier names inside src/, or null for a package or a stylesheet. */
function resolveIn(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  if (/\.(css|json|svg)$/.test(base)) return null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  throw new Error(`${relative(root, from)}: cannot find "${specifier}"`);
}

/** The reachable modules, as paths relative to the project root, sorted. */
export function islandModules(root = process.cwd(), entry = ISLANDS_ENTRY_FILE) {
  const seen = new Set();
  const queue = [resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIERS)) {
      const target = resolveIn(root, file, match[1] ?? match[2] ?? match[3]);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].map((file) => relative(root, file)).sort();
}
