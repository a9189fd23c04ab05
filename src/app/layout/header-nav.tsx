import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { headerConfigQuery } from '@/api/content';
import { SmartLink } from '@/components/smart-link';

import { STORAGE_KEYS } from '@/lib/storage-keys';

const LARGE_TEXT_KEY = STORAGE_KEYS.largeText;
const largeText = {
  listeners: new Set<() => void>(),
  get: () => sessionStorage.getItem(LARGE_TEXT_KEY) === '1',
  set(on: boolean) {
    sessionStorage.setItem(LARGE_TEXT_KEY, on ? '1' : '0');
    document.documentElement.classList.toggle('large-text', on);
    largeText.listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    largeText.listeners.add(l);
    document.documentElement.classList.toggle('large-text', largeText.get());
    return () => largeText.listeners.delete(l);
  },
};

function LargerTextButton() {
  const on = useSyncExternalStore(largeText.subscribe, largeText.get, () => false);
  return (
    <button
      type="button"
      className="site-header__tool"
      aria-pressed={on}
      onClick={() => largeText.set(!on)}
    >
      Larger text
    </button>
  );
}

interface MenuProps {
  menuId: string;
  menuOpen: boolean;
  onToggle: () => void;
}

/** The configured tools in the header bar: the accessibility button and the menu button. */
export function HeaderTools({ menuId, menuOpen, onToggle }: MenuProps) {
  const { data: config } = useQuery(headerConfigQuery());
  if (!config) return null;
  return (
    <>
      {!config.hideA11yBtn && <LargerTextButton />}
      {config.sections.length > 0 && (
        <button
          type="button"
          className="site-header__tool"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggle}
        >
          Menu
        </button>
      )}
    </>
  );
}

/** Quick links, the menu and the secondary banner, from the header configuration (SPEC §3). */
export function HeaderMenu({ menuId, menuOpen }: Omit<MenuProps, 'onToggle'>) {
  const { data: config } = useQuery(headerConfigQuery());
  const quickLinks = config?.['quick-links'] ?? [];
  const secondary = config?.['secondary-banner'];
  const menuBanner = config?.['menu-banner'];
  return (
    <>
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
          {config?.sections.map((s) => (
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
    </>
  );
}
