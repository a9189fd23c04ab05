/**
 * The screen widths every page is made for and checked at (CSS pixels): a small phone, a common
 * phone, a tablet, a desktop. 320 is a 1280-pixel screen zoomed to 400% (WCAG 1.4.10). The
 * browser tests' layout checks and `npm run screenshots` use them, and the accessibility statement
 * says so.
 */
export const CHECKED_WIDTHS = [320, 390, 768, 1280] as const;
