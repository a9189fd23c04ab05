import DOMPurify, { type Config, type DOMPurify as DOMPurifyInstance } from 'dompurify';

/**
 * The one way CMS and deals HTML reaches the DOM. Hardened beyond DOMPurify's defaults:
 * - no forms or controls (content must not collect data), no styles, base, meta, frames, SVG/MathML;
 * - nothing drawn above the page: no dialogs, no popovers;
 * - ids and names are prefixed ("user-content-") so content cannot clobber globals such as
 *   window.OnetrustActiveGroups;
 * - no class attributes: content cannot borrow the page's own classes (a CMS `<div
 *   class="idle-warning">` became a fixed "Your session is about to end" box). Article styles
 *   target elements, and no content in content/ uses a class;
 * - links only to http(s), mailto, tel or relative URLs; links leaving the site get
 *   rel="noopener noreferrer"; images without alt text are marked decorative.
 */
const HARDENED: Config = {
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'style',
    'base',
    'meta',
    'link',
    'iframe',
    'frame',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    // Drawn above the page: an open <dialog> or a popover put a floating "call 0900…" box over
    // a hostile article's text.
    'dialog',
  ],
  FORBID_ATTR: [
    'style',
    'class',
    'action',
    'formaction',
    'srcset',
    'popover',
    'popovertarget',
    'popovertargetaction',
  ],
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * A sanitiser with the hardened configuration on a DOMPurify bound to a window: the browser's,
 * or at build time a jsdom window at the page's address (scripts/build/), so the pages the build
 * writes and the pages the browser renders pass the same rules.
 */
export function createSanitizer(purify: DOMPurifyInstance, pageUrl: () => string) {
  purify.addHook('afterSanitizeAttributes', (node) => {
    // An image the author gave no text alternative is treated as decorative rather than read
    // out as its file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    const href = node.getAttribute('href') ?? '';
    let external = false;
    try {
      const page = new URL(pageUrl());
      external = new URL(href, page).origin !== page.origin;
    } catch {
      node.removeAttribute('href');
      return;
    }
    if (external) node.setAttribute('rel', 'noopener noreferrer');
    else if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener');
  });
  return (html: string) => purify.sanitize(html, HARDENED) as string;
}

let browserSanitizer: ((html: string) => string) | null = null;

export function sanitizeHtml(html: string): string {
  browserSanitizer ??= createSanitizer(DOMPurify, () => window.location.href);
  return browserSanitizer(html);
}
