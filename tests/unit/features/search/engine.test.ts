import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '@/api/schemas/content';
import { buildSearchEngine, createSearchEngine } from '@/features/search/engine';
import { searchIndexJson } from '../../../support/fixtures';

const doc = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  category: 'c',
  categoryTitle: 'Other',
  label: id,
  title: 'Untitled',
  description: '',
  body: '',
  ...fields,
});

describe('search ranking', () => {
  const engine = createSearchEngine([
    doc('in-body', { title: 'Something else', body: 'All about the boiler and more' }),
    doc('in-category', { title: 'Another thing', categoryTitle: 'Boiler help' }),
    doc('in-title', { title: 'Boiler pressure' }),
  ]);

  it('ranks a title match first, then category, then body text', () => {
    expect(engine.search('boiler').map((h) => h.id)).toEqual([
      'in-title',
      'in-category',
      'in-body',
    ]);
  });
});

describe('search over the real library', () => {
  const engine = createSearchEngine(searchIndexJson().documents);
  const ids = (q: string) => engine.search(q).map((h) => h.id);

  it('finds meter articles for "meter"', () => {
    const top = ids('meter').slice(0, 5);
    expect(top.every((id) => /meter/.test(id))).toBe(true);
  });

  it('finds billing articles from the prefix "bil"', () => {
    expect(
      ids('bil')
        .slice(0, 3)
        .some((id) => id.startsWith('bills-and-payments/')),
    ).toBe(true);
  });

  it('finds billing articles despite the typo "biling"', () => {
    expect(
      ids('biling')
        .slice(0, 5)
        .some((id) => id.startsWith('bills-and-payments/')),
    ).toBe(true);
  });

  it('finds the boiler pressure article despite "presure"', () => {
    expect(ids('boiler presure')[0]).toBe('breakdowns/boiler-pressure');
  });

  it('finds nothing for nonsense, and suggests close spellings for a near miss', () => {
    expect(ids('xqzvv wobblefrump')).toEqual([]);
    expect(engine.suggest('metter')).toEqual(['meter']);
    expect(engine.suggest('boiler presure')).toEqual(['boiler pressure']);
    expect(engine.suggest('meter')).toEqual([]);
  });

  it('reports the matched words, for highlighting', () => {
    const [hit] = engine.search('frozen condensate');
    expect(hit?.terms).toEqual(expect.arrayContaining(['frozen', 'condensate']));
  });
});

describe('building the engine in the browser', () => {
  const documents = searchIndexJson().documents;

  it('finds exactly what the engine built at once finds', async () => {
    const built = await buildSearchEngine(documents);
    const atOnce = createSearchEngine(documents);
    for (const q of ['meter', 'boiler pressure', 'biling', 'direct debit']) {
      expect(built.search(q).map((h) => [h.id, h.score])).toEqual(
        atOnce.search(q).map((h) => [h.id, h.score]),
      );
    }
    expect(built.size).toBe(documents.length);
  });

  it('gives other work its turn while it indexes', async () => {
    expect(documents.length).toBeGreaterThan(16);
    const order: string[] = [];
    setTimeout(() => order.push('other work'), 0);
    await buildSearchEngine(documents).then(() => order.push('built'));
    expect(order).toEqual(['other work', 'built']);
  });
});
