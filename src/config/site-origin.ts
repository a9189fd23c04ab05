/** Where the site is (SITE_ORIGIN), for canonical links, the sitemap, and links in CMS text. */
const DEFAULT_SITE_ORIGIN = 'https://www.britishgas.co.uk';

export const siteOrigin = (env: Record<string, string | undefined> = process.env) =>
  (env.SITE_ORIGIN || DEFAULT_SITE_ORIGIN).replace(/\/+$/, '');
