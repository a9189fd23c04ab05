import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchDocument } from '@/api/schemas/content';
import { expansions, searchTerms, typedTerms, type CompiledRules } from './rules';
import { bestSection, type SearchSection, type SectionQuery } from './sections';
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
  /**
   * The article's section that answers the search, if one does: its heading says what the
   * search is about and it holds (nearly) all the words.
   */
  section?: SearchSection;
}

export type { SearchSection };

/** SPEC-aligned ranking (issue 4): title first, then category, then description and body text. */
const BOOST = { title: 6, categoryTitle: 1.5, description: 2, body: 1 } as const;
/** The best articles whose sections are looked at: the answer is the best match's. */
const SECTION_HITS = 3;
/** How much an article found through a synonym counts, against one found by the words typed. */
const SYNONYM_WEIGHT = 1.5;

/**
 * Typos forgiven in a word: one from 4 letters, two from 8, a quarter of a longer word ("biling"
 * finds "billing", "metre" finds "meter"), but never more than MAX_TYPOS (each more makes the
 * engine look at many times more words: a search of random 14-letter words once cost the
 * platform a quarter of a second), and none in a word longer than LONGEST_WORD.
 */
const MAX_TYPOS = 3;
/**
 * Letters in the longest word whose typos are forgiven: more than the articles' longest word
 * ("nationaldebtline", 16) and the typos it could hide, so no real word is missed.
 */
const LONGEST_WORD = 24;
const typosIn = (term: string, share: number, max = MAX_TYPOS) =>
  term.length > LONGEST_WORD ? 0 : Math.min(max, Math.round(term.length * share));
const typos = (term: string) => typosIn(term, term.length >= 8 ? 0.25 : term.length >= 4 ? 0.2 : 0);
/** A spelling offered for a word may be further from it: a third of its letters, four at most. */
const spellingTypos = (term: string) => typosIn(term, 0.34, MAX_TYPOS + 1);
/** Words of a search whose spelling is checked when it finds nothing: more rarely find anything. */
const SPELLED_WORDS = 6;

// Queries arrive already cut into normalised words (searchTerms), so MiniSearch takes them as is.
const asGiven: Pick<SearchOptions, 'tokenize' | 'processTerm'> = {
  tokenize: (s) => s.split(' '),
  processTerm: (t) => t,
};

/**
 * Each word of an article is indexed as its normalised form and, in the title and description,
 * also as written when that differs: the normalised form answers "readings" with "reading"; the
 * written one lets a typo be forgiven ("readng" is one letter from "reading" but two from
 * "read"). Body text keeps only the normalised form: written forms there doubled the words a
 * typo or a prefix is compared with, for little gain.
 */
const indexTerms = (word: string, field?: string) => {
  const normal = normaliseWord(word);
  if (field === 'body') return normal;
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
  // Two at a time keeps each step well under 50 ms on a phone four times slower than a laptop.
  await index.addAllAsync(documents, { chunkSize: 2 });
  return engineOver(index, documents);
}

type Result = ReturnType<MiniSearch<SearchDocument>['search']>[number];

/** What synonyms found for an article: their score, and which of the customer's words they answer. */
interface SynonymMatch {
  result: Result;
  score: number;
  covers: string[];
  terms: string[];
}

