/**
 * A short fingerprint of a CMS document's text (FNV-1a, 32 bits, hex). The build writes it into an
 * article's page; the page, once alive, compares it with the article as the CMS has it now, and
 * shows the current text if they differ. It tells versions apart; it is not a security measure.
 */
export function contentVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
