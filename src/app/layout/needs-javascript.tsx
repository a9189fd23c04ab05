import { Link } from 'react-router-dom';
import { ContactRoutes } from '@/components/contact-routes';
import { paths } from '@/config/paths';
import { categoryIndex } from '@/features/help/data/category-index';

/**
 * What a page rendered in the browser (an article, search, a form) shows when the browser runs no
 * JavaScript: why, and everything that still works as plain links — the emergency numbers, the
 * ways to contact us and every help topic — rather than "Loading…" for ever. Inside <noscript>,
 * so a browser that runs the page's code never shows it.
 */
export function NeedsJavaScript() {
  return (
    <noscript>
      <div className="page-width needs-javascript">
        <h1>This page needs JavaScript</h1>
        <p>
          Your browser is not running JavaScript, and this page needs it to show. You can turn
          JavaScript on in your browser&apos;s settings, or use the links below: they all work
          without it.
        </p>
        <ContactRoutes />
        <h2>Help topics</h2>
        <ul className="needs-javascript__topics">
          {categoryIndex
            .filter((c) => !c.externalLink)
            .map((c) => (
              <li key={c.id}>
                <Link to={paths.category(c.id)}>{c.title}</Link>
              </li>
            ))}
        </ul>
      </div>
    </noscript>
  );
}
