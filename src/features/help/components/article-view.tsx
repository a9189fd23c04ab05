import type { ReactNode } from 'react';
import { Link } from '@/lib/routing';
import { paths } from '@/config/paths';
import { PageFeedbackIsland } from '@/features/page-feedback';
import { SearchBoxIsland } from '@/features/search';
import { ArticleContent } from './article-content';
import { ArticleUpdatesIsland } from './article-updates';
import { Breadcrumbs } from './breadcrumbs';

export interface ArticleViewProps {
  category: string;
  label: string;
  /** The category's title, for the breadcrumbs and "see all … help". */
  categoryName: string;
  title: string;
  /** The article's markup, already sanitised (lib/sanitize.ts). */
  safeHtml: string;
  related: { label: string; title?: string }[];
  nucleus: boolean;
  /**
   * Set on the page the build wrote: the version of the CMS text it was built from
   * (lib/content-version.ts), which the page checks once it is alive.
   */
  builtVersion?: string;
  /** Shown above the breadcrumbs (the way back to a form, in the app). */
  before?: ReactNode;
}

/**
 * An article as the customer reads it: the same markup on the page the build wrote (a reading
 * page, where only the search box, the page question and the article's updates come alive) and
 * in the app (an article published after the build, or one opened from a form).
 */
export function ArticleView({
  category,
  label,
  categoryName,
  title,
  safeHtml,
  related,
  nucleus,
  builtVersion,
  before,
}: ArticleViewProps) {
  const crumbs = [
    { label: 'Help & Support', to: paths.home() },
    { label: categoryName, to: paths.category(category) },
    { label: title },
  ];
  return (
    <div className="page-width article-page">
      {before}
      <Breadcrumbs items={crumbs} />
      <ArticleContent html={safeHtml} />
      {builtVersion && (
        <ArticleUpdatesIsland
          category={category}
          label={label}
          version={builtVersion}
          nucleus={nucleus}
        />
      )}
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
        <SearchBoxIsland label="Search Help & Support" suggest />
        <p>
          <Link to={paths.contactUs()}>Contact us</Link> or{' '}
          <Link to={paths.category(category)}>see all {categoryName} help</Link>.
        </p>
      </section>
      <PageFeedbackIsland page-type="article" page-id={`${category}/${label}`} page-title={title} />
    </div>
  );
}
