/**
 * An article's sections: each `<h2>` heading and what follows it up to the next. Each heading
 * has a stable id made from its words ("How to bleed a radiator" -> "how-to-bleed-a-radiator"),
 * written by the same function where articles are rendered (lib/cms-document.ts, in the browser
 * and at build time) and where the search index is made (server/content-library.ts), so a search
 * answer can link straight to its section.
 */

/**
 * The prefix the hardened sanitiser (lib/sanitize.ts, DOMPurify's SANITIZE_NAMED_PROPS) puts on
 * every id in CMS text, so content cannot clobber the page's globals: a heading given the id
 * "how-to-bleed-a-radiator" is "user-content-how-to-bleed-a-radiator" on the page.
 */
const CONTENT_ID_PREFIX = 'user-content-';

/** The heading's own id, from its words, before sanitising ("What's covered?" -> "whats-covered"). */
function sectionSlug(heading: string): string {
  const slug = heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'section';
}

/** Ids for an article's headings, in order: a heading repeated in one article gets "-2", "-3". */
export function sectionSlugs(headings: string[]): string[] {
  const taken = new Map<string, number>();
  return headings.map((h) => {
    const slug = sectionSlug(h);
    const n = (taken.get(slug) ?? 0) + 1;
    taken.set(slug, n);
    return n === 1 ? slug : `${slug}-${n}`;
  });
}

/** The fragment that reaches a section on its article's page, once sanitised. */
export const sectionAnchor = (slug: string) => `${CONTENT_ID_PREFIX}${slug}`;

/** Gives each `<h2>` in an article's body its section id (its own id, if any, is replaced). */
export function addSectionIds(body: ParentNode) {
  const headings = [...body.querySelectorAll('h2')];
  const slugs = sectionSlugs(headings.map((h) => h.textContent ?? ''));
  headings.forEach((h, i) => h.setAttribute('id', slugs[i]!));
}

export interface ArticleSection {
  /** The heading's id (sectionSlug), without the sanitiser's prefix. */
  id: string;
  heading: string;
  /** The CMS markup under the heading, not yet sanitised. */
  html: string;
}

const H2 = /<h2\b[^>]*>([\s\S]*?)<\/h2>/gi;

/** Text of a little markup, as a browser's textContent gives it (for headings). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;|&rsquo;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The sections of an article's CMS document (the markup of its `<article>`), for the search
 * index: read without a DOM, as the platform and the build run in Node.
 */
export function articleSections(html: string): ArticleSection[] {
  const inner = /<article[^>]*>([\s\S]*?)<\/article>/i.exec(html)?.[1] ?? html;
  const found = [...inner.matchAll(H2)];
  const slugs = sectionSlugs(found.map((m) => textOf(m[1]!)));
  return found.map((m, i) => {
    const from = m.index + m[0].length;
    const to = found[i + 1]?.index ?? inner.length;
    return {
      id: slugs[i]!,
      heading: textOf(m[1]!),
      html: inner.slice(from, to).replace(/\n\s+/g, '\n').trim(),
    };
  });
}
