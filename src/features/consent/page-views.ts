import { useEffect } from 'react';
import { useLocation } from '@/lib/router';
import { BASENAME } from '@/config/paths';
import { whenMainHeading } from '@/lib/main-heading';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * SPEC §1: a page view for every route change, once per change, sent when the page has its
 * heading and title. Only the path and title: never the query string, which can hold what a
 * customer searched for.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(
    () =>
      whenMainHeading(() => {
        window.dataLayer = window.dataLayer ?? [];
        window.dataLayer.push({
          event: 'page_view',
          page_path: pathname === '/' ? `${BASENAME}/` : `${BASENAME}${pathname}`,
          page_title: document.title,
        });
      }),
    [pathname],
  );
}
