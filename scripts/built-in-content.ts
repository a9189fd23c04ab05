/**
 * What the app carries of content/: built in through Vite's `define` (vite.config.ts,
 * vitest.config.ts) and read only by src/content/, each value by the pages that show it.
 *
 * - From library.json, two values: the category titles are small enough for the landing page; the
 *   article titles are read by the category pages, which are loaded lazily. Descriptions stay out:
 *   no page shows them from here. The library's schema is checked by the platform, the tests and
 *   scripts/build.ts.
 * - videos.json (the landing page's video strip), checked here against its schema, and each
 *   video's guide against the library: a slip stops the build, the dev server and the
 *   tests with its reason, and the browser carries no checking code (decision 020).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import type { Library } from '../server/content-library.ts';
import { videosSchema } from '../src/api/schemas/built-in-content.ts';

function readChecked<S extends z.ZodMiniType>(contentDir: string, name: string, schema: S) {
  const result = z.safeParse(schema, JSON.parse(readFileSync(join(contentDir, name), 'utf8')));
  if (!result.success) {
    throw new Error(`content/${name} is not valid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export function builtInContent(contentDir: string) {
  const { categories } = JSON.parse(
    readFileSync(join(contentDir, 'library.json'), 'utf8'),
  ) as Library;
  const { videos } = readChecked(contentDir, 'videos.json', videosSchema);
  for (const v of videos) {
    const [category, label] = v.guide.split('/');
    if (!categories.some((c) => c.id === category && c.articles.some((a) => a.label === label))) {
      throw new Error(
        `content/videos.json: "${v.id}" has guide "${v.guide}", which library.json does not list`,
      );
    }
  }
  return {
    __CATEGORY_TITLES__: JSON.stringify(Object.fromEntries(categories.map((c) => [c.id, c.title]))),
    __CATEGORY_ARTICLES__: JSON.stringify(
      Object.fromEntries(
        categories.map((c) => [c.id, c.articles.map(({ label, title }) => ({ label, title }))]),
      ),
    ),
    __HELP_VIDEOS__: JSON.stringify(
      videos.map(({ id, title, youtubeId, thumbnail, guide, duration }) => ({
        id,
        title,
        youtubeId,
        thumbnail,
        guide,
        duration,
      })),
    ),
  };
}
