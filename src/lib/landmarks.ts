/**
 * The ids of every page's landmarks (app/layout/layout.tsx): `<main>`, the skip link's target, and
 * the footer that follows it, which the built pages' first paint waits for (scripts/build/
 * after-paint.ts). Imports nothing: the build uses it too.
 */
export const MAIN_ID = 'main-content';
export const FOOTER_ID = 'site-footer';
