import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import type { SearchDocument } from '@/api/schemas/content';

export interface SearchHit {
  id: string;
  category: string;
  categoryTitle: string;
  label: string;
  title: string;
  description: string;
  body: string;
  score: number;
  /** Document words that matched the query (after prefix and typo matching). */
  terms: string[];
}

/** SPEC-aligned ranking (issue 4): title first, then category, then description and body text. */
export const BOOST = { title: 6, categoryTitle: 3, description: 1.5, body: 1 } as const;

const prefix = (term: string) => term.length >= 2;
// One typo allowed from 4 letters, two from 8: "biling" finds "billing", "metre" finds "meter".
const fuzzy = (term: string) => (term.length >= 8 ? 0.25 : term.length >= 4 ? 0.2 : false);

const emptyIndex = () =>
  new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: ['title', 'categoryTitle', 'description', 'body'],
    storeFields: ['category', 'categoryTitle', 'label', 'title', 'description', 'body'],
    searchOptions: { boost: BOOST, prefix, fuzzy },
  });

/** The engine over these documents, indexed at once (tests, the benchmark). */
export function createSearchEngine(documents: SearchDocument[]) {
  const index = emptyIndex();
  index.addAll(documents);
  return engineOver(index, documents.length);
}

/**
 * The same engine, indexed a few documents at a time with the browser's turn in between, so a
 * cheap phone stays responsive (taps, typing, scrolling) while the page builds it.
 */
export async function buildSearchEngine(documents: SearchDocument[]): Promise<SearchEngine> {
  const index = emptyIndex();
  await index.addAllAsync(documents, { chunkSize: 8 });
  return engineOver(index, documents.length);
}

function engineOver(index: MiniSearch<SearchDocument>, size: number) {
  const toHit = (r: MiniResult): SearchHit => ({
    id: String(r.id),
    category: r.category as string,
    categoryTitle: r.categoryTitle as string,
    label: r.label as string,
    title: r.title as string,
    description: r.description as string,
    body: r.body as string,
    score: r.score,
    terms: r.terms,
  });

  return {
    size,
    /** Size of the serialised index, for the benchmark. */
    indexBytes: () => JSON.stringify(index).length,
    /** Every word must match; when nothing does, any word may, so a long query still finds something. */
    search(query: string): SearchHit[] {
      const q = query.trim();
      if (!q) return [];
      const all = index.search(q, { combineWith: 'AND' });
      return (all.length ? all : index.search(q, { combineWith: 'OR' })).map(toHit);
    },
    /**
     * A close spelling of the whole query, word by word, when it would find something: each word
     * becomes the nearest word in the articles ("metter" -> "meter").
     */
    suggest(query: string): string[] {
      const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
      const corrected = words
        .map((w) => {
          const [best] = index.search(w, { fuzzy: 0.34, prefix: false, boost: BOOST });
          if (!best) return null;
          return best.terms.includes(w) ? w : (best.terms[0] ?? null);
        })
        .filter((w): w is string => w !== null);
      const suggestion = corrected.join(' ');
      if (!suggestion || suggestion === words.join(' ')) return [];
      return index.search(suggestion, { combineWith: 'AND' }).length ? [suggestion] : [];
    },
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
