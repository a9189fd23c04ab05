import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { articleHtmlQuery, categoriesQuery } from '@/api/content';
import { logger } from '@/lib/logger';
import { goToPageNotFound } from '@/lib/navigate-away';
import { sanitizeHtml } from '@/lib/sanitize';
import { isKnownArticle, parseArticleDocument, relatedArticles } from '../article-document';

/**
 * The article route's chain (SPEC §4): load categories, validate the category and then the
 * article, fetch the content, or send the browser to page-not-found.
 */
export function useArticle(category: string, label: string) {
  const categories = useQuery(categoriesQuery());
  const known = categories.data ? isKnownArticle(categories.data, category, label) : undefined;

  useEffect(() => {
    if (known === false) goToPageNotFound();
  }, [known]);

  const page = useQuery({ ...articleHtmlQuery(category, label), enabled: known === true });

  useEffect(() => {
    if (page.error) logger.error('Failed to fetch page: ', page.error);
  }, [page.error]);

  const article = useMemo(() => {
    if (!page.data) return null;
    const doc = parseArticleDocument(page.data);
    return { ...doc, safeHtml: sanitizeHtml(doc.bodyHtml) };
  }, [page.data]);

  const related = categories.data ? relatedArticles(categories.data, category, label) : [];

  return {
    article,
    related,
    isLoading: categories.isPending || (known === true && page.isPending),
    isError: categories.isError || page.isError,
    /** No connection: the queries wait for it rather than fail (SPEC §9 retries resume then). */
    isOffline: !article && (categories.fetchStatus === 'paused' || page.fetchStatus === 'paused'),
    retry: () => {
      if (categories.isError) void categories.refetch();
      else void page.refetch();
    },
  };
}
