import { Link, useLocation, useParams } from 'react-router-dom';
import { ContactRoutes } from '@/components/contact-routes';
import { OfflineNotice } from '@/components/offline-notice';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { categoryTitle } from '@/content/category-titles';
import { useCanonical, useDocumentTitle, useMeta } from '@/lib/document-head';
import { returnPath } from '@/lib/return-to';
import { PageFeedback } from '@/features/page-feedback';
import { SearchBox } from '@/features/search';
import { NO_SNIPPET_ARTICLES } from '../article-document';
import { ArticleContent } from '../components/article-content';
import { Breadcrumbs } from '../components/breadcrumbs';
import { useArticle, useNucleusScript } from '../hooks/use-article';
import '../help.css';

/** Route ":category/:article" (SPEC §2). */
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
  useCanonical(article ? window.location.origin + '/help-and-support' + pathname : null);
  useNucleusScript(Boolean(article?.nucleus), env.VITE_NUCLEUS_FORM_SCRIPT);

  const crumbs = [
    { label: 'Help & Support', to: paths.home() },
    { label: categoryName, to: paths.category(category) },
    ...(article ? [{ label: article.title }] : []),
  ];

  return (
    <div className="page-width article-page">
      {/* Opened from a form's answers: the way back to it, with everything typed still there. */}
      {backToForm && (
        <Link className="back-link" to={backToForm}>
          Back to what you were writing
        </Link>
      )}
      <Breadcrumbs items={crumbs} />
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
      {article && (
        <>
          <ArticleContent html={article.safeHtml} />
          {related.length > 0 && (
            <nav aria-labelledby="related-title" className="related">
              <h2 id="related-title">Related articles</h2>
              <ul>
                {related.map((r) => (
                  <li key={r.label}>
                    <Link to={paths.article(category, r.label)}>{r.title ?? r.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <section aria-labelledby="still-need-help" className="still-need-help">
            <h2 id="still-need-help">Still need help?</h2>
            <SearchBox label="Search Help & Support" suggest />
            <p>
              <Link to={paths.contactUs()}>Contact us</Link> or{' '}
              <Link to={paths.category(category)}>see all {categoryName} help</Link>.
            </p>
          </section>
          <PageFeedback
            page-type="article"
            page-id={`${category}/${label}`}
            page-title={article.title}
          />
        </>
      )}
    </div>
  );
}
