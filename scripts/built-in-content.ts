/**
 * content/library.json as the app carries it: built in through Vite's `define` (vite.config.ts,
 * vitest.config.ts) and read only by src/content/. The article titles are read by the category
 * pages, which are loaded lazily. Descriptions stay out: no page shows them from here. A library
 * that fails its schema fails the build.
 */
import { loadLibrary } from '../server/content-library';

export function builtInContent(contentDir: string) {
  const { categories } = loadLibrary(contentDir);
  return {
    __CATEGORY_ARTICLES__: JSON.stringify(
      Object.fromEntries(
        categories.map((c) => [c.id, c.articles.map(({ label, title }) => ({ label, title }))]),
      ),
    ),
  };
}