function engineOver(index: MiniSearch<SearchDocument>, documents: SearchDocument[]) {
  // Each article's sections, to find the one that answers a search among the best matches.
  const sectionsOf = new Map(documents.map((d) => [d.id, d.sections]));

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
     * Articles for a search, best first (at most `limit`). Every word counts, directly (with prefixes and typos
     * forgiven) or through a synonym of the rules; an article that answers more of the words
     * ranks above one that answers fewer. When some articles answer all the words (all but one
     * in a search of three or more) or what a synonym says the words mean, only those are
     * returned; otherwise every partial match is, so the page can say the matches are weak.
     */
    search(query: string, rules: CompiledRules, limit = Infinity): SearchHit[] {
      const terms = [...new Set(searchTerms(query, rules.stop))];
      if (terms.length === 0) return [];
      const typing = terms[terms.length - 1];
      // Words a synonym replaces ("trip switch") are looked for only as what the phrase means.
      const asked = typedTerms(query, rules);
      const find = (combineWith: 'AND' | 'OR') =>
        index.search(asked.join(' '), {
          ...asGiven,
          combineWith,
          fuzzy: typos,
          // The last word may be unfinished ("boiler pres"); a whole word also finds its longer
          // forms that stemming leaves apart ("pay", "payment").
          prefix: (t) => t.length >= (t === typing ? 2 : 3),
        });
      // A search of one or two words is answered by the articles with all of them when there are
      // any (the same scores as OR, found at a fraction of the cost); longer searches may leave
      // one word out, so every partial match is scored.
      let direct = asked.length === 0 ? [] : asked.length <= 2 ? find('AND') : find('OR');
      if (direct.length === 0 && asked.length === 2) direct = find('OR');
      const bySynonym = new Map<unknown, SynonymMatch>();
      for (const e of expansions(query, rules)) {
        for (const r of index.search(e.add.join(' '), { ...asGiven, combineWith: 'AND' })) {
          const m = bySynonym.get(r.id);
          if (m) {
            m.score += r.score;
            m.covers.push(...e.covers);
            m.terms.push(...r.terms);
          } else {
            bySynonym.set(r.id, {
              result: r,
              score: r.score,
              covers: [...e.covers],
              terms: r.terms,
            });
          }
        }
      }

      const needed = terms.length >= 3 ? (terms.length - 1) / terms.length : 1;
      const share = (answered: (t: string) => boolean) =>
        terms.filter(answered).length / terms.length;
      const scored: {
        result: Result;
        score: number;
        coverage: number;
        strong: boolean;
        terms: string[];
      }[] = [];
      for (const r of direct) {
        const m = bySynonym.get(r.id);
        bySynonym.delete(r.id);
        const coverage = share((t) => r.queryTerms.includes(t) || Boolean(m?.covers.includes(t)));
        scored.push({
          result: r,
          // Words typed count by how much of the search the article answers; a synonym's match
          // counts in full, as the content team said what the customer's words mean.
          score: r.score * coverage * coverage + (m ? m.score * SYNONYM_WEIGHT : 0),
          coverage,
          strong: coverage >= needed || m !== undefined,
          terms: m ? [...r.terms, ...m.terms] : r.terms,
        });
      }
      for (const m of bySynonym.values()) {
        const coverage = share((t) => m.covers.includes(t));
        scored.push({
          result: m.result,
          score: m.score * SYNONYM_WEIGHT,
          coverage,
          strong: true,
          terms: m.terms,
        });
      }
      const strong = scored.filter((h) => h.strong);
      const sectionQuery: SectionQuery = {
        terms,
        needed,
        synonyms: expansions(query, rules),
        typos,
        prefix: (t) => t.length >= (t === typing ? 2 : 3),
      };
      return (strong.length ? strong : scored)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(({ result: r, score, coverage, strong: isStrong, terms: matched }, rank) => ({
          id: String(r.id),
          category: r.category as string,
          categoryTitle: r.categoryTitle as string,
          label: r.label as string,
          title: r.title as string,
          description: r.description as string,
          body: r.body as string,
          score,
          terms: [...new Set(matched)],
          coverage,
          strong: isStrong,
          // The section of one of the best matches that answers the search, if one does.
          section:
            isStrong && rank < SECTION_HITS
              ? bestSection(sectionsOf.get(String(r.id)), sectionQuery)
              : undefined,
        }));
    },
    /** An article by id, as a hit that matched nothing (an emergency's own article). */
    get(id: string): SearchHit | null {
      const doc = documents.find((d) => d.id === id);
      if (!doc) return null;
      const { sections: _sections, ...fields } = doc;
      return { ...fields, score: 0, terms: [], coverage: 0, strong: true };
    },
    /**
     * A close spelling of the whole search, word by word, when it would find something: each word
     * becomes the nearest word in the articles ("metter" -> "meter").
     */
    suggest(query: string, rules: CompiledRules): string[] {
      const typed = searchTerms(query, rules.stop);
      if (typed.length > SPELLED_WORDS) return [];
      const corrected = typed
        .map((w) => {
          const [best] = index.search(w, { ...asGiven, fuzzy: spellingTypos, prefix: false });
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
