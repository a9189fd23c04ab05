import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { whenMainHeading } from '@/lib/main-heading';

/**
 * On every path change: scroll to the top (SPEC §2) and move focus to the new page's main
 * heading, so screen-reader and keyboard users start at the new content.
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
    return whenMainHeading((h1) => {
      if (!h1) return;
      h1.tabIndex = -1;
      h1.focus({ preventScroll: true });
    }, mainId);
  }, [pathname, mainId]);
}
