import { useEffect } from 'react';
import { useLocation } from '@/lib/routing';
import { BASENAME } from '@/config/paths';
import { whenMainHeading } from '@/lib/main-heading';
import { analyticsConsented, CONSENT_EVENT } from './consent';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * SPEC §1: a page view for every route change, once per change, sent when the page has its
 * heading and title. Only the path and title: never the query string, which can hold what a
 * customer searched for. Only with analytics consent (OneTrust's performance group), as all that
 * the area keeps or sends about how it is used: a page opened before the visitor consents is
 * counted once they do; after a withdrawal nothing is sent.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    let sent = false;
    let ready = false;
    const send = () => {
      if (sent || !ready || !analyticsConsented()) return;
      sent = true;
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({
        event: 'page_view',
        page_path: pathname === '/' ? `${BASENAME}/` : `${BASENAME}${pathname}`,
        page_title: document.title,
      });
    };
    const cancel = whenMainHeading(() => {
      ready = true;
      send();
    });
    window.addEventListener(CONSENT_EVENT, send);
    return () => {
      cancel();
      window.removeEventListener(CONSENT_EVENT, send);
    };
  }, [pathname]);
}
