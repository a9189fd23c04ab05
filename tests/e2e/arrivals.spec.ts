/**
 * Issue 26: the pages customers arrive on (an article, from a search engine or our own search, and
 * the search page) are reading pages: whole without JavaScript, current when the CMS changes after
 * the build, and a search box typed into before it is alive answers at once.
 */
import { readFileSync } from 'node:fs';
import { CONTENT_PATHS } from '../../src/config/content-paths';
import {
  AREA,
  BASE_URL,
  collectWarnings,
  expect,
  expectNoAxeViolationsWithoutJavaScript,
  publishedAfterBuild,
  test,
} from './support/browser';
import { allAlive, heldBack } from './support/islands';
import { absolute, BASENAME, paths } from '../../src/config/paths';

const library = JSON.parse(readFileSync('content/library.json', 'utf8')) as {
  categories: { id: string; title: string; articles: { label: string; title: string }[] }[];
};
const cmsUrl = (category: string, label: string) =>
  `${BASE_URL}${CONTENT_PATHS.article}/${category}/${label}.html`;

test.describe('articles without JavaScript', () => {
  test('shows every article of the library whole: its text, breadcrumbs and related articles', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    let checked = 0;
    for (const category of library.categories) {
      for (const article of category.articles) {
        await page.goto(`${AREA}/${category.id}/${article.label}`);
        const main = page.getByRole('main');
        const cms = readFileSync(`content/articles/${category.id}/${article.label}.html`, 'utf8');
        const h1 = /<h1>([^<]+)<\/h1>/.exec(cms)![1]!.replace(/&amp;/g, '&');
        await expect(main.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
        const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(
          crumbs.getByRole('link', { name: category.title, exact: true }),
        ).toHaveAttribute('href', `${BASENAME}/${category.id}`);
        // The last paragraph of the article is there too: the whole text, not a teaser.
        const paragraphs = [...cms.matchAll(/<p>([^<]{20,80})/g)].map((m) => m[1]!);
        expect(paragraphs.length, `${article.label} has paragraphs to look for`).toBeGreaterThan(0);
        await expect(main.getByText(paragraphs.at(-1)!).first()).toBeVisible();
        // Related articles: the others of its category, when it has others.
        const related = main.getByRole('navigation', { name: 'Related articles' });
        await expect
          .poll(async () => (await related.getByRole('link').count()) > 0, {
            message: `${article.label}: related`,
          })
          .toBe(category.articles.length > 1);
        await expect(page.getByText('This page needs JavaScript')).toHaveCount(0);
        checked += 1;
      }
    }
    expect(checked).toBe(library.categories.flatMap((c) => c.articles).length);
    await expectNoAxeViolationsWithoutJavaScript(newPage, `${AREA}/emergencies/gas-leak`);
  });

  test("shows the search's results on the search page, then article links grouped by topic, with the emergency numbers", async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/search?q=boiler`);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Search Help & Support' }),
    ).toBeVisible();
    // The platform answered the words (decision 034): the results, as the search island shows them.
    await expect(page).toHaveTitle(/^Search results for boiler/);
    await expect(main.getByRole('status')).toHaveText(/^\d+ results for “boiler”$/);
    const results = main.getByRole('list', { name: 'Search results' });
    // The page as the server sent it (no script to change it): its results, read as data.
    const titles = await results.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.length, `results: ${titles.join(' | ')}`).toBeGreaterThanOrEqual(3);
    expect(
      titles.some((t) => /boiler/i.test(t)),
      `results: ${titles.join(' | ')}`,
    ).toBe(true);
    await expect(main.getByRole('searchbox', { name: 'Search for help' })).toHaveValue('boiler');
    // Playwright's text queries skip <noscript>, which this browser shows: read the page's text.
    await expect(main).toContainText(
      /Your browser is not running JavaScript, so results do not change as you type: press Search/,
      { useInnerText: true },
    );
    const topics = main.getByRole('region', { name: 'All help topics' });
    const breakdowns = topics.getByRole('region', { name: 'Breakdowns' });
    await expect(breakdowns.getByRole('link', { name: /boiler/i }).first()).toHaveAttribute(
      'href',
      `${BASENAME}/breakdowns/boiler-not-working`,
    );
    await expect(main.getByRole('link', { name: '0800 111 999' }).first()).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    await expectNoAxeViolationsWithoutJavaScript(newPage, `${AREA}/search?q=boiler`);
    // A link there opens the article, whole.
    await breakdowns.getByRole('link', { name: /pressure/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: /pressure/i })).toBeVisible();
  });

  test('lists the results a page at a time, each page a link that works without JavaScript', async ({
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${AREA}/search?q=electricity%20meter%20reading`);
    const main = page.getByRole('main');
    const status = main.getByRole('status');
    await expect(status).toHaveText(/^\d+ results/);
    const count = Number(/^(\d+) results/.exec((await status.textContent()) ?? '')?.[1]);
    const results = main.getByRole('list', { name: 'Search results' });
    const pages = main.getByRole('navigation', { name: 'Results pages' });
    // The whole page is there (the links to the other pages come after the results) before its
    // results are read.
    await expect(pages.getByRole('link', { name: /^Next page 2 of \d+$/ })).toBeVisible();
    const first = await results.getByRole('heading', { level: 2 }).allTextContents();
    expect(count, `${count} results, ${first.length} on the first page`).toBeGreaterThan(
      first.length,
    );
    await expect(pages.getByRole('link', { name: /^Previous page/ })).toHaveCount(0);
    await pages.getByRole('link', { name: /^Next page 2 of \d+$/ }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page).toHaveTitle(
      /^Search results for electricity meter reading \(page 2 of \d+\)/,
    );
    await expect(status).toHaveText(`${count} results for “electricity meter reading”`);
    // The second page whole, as above, before its results are read.
    await expect(pages.getByRole('link', { name: /^Previous page 1 of \d+$/ })).toBeVisible();
    const second = await results.getByRole('heading', { level: 2 }).allTextContents();
    expect(second.length, 'results on the second page').toBeGreaterThan(0);
    expect(
      second.filter((t) => first.includes(t)),
      'no result on both pages',
    ).toEqual([]);
    await pages.getByRole('link', { name: /^Previous page 1 of \d+$/ }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('page'));
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(first);
  });
});

