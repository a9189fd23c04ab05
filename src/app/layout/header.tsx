import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { headerConfigQuery } from '@/api/content';
import { SmartLink } from '@/components/smart-link';
import { env } from '@/config/env';
import { absolute } from '@/config/paths';
import { signInUrl, useSession } from '@/features/auth';
import './header.css';

const LARGE_TEXT_KEY = 'hs-large-text';

function LargerTextButton() {
  const [on, setOn] = useState(() => sessionStorage.getItem(LARGE_TEXT_KEY) === '1');
  useEffect(() => {
    document.documentElement.classList.toggle('large-text', on);
    sessionStorage.setItem(LARGE_TEXT_KEY, on ? '1' : '0');
  }, [on]);
  return (
    <button
      type="button"
      className="site-header__tool"
      aria-pressed={on}
      onClick={() => setOn((v) => !v)}
    >
      Larger text
    </button>
  );
}

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

/** The shared header, driven by the header configuration JSON (SPEC §3). */
export function Header() {
  const { data: config } = useQuery(headerConfigQuery());
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: moving to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  const sections = config?.sections ?? [];
  const quickLinks = config?.['quick-links'] ?? [];
  const secondary = config?.['secondary-banner'];
  const menuBanner = config?.['menu-banner'];

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
          {config && !config.hideA11yBtn && <LargerTextButton />}
          {sections.length > 0 && (
            <button
              type="button"
              className="site-header__tool"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            >
              Menu
            </button>
          )}
        </div>
      </div>
      <nav aria-label="Quick links" className="site-header__quick">
        <ul className="page-width">
          {quickLinks.map((l) => (
            <li key={l.link}>
              <SmartLink href={l.link}>{l.title}</SmartLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Main menu" id={menuId} hidden={!menuOpen} className="site-header__menu">
        <div className="page-width site-header__menu-grid">
          {sections.map((s) => (
            <div key={s.link}>
              <h2 className="site-header__section">
                <SmartLink href={s.link}>{s.title}</SmartLink>
              </h2>
              <ul>
                {s.links.map((l) => (
                  <li key={l.link}>
                    <SmartLink href={l.link}>{l.title}</SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {menuBanner && (
            <aside className="site-header__menu-banner" aria-label={menuBanner.title}>
              <p className="site-header__section">{menuBanner.title}</p>
              <p>{menuBanner.description}</p>
              <SmartLink href={menuBanner.link.link}>{menuBanner.link.title}</SmartLink>
            </aside>
          )}
        </div>
      </nav>
      {secondary?.text && (
        <div className="site-header__secondary">
          <p className="page-width">
            {secondary.text}{' '}
            {secondary.link && (
              <SmartLink href={secondary.link.link}>{secondary.link.title}</SmartLink>
            )}
          </p>
        </div>
      )}
    </header>
  );
}
