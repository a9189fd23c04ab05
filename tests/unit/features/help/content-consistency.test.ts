import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helpCategories } from '@/features/help/data/categories';
import { helpVideos } from '@/content/videos';
import { articlePath } from '../../../../server/content-library';
import { articleHtml, contentDir, library } from '../../../support/fixtures';

const articleExists = (path: string) => {
  const [, category, label] = path.split('/');
  return library.categories.some(
    (c) => c.id === category && c.articles.some((a) => a.label === label),
  );
};

describe('help content', () => {
  it('has a static category for every category the CMS lists, and no others', () => {
    expect(helpCategories.map((c) => c.id).sort()).toEqual(
      library.categories.map((c) => c.id).sort(),
    );
  });

  // Article cards and lists name articles by label (libraryArticle throws for one the library does
  // not list); this also covers links written as paths, such as the videos' articles.
  it('links only to articles that exist', () => {
    const links = helpCategories.flatMap((c) => [
      ...(c.categoryData?.commonQuestions?.map((q) => q.link) ?? []),
      ...(c.categoryData?.allArticles?.flatMap((g) => g.articleLinks.map((l) => l.link)) ?? []),
      ...(c.categoryData?.articles?.map((a) => a.path) ?? []),
      ...(c.categoryData?.lastArticle ? [c.categoryData.lastArticle.link] : []),
      ...(c.ctaItems?.filter((i) => i.path.startsWith('/')).map((i) => i.path) ?? []),
      ...helpVideos.map((v) => v.guide),
    ]);
    expect(links.filter((l) => !articleExists(l))).toEqual([]);
  });

  it('lists every article of a category somewhere on its page', () => {
    // Emergencies has a page of its own (emergencies-content.tsx), numbers first.
    for (const c of helpCategories.filter((x) => x.id !== 'emergencies')) {
      const data = c.categoryData;
      const shown = new Set([
        ...(data?.allArticles?.flatMap((g) => g.articleLinks.map((l) => l.link)) ?? []),
        ...(data?.articles?.map((a) => a.path) ?? []),
        ...(data?.lastArticle ? [data.lastArticle.link] : []),
      ]);
      const expected = library.categories
        .find((x) => x.id === c.id)!
        .articles.map((a) => `/${c.id}/${a.label}`);
      expect(
        expected.filter((p) => !shown.has(p)),
        c.id,
      ).toEqual([]);
    }
  });

  it('has an article file for every listed article, with the listed title and description', () => {
    for (const c of library.categories) {
      for (const a of c.articles) {
        expect(existsSync(articlePath(contentDir, c.id, a.label)), `${c.id}/${a.label}`).toBe(true);
        const html = articleHtml(c.id, a.label);
        expect(html).toContain(`<title>${a.title.replace(/&/g, '&amp;')}</title>`);
        expect(html).toContain(`content="${a.description}"`);
      }
    }
  });

  it('has at least 60 articles and at least four in each category with articles', () => {
    const counts = library.categories
      .filter((c) => c.articles.length > 0)
      .map((c) => c.articles.length);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(4);
  });
});

describe('phone numbers in articles', () => {
  // A tap on "0800 111 999" must ring 0800 111 999: 17 gas emergency links once rang 0800 111 9999.
  it('calls the number each phone link shows', () => {
    const wrong: string[] = [];
    for (const c of library.categories) {
      for (const a of c.articles) {
        for (const m of articleHtml(c.id, a.label).matchAll(
          /<a href="tel:([^"]*)">([^<]*)<\/a>/g,
        )) {
          const shown = m[2]!.replace(/\D/g, '');
          if (m[1] !== shown) wrong.push(`${c.id}/${a.label}: tel:${m[1]} shows "${m[2]}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
