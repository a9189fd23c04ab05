import { describe, expect, it } from 'vitest';
import { libraryArticle } from '@/content/articles';
import { library } from '../../support/fixtures';

describe('libraryArticle', () => {
  it("gives every article of content/library.json the library's title and its path", () => {
    for (const c of library.categories) {
      for (const a of c.articles) {
        expect(libraryArticle(c.id, a.label)).toEqual({
          title: a.title,
          path: `/${c.id}/${a.label}`,
        });
      }
    }
  });

  it('throws for a label its category does not list, even one another category lists', () => {
    expect(() => libraryArticle('meters', 'estimated-bills')).toThrow(
      'content/library.json has no article "estimated-bills" in "meters"',
    );
    expect(() => libraryArticle('bills-and-payments', 'no-such-article')).toThrow();
  });

  it('throws for a category the library does not list', () => {
    expect(() => libraryArticle('no-such-category', 'estimated-bills')).toThrow();
    expect(() => libraryArticle('constructor', 'name')).toThrow();
  });
});
