import { Link, useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { absolute } from '@/config/paths';
import { phoneOrPost } from '@/content/contact';
import { signInUrl } from '@/features/auth/sign-in-state';
import { ContactRoutes } from '@/components/contact-routes';
import { paths } from '@/config/paths';
import { categoryIndex } from '@/features/help/data/category-index';

/**
 * What a page rendered in the browser (an article, search, a form) shows when the browser runs no
 * JavaScript: why, and everything that still works as plain links — the emergency numbers, the
 * ways to contact us and every help topic — rather than "Loading…" for ever. Inside <noscript>,
 * so a browser that runs the page's code never shows it.
 */
export function NeedsJavaScript({ signIn = false }: { signIn?: boolean }) {
  const { pathname } = useLocation();
  return (
    <noscript>
      <div className="page-width needs-javascript">
        <h1>This page needs JavaScript</h1>
        {signIn ? (
          // A page behind sign-in (the route manifest's `signIn`): what it needs, and the way
          // that needs neither.
          <p>
            Your browser is not running JavaScript, and this page needs it and for you to sign in.
            You can turn JavaScript on in your browser&apos;s settings, then{' '}
            <a href={signInUrl(env.VITE_SIGN_IN_URL, absolute(pathname))}>sign in</a>. Or you can
            ask us {phoneOrPost()} (have any reference number we gave you ready): the links below
            work without JavaScript.
          </p>
        ) : (
          <p>
            Your browser is not running JavaScript, and this page needs it to show. You can turn
            JavaScript on in your browser&apos;s settings, or use the links below: they all work
            without it.
          </p>
        )}
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
