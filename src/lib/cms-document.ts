import { addSectionIds } from './article-sections';

export interface CmsDocument {
  title: string;
  description: string;
  nucleus: boolean;
  /** The article's markup, not yet sanitised. */
  bodyHtml: string;
}

/**
 * Reads the parts of a CMS page we use (articles, deals); the body is <article> if present. The
 * browser's parser, or at build time jsdom's. Each `<h2>` gets its section's id
 * (lib/article-sections.ts), the same in the app, on the page the build wrote and in the search
 * index, so a search answer links straight to it.
 */
export function parseCmsDocument(html: string, parser: DOMParser = new DOMParser()): CmsDocument {
  const doc = parser.parseFromString(html, 'text/html');
  const meta = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
  const body = doc.querySelector('article') ?? doc.body;
  addSectionIds(body);
  return {
    title: doc.title.trim() || doc.querySelector('h1')?.textContent?.trim() || '',
    description: meta('description'),
    nucleus: meta('nucleus') === 'true',
    bodyHtml: body.innerHTML,
  };
}