test.describe('articles changed in the CMS after the build', () => {
  test('shows the current text, as the CMS has it now, within the same visit', async ({
    newPage,
  }) => {
    const page = await newPage();
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
    await expect(
      page.getByText('Corrected after the build: call us on 0808 157 0000.'),
    ).toBeVisible();
    // Still the reading page: the rest of it is as built, and it logged nothing.
    await allAlive(page);
    await expect(page.getByRole('navigation', { name: 'Related articles' })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test('leaves the page as built when the text has not changed', async ({ newPage }) => {
    const page = await newPage();
    let asked = 0;
    page.on('request', (r) => {
      if (r.url() === cmsUrl('meters', 'faulty-meter')) asked += 1;
    });
    // Waited for from before the page is asked for: the answer can come before it is alive.
    const answered = page.waitForResponse(cmsUrl('meters', 'faulty-meter'));
    await page.goto(`${AREA}/meters/faulty-meter`);
    await allAlive(page);
    await answered;
    expect(asked, 'the page asked the CMS once').toBe(1);
    await expect(page.locator('main .article-body')).toContainText(/Think your meter is faulty\?/);
  });

  test('goes to page-not-found when the article was removed from the CMS', async ({ newPage }) => {
    const page = await newPage();
    await page.route(cmsUrl('meters', 'faulty-meter'), (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto(`${AREA}/meters/faulty-meter`);
    await expect(page).toHaveURL(`${BASE_URL}/page-not-found.html`);
  });

  test('renders an article published after the build in the browser, as before', async ({
    newPage,
  }) => {
    const page = await newPage();
    await publishedAfterBuild(page, 'meters', 'new-meter-guide', 'A new meter guide');
    await page.route(cmsUrl('meters', 'new-meter-guide'), (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<html><head><title>A new meter guide</title></head><body><article><h1>A new meter guide</h1><p>Published after the build.</p></article></body></html>',
      }),
    );
    await page.goto(`${AREA}/meters/new-meter-guide`);
    await expect(page.getByRole('heading', { level: 1, name: 'A new meter guide' })).toBeVisible();
    await expect(page.getByText('Published after the build.')).toBeVisible();
  });
});

test.describe('a search box typed into before it is alive', () => {
  test('shows the suggestions and the emergency answer at once, without leaving the box', async ({
    newPage,
  }) => {
    const { page, warnings, release } = await heldBack(newPage, '/');
    const box = page.getByLabel('What do you need help with?');
    await box.click();
    await page.keyboard.type('smell gas');
    await release();
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '0800 111 999' }).first()).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('smell gas');
    expect(warnings).toEqual([]);
  });

  test('on the search page, the words in the address are searched once it is alive', async ({
    newPage,
  }) => {
    const { page, warnings, release } = await heldBack(
      newPage,
      paths.search('boiler pressure', absolute(paths.home())),
    );
    // Before: the page's heading, and not the list of every topic, which results will replace.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search Help & Support' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'All help topics' })).toBeHidden();
    await release();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: /pressure/i }).first()).toBeVisible();
    // The search the customer settled on is counted (once the words have stood for a second):
    // by then the box has the words, and the address still has them and where they came from.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            (
              (window as unknown as { dataLayer?: { event: string; search_term?: string }[] })
                .dataLayer ?? []
            ).some((e) => e.event === 'view_search_results' && e.search_term === 'boiler pressure'),
          ),
        { message: 'the search for "boiler pressure" is counted' },
      )
      .toBe(true);
    const box = page.getByRole('searchbox', { name: 'Search for help' });
    await expect(box).toHaveValue('boiler pressure');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'boiler pressure');
    await expect(page).toHaveURL((url) => url.searchParams.get('from') === `${BASENAME}/`);
    await expect(page.getByRole('link', { name: 'Back to where you were' })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test('on the search page with no words, the list of every topic stays, and typing searches', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${AREA}/search`);
    await allAlive(page);
    const topics = page.getByRole('region', { name: 'All help topics' });
    await expect(topics).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search for help' }).fill('radiator');
    await expect(
      page
        .getByRole('list', { name: 'Search results' })
        .getByRole('link', { name: /radiator/i })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/q=radiator/);
    await expect(topics).toBeHidden();
  });
});

test.describe('where search engines find the pages', () => {
  test('lists every article, topic and contact us in sitemap.xml, and no form or search', async () => {
    const res = await fetch(`${AREA}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type') ?? '').toMatch(/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const listed = locs.map((loc) => new URL(loc).pathname);
    for (const category of library.categories) {
      for (const article of category.articles) {
        expect(listed, article.label).toContain(`${BASENAME}/${category.id}/${article.label}`);
      }
    }
    expect(listed).toContain(`${BASENAME}/contact-us`);
    expect(listed).toContain(`${BASENAME}/emergencies`);
    // Pages to read about complaining are listed; the steps of making one are not.
    expect(listed).toContain(absolute(paths.complaintsProcedure()));
    expect(listed).toContain(absolute(paths.accessibility()));
    expect(
      listed.filter((p) => /search|complaints\/|complaint-select|confirmation|deals/.test(p)),
    ).toEqual([]);
  });
});
