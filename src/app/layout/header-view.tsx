import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { headerConfigSchema } from '@/api/schemas/content';
import { SmartLink } from '@/components/smart-link';
import { LARGE_TEXT_CLASS } from '@/lib/large-text';
import { STORAGE_KEYS } from '@/lib/storage-keys';
// The content team's header, built in: the quick links and the menu are in the page's HTML before
// any code runs, without JavaScript and offline; the published copy replaces it when it arrives.
import builtInJson from '../../../content/header.json';

export type HeaderConfig = z.output<typeof headerConfigSchema>;
export const builtInHeader: HeaderConfig = builtInJson;

const LARGE_TEXT_KEY = STORAGE_KEYS.largeText;
const largeText = {
  listeners: new Set<() => void>(),
  get: () => sessionStorage.getItem(LARGE_TEXT_KEY) === '1',
  set(on: boolean) {
    sessionStorage.setItem(LARGE_TEXT_KEY, on ? '1' : '0');
    document.documentElement.classList.toggle(LARGE_TEXT_CLASS, on);
    largeText.listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    largeText.listeners.add(l);
    document.documentElement.classList.toggle(LARGE_TEXT_CLASS, largeText.get());
    return () => largeText.listeners.delete(l);
  },
};

const noSubscription = () => () => {};
/**
 * False in the built HTML and while it hydrates, true once the page's code runs: buttons that only
 * work with JavaScript are not offered to a browser without it.
 */
const useScriptRuns = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * A tool that needs the page's code: in the built HTML and while the page hydrates it holds its
 * place unseen (not focusable, not announced), so nothing moves when it comes alive; without
 * JavaScript it is never offered.
 */
const toolClass = (scriptRuns: boolean) =>
  scriptRuns ? 'site-header__tool' : 'site-header__tool site-header__tool--waiting';

function LargerTextButton({ scriptRuns }: { scriptRuns: boolean }) {
  const on = useSyncExternalStore(largeText.subscribe, largeText.get, () => false);
  return (
    <button
      type="button"
      className={toolClass(scriptRuns)}
      aria-pressed={on}
      onClick={() => largeText.set(!on)}
    >
      Larger text
    </button>
  );
}

export interface MenuState {
  menuId: string;
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}

/**
 * The header's configured parts (SPEC §3): tools in the bar, the menu, quick links, banner. Loaded
 * with the header's code (header-nav.tsx), not in every page's first script.
 */
export function HeaderParts({
  config,
  brand,
  account,
  menuId,
  menuOpen,
  setMenuOpen,
}: MenuState & { config: HeaderConfig; brand: ReactNode; account: ReactNode }) {
  const scriptRuns = useScriptRuns();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  // Escape closes the menu from anywhere in it, and the keyboard is back on the Menu button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside =
        menu.current?.contains(document.activeElement) ||
        document.activeElement === menuButton.current;
      setMenuOpen(false);
      if (inside || document.activeElement === document.body) menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, setMenuOpen]);

  const quickLinks = config['quick-links'];
  const secondary = config['secondary-banner'];
  const menuBanner = config['menu-banner'];
  return (
    <>
      <div className="site-header__bar page-width">
        {brand}
        <div className="site-header__tools">
          {account}
          {!config.hideA11yBtn && <LargerTextButton scriptRuns={scriptRuns} />}
          {config.sections.length > 0 && (
            <button
              ref={menuButton}
              type="button"
              className={toolClass(scriptRuns)}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              Menu
            </button>
          )}
        </div>
      </div>
      {/* Straight after the Menu button, so the next Tab goes into the menu. */}
      <nav
        ref={menu}
        aria-label="Main menu"
        id={menuId}
        hidden={!menuOpen}
        className="site-header__menu"
      >
        <div className="page-width site-header__menu-grid">
          {config.sections.map((s) => (
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
      <nav aria-label="Quick links" className="site-header__quick">
        <ul className="page-width">
          {quickLinks.map((l) => (
            <li key={l.link}>
              <SmartLink href={l.link}>{l.title}</SmartLink>
            </li>
          ))}
        </ul>
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
