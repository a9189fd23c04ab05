// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '@/config/route-manifest';
import type { Library, SourcedArticle } from '../../../../scripts/build/content-source';
import { planPages, type PlannedPage } from '../../../../scripts/build/pages';
import { sitemapXml } from '../../../../scripts/build/sitemap';
import { BASENAME } from '@/config/paths';

const ORIGIN = 'https://www.britishgas.co.uk';
const article = (category: string, label: string): SourcedArticle => ({
  category,
  label,
  title: label,
  html: '',
  version: '00000000',
});
const LIBRARY: Library = {
  categories: [],
  descriptions: new Map(),
  articles: [article('meters', 'faulty-meter'), article('emergencies', 'gas-leak')],
};
const PAGES = planPages({
  categories: [{ id: 'meters', title: 'Meters' }],
  library: LIBRARY,
  noSnippet: [],
  noSupplySteps: [{ step: 'power-cut', title: 'Power cut' }],
});

/** The addresses listed, read as XML. */
const locs = (xml: string) => {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
};

describe('sitemap.xml', () => {
  it('lists the landing page, the categories, contact us, what a customer is owed, the no-supply check and the articles, at the site origin', () => {
    expect(locs(sitemapXml(ORIGIN, PAGES))).toEqual([
      `https://www.britishgas.co.uk${BASENAME}/`,
      `https://www.britishgas.co.uk${BASENAME}/contact-us`,
      `https://www.britishgas.co.uk${BASENAME}/cookies`,
      `https://www.britishgas.co.uk${BASENAME}/accessibility-statement`,
      `https://www.britishgas.co.uk${BASENAME}/complaints-procedure`,
      // Its first question only: the rest are answers to it.
      `https://www.britishgas.co.uk${BASENAME}/emergencies/no-supply`,
      `https://www.britishgas.co.uk${BASENAME}/meters`,
      `https://www.britishgas.co.uk${BASENAME}/meters/faulty-meter`,
      `https://www.britishgas.co.uk${BASENAME}/emergencies/gas-leak`,
    ]);
  });

  it('lists only pages of routes the manifest puts in the sitemap', () => {
    const inSitemap = new Set(ROUTE_LIST.filter((r) => r.sitemap).map((r) => r.name));
    const listed = new Set(locs(sitemapXml(ORIGIN, PAGES)));
    for (const page of PAGES) {
      const url = `${ORIGIN}${BASENAME}${page.path === '/' ? '/' : page.path}`;
      expect(listed.has(url), page.path).toBe(inSitemap.has(page.route));
    }
  });

  it('leaves out search and the complaint questions', () => {
    const xml = sitemapXml(ORIGIN, PAGES);
    expect(xml).not.toContain('/search');
    expect(xml).not.toContain('make-a-complaint');
  });

  it('is an XML urlset in the sitemap namespace', () => {
    const xml = sitemapXml(ORIGIN, PAGES);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(doc.getElementsByTagName('url')).toHaveLength(9);
  });

  it('escapes an address for XML', () => {
    const odd: PlannedPage = {
      route: 'article',
      path: '/meters/a&b<c>',
      serve: 'reading',
      params: { category: 'meters', article: 'a&b<c>' },
      head: {},
    };
    const xml = sitemapXml('https://example.test', [odd]);
    expect(xml).toContain(`<loc>https://example.test${BASENAME}/meters/a&amp;b&lt;c&gt;</loc>`);
    expect(locs(xml)).toEqual([`https://example.test${BASENAME}/meters/a&b<c>`]);
  });

  it('lists nothing, validly, when no page is in it', () => {
    const xml = sitemapXml(
      ORIGIN,
      PAGES.filter((p) => p.route === 'search'),
    );
    expect(locs(xml)).toEqual([]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});
