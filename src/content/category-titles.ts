/**
 * The category titles of content/library.json, built in (scripts/built-in-content.ts). Every page
 * that names a category reads its title here; small enough for the landing page to carry.
 */
declare const __CATEGORY_TITLES__: Readonly<Record<string, string>>;

const titles = __CATEGORY_TITLES__;

/** The library's title of a category; undefined for an id the library does not list. */
export const categoryTitle = (id: string): string | undefined =>
  Object.hasOwn(titles, id) ? titles[id] : undefined;
