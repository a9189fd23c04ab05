/**
 * Writes each planned page (pages.ts) as dist/<path>/index.html: rendered with React's server
 * renderer from the same components the browser shows, into the reading or the question
 * template (templates.ts), with its title, description, robots rules and canonical address. An
 * article's CMS text is sanitised here with the app's own hardened DOMPurify configuration, on a
 * jsdom window at the page's address, exactly as the browser would.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArticleViewProps } from '../../src/features/help/components/article-view';
import { BASENAME } from '../../src/config/paths';
import { parseCmsDocument } from '../../src/lib/cms-document';
import { KEPT_PAGE_META } from '../../src/lib/offline-pages';
import { escapeHtml } from '../../src/lib/escape-html';
import { PAGE_CODE_META } from './after-paint';
import { createSanitizer } from '../../src/lib/sanitize';
import type { Library } from './content-source';
import type { PlannedPage } from './pages';
import type { Templates } from './templates';

/** What the build's server bundle (src/entry-server.tsx) offers. */
export interface ServerEntry {
  render(path: string): Promise<string>;
  renderArticle(path: string, article: ArticleViewProps): Promise<string>;
  pageTitle(title?: string | null): string;
  canonicalUrl(href: string): string;
  categoryTitle(id: string): string | undefined;
}

/** The article's view, from its CMS document, sanitised as the browser would at its address. */
export function articleView(
  page: PlannedPage,
  library: Library,
  siteOrigin: string,
  categoryTitle: (id: string) => string | undefined,
): ArticleViewProps & { description: string } {
  const article = page.article!;
  const { window } = new JSDOM('', { url: `${siteOrigin}${BASENAME}${page.path}` });
  const doc = parseCmsDocument(article.html, new window.DOMParser());
  const sanitize = createSanitizer(
    createDOMPurify(window as unknown as Window & typeof globalThis),
    () => window.location.href,
  );
  const related = (library.categories.find((c) => c.id === article.category)?.articles ?? [])
    .filter((a) => a.label !== article.label)
    .slice(0, 5);
  return {
    category: article.category,
    label: article.label,
    categoryName: categoryTitle(article.category) ?? article.category,
    title: doc.title || article.title,
    description: doc.description,
    safeHtml: sanitize(doc.bodyHtml),
    related,
    nucleus: doc.nucleus,
    builtVersion: article.version,
  };
}

/** The page's HTML: the body in the template, and its head. */
export function pageHtml(
  template: string,
  body: string,
  head: {
    title: string;
    description?: string;
    robots?: string;
    canonical?: string;
    keep?: boolean;
    /** The code the page loads beyond the entry, asked for with it (after-paint.ts). */
    code?: string[];
  },
) {
  if (/<script(?![^>]*\ssrc=)/.test(body)) {
    throw new Error('A prerendered page has an inline script, which the CSP would block');
  }
  // Replaced by functions: a `$` in the CMS's text is text (`$&`, `$'` would be patterns).
  let html = template.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    // Vite writes the template's attributes over several lines.
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(head.description!)}"`,
    );
  }
  const extra = [
    head.keep && KEPT_PAGE_META,
    head.robots && `<meta name="robots" content="${escapeHtml(head.robots)}" />`,
    head.canonical && `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.code?.length &&
      `<meta name="${PAGE_CODE_META}" content="${escapeHtml(head.code.join(' '))}" />`,
  ].filter(Boolean);
  if (extra.length > 0)
    html = html.replace('<title>', () => `${extra.join('\n    ')}\n    <title>`);
  return html;
}

export async function writePages(
  outDir: string,
  pages: PlannedPage[],
  {
    server,
    templates,
    library,
    siteOrigin,
    pageCode = () => [],
  }: {
    server: ServerEntry;
    templates: Templates;
    library: Library;
    siteOrigin: string;
    /** A question page's code beyond the entry (shells.ts, routeCode). */
    pageCode?: (page: PlannedPage) => string[];
  },
) {
  for (const page of pages) {
    const template = page.serve === 'reading' ? templates.reading : templates.question;
    let body: string;
    let head = {
      ...page.head,
      title: server.pageTitle(page.head.title),
      ...(page.serve === 'question' && { code: pageCode(page) }),
    };
    if (page.article) {
      const { description, ...view } = articleView(page, library, siteOrigin, server.categoryTitle);
      body = await server.renderArticle(page.path, view);
      head = { ...head, title: server.pageTitle(view.title), description };
    } else {
      body = await server.render(page.path);
    }
    const canonical = page.head.canonical
      ? server.canonicalUrl(`${siteOrigin}${BASENAME}${page.path}`)
      : undefined;
    const dir = join(outDir, page.path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), pageHtml(template, body, { ...head, canonical }));
  }
}
