// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST, ROUTES } from '@/config/route-manifest';
import type { Library, SourcedArticle } from '../../../../scripts/build/content-source';
import { planPages, type PageSources } from '../../../../scripts/build/pages';

const article = (category: string, label: string): SourcedArticle => ({
  category,
  label,
  title: `${label} title`,
  html: `<html><head><title>${label}</title></head><body><article>${label}</article></body></html>`,
  version: '0badcafe',
});

const LIBRARY: Library = {
  categories: [
    { id: 'meters', articles: [{ label: 'faulty-meter', title: 'Faulty meter' }] },
    { id: 'my-account', articles: [{ label: 'leaving-us', title: 'Leaving us' }] },
    { id: 'emergencies', articles: [{ label: 'gas-leak', title: 'Gas leak' }] },
  ],
  descriptions: new Map([
    ['meters', 'All about meters.'],
    ['my-account', ''],
  ]),
  articles: [
    article('meters', 'faulty-meter'),
    article('my-account', 'leaving-us'),
    article('emergencies', 'gas-leak'),
  ],
};

const SOURCES: PageSources = {
  categories: [
    { id: 'meters', title: 'Meters' },
    { id: 'my-account', title: 'My account' },
  ],
  library: LIBRARY,
  noSnippet: ['leaving-us'],
  noSupplySteps: [
    { step: 'power-cut', title: "It's probably a power cut: call 105" },
    { step: 'gas-smell-unanswered', title: 'Error: Can you smell gas?' },
  ],
  complaintSteps: [
    { route: 'complaintDetails', complaint: 'pay-as-you-go', title: 'A bit about you' },
    { route: 'complaintQuery', complaint: 'pay-as-you-go', title: 'Your complaint' },
    { route: 'complaintDetails', complaint: 'enquiry-pay-as-you-go', title: 'A bit about you' },
  ],
};

const pages = planPages(SOURCES);
const ofRoute = (route: string) => pages.filter((page) => page.route === route);

