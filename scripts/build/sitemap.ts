/**
 * sitemap.xml: every page the build wrote of a route the manifest lists in the sitemap (the
 * landing page, the help topics, contact us and every article), at the site's address
 * (SITE_ORIGIN), for search engines to find the pages customers come for.
 */
import { BASENAME } from '../../src/config/paths';
import { routeNamed } from '../../src/config/route-manifest';
import { escapeHtml } from '../../src/lib/escape-html';
import type { PlannedPage } from './pages';

export function sitemapXml(siteOrigin: string, pages: PlannedPage[]): string {
  const urls = pages
    .filter((page) => routeNamed(page.route).sitemap)
    .map((page) => `${siteOrigin}${BASENAME}${page.path === '/' ? '/' : page.path}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
