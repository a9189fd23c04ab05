import { Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { absolute } from '@/config/paths';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { QueryBoundary } from '@/api/query-boundary';
// The shell takes only the session, not the signed-in pages' code (idle timer, data hooks).
import { useSession } from '@/features/auth/session-provider';
import { signInUrl } from '@/features/auth/sign-in-state';
import './header.css';

const HeaderTools = lazyWithPreload(async () => ({
  default: (await import('./header-nav')).HeaderTools,
}));
const HeaderMenu = lazyWithPreload(async () => ({
  default: (await import('./header-nav')).HeaderMenu,
}));

/** The header's configured parts and the data layer they fill in from (see routes.tsx). */
export const preloadHeader = () =>
  Promise.all([HeaderTools.preload(), HeaderMenu.preload(), QueryBoundary.preload()]).then(
    () => undefined,
  );

/** Sign in, or sign out for a signed-in customer, coming back to the same page. */
function AccountLink() {
  const { state } = useSession();
  const { pathname } = useLocation();
  const here = absolute(pathname);
  return state === 'signed-in' ? (
    <a
      className="site-header__tool site-header__account"
      href={signInUrl(env.VITE_SIGN_OUT_URL, here)}
    >
      Sign out
    </a>
  ) : (
    <a
      className="site-header__tool site-header__account"
      href={signInUrl(env.VITE_SIGN_IN_URL, here)}
    >
      Sign in
    </a>
  );
}

/**
 * The shared header. The brand and sign-in link render at once; the configured parts (quick
 * links, menu, accessibility button) fill in when the header configuration arrives, into space
 * kept for them so nothing moves.
 */
export function Header() {
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: moving to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <header className="site-header">
      <div className="site-header__bar page-width">
        <a className="site-header__brand" href="/help-and-support/">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" focusable="false">
            <path d="M16 3c5 6 9 10 9 16a9 9 0 0 1-18 0c0-6 4-10 9-16z" fill="currentColor" />
          </svg>
          <span>
            British Gas <span className="site-header__area">Help &amp; Support</span>
          </span>
        </a>
        <div className="site-header__tools">
          <AccountLink />
          <Suspense fallback={null}>
            <QueryBoundary>
              <HeaderTools
                menuId={menuId}
                menuOpen={menuOpen}
                onToggle={() => setMenuOpenOn(menuOpen ? null : pathname)}
              />
            </QueryBoundary>
          </Suspense>
        </div>
      </div>
      <Suspense fallback={<div className="site-header__quick" />}>
        <QueryBoundary>
          <HeaderMenu menuId={menuId} menuOpen={menuOpen} />
        </QueryBoundary>
      </Suspense>
    </header>
  );
}
