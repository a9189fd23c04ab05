/**
 * The pages a customer opened that the service worker keeps for offline use (src/sw/sw.ts): the
 * routes the manifest marks `offline: { opened }` (the articles). The build marks those pages
 * with this meta tag, the service worker keeps only pages that carry it (the newest few, as the
 * manifest says), and a page that cannot load offline lists them (components/kept-pages.tsx).
 */
export const KEPT_PAGES_CACHE = 'help-and-support-kept-pages';
export const KEPT_PAGE_META = '<meta name="offline" content="keep">';
