import { useEffect } from 'react';

const SUFFIX = 'Help & Support - British Gas';

/** SPEC §2: "{title} - Help & Support - British Gas", or the bare suffix with no title. */
export function pageTitle(title?: string | null, hasError = false): string {
  const base = title ? `${title} - ${SUFFIX}` : SUFFIX;
  // GOV.UK: a page showing errors says so first, so screen-reader users hear it straight away.
  return hasError ? `Error: ${base}` : base;
}

export function useDocumentTitle(title?: string | null, hasError = false) {
  useEffect(() => {
    document.title = pageTitle(title, hasError);
  }, [title, hasError]);
}

/** Sets (or removes, with null) a <meta name=...> for the life of the page. */
export function useMeta(name: string, content: string | null | undefined) {
  useEffect(() => {
    if (!content) return undefined;
    let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    const created = !el;
    const previous = el?.content;
    if (!el) {
      el = document.createElement('meta');
      el.name = name;
      document.head.append(el);
    }
    el.content = content;
    return () => {
      if (created) el.remove();
      else if (previous !== undefined) el.content = previous;
    };
  }, [name, content]);
}

/** Canonical URL: the current URL, with www. added to the host when it is missing (SPEC §2). */
export function canonicalUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  url.search = '';
  if (!url.hostname.startsWith('www.') && url.hostname.includes('.')) {
    url.hostname = `www.${url.hostname}`;
  }
  return url.toString();
}

export function useCanonical(href: string | null) {
  useEffect(() => {
    if (!href) return undefined;
    const el = document.createElement('link');
    el.rel = 'canonical';
    el.href = canonicalUrl(href);
    document.head.append(el);
    return () => el.remove();
  }, [href]);
}
