/**
 * content/library.json as the app carries it: built in through Vite's `define` (vite.config.ts,
 * vitest.config.ts) and read only by src/content/. Two values, so that each page carries what it
 * shows and no more: the category titles are small enough for the landing page; the article titles
 * are read by the category pages, which are loaded lazily. Descriptions stay out: no page shows
 * them from here. The file's schema is checked by the platform, the tests and scripts/build.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Library } from '../server/content-library.ts';

export function builtInContent(contentDir: string) {
  const { categories } = JSON.parse(
    readFileSync(join(contentDir, 'library.json'), 'utf8'),
  ) as Library;
  return {
    __CATEGORY_TITLES__: JSON.stringify(Object.fromEntries(categories.map((c) => [c.id, c.title]))),
    __CATEGORY_ARTICLES__: JSON.stringify(
      Object.fromEntries(
        categories.map((c) => [c.id, c.articles.map(({ label, title }) => ({ label, title }))]),
      ),
    ),
  };
}
