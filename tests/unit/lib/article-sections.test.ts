import { describe, expect, it } from 'vitest';
import { articleSections, sectionAnchor, sectionSlugs } from '@/lib/article-sections';
import { parseCmsDocument } from '@/lib/cms-document';
import { sanitizeHtml } from '@/lib/sanitize';
import { articleHtml, library, searchIndexJson } from '../../support/fixtures';

/** The ids of an article's h2 headings as the page shows them: parsed and sanitised. */
const shownIds = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(parseCmsDocument(html).bodyHtml);
  return [...div.querySelectorAll('h2')].map((h) => h.id);
};

describe('article sections', () => {
  it('gives headings ids from their words, the same ones each time, and a repeat its own', () => {
    expect(
      sectionSlugs(['How to bleed a radiator', 'What’s covered?', 'Café & bar', 'Notes', 'Notes']),
    ).toEqual(['how-to-bleed-a-radiator', 'whats-covered', 'cafe-bar', 'notes', 'notes-2']);
  });

  it('keeps the heading ids through the hardened sanitiser, as the section links expect', () => {
    const html =
      '<article><h1>T</h1><h2 id="top" onclick="x()">How to <em>bleed</em> a radiator</h2><p>Steps</p></article>';
    expect(shownIds(html)).toEqual([sectionAnchor('how-to-bleed-a-radiator')]);
    // An author's own id cannot reach the page unprefixed: content cannot clobber a global.
    expect(shownIds(html)).not.toContain('top');
  });

  it('splits an article into its headings and the markup under each', () => {
    const sections = articleSections(
      '<article><h1>T</h1><p>Intro</p><h2>First &amp; foremost</h2><p>One</p><ol><li>Step</li></ol><h2>Second</h2><p>Two</p></article>',
    );
    expect(sections).toEqual([
      {
        id: 'first-foremost',
        heading: 'First & foremost',
        html: '<p>One</p><ol><li>Step</li></ol>',
      },
      { id: 'second', heading: 'Second', html: '<p>Two</p>' },
    ]);
  });

  it('indexes every article with the ids its page gives its headings', () => {
    const documents = searchIndexJson().documents;
    let checked = 0;
    for (const category of library.categories) {
      for (const article of category.articles) {
        const doc = documents.find((d) => d.id === `${category.id}/${article.label}`)!;
        const ids = doc.sections!.map((s) => sectionAnchor(s.id));
        expect(shownIds(articleHtml(category.id, article.label)), doc.id).toEqual(ids);
        checked += ids.length;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // Every article parsed and sanitised in jsdom: slow on a busy machine.
  }, 60_000);
});
