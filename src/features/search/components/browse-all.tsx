import { Link } from 'react-router-dom';
import { ContactRoutes } from '@/components/contact-routes';
import { libraryArticles } from '@/content/articles';
import { categoryTitle } from '@/content/category-titles';
import { paths } from '@/config/paths';

/**
 * Every help topic and article as links, grouped by topic, with the emergency numbers and the
 * other ways to get help: what the search page offers a browser that runs no JavaScript (or
 * before its search is alive, or when search cannot work), so the customer can still find the
 * page. With words to search for and a search that works, the results take its place
 * (lib/searching.ts).
 */
export function BrowseAll() {
  return (
    <section className="search-browse" aria-labelledby="browse-title">
      {/* As HTML: neither runtime looks inside it when it brings the page to life. */}
      <noscript
        dangerouslySetInnerHTML={{
          __html:
            '<p class="search-browse__note">Your browser is not running JavaScript, so results do not change as you type: press Search. Every help topic and article is listed below.</p>',
        }}
      />
      <ContactRoutes />
      <h2 id="browse-title">All help topics</h2>
      {libraryArticles()
        // A topic with no articles here is another site's (PeakSave, The Source).
        .filter(({ articles }) => articles.length > 0)
        .map(({ category, articles }) => (
          <section
            key={category}
            className="search-browse__topic"
            aria-labelledby={`topic-${category}`}
          >
            <h3 id={`topic-${category}`}>
              <Link to={paths.category(category)}>{categoryTitle(category)}</Link>
            </h3>
            <ul>
              {articles.map((a) => (
                <li key={a.path}>
                  <Link to={a.path}>{a.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}
