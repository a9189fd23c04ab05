import { describe, expect, it } from 'vitest';
import { categoryTitle } from '@/content/category-titles';
import { library } from '../../support/fixtures';

describe('categoryTitle', () => {
  it("gives every category of content/library.json the library's title", () => {
    for (const c of library.categories) expect(categoryTitle(c.id), c.id).toBe(c.title);
  });

  it('knows no category the library does not list', () => {
    expect(categoryTitle('no-such-category')).toBeUndefined();
    expect(categoryTitle('toString')).toBeUndefined();
  });
});
