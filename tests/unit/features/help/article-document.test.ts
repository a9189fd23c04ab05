import { describe, expect, it } from 'vitest';
import {
  isKnownArticle,
  parseArticleDocument,
  relatedArticles,
} from '@/features/help/article-document';
import { articleHtml, categoriesJson } from '../../../support/fixtures';

describe('isKnownArticle (SPEC §2 article validation)', () => {
  it('accepts an article listed under its category', () => {
    expect(isKnownArticle(categoriesJson, 'meters', 'faulty-meter')).toBe(true);
  });

  it('rejects a category that is not in the list', () => {
    expect(isKnownArticle(categoriesJson, 'gardening', 'faulty-meter')).toBe(false);
  });

  it('rejects a label that is not among the articles', () => {
    expect(isKnownArticle(categoriesJson, 'meters', 'how-to-fly')).toBe(false);
  });

  it('rejects a real label under the wrong category', () => {
    expect(isKnownArticle(categoriesJson, 'meters', 'gas-leak')).toBe(false);
  });
});

describe('parseArticleDocument', () => {
  it('reads the title, description and body of a CMS article', () => {
    const doc = parseArticleDocument(articleHtml('meters', 'faulty-meter'));
    expect(doc.title).toBe('Think your meter is faulty?');
    expect(doc.description.length).toBeGreaterThan(100);
    expect(doc.bodyHtml).toContain('<h1>Think your meter is faulty?</h1>');
    expect(doc.nucleus).toBe(false);
  });

  it('sees the nucleus flag', () => {
    expect(parseArticleDocument(articleHtml('my-account', 'update-personal-details')).nucleus).toBe(
      true,
    );
  });
});

describe('relatedArticles', () => {
  it('gives up to five other articles of the same category', () => {
    const related = relatedArticles(categoriesJson, 'bills-and-payments', 'estimated-bills');
    expect(related).toHaveLength(5);
    expect(related.map((r) => r.label)).not.toContain('estimated-bills');
  });
});
