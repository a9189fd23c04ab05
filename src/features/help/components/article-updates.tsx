import { useEffect } from 'react';
import { articleUrl } from '@/api/endpoints';
import { env } from '@/config/env';
import { contentVersion } from '@/lib/content-version';
import { canonicalUrl, pageTitle } from '@/lib/document-head';
import { island } from '@/lib/island';
import { goToPageNotFound } from '@/lib/navigate-away';
import { isKnownArticle, parseArticleDocument } from '../article-document';
import { useNucleusScript } from '../hooks/use-nucleus-script';

interface ArticleUpdatesProps {
  category: string;
  label: string;
  /** The version of the CMS text the page was built from (lib/content-version.ts). */
  version: string;
  nucleus: boolean;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * What the CMS says of this article now, compared with what the page was built from: the current
 * text if it changed (a corrected phone number reaches the customer in the same visit), and
 * page-not-found if the article was removed, from its category's list or from the CMS (SPEC §2's
 * check, as the app makes it). Offline, or with the CMS unreachable, the page stays as built.
 */
export async function checkArticle({ category, label, version }: ArticleUpdatesProps) {
  const { fetchCategories, fetchText } = await import('@/api/content-fetchers');
  const [categories, html] = await Promise.allSettled([
    fetchCategories(),
    fetchText(articleUrl(category, label), true),
  ]);
  const listed =
    categories.status === 'fulfilled' ? isKnownArticle(categories.value, category, label) : null;
  if (listed === false || (html.status === 'rejected' && isNotFound(html.reason))) {
    goToPageNotFound();
    return 'removed';
  }
  if (html.status === 'rejected' || contentVersion(html.value) === version) return 'current';
  const body = document.querySelector<HTMLElement>('main .article-body');
  if (!body) return 'current';
  const { sanitizeHtml } = await import('@/lib/sanitize');
  const doc = parseArticleDocument(html.value);
  body.innerHTML = sanitizeHtml(doc.bodyHtml);
  if (doc.title) document.title = pageTitle(doc.title);
  const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description && doc.description) description.content = doc.description;
  return 'updated';
}

/**
 * The live part of an article the build wrote: it checks the article against the CMS once the
 * page is alive, points the canonical link at the page's address, and loads the nucleus form
 * script for an article with nucleus content (SPEC §2).
 * It shows nothing of its own.
 */
function ArticleUpdates(props: ArticleUpdatesProps) {
  useEffect(() => {
    // SPEC §2: the canonical link is the address the page is at (www. added). The build wrote the
    // site's own (SITE_ORIGIN), for readers that run no script; here it is the one in the bar.
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = canonicalUrl(window.location.href);
    void checkArticle(props).catch(() => {});
    // Once, as the page comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useNucleusScript(props.nucleus, env.VITE_NUCLEUS_FORM_SCRIPT);
  return null;
}

/** Alive on its own on an article's page (lib/island.tsx). */
export const ArticleUpdatesIsland = island('article-updates', ArticleUpdates);
