import { Suspense, useCallback, useState } from 'react';
import { Link, useLocation } from '@/lib/routing';
import { env } from '@/config/env';
import { absolute, BASENAME, paths } from '@/config/paths';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { QueryBoundary } from '@/api/query-boundary';
import { island } from '@/lib/island';
// The shell takes only the session, not the signed-in pages' code (idle timer, data hooks).
import { useSession } from '@/features/auth/session-provider';
import { signInUrl } from '@/features/auth/sign-in-state';
import './header.css';

const ConfiguredHeaderParts = lazyWithPreload(async () => ({
  default: (await import('./header-nav')).ConfiguredHeaderParts,
}));

/** The header's published configuration and the data layer it comes with (see routes.tsx). */
export const preloadHeader = () =>
  Promise.all([ConfiguredHeaderParts.preload(), QueryBoundary.preload()]).then(() => undefined);

function Brand() {
  return (
    <a className="site-header__brand" href={`${BASENAME}/`}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" focusable="false">
        <path d="M16 3c5 6 9 10 9 16a9 9 0 0 1-18 0c0-6 4-10 9-16z" fill="currentColor" />
      </svg>
      <span>
        British Gas <span className="site-header__area">Help &amp; Support</span>
      </span>
    </a>
  );
}

/**
 * Sign in, or sign out for a signed-in customer, coming back to the same page. A signed-in
 * customer also has their deals (SPEC §6) and their messages (issue 51).
 */
function AccountLink() {
  const { state } = useSession();
  const { pathname } = useLocation();
  const here = absolute(pathname);
  return state === 'signed-in' ? (
    <>
      <Link
        className="site-header__tool site-header__account"
        to={paths.deals()}
        aria-current={pathname === paths.deals() ? 'page' : undefined}
      >
        Your deals
      </Link>
      <Link
        className="site-header__tool site-header__account"
        to={paths.messages()}
        aria-current={pathname.startsWith(paths.messages()) ? 'page' : undefined}
      >
        Your messages
      </Link>
      <a
        className="site-header__tool site-header__account"
        href={signInUrl(env.VITE_SIGN_OUT_URL, here)}
      >
        Sign out
      </a>
    </>
  ) : (
    <a
      className="site-header__tool site-header__account"
      href={signInUrl(env.VITE_SIGN_IN_URL, here)}
    >
      Sign in
    </a>
  );
}

/** The menu's id: one header a page, and the same in the built HTML and either runtime. */
const MENU_ID = 'site-menu';

function HeaderContent() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: moving to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menu = {
    menuId: MENU_ID,
    menuOpen: menuOpenOn === pathname,
    setMenuOpen: useCallback((open: boolean) => setMenuOpenOn(open ? pathname : null), [pathname]),
  };
  const brand = <Brand />;
  const account = <AccountLink />;
  // Only while the header's code loads, which the route's preload does before the first render:
  // the built HTML has the whole header, rendered once that code was in.
  const loading = (
    <>
      <div className="site-header__bar page-width">
        {brand}
        <div className="site-header__tools">{account}</div>
      </div>
      <div className="site-header__quick" />
    </>
  );
  return (
    <Suspense fallback={loading}>
      <QueryBoundary>
        <ConfiguredHeaderParts {...menu} brand={brand} account={account} />
      </QueryBoundary>
    </Suspense>
  );
}

/** The header's parts, alive on their own on a reading page (lib/island.tsx). */
export const HeaderIsland = island('header', HeaderContent);

/**
 * The shared header. Everything is in the built HTML from the built-in configuration (quick links
 * and menu work without JavaScript and offline); the published configuration takes over when it
 * arrives, into the same places.
 */
export function Header() {
  return (
    <header className="site-header">
      <HeaderIsland />
    </header>
  );
}
