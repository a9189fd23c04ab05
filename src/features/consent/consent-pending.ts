/**
 * The built-in consent banner is in the built page (so it paints with the page, not once its code
 * is in: on a phone it was the largest thing painted, and it came with the code), shown only while
 * the class below is on <html>. The page's inline loader (scripts/build/after-paint.ts) sets it
 * before the first paint when the visitor has not chosen yet (no OneTrust "closed" cookie); the
 * banner keeps it in step once alive. Without JavaScript there is no class, so no banner whose
 * buttons could not work. Imports nothing: the build's loader uses it too.
 */
export const CONSENT_PENDING_CLASS = 'consent-pending';

/** OneTrust's cookie saying the visitor has chosen; the built-in banner writes it too. */
export const CLOSED_COOKIE = 'OptanonAlertBoxClosed';

/**
 * The floating banner's height, on <html> (consent.css makes room below the page with it): set by
 * the page's loader from the first paint (scripts/build/after-paint.ts), then by the banner once
 * alive.
 */
export const BANNER_HEIGHT_PROPERTY = '--consent-banner-height';

/** The banner the loader measures: the question, floating (not below the footer). */
export const FLOATING_QUESTION = '.consent-banner--question:not(.consent-banner--in-flow)';
