import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { whenMainHeading } from '@/lib/main-heading';

/**
 * On every path change: scroll to the top (SPEC §2) and move focus to the new page's main
 * heading, so screen-reader and keyboard users start at the new content. Not when the page first
 * comes alive: the browser has put it where it belongs (the top, or where a reload or Back left
 * it), and a reading page may have been scrolled before its code arrived.
 */
export function useRouteChange(mainId: string) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    window.scrollTo(0, 0);
    return whenMainHeading((h1) => {
      if (!h1) return;
      h1.tabIndex = -1;
      h1.focus({ preventScroll: true });
    }, mainId);
  }, [pathname, mainId]);
}
