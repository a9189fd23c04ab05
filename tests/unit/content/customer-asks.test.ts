// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerAsks, toSearchDocuments } from '../../../server/content-library';
import { words } from '@/features/search/words';
import { contentDir, library } from '../../support/fixtures';

const articles = library.categories.flatMap((c) =>
  c.articles.map((a) => ({ category: c.id, label: a.label })),
);

describe('the ways customers ask (content/customer-asks, issue 49)', () => {
  it('has 30 to 60 ways for every article of the library, none twice', () => {
    const counts = articles.map(({ category, label }) => {
      const asks = customerAsks(contentDir, category, label);
      return {
        article: `${category}/${label}`,
        within: asks.length >= 30 && asks.length <= 60,
        repeated: asks.filter((a, i) => asks.indexOf(a) !== i),
      };
    });
    expect(counts.filter((c) => !c.within || c.repeated.length > 0)).toEqual([]);
  });

  it('keeps no file for an article the library does not list', () => {
    const listed = new Set(articles.map((a) => `${a.category}/${a.label}.txt`));
    const files = readdirSync(join(contentDir, 'customer-asks'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.txt'));
    expect(files.filter((f) => !listed.has(f))).toEqual([]);
  });

  it('names no phone number: numbers are content of their own (contact.json)', () => {
    const withNumbers = articles.flatMap(({ category, label }) =>
      customerAsks(contentDir, category, label).filter((a) => /\d{3,}\s?\d{3,}/.test(a)),
    );
    expect(withNumbers).toEqual([]);
  });

  it('goes into each article’s search document as a field of its own: its words, each once', () => {
    const documents = toSearchDocuments(library, contentDir);
    const topping = documents.find((d) => d.id === 'pay-as-you-go/topping-up')!;
    const asks = customerAsks(contentDir, 'pay-as-you-go', 'topping-up');
    const indexed = topping.asks!.split(' ');
    expect(new Set(indexed)).toEqual(new Set(asks.flatMap((a) => words(a))));
    expect(indexed).toHaveLength(new Set(indexed).size);
    expect(topping.asks).not.toContain('#');
  });
});
