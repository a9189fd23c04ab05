/**
 * The class on <html> that sets the text larger (styles/tokens.css), chosen with the header's
 * Larger text button and kept for the visit (STORAGE_KEYS.largeText). A prerendered page's loader
 * (scripts/build/after-paint.ts) sets it before the page first paints, so a customer who chose it is not
 * shown the page small and then reflowed as the page comes alive.
 */
export const LARGE_TEXT_CLASS = 'large-text';
