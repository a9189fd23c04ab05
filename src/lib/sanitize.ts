import DOMPurify, { type Config } from 'dompurify';

/**
 * The one way CMS and deals HTML reaches the DOM. Hardened beyond DOMPurify's defaults:
 * - no forms or controls (content must not collect data), no styles, base, meta, frames, SVG/MathML;
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
  ],
  FORBID_ATTR: ['style', 'class', 'action', 'formaction', 'srcset'],
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  RETURN_TRUSTED_TYPE: false,
};

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // An image the author gave no text alternative is treated as decorative rather than read
    // out as its file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    const href = node.getAttribute('href') ?? '';
    let external = false;
    try {
      external = new URL(href, window.location.href).origin !== window.location.origin;
    } catch {
      node.removeAttribute('href');
      return;
    }
    if (external) node.setAttribute('rel', 'noopener noreferrer');
    else if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener');
  });
}

export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, HARDENED) as string;
}
