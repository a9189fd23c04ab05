/**
 * What the islands are compiled against (decision 025): preact/compat in React's place, and for
 * react-router the islands' own stand-in working on the document's address. One list, for the
 * islands' build (vite.islands.config.ts) and for their unit tests (vitest.config.ts), so the
 * tests run the islands on the runtime the reading pages ship.
 */
import { fileURLToPath, URL } from 'node:url';
import type { Alias } from 'vite';

export const ISLANDS_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  {
    find: /^react-router-dom$/,
    replacement: fileURLToPath(new URL('../src/islands/document-router.tsx', import.meta.url)),
  },
];
