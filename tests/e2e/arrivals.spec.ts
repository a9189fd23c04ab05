/**
 * Issue 26: the pages customers arrive on (an article, from a search engine or our own search, and
 * the search page) are reading pages: whole without JavaScript, current when the CMS changes after
 * the build, and a search box typed into before it is alive answers at once.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CONTENT_PATHS } from '../../src/config/content-paths';
import {
  AREA,
  BASE_URL,
  collectWarnings,
  expectNoAxeViolationsWithoutJavaScript,
  publishedAfterBuild,
  useBrowser,
} from './support/browser';
import { allAlive, heldBack } from './support/islands';
import { absolute, BASENAME, paths } from '../../src/config/paths';

const browser = useBrowser();
const library = JSON.parse(readFileSync('content/library.json', 'utf8')) as {
  categories: { id: string; title: string; articles: { label: string; title: string }[] }[];
};
const cmsUrl = (category: string, label: string) =>
  `${BASE_URL}${CONTENT_PATHS.article}/${category}/${label}.html`;

describe('articles without JavaScript', () => {
  it('shows every article of the library whole: its text, breadcrumbs and related articles', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    let checked = 0;
    for (const category of library.categories) {
      for (const article of category.articles) {
        await page.goto(`${AREA}/${category.id}/${article.label}`);
        const main = page.getByRole('main');
        const cms = readFileSync(`content/articles/${category.id}/${article.label}.html`, 'utf8');
        const h1 = /<h1>([^<]+)<\/h1>/.exec(cms)![1]!.replace(/&amp;/g, '&');
        await main.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
        const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
        assert.equal(
          await crumbs
            .getByRole('link', { name: category.title, exact: true })
            .getAttribute('href'),
          `${BASENAME}/${category.id}`,
        );
        // The last paragraph of the article is there too: the whole text, not a teaser.
        const paragraphs = [...cms.matchAll(/<p>([^<]{20,80})/g)].map((m) => m[1]!);
        assert.ok(paragraphs.length > 0, `${article.label} has paragraphs to look for`);
        await main.getByText(paragraphs.at(-1)!).first().waitFor();
        // Related articles: the others of its category, when it has others.
        const related = main.getByRole('navigation', { name: 'Related articles' });
        assert.equal(
          (await related.getByRole('link').count()) > 0,
          category.articles.length > 1,
          `${article.label}: related`,
        );
        assert.equal(await page.getByText('This page needs JavaScript').count(), 0);
        checked += 1;
      }
    }
    assert.equal(checked, library.categories.flatMap((c) => c.articles).length);
    await expectNoAxeViolationsWithoutJavaScript(browser, `${AREA}/emergencies/gas-leak`);
  });

  it("shows the search's results on the search page, then article links grouped by topic, with the emergency numbers", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/search?q=boiler`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Search Help & Support' }).waitFor();
    // The platform answered the words (decision 034): the results, as the search island shows them.
    assert.match(await page.title(), /^Search results for boiler/);
    assert.match(
      (await main.getByRole('status').textContent()) ?? '',
      /^\d+ results for “boiler”$/,
    );
    const results = main.getByRole('list', { name: 'Search results' });
    const titles = await results.getByRole('heading', { level: 2 }).allTextContents();
    assert.ok(titles.length >= 3, `results: ${titles.join(' | ')}`);
    assert.ok(
      titles.some((t) => /boiler/i.test(t)),
      `results: ${titles.join(' | ')}`,
    );
    assert.equal(
      await main.getByRole('searchbox', { name: 'Search for help' }).inputValue(),
      'boiler',
    );
    // Playwright's text queries skip <noscript>, which this browser shows: read the page's text.
    assert.match(
      await main.innerText(),
      /Your browser is not running JavaScript, so results do not change as you type: press Search/,
    );
    const topics = main.getByRole('region', { name: 'All help topics' });
    const breakdowns = topics.getByRole('region', { name: 'Breakdowns' });
    assert.equal(
      await breakdowns
        .getByRole('link', { name: /boiler/i })
        .first()
        .getAttribute('href'),
      `${BASENAME}/breakdowns/boiler-not-working`,
    );
    assert.equal(
      await main.getByRole('link', { name: '0800 111 999' }).first().getAttribute('href'),
      'tel:0800111999',
    );
    await expectNoAxeViolationsWithoutJavaScript(browser, `${AREA}/search?q=boiler`);
    // A link there opens the article, whole.
    await breakdowns.getByRole('link', { name: /pressure/i }).click();
    await page.getByRole('heading', { level: 1, name: /pressure/i }).waitFor();
  });

  it('lists the results a page at a time, each page a link that works without JavaScript', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/search?q=electricity%20meter%20reading`);
    const main = page.getByRole('main');
    const count = Number(
      /^(\d+) results/.exec((await main.getByRole('status').textContent()) ?? '')?.[1],
    );
    const results = main.getByRole('list', { name: 'Search results' });
    const first = await results.getByRole('heading', { level: 2 }).allTextContents();
    assert.ok(count > first.length, `${count} results, ${first.length} on the first page`);
    const pages = main.getByRole('navigation', { name: 'Results pages' });
    assert.equal(await pages.getByRole('link', { name: /^Previous page/ }).count(), 0);
    await pages.getByRole('link', { name: /^Next page 2 of \d+$/ }).click();
    await page.waitForURL(/[?&]page=2(&|$)/);
    assert.match(
      await page.title(),
      /^Search results for electricity meter reading \(page 2 of \d+\)/,
    );
    assert.equal(
      (await main.getByRole('status').textContent()) ?? '',
      `${count} results for “electricity meter reading”`,
    );
    const second = await results.getByRole('heading', { level: 2 }).allTextContents();
    assert.ok(second.length > 0, 'results on the second page');
    assert.deepEqual(
      second.filter((t) => first.includes(t)),
      [],
      'no result on both pages',
    );
    await pages.getByRole('link', { name: /^Previous page 1 of \d+$/ }).click();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    assert.deepEqual(await results.getByRole('heading', { level: 2 }).allTextContents(), first);
    await page.close();
  });
});

describe('articles changed in the CMS after the build', () => {
  it('shows the current text, as the CMS has it now, within the same visit', async () => {
    const page = await browser.newPage();
    const warnings = collectWarnings(page);
    const built = readFileSync('content/articles/meters/faulty-meter.html', 'utf8');
    const corrected = built.replace(
      /<\/h1>/,
      '</h1>\n<p>Corrected after the build: call us on 0808 157 0000.</p>',
    );
    await page.route(cmsUrl('meters', 'faulty-meter'), (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: corrected }),
    );
    await page.goto(`${AREA}/meters/faulty-meter`);
    await page.getByText('Corrected after the build: call us on 0808 157 0000.').waitFor();
    // Still the reading page: the rest of it is as built, and it logged nothing.
    await allAlive(page);
    await page.getByRole('navigation', { name: 'Related articles' }).waitFor();
    assert.deepEqual(warnings, []);
  });

  it('leaves the page as built when the text has not changed', async () => {
    const page = await browser.newPage();
    let asked = 0;
    page.on('request', (r) => {
      if (r.url() === cmsUrl('meters', 'faulty-meter')) asked += 1;
    });
    // Waited for from before the page is asked for: the answer can come before it is alive.
    const answered = page.waitForResponse(cmsUrl('meters', 'faulty-meter'));
    await page.goto(`${AREA}/meters/faulty-meter`);
    await allAlive(page);
    await answered;
    assert.equal(asked, 1, 'the page asked the CMS once');
    const text = await page.locator('main .article-body').innerHTML();
    assert.match(text, /Think your meter is faulty\?/);
  });

  it('goes to page-not-found when the article was removed from the CMS', async () => {
    const page = await browser.newPage();
    await page.route(cmsUrl('meters', 'faulty-meter'), (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto(`${AREA}/meters/faulty-meter`);
    await page.waitForURL(`${BASE_URL}/page-not-found.html`);
  });

  it('renders an article published after the build in the browser, as before', async () => {
    const page = await browser.newPage();
    await publishedAfterBuild(page, 'meters', 'new-meter-guide', 'A new meter guide');
    await page.route(cmsUrl('meters', 'new-meter-guide'), (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<html><head><title>A new meter guide</title></head><body><article><h1>A new meter guide</h1><p>Published after the build.</p></article></body></html>',
      }),
    );
    await page.goto(`${AREA}/meters/new-meter-guide`);
    await page.getByRole('heading', { level: 1, name: 'A new meter guide' }).waitFor();
    await page.getByText('Published after the build.').waitFor();
  });
});

describe('a search box typed into before it is alive', () => {
  it('shows the suggestions and the emergency answer at once, without leaving the box', async () => {
    const { page, warnings, release } = await heldBack(browser, '/');
    const box = page.getByLabel('What do you need help with?');
    await box.click();
    await page.keyboard.type('smell gas');
    await release();
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    await page.getByRole('link', { name: '0800 111 999' }).first().waitFor();
    assert.equal(await box.evaluate((e) => e === document.activeElement), true);
    assert.equal(await box.inputValue(), 'smell gas');
    assert.deepEqual(warnings, []);
  });

  it('on the search page, the words in the address are searched once it is alive', async () => {
    const { page, warnings, release } = await heldBack(
      browser,
      paths.search('boiler pressure', absolute(paths.home())),
    );
    // Before: the page's heading, and not the list of every topic, which results will replace.
    await page.getByRole('heading', { level: 1, name: 'Search Help & Support' }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'All help topics' }).isVisible(), false);
    await release();
    const results = page.getByRole('list', { name: 'Search results' });
    await results
      .getByRole('link', { name: /pressure/i })
      .first()
      .waitFor();
    // The search the customer settled on is counted (once the words have stood for a second):
    // by then the box has the words, and the address still has them and where they came from.
    await page.waitForFunction(() =>
      (
        (window as unknown as { dataLayer?: { event: string; search_term?: string }[] })
          .dataLayer ?? []
      ).some((e) => e.event === 'view_search_results' && e.search_term === 'boiler pressure'),
    );
    const box = page.getByRole('searchbox', { name: 'Search for help' });
    assert.equal(await box.inputValue(), 'boiler pressure');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('q'), 'boiler pressure');
    assert.equal(url.searchParams.get('from'), `${BASENAME}/`);
    await page.getByRole('link', { name: 'Back to where you were' }).waitFor();
    assert.deepEqual(warnings, []);
  });

  it('on the search page with no words, the list of every topic stays, and typing searches', async () => {
    const page = await browser.newPage();
    await page.goto(`${AREA}/search`);
    await allAlive(page);
    const topics = page.getByRole('region', { name: 'All help topics' });
    assert.equal(await topics.isVisible(), true);
    await page.getByRole('searchbox', { name: 'Search for help' }).fill('radiator');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: /radiator/i })
      .first()
      .waitFor();
    await page.waitForURL(/q=radiator/);
    assert.equal(await topics.isVisible(), false);
  });
});

describe('where search engines find the pages', () => {
  it('lists every article, topic and contact us in sitemap.xml, and no form or search', async () => {
    const res = await fetch(`${AREA}/sitemap.xml`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const listed = locs.map((loc) => new URL(loc).pathname);
    for (const category of library.categories) {
      for (const article of category.articles) {
        assert.ok(listed.includes(`${BASENAME}/${category.id}/${article.label}`), article.label);
      }
    }
    assert.ok(listed.includes(`${BASENAME}/contact-us`));
    assert.ok(listed.includes(`${BASENAME}/emergencies`));
    // Pages to read about complaining are listed; the steps of making one are not.
    assert.ok(listed.includes(absolute(paths.complaintsProcedure())));
    assert.ok(listed.includes(absolute(paths.accessibility())));
    assert.deepEqual(
      listed.filter((p) => /search|complaints\/|complaint-select|confirmation|deals/.test(p)),
      [],
    );
  });
});
