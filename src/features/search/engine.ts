import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchDocument } from '@/api/schemas/content';
import { expansions, searchTerms, type CompiledRules } from './rules';
import { normaliseWord, words } from './words';

export interface SearchHit {
  id: string;
  category: string;
  categoryTitle: string;
  label: string;
  title: string;
  description: string;
  body: string;
  score: number;
  /** Document words (normalised) that matched, for highlighting. */
  terms: string[];
  /** Share of the customer's words this article answers, directly or through a synonym. */
  coverage: number;
  /** Answers (nearly) all the words, or what a synonym says they mean; else a partial match. */
  strong: boolean;
}

/** SPEC-aligned ranking (issue 4): title first, then category, then description and body text. */
export const BOOST = { title: 6, categoryTitle: 1.5, description: 2, body: 1 } as const;
/** How much an article found through a synonym counts, against one found by the words typed. */
const SYNONYM_WEIGHT = 1.5;

const prefix = (term: string) => term.length >= 2;
// One typo allowed from 4 letters, two from 8: "biling" finds "billing", "metre" finds "meter".
const fuzzy = (term: string) => (term.length >= 8 ? 0.25 : term.length >= 4 ? 0.2 : false);

// Queries arrive already cut into normalised words (searchTerms), so MiniSearch takes them as is.
const asGiven: Pick<SearchOptions, 'tokenize' | 'processTerm'> = {
  tokenize: (s) => s.split(' '),
  processTerm: (t) => t,
};

/**
 * Each word of an article is indexed as its normalised form and, when that differs, as written:
 * the normalised form answers "readings" with "reading"; the written one lets a typo be forgiven
 * ("readng" is one letter from "reading" but two from "read").
 */
const indexTerms = (word: string) => {
  const normal = normaliseWord(word);
  const written = word.replace(/'/g, '');
  return normal === written ? normal : [normal, written];
};

const emptyIndex = () =>
  new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: ['title', 'categoryTitle', 'description', 'body'],
    storeFields: ['category', 'categoryTitle', 'label', 'title', 'description', 'body'],
    tokenize: words,
    processTerm: indexTerms,
    searchOptions: { boost: BOOST },
  });

/** The engine over these documents, indexed at once (tests, the benchmark, the evaluation). */
export function createSearchEngine(documents: SearchDocument[]) {
  const index = emptyIndex();
  index.addAll(documents);
  return engineOver(index, documents);
}

/**
 * The same engine, indexed a few documents at a time with the browser's turn in between, so a
 * cheap phone stays responsive (taps, typing, scrolling) while the page builds it.
 */
export async function buildSearchEngine(documents: SearchDocument[]): Promise<SearchEngine> {
  const index = emptyIndex();
  await index.addAllAsync(documents, { chunkSize: 8 });
  return engineOver(index, documents);
}

interface Found {
  result: Record<string, unknown> & { id: unknown };
  /** Score for the words typed, and for the synonyms' words. */
  score: number;
  synonymScore: number;
  terms: Set<string>;
  covered: Set<string>;
}

function engineOver(index: MiniSearch<SearchDocument>, documents: SearchDocument[]) {
  // The word customers would recognise for each normalised one ("pressur" -> "pressure"), made
  // on the first "did you mean" and kept.
  let spelling: Map<string, string> | null = null;
  const spell = (term: string) => {
    if (!spelling) {
      spelling = new Map();
      for (const d of documents) {
        for (const w of words(`${d.title} ${d.description} ${d.body}`)) {
          const n = normaliseWord(w);
          if (!spelling.has(n) && /^[\p{L}\p{N}]+$/u.test(w)) spelling.set(n, w);
        }
      }
    }
    return spelling.get(term) ?? term;
  };

  return {
    size: documents.length,
    /** Size of the serialised index, for the benchmark. */
    indexBytes: () => JSON.stringify(index).length,
    /**
     * Articles for a search, best first. Every word counts, directly (with prefixes and typos
     * forgiven) or through a synonym of the rules; an article that answers more of the words
     * ranks above one that answers fewer. When some articles answer all the words (all but one
     * in a search of three or more) or what a synonym says the words mean, only those are
     * returned; otherwise every partial match is, so the page can say the matches are weak.
     */
    search(query: string, rules: CompiledRules): SearchHit[] {
      const terms = [...new Set(searchTerms(query, rules.stop))];
      if (terms.length === 0) return [];
      const found = new Map<unknown, Found>();
      const add = (
        results: ReturnType<typeof index.search>,
        synonym: boolean,
        covers: (r: (typeof results)[number]) => string[],
      ) => {
        for (const r of results) {
          const f = found.get(r.id) ?? {
            result: r,
            score: 0,
            synonymScore: 0,
            terms: new Set<string>(),
            covered: new Set<string>(),
          };
          if (synonym) f.synonymScore += r.score;
          else f.score += r.score;
          r.terms.forEach((t) => f.terms.add(t));
          covers(r).forEach((t) => f.covered.add(t));
          found.set(r.id, f);
        }
      };
      add(
        index.search(terms.join(' '), { ...asGiven, combineWith: 'OR', prefix, fuzzy }),
        false,
        (r) => r.queryTerms,
      );
      for (const e of expansions(query, rules)) {
        const results = index.search(e.add.join(' '), { ...asGiven, combineWith: 'AND' });
        add(results, true, () => e.covers);
      }

      const needed = terms.length >= 3 ? (terms.length - 1) / terms.length : 1;
      const hits = [...found.values()].map((f): SearchHit => {
        const coverage = terms.filter((t) => f.covered.has(t)).length / terms.length;
        const r = f.result;
        return {
          id: String(r.id),
          category: r.category as string,
          categoryTitle: r.categoryTitle as string,
          label: r.label as string,
          title: r.title as string,
          description: r.description as string,
          body: r.body as string,
          // Words typed count by how much of the search the article answers; a synonym's match
          // counts in full, as the content team said what the customer's words mean.
          score: f.score * coverage * coverage + f.synonymScore * SYNONYM_WEIGHT,
          terms: [...f.terms],
          coverage,
          strong: coverage >= needed || f.synonymScore > 0,
        };
      });
      const strong = hits.filter((h) => h.strong);
      return (strong.length ? strong : hits).sort((a, b) => b.score - a.score);
    },
    /**
     * A close spelling of the whole search, word by word, when it would find something: each word
     * becomes the nearest word in the articles ("metter" -> "meter").
     */
    /** An article by id, as a hit that matched nothing (an emergency's own article). */
    get(id: string): SearchHit | null {
      const doc = documents.find((d) => d.id === id);
      return doc ? { ...doc, score: 0, terms: [], coverage: 0, strong: true } : null;
    },
    suggest(query: string, rules: CompiledRules): string[] {
      const typed = searchTerms(query, rules.stop);
      const corrected = typed
        .map((w) => {
          const [best] = index.search(w, { ...asGiven, fuzzy: 0.34, prefix: false });
          if (!best) return null;
          return best.terms.includes(w) ? w : (best.terms[0] ?? null);
        })
        .filter((w): w is string => w !== null);
      if (corrected.length === 0 || corrected.join(' ') === typed.join(' ')) return [];
      const found = index.search(corrected.join(' '), { ...asGiven, combineWith: 'AND' });
      return found.length ? [corrected.map(spell).join(' ')] : [];
    },
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
