// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@/config/route-manifest';
import type { Library, SourcedArticle } from '../../../../scripts/build/content-source';
import { planPages, type PlannedPage } from '../../../../scripts/build/pages';
import {
  keptPages,
  pageAnswers,
  precached,
  precacheList,
} from '../../../../scripts/build/service-worker';
import type { Manifest } from '../../../../scripts/build/vite-manifest';
import { BASENAME } from '@/config/paths';

const article = (category: string, label: string): SourcedArticle => ({
  category,
  label,
  title: label,
  html: `<article>${label}</article>`,
  version: '00000000',
});
const ARTICLES = [
  article('meters', 'faulty-meter'),
  article('emergencies', 'gas-leak'),
  article('emergencies', 'power-cut'),
  article('bills-and-payments', 'pay-your-bill'),
];
const LIBRARY: Library = { categories: [], descriptions: new Map(), articles: ARTICLES };
/** The pages as the build plans them from the route manifest. */
const PAGES = planPages({
  categories: [
    { id: 'meters', title: 'Meters' },
    { id: 'emergencies', title: 'Emergencies' },
  ],
  library: LIBRARY,
  noSnippet: [],
  noSupplySteps: [{ step: 'power-cut', title: 'Power cut' }],
  complaintSteps: [
    { route: 'complaintDetails', complaint: 'pay-as-you-go', title: 'A bit about you' },
    { route: 'complaintQuery', complaint: 'pay-as-you-go', title: 'Your complaint' },
  ],
});
const page = (path: string) => {
  const found = PAGES.find((p) => p.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
};

describe('the pages kept from the first visit', () => {
  it('precaches the landing page, the categories, contact us, our complaints procedure, search and every complaint step', () => {
    for (const path of [
      '/',
      '/meters',
      '/emergencies',
      '/contact-us',
      '/complaints-procedure',
      '/search',
      '/make-a-complaint-select-type',
      '/make-a-complaint-select-energy',
      '/complaints/pay-as-you-go',
      '/complaints/pay-as-you-go/query',
      '/complaints/feedback',
      '/complaints/feedback/personal-details',
    ]) {
      expect(precached(page(path)), path).toBe(true);
    }
  });

  it('precaches the emergency articles', () => {
    expect(precached(page('/emergencies/gas-leak'))).toBe(true);
    expect(precached(page('/emergencies/power-cut'))).toBe(true);
  });

  it('does not precache any other article', () => {
    expect(precached(page('/meters/faulty-meter'))).toBe(false);
    expect(precached(page('/bills-and-payments/pay-your-bill'))).toBe(false);
  });

  it('does not precache a page of a route with nothing offline', () => {
    const confirmation: PlannedPage = {
      route: 'confirmation',
      path: '/confirmation',
      serve: 'question',
      params: {},
      head: {},
    };
    expect(precached(confirmation)).toBe(false);
  });
});

describe('the pages kept once opened', () => {
  const kept = keptPages(PAGES);
  const matches = (path: string) => new RegExp(kept.pattern).test(path);

  it('keeps as many as the route manifest says', () => {
    expect(kept.keep).toBe(ROUTES.article.offline.opened.keep);
  });

  it('takes in a built article, with or without a trailing slash', () => {
    expect(matches(`${BASENAME}/meters/faulty-meter`)).toBe(true);
    expect(matches(`${BASENAME}/meters/faulty-meter/`)).toBe(true);
    expect(matches(`${BASENAME}/emergencies/gas-leak`)).toBe(true);
  });

  it('takes in an article of a known category published after the build', () => {
    expect(matches(`${BASENAME}/meters/new-smart-meter-article`)).toBe(true);
    expect(matches(`${BASENAME}/bills-and-payments/new-article`)).toBe(true);
  });

  it("does not take in another route's address of the same shape", () => {
    expect(matches(`${BASENAME}/complaints/gas-and-electricity`)).toBe(false);
    expect(matches(`${BASENAME}/complaints/feedback`)).toBe(false);
  });

  it('does not take in an address with more or fewer segments, or outside the area', () => {
    expect(matches(`${BASENAME}/meters/faulty-meter/extra`)).toBe(false);
    expect(matches(`${BASENAME}/meters`)).toBe(false);
    expect(matches(`${BASENAME}/meters/`)).toBe(false);
    expect(matches('/meters/faulty-meter')).toBe(false);
    expect(matches(`/elsewhere${BASENAME}/meters/faulty-meter`)).toBe(false);
  });

  it('does not take in an article of a category the build had no article of', () => {
    expect(matches(`${BASENAME}/smart-home/new-article`)).toBe(false);
    expect(matches(`${BASENAME}/metersx/faulty-meter`)).toBe(false);
  });
});

describe('the precache list', () => {
  let outDir: string;
  const files: Record<string, string> = {
    'app-shell.html': '<html>shell</html>',
    'favicon.svg': '<svg></svg>',
    'index.html': '<html>home</html>',
    'search/index.html': '<html>search</html>',
    'contact-us/index.html': '<html>contact</html>',
    'complaints-procedure/index.html': '<html>procedure</html>',
    'make-a-complaint-select-type/index.html': '<html>type</html>',
    'make-a-complaint-select-energy/index.html': '<html>energy</html>',
    'complaints/feedback/index.html': '<html>credit use</html>',
    'complaints/feedback/personal-details/index.html': '<html>feedback details</html>',
    'complaints/pay-as-you-go/index.html': '<html>payg details</html>',
    'complaints/pay-as-you-go/query/index.html': '<html>payg query</html>',
    'emergencies/no-supply/index.html': '<html>no supply</html>',
    'emergencies/no-supply/power-cut/index.html': '<html>no supply: power cut</html>',
    'meters/index.html': '<html>meters</html>',
    'emergencies/index.html': '<html>emergencies</html>',
    'meters/faulty-meter/index.html': '<html>faulty</html>',
    'emergencies/gas-leak/index.html': '<html>gas leak</html>',
    'emergencies/power-cut/index.html': '<html>power cut</html>',
    'bills-and-payments/pay-your-bill/index.html': '<html>pay</html>',
    'assets/index-A1.js': 'app()',
    'assets/index-A1.js.br': 'br',
    'assets/index-A1.js.gz': 'gz',
    'assets/index-C3.css': 'body{}',
    'assets/islands-E5.js': 'islands()',
    'assets/datadog-rum-D9.js': 'rum()',
    'assets/datadog-logs-D8.js': 'logs()',
  };
  const manifests: Manifest[] = [
    {
      'index.html': { file: 'assets/index-A1.js', isEntry: true },
      'node_modules/@datadog/browser-rum/esm/entries/main.js': { file: 'assets/datadog-rum-D9.js' },
    },
    {
      'src/entry-islands.tsx': { file: 'assets/islands-E5.js', isEntry: true },
      'node_modules/@datadog/browser-logs/esm/entries/main.js': {
        file: 'assets/datadog-logs-D8.js',
      },
    },
  ];
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  let list: ReturnType<typeof precacheList>;
  const urls = () => list.map((entry) => entry.url);

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'precache-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), text);
    }
    list = precacheList(outDir, PAGES, manifests);
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('keeps the app shell and the icon, revised by the sha256 of their contents', () => {
    expect(list[0]).toEqual({
      url: `${BASENAME}/app-shell.html`,
      revision: sha256(files['app-shell.html']!),
    });
    expect(list).toContainEqual({
      url: `${BASENAME}/favicon.svg`,
      revision: sha256(files['favicon.svg']!),
    });
  });

  it('keeps each precached page at its address, revised by its HTML', () => {
    const pages = list.filter(
      (entry) => entry.revision !== null && !/\.(html|svg)$/.test(entry.url),
    );
    expect(pages).toEqual([
      { url: `${BASENAME}/`, revision: sha256(files['index.html']!) },
      { url: `${BASENAME}/search`, revision: sha256(files['search/index.html']!) },
      { url: `${BASENAME}/contact-us`, revision: sha256(files['contact-us/index.html']!) },
      {
        url: `${BASENAME}/complaints-procedure`,
        revision: sha256(files['complaints-procedure/index.html']!),
      },
      {
        url: `${BASENAME}/make-a-complaint-select-type`,
        revision: sha256(files['make-a-complaint-select-type/index.html']!),
      },
      {
        url: `${BASENAME}/make-a-complaint-select-energy`,
        revision: sha256(files['make-a-complaint-select-energy/index.html']!),
      },
      {
        url: `${BASENAME}/complaints/feedback`,
        revision: sha256(files['complaints/feedback/index.html']!),
      },
      {
        url: `${BASENAME}/complaints/feedback/personal-details`,
        revision: sha256(files['complaints/feedback/personal-details/index.html']!),
      },
      {
        url: `${BASENAME}/complaints/pay-as-you-go`,
        revision: sha256(files['complaints/pay-as-you-go/index.html']!),
      },
      {
        url: `${BASENAME}/complaints/pay-as-you-go/query`,
        revision: sha256(files['complaints/pay-as-you-go/query/index.html']!),
      },
      {
        url: `${BASENAME}/emergencies/no-supply`,
        revision: sha256(files['emergencies/no-supply/index.html']!),
      },
      {
        url: `${BASENAME}/emergencies/no-supply/power-cut`,
        revision: sha256(files['emergencies/no-supply/power-cut/index.html']!),
      },
      { url: `${BASENAME}/meters`, revision: sha256(files['meters/index.html']!) },
      { url: `${BASENAME}/emergencies`, revision: sha256(files['emergencies/index.html']!) },
      {
        url: `${BASENAME}/emergencies/gas-leak`,
        revision: sha256(files['emergencies/gas-leak/index.html']!),
      },
      {
        url: `${BASENAME}/emergencies/power-cut`,
        revision: sha256(files['emergencies/power-cut/index.html']!),
      },
    ]);
  });

  it('does not keep articles that are only kept once opened', () => {
    expect(urls()).not.toContain(`${BASENAME}/meters/faulty-meter`);
    expect(urls()).not.toContain(`${BASENAME}/bills-and-payments/pay-your-bill`);
  });

  it('keeps the code and styles by their hashed names, with no revision', () => {
    const assets = list.filter((entry) => entry.url.includes('/assets/'));
    expect(assets.map((entry) => entry.url).sort()).toEqual([
      `${BASENAME}/assets/index-A1.js`,
      `${BASENAME}/assets/index-C3.css`,
      `${BASENAME}/assets/islands-E5.js`,
    ]);
    for (const entry of assets) expect(entry.revision).toBeNull();
  });

  it('does not keep the compressed copies', () => {
    expect(urls().filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
  });

  it('does not keep the monitoring code of either build, which loads only after consent', () => {
    expect(urls().filter((url) => url.includes('datadog'))).toEqual([]);
  });

  it('names the answers a kept page may have in its address, which the worker ignores', () => {
    expect(pageAnswers().sort()).toEqual(
      [
        ...ROUTES.selectEnergy.query,
        ...ROUTES.complaintDetails.query,
        ...ROUTES.noSupplyStep.query,
      ].sort(),
    );
  });

  it('lists each address once', () => {
    expect(new Set(urls()).size).toBe(list.length);
  });

  it('stops when a precached page was not written', () => {
    rmSync(join(outDir, 'emergencies', 'gas-leak', 'index.html'));
    try {
      expect(() => precacheList(outDir, PAGES, manifests)).toThrow(/ENOENT/);
    } finally {
      writeFileSync(
        join(outDir, 'emergencies', 'gas-leak', 'index.html'),
        files['emergencies/gas-leak/index.html']!,
      );
    }
  });
});
