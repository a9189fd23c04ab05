import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const FOCUS_WAIT_MS = 3000;

/**
 * On every path change: scroll to the top (SPEC §2) and move focus to the new page's main
 * heading, so screen-reader and keyboard users start at the new content. Lazy pages render their
 * heading a little later, so wait for it.
 */
export function useRouteChange(mainId: string) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    const focusHeading = () => {
      const h1 = main.querySelector<HTMLElement>('h1');
      if (!h1) return false;
      h1.tabIndex = -1;
      h1.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), FOCUS_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
