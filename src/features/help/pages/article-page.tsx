import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ContactRoutes } from '@/components/contact-routes';
import { hasKeptCopy } from '@/components/kept-pages';
import { OfflineNotice } from '@/components/offline-notice';
import { env } from '@/config/env';
import { absolute, BASENAME, paths } from '@/config/paths';
import { categoryTitle } from '@/content/category-titles';
import { useCanonical, useDocumentTitle, useMeta } from '@/lib/document-head';
import { browser } from '@/lib/navigate-away';
import { returnPath } from '@/lib/return-to';
import { NO_SNIPPET_ARTICLES } from '../article-document';
import { ArticleView } from '../components/article-view';
import { Breadcrumbs } from '../components/breadcrumbs';
import { useArticle } from '../hooks/use-article';
import { useNucleusScript } from '../hooks/use-nucleus-script';
import '../help.css';

/**
 * Route ":category/:article" (SPEC §2) as the app renders it: an article published after the
 * build (the build wrote a page for every article it knew, a reading page), one opened from a
 * form, or one whose page was not kept for offline use.
 */
export default function ArticlePage() {
  const { category = '', article: label = '' } = useParams();
  const { pathname, state } = useLocation();
  const backToForm = returnPath(state);
  const { article, related, isLoading, isError, isOffline, retry } = useArticle(category, label);
  const categoryName = categoryTitle(category) ?? category;

  useDocumentTitle(
    article?.title ??
      (isOffline ? "You're offline" : isError ? 'Sorry, this page is unavailable' : null),
  );
  useMeta('description', article?.description);
  useMeta('robots', NO_SNIPPET_ARTICLES.includes(label) ? 'nosnippet' : null);
  useCanonical(article ? window.location.origin + BASENAME + pathname : null);
  useNucleusScript(Boolean(article?.nucleus), env.VITE_NUCLEUS_FORM_SCRIPT);
  // Offline, an article the service worker keeps opens as it was kept (a move inside the app
  // would otherwise only say the customer is offline).
  useEffect(() => {
    if (!isOffline) return;
    void hasKeptCopy(pathname).then((kept) => {
      if (kept) browser.assign(absolute(pathname));
    });
  }, [isOffline, pathname]);

  // Opened from a form's answers: the way back to it, with everything typed still there.
  const before = backToForm && (
    <Link className="back-link" to={backToForm}>
      Back to what you were writing
    </Link>
  );

  if (article) {
    return (
      <ArticleView
        category={category}
        label={label}
        categoryName={categoryName}
        title={article.title}
        safeHtml={article.safeHtml}
        related={related}
        nucleus={article.nucleus}
        before={before}
      />
    );
  }
  return (
    <div className="page-width article-page">
      {before}
      <Breadcrumbs
        items={[
          { label: 'Help & Support', to: paths.home() },
          { label: categoryName, to: paths.category(category) },
        ]}
      />
      {isOffline && <OfflineNotice what="This help article" />}
      {isLoading && !isOffline && (
        <p role="status" className="article-loading">
          Loading the article…
        </p>
      )}
      {isError && (
        <div className="content-error">
          <h1>Sorry, we can&apos;t show this page right now</h1>
          <p>
            Something went wrong loading this help article. Please try again in a moment. If you
            need help now, you can reach us another way.
          </p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
          <ContactRoutes />
        </div>
      )}
    </div>
  );
}