describe('the pages the build prerenders, from the route manifest', () => {
  it('plans every route that is not rendered in the browser', () => {
    const prerendered = ROUTE_LIST.filter((route) => route.serve !== 'app').map((r) => r.name);
    expect(prerendered).toEqual(expect.arrayContaining(['home', 'category', 'article']));
    expect(new Set(pages.map((page) => page.route))).toEqual(new Set(prerendered));
  });

  it('writes each page of the "No power or no gas?" check at its address, with its title', () => {
    expect(ofRoute('noSupply').map((p) => [p.path, p.head.title])).toEqual([
      ['/emergencies/no-supply', 'What has gone off?'],
    ]);
    expect(ofRoute('noSupplyStep').map((p) => [p.path, p.head.title])).toEqual([
      ['/emergencies/no-supply/power-cut', "It's probably a power cut: call 105"],
      ['/emergencies/no-supply/gas-smell-unanswered', 'Error: Can you smell gas?'],
    ]);
  });

  it('writes each step of every complaint and enquiry at its address, with its title', () => {
    expect(ofRoute('complaintDetails').map((p) => [p.path, p.head.title])).toEqual([
      ['/complaints/pay-as-you-go', 'A bit about you'],
      ['/complaints/enquiry-pay-as-you-go', 'A bit about you'],
    ]);
    expect(ofRoute('complaintQuery').map((p) => [p.path, p.head.title])).toEqual([
      ['/complaints/pay-as-you-go/query', 'Your complaint'],
    ]);
    expect(ofRoute('feedback').map((p) => [p.path, p.head.title])).toEqual([
      ['/complaints/feedback', 'We owe you'],
    ]);
  });

  it('plans no page for a route rendered in the browser', () => {
    for (const name of ['confirmation', 'deals', 'meterRead', 'notFound']) {
      expect(ofRoute(name)).toEqual([]);
    }
  });

  it('serves each page as its route says', () => {
    for (const page of pages) expect(page.serve).toBe(ROUTES[page.route].serve);
    expect(ofRoute('selectType')[0]!.serve).toBe('question');
    expect(ofRoute('home')[0]!.serve).toBe('reading');
  });

  it("fills in each page's path", () => {
    expect(ofRoute('home').map((p) => p.path)).toEqual(['/']);
    expect(ofRoute('search').map((p) => p.path)).toEqual(['/search']);
    expect(ofRoute('contactUs').map((p) => p.path)).toEqual(['/contact-us']);
    expect(ofRoute('selectType').map((p) => p.path)).toEqual(['/make-a-complaint-select-type']);
    expect(ofRoute('category').map((p) => p.path)).toEqual(['/meters', '/my-account']);
    expect(ofRoute('article').map((p) => p.path)).toEqual([
      '/meters/faulty-meter',
      '/my-account/leaving-us',
      '/emergencies/gas-leak',
    ]);
  });

  it('gives a page with a title in the manifest that title, and one with none no title', () => {
    expect(ofRoute('search')[0]!.head).toEqual({ title: 'Search' });
    expect(ofRoute('contactUs')[0]!.head).toEqual({ title: 'Contact us' });
    expect(ofRoute('home')[0]!.head).toEqual({ title: undefined });
  });

  it('plans a category page once for each category given, with its title and description', () => {
    expect(ofRoute('category').map((p) => ({ params: p.params, head: p.head }))).toEqual([
      {
        params: { category: 'meters' },
        head: { title: 'Meters', description: 'All about meters.' },
      },
      // An empty description is no description: the template's stays.
      { params: { category: 'my-account' }, head: { title: 'My account', description: undefined } },
    ]);
  });

  it('plans no category page for a category of the library that is not given (emergencies)', () => {
    expect(ofRoute('category').some((p) => p.params.category === 'emergencies')).toBe(false);
  });

  it('plans an article page for every article of the library, with its CMS document', () => {
    const articles = ofRoute('article');
    expect(articles.map((p) => p.params)).toEqual([
      { category: 'meters', article: 'faulty-meter' },
      { category: 'my-account', article: 'leaving-us' },
      { category: 'emergencies', article: 'gas-leak' },
    ]);
    expect(articles.map((p) => p.article)).toEqual(LIBRARY.articles);
  });

  it('gives every article a canonical link and keeps it once opened', () => {
    for (const page of ofRoute('article')) {
      expect(page.head.canonical).toBe(true);
      expect(page.head.keep).toBe(true);
    }
    for (const page of pages.filter((p) => p.route !== 'article')) {
      expect(page.head.canonical).toBeUndefined();
      expect(page.head.keep).toBeUndefined();
    }
  });

  it('marks nosnippet only the articles listed as such', () => {
    const robots = Object.fromEntries(pages.map((p) => [p.path, p.head.robots]));
    expect(robots['/my-account/leaving-us']).toBe('nosnippet');
    expect(robots['/meters/faulty-meter']).toBeUndefined();
    expect(robots['/emergencies/gas-leak']).toBeUndefined();
    expect(pages.filter((p) => p.head.robots !== undefined)).toHaveLength(1);
  });

  it("takes no title or description for an article from the list: those are the document's own", () => {
    for (const page of ofRoute('article')) {
      expect(page.head.title).toBeUndefined();
      expect(page.head.description).toBeUndefined();
    }
  });

  it('keeps no article when its route keeps nothing once opened', () => {
    const routes = ROUTE_LIST.map((route) =>
      route.name === 'article' ? { ...route, offline: undefined } : route,
    );
    const planned = planPages(SOURCES, routes).filter((p) => p.route === 'article');
    expect(planned).toHaveLength(3);
    for (const page of planned) expect(page.head.keep).toBe(false);
  });

  it('plans no page for a route the manifest it is given does not have', () => {
    const planned = planPages(
      SOURCES,
      ROUTE_LIST.filter((route) => route.name !== 'search'),
    );
    expect(planned.some((p) => p.route === 'search')).toBe(false);
    expect(planned).toHaveLength(pages.length - 1);
  });
});
