import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { SearchDocument } from '@/api/schemas/content';
import { createProximity } from './proximity';
import {
  askingTerms,
  pleaTerms,
  expansions,
  focusTerm,
  searchWords,
  taskOf,
  typedTerms,
  type CompiledRules,
} from './rules';
import { bestSection, type SearchSection, type SectionQuery } from './sections';
import { createVocabulary, MAX_CORRECTIONS, type Vocabulary } from './vocabulary';
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

/** How much a word of the ways customers ask counts (issue 49; measured in decision 046). */
const ASKS_BOOST = 1.5;
/**
 * How much of a word's share of the search an article answers when only the ways customers ask
 * have it: customers' words for the article's subject, and the scenes they set around it.
 */
const ASKED_SHARE = 0.75;

/**
 * SPEC-aligned ranking (issue 4): title first, then the article's own section headings (what each
 * part of it helps with: its task words), then description, category and body text.
 */
const BOOST = {
  title: 6,
  headings: 3,
  categoryTitle: 1.5,
  description: 2,
  body: 1,
  // The ways customers ask the article's question (content/customer-asks): their words, which
  // articles do not use ("leccy", "the key"), weighed between the body and the description.
  asks: ASKS_BOOST,
} as const;
type Field = keyof typeof BOOST;
/** The fields the word still being typed is looked for in, as a prefix: all but the asks. */
const PREFIX_FIELDS: Field[] = ['title', 'headings', 'categoryTitle', 'description', 'body'];
/** Fields that say what an article is for: a word found there outranks one in the body. */
const TASK_FIELDS: readonly string[] = ['title', 'headings', 'categoryTitle'] satisfies Field[];
/** How much more an article counts when its title or headings hold all the search's words. */
const TASK_WEIGHT = 2;
/** How much more an article counts when the search's words stand together in it. */
const PROXIMITY_WEIGHT = 0.5;
/** How much a word of the scene weighs (content's sceneWords: "mum", "kitchen", "Monday"). */
const SCENE_WEIGHT = 0.4;
/** How much more a word of a long search's asking clause weighs (askingTerms). */
const ASKING_WEIGHT = 1.3;
/** How much more the word a question is about weighs (focusTerm: "what excess do I pay…"). */
const FOCUS_WEIGHT = 1.5;
/** How much a match of a word as typed counts on top of its normalised form's ("moving"). */
const WRITTEN_WEIGHT = 0.25;
/** How much more the commonest task counts (content's topTasks): enough to decide a near tie. */
const TOP_TASK_WEIGHT = 0.25;
/**
 * Words kept out of the stop words because they carry the meaning of a phrase ("no heating", "top
 * up", "lights went off", "heating on"), but that say nothing on their own: never lit in results.
 */
const NEVER_LIT = new Set(['no', 'not', 'on', 'off', 'up', 'out']);
/** The best matches whose words' places are compared (proximity): a re-ranking of the top. */
const PROXIMITY_HITS = 12;
/** The best articles whose sections are looked at: the answer is the best match's. */
const SECTION_HITS = 3;
/**
 * The matches weighed further (coverage, task words, synonyms, proximity): MiniSearch's best by its
 * own score, as a search engine rescores only the top of its first pass. Far more than a help
 * library's articles, so every search there is weighed whole; a library of thousands of
 * articles is not weighed to its thousandth match on every keystroke (decision 046).
 */
const CANDIDATES = 400;
/** How much an article found through a synonym counts, against one found by the words typed. */
const SYNONYM_WEIGHT = 1.5;

/** How much the share of the search a synonym stands for tempers its score (0: not at all). */
const SYNONYM_SHARE_POWER = 0.5;
/** Words that count from which a search is a sentence, ranked by score alone. */
const LONG_SENTENCE = 8;
/** A sentence's matches that answer it: those scoring at least this share of the best. */
const SENTENCE_ANSWERS = 0.25;

/** The letters a word being typed needs before it finds the longer words it begins. */
const MIN_PREFIX = 3;

/** The synonyms' searches kept per index: more than the rules' phrases, bounded all the same. */
const SYNONYM_MEMO = 256;

/** Words of a search whose spelling is checked when it finds nothing (issue 37's bound). */
const SPELLED_WORDS = 6;

// Queries arrive already cut into normalised words (searchWords), so MiniSearch takes them as is.
const asGiven: Pick<SearchOptions, 'tokenize' | 'processTerm'> = {
  tokenize: (s) => s.split(' '),
  processTerm: (t) => t,
};

/**
 * Each word of an article is indexed as its normalised form and, in the title and description,
 * also as written when that differs: the normalised form answers "readings" with "reading"; the
 * written one lets a typo be forgiven ("readng" is one letter from "reading" but two from
 * "read"). Body text keeps only the normalised form: written forms there doubled the words a
 * typo or a prefix is compared with, for little gain; so would the ways customers ask.
 */
const indexTerms = (word: string, field?: string) => {
  const normal = normaliseWord(word);
  if (field === 'body' || field === 'asks') return normal;
  const written = word.replace(/'/g, '');
  return normal === written ? normal : [normal, written];
};

/** The index, and the articles' vocabulary it records as it indexes them. */
function emptyIndex() {
  const vocabulary = createVocabulary();
  const index = new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: Object.keys(BOOST),
    // Nothing is stored in the index: the engine keeps the articles by id. Stored fields are
    // copied onto every match, thousands per keystroke in a large library (decision 046).
    storeFields: [],
    // An article's headings are its task words ("How to bleed a radiator").
    extractField: (d, field) =>
      field === 'headings'
        ? (d.sections ?? []).map((s) => s.heading).join(' ')
        : (d as unknown as Record<string, unknown>)[field],
    tokenize: words,
    processTerm: (word, field) => {
      const terms = indexTerms(word, field);
      const normal = Array.isArray(terms) ? terms[0]! : terms;
      for (const t of Array.isArray(terms) ? terms : [terms]) {
        vocabulary.see(t, normal, word, field !== 'asks');
      }
      return terms;
    },
    searchOptions: { boost: BOOST },
  });
  const add = (d: SearchDocument) => {
    vocabulary.begin();
    index.add(d);
    vocabulary.end();
  };
  return { index, vocabulary, add };
}

/** The engine over these documents, indexed at once (tests, the benchmark, the evaluation). */
export function createSearchEngine(documents: SearchDocument[]) {
  const { index, vocabulary, add } = emptyIndex();
  documents.forEach(add);
  return engineOver(index, vocabulary, documents);
}

/**
 * The same engine, indexed a few documents at a time with the browser's turn in between, so a
 * cheap phone stays responsive (taps, typing, scrolling) while the page builds it.
 */
export async function buildSearchEngine(documents: SearchDocument[]): Promise<SearchEngine> {
  const { index, vocabulary, add } = emptyIndex();
  // Two at a time keeps each step well under 50 ms on a phone four times slower than a laptop.
  for (let i = 0; i < documents.length; i += 2) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    documents.slice(i, i + 2).forEach(add);
  }
  return engineOver(index, vocabulary, documents);
}

type Result = ReturnType<MiniSearch<SearchDocument>['search']>[number];

/** What synonyms found for an article: their score, and which of the customer's words they answer. */
interface SynonymMatch {
  result: Result;
  score: number;
  covers: string[];
  /** The words of the search it answers in the article's title, headings or category. */
  inTask: string[];
  /** One of its synonyms stands for more than the scene: the article answers the search. */
  strengthens: boolean;
  terms: string[];
}

const inTaskFields = (r: Result, word: string) =>
  (r.match[word] ?? []).some((f) => TASK_FIELDS.includes(f));

/** How one word of a search is looked for in the index. */
interface Lookup {
  /** The word as the search reads it (normalised). */
  term: string;
  /** The word it is searched as: itself, or the articles' word nearest a typo. */
  as: string;
  /** The index words looked for; `prefix` also finds the longer words they begin. */
  find: { word: string; prefix: boolean }[];
}

/**
 * How each word of a search is looked for. A word the articles have is looked for as it is, and
 * also as typed when articles write it so in a title or description ("moving" finds "Moving
 * home" before "a meter moved"). The word still being typed also finds the longer words it
 * begins. A word the articles do not have is a typo of the nearest word they do ("exsess",
 * "recieve", "thermastat"), at most MAX_CORRECTIONS a search; else it is not looked for. A word
 * only the ways customers ask have is that nearest word when there is one, else itself.
 */
function lookUp(
  typed: { term: string; written: string }[],
  typing: string,
  vocabulary: Vocabulary,
  scene: ReadonlySet<string>,
): Lookup[] {
  const out = new Map<string, Lookup>();
  let corrected = 0;
  for (const { term, written } of typed) {
    if (out.has(term)) continue;
    const find: Lookup['find'] = [];
    // The word being typed finds the longer words it begins from its third letter: two letters
    // ("re", "pr") begin thousands of words in a large library and say little, and a word of two
    // letters that is a word ("on", "up") is taken as finished, not as the start of "online".
    const being = term === typing && written.length >= MIN_PREFIX && vocabulary.begins(written);
    if (vocabulary.has(term) || (being && written === term)) {
      find.push({ word: term, prefix: being && written === term });
    }
    if (written !== term && (being || vocabulary.has(written))) {
      find.push({ word: written, prefix: being });
    }
    let as = term;
    // A word only the ways customers ask have is a slip of an article word ("thermastat"), when
    // one is near enough; else it is their own word for something ("leccy").
    const onlyAsked =
      vocabulary.has(term) &&
      !vocabulary.inArticles(term) &&
      !(written !== term && vocabulary.inArticles(written));
    // A word of the scene ("morning", "nan") is the customer's own, never a slip of another.
    if ((find.length === 0 || onlyAsked) && corrected < MAX_CORRECTIONS && !scene.has(term)) {
      corrected += 1;
      const nearest =
        vocabulary.correct(written) ?? (written === term ? null : vocabulary.correct(term));
      if (nearest) {
        // A slip is searched as the article word it is a slip of, as if the asks had not it.
        as = nearest;
        find.splice(0, find.length, { word: nearest, prefix: false });
      }
    } else if (!vocabulary.has(term) && being) as = written;
    out.set(term, { term, as, find });
  }
  return [...out.values()];
}

function engineOver(
  index: MiniSearch<SearchDocument>,
  vocabulary: Vocabulary,
  documents: SearchDocument[],
) {
  // Each article by id: its text for proximity and the hit, its sections for the answer.
  const byId = new Map(documents.map((d) => [d.id, d]));
  const article = (id: unknown) => byId.get(String(id))!;
  const documentCount = Math.max(1, documents.length);
  /** A word's weight: the fewer articles have it, the more it says (an IDF). */
  const weightOf = (articles: number) => Math.log(1 + documentCount / Math.max(1, articles));
  const proximity = createProximity();
  // What a synonym's words find: the same few dozen phrases of the rules, searched again on every
  // keystroke once typed, so each is looked up once per index (at most SYNONYM_MEMO kept).
  const meanings = new Map<string, Result[]>();
  const meaning = (add: string) => {
    let found = meanings.get(add);
    if (!found) {
      found = index.search(add, { ...asGiven, combineWith: 'AND' }).slice(0, CANDIDATES);
      if (meanings.size >= SYNONYM_MEMO) meanings.delete(meanings.keys().next().value!);
      meanings.set(add, found);
    }
    return found;
  };

  return {
    size: documents.length,
    /**
     * How much a word (normalised) says: the fewer articles have it, the more; a word no article
     * has (a number, a slip) says nothing until it is corrected.
     */
    says: (term: string) => (vocabulary.has(term) ? weightOf(vocabulary.df(term)) : 0),
    /** Size of the serialised index, for the benchmark. */
    indexBytes: () => JSON.stringify(index).length,
    /**
     * Articles for a search, best first (at most `limit`). Every word counts, directly (typos
     * corrected, the word being typed as a prefix) or through a synonym of the rules, each by how
     * much it says: a word few articles have weighs more than one most have. An article that
     * answers more of the search ranks above one that answers less, one whose title or headings
     * hold the words above one whose body does, one where the words stand together above one
     * where they are apart, and, between near equals, the commoner task (topTasks). When some
     * articles answer all of it (all but one word's worth in a search of three words or more) or
     * what a synonym says the words mean, only those are returned; otherwise every partial match
     * is, so the page can say the matches are weak.
     */
    search(query: string, rules: CompiledRules, limit = Infinity): SearchHit[] {
      const typed = searchWords(query, rules);
      const terms = [...new Set(typed.map((w) => w.term))];
      if (terms.length === 0) return [];
      const typing = terms[terms.length - 1];
      // Words a synonym replaces ("trip switch") are looked for only as what the phrase means.
      const asked = new Set(typedTerms(query, rules));
      const plan = lookUp(
        typed.filter((w) => asked.has(w.term)),
        typing!,
        vocabulary,
        rules.scene,
      );
      const focus = focusTerm(query, rules);
      // A long sentence is weighed by what it asks: the words of its asking clause count more,
      // the scene around it (people, rooms, days) less.
      const asking = askingTerms(query, rules);
      // A plea for help beside what it names ("..., pls help") weighs as the scene does.
      const pleaded = pleaTerms(query, rules);
      const byWhatIsAsked = (t: string) =>
        (rules.scene.has(t) || pleaded.has(t) ? SCENE_WEIGHT : 1) *
        (asking?.has(t) ? ASKING_WEIGHT : 1);
      // Each word of the search, as any of the forms it is looked for in: all the words must be
      // there for AND, not all their forms ("change" as typed, or "chang" as normalised).
      const queries: Query[] = plan
        .filter((l) => l.find.length > 0)
        .map((l) => ({
          combineWith: 'OR',
          queries: l.find.map((f, i) => ({
            queries: [f.word],
            prefix: f.prefix,
            // The word being typed begins many words; the ways customers ask are left out of
            // that search, which they would make several times as costly (decision 046).
            ...(f.prefix && { fields: PREFIX_FIELDS }),
            // The word as typed, beside its normalised form, only tips the balance; the word the
            // question is about counts more.
            boostTerm: () =>
              (i === 0 ? 1 : WRITTEN_WEIGHT) *
              (l.term === focus ? FOCUS_WEIGHT : 1) *
              byWhatIsAsked(l.term),
          })),
        }));
      const find = (combineWith: 'AND' | 'OR') =>
        queries.length === 0 ? [] : index.search({ combineWith, queries }, asGiven);
      // A search of one or two words is answered by the articles with all of them when there are
      // any (the same ranking as OR, at a fraction of the cost); longer searches may leave one
      // word's worth out, so every partial match is scored.
      let direct = plan.length <= 2 ? find('AND') : find('OR');
      if (direct.length === 0 && plan.length === 2) direct = find('OR');
      direct = direct.slice(0, CANDIDATES);
      // Which of the search's words each article has, and which of them its title or headings.
      // The search's words each word of an article answers (worked out once per search).
      const answers = new Map<string, string[]>();
      const answering = (word: string) => {
        let found = answers.get(word);
        if (!found) {
          found = plan
            .filter((l) =>
              l.find.some((f) => word === f.word || (f.prefix && word.startsWith(f.word))),
            )
            .map((l) => l.term);
          answers.set(word, found);
        }
        return found;
      };
      const found = direct.map((r) => {
        const has = new Set<string>();
        const inTask = new Set<string>();
        // Words only the ways customers ask have: how they put it, not what the article says.
        const onlyInAsks = new Set<string>();
        for (const word in r.match) {
          const fields = r.match[word]!;
          const task = fields.some((f) => TASK_FIELDS.includes(f));
          const onlyAsked = fields.every((f) => f === 'asks');
          for (const t of answering(word)) {
            (onlyAsked ? onlyInAsks : has).add(t);
            if (task) inTask.add(t);
          }
        }
        for (const t of has) onlyInAsks.delete(t);
        return { result: r, has, inTask, onlyInAsks };
      });
      const articlesWith = new Map<string, number>();
      for (const { has } of found) {
        for (const t of has) articlesWith.set(t, (articlesWith.get(t) ?? 0) + 1);
      }
      // A word's weight, by the articles that have it as it is searched for (or that it begins).
      const weight = new Map(
        plan.map((l) => [
          l.term,
          weightOf(vocabulary.has(l.as) ? vocabulary.df(l.as) : (articlesWith.get(l.term) ?? 0)),
        ]),
      );
      for (const t of terms) {
        if (!weight.has(t)) weight.set(t, weightOf(vocabulary.df(t)));
      }
      if (focus && weight.has(focus)) weight.set(focus, weight.get(focus)! * FOCUS_WEIGHT);
      for (const [t, w] of weight) weight.set(t, w * byWhatIsAsked(t));
      const total = terms.reduce((sum, t) => sum + weight.get(t)!, 0);
      const heaviest = Math.max(...weight.values());
      const share = (answered: (t: string) => boolean) =>
        terms.reduce((sum, t) => sum + (answered(t) ? weight.get(t)! : 0), 0) / total;
      // All the words; in a search of three or more, all but one word's worth.
      const needed = terms.length >= 3 ? 1 - heaviest / total - 1e-9 : 1 - 1e-9;
      const topTask = (id: unknown) => 1 + TOP_TASK_WEIGHT * (rules.topTasks.get(String(id)) ?? 0);

      const bySynonym = new Map<unknown, SynonymMatch>();
      const synonyms = expansions(query, rules);
      for (const e of synonyms) {
        // A synonym of the scene alone ("kids", "my nan") in a sentence that asks something else
        // weighs as the scene does, and is not enough for an article to answer the search.
        const ofScene = terms.length >= LONG_SENTENCE && e.covers.every((t) => rules.scene.has(t));
        for (const r of meaning(e.add.join(' '))) {
          const inTask = e.add.every((w) => inTaskFields(r, w)) ? e.covers : [];
          // A synonym counts by how much of the search it stands for: in a long sentence, one
          // word's synonym ("readings") is not the whole question.
          // A synonym of the scene around a long sentence's question ("I live on my own, ...
          // how do you work out my payment") counts as the scene does; a question of one word
          // ("..., can I have it back") leans on the words before it.
          const score =
            r.score *
            share((t) => e.covers.includes(t)) ** SYNONYM_SHARE_POWER *
            (asking && asking.size > 1 && !e.covers.some((t) => asking.has(t)) ? SCENE_WEIGHT : 1) *
            // Nor is one of the words around what a question is about ("whats the excess when
            // u make a claim" asks about the excess, not how to claim).
            (focus && !e.covers.includes(focus) ? SCENE_WEIGHT : 1) *
            (ofScene ? SCENE_WEIGHT : 1);
          const m = bySynonym.get(r.id);
          if (m) {
            m.strengthens ||= !ofScene;
            m.score += score;
            m.covers.push(...e.covers);
            m.inTask.push(...inTask);
            m.terms.push(...r.terms);
          } else {
            bySynonym.set(r.id, {
              strengthens: !ofScene,
              result: r,
              score,
              covers: [...e.covers],
              inTask: [...inTask],
              // A copy: the result is kept for the next search (meaning).
              terms: [...r.terms],
            });
          }
        }
      }

      const scored: Scored[] = [];
      for (const { result: r, has, inTask, onlyInAsks } of found) {
        const m = bySynonym.get(r.id);
        bySynonym.delete(r.id);
        const coverage =
          share((t) => has.has(t) || Boolean(m?.covers.includes(t))) +
          ASKED_SHARE * share((t) => onlyInAsks.has(t) && !m?.covers.includes(t));
        const task = share((t) => inTask.has(t) || Boolean(m?.inTask.includes(t)));
        scored.push({
          result: r,
          // Words typed count by how much of the search the article answers, and more when its
          // title or headings say them; a synonym's match counts in full, as the content team
          // said what the customer's words mean.
          score:
            ((r.score / r.queryTerms.length) *
              (has.size + ASKED_SHARE * onlyInAsks.size) *
              coverage *
              coverage +
              (m ? m.score * SYNONYM_WEIGHT : 0)) *
            (1 + TASK_WEIGHT * task) *
            topTask(r.id),
          coverage,
          strong: coverage >= needed || Boolean(m?.strengthens),
          terms: m ? [...r.terms, ...m.terms] : r.terms,
          has,
        });
      }
      for (const m of bySynonym.values()) {
        const coverage = share((t) => m.covers.includes(t));
        const task = share((t) => m.inTask.includes(t));
        scored.push({
          result: m.result,
          score: m.score * SYNONYM_WEIGHT * (1 + TASK_WEIGHT * task) * topTask(m.result.id),
          coverage,
          strong: m.strengthens,
          terms: m.terms,
          has: new Set(),
        });
      }
      const strong = scored.filter((h) => h.strong);
      const byScore = (a: Scored, b: Scored) => b.score - a.score;
      // A sentence is rarely answered whole, and a synonym of one of its words is not all it
      // asks: its matches are ranked by score alone, and those near the best answer it (below).
      const sentence = terms.length >= LONG_SENTENCE;
      const ranked = (strong.length === 0 || sentence ? scored : strong).sort(byScore);
      // The best few again, by how close together the search's words stand in each.
      const order = plan.map((l) => l.term);
      const top = ranked.slice(0, PROXIMITY_HITS);
      for (const h of top) {
        const r = h.result;
        const { title, description, body } = article(r.id);
        const parts = [title, description, body];
        // For each word of the search the article has, the article's words (normalised) it matched.
        const matched = new Map<string, Set<string>>();
        for (const word in r.match) {
          for (const t of answering(word)) {
            matched.set(t, (matched.get(t) ?? new Set()).add(vocabulary.normal(word)));
          }
        }
        h.score *= 1 + PROXIMITY_WEIGHT * proximity(String(r.id), parts, order, matched);
      }
      top.sort(byScore);
      if (sentence) {
        const best = top[0]?.score ?? 0;
        for (const h of ranked) h.strong = h.score >= best * SENTENCE_ANSWERS;
      }
      ranked.splice(0, top.length, ...top);
      // A common task named by its own short name ("pay bill", "cant pay"): its article first.
      // As typed, or as its slips read ("chnage email adress": "change email address").
      const task = taskOf(query, rules) ?? taskOf(plan.map((l) => l.as).join(' '), rules);
      const at = task === null ? -1 : ranked.findIndex((h) => String(h.result.id) === task);
      if (at > 0) ranked.unshift(...ranked.splice(at, 1));

      const sectionQuery: SectionQuery = {
        terms: plan.map((l) => l.as),
        needed: terms.length >= 3 ? (terms.length - 1) / terms.length : 1,
        synonyms,
        prefix: (t) => plan.some((l) => l.as === t && l.find.some((f) => f.prefix)),
      };
      return ranked
        .slice(0, limit)
        .map(({ result: r, score, coverage, strong: isStrong, terms: matched }, rank) => {
          const { id, category, categoryTitle, label, title, description, body, sections } =
            article(r.id);
          return {
            id,
            category,
            categoryTitle,
            label,
            title,
            description,
            body,
            score,
            // Small words that count in a search ("on", "no", "up") are never lit on their own.
            terms: [...new Set(matched)].filter((w) => !NEVER_LIT.has(vocabulary.normal(w))),
            coverage,
            strong: isStrong,
            // The section of one of the best matches that answers the search, if one does.
            section:
              isStrong && rank < SECTION_HITS ? bestSection(sections, sectionQuery) : undefined,
          };
        });
    },
    /** An article by id, as a hit that matched nothing (an emergency's own article). */
    get(id: string): SearchHit | null {
      const doc = byId.get(id);
      if (!doc) return null;
      const { sections: _sections, ...fields } = doc;
      return { ...fields, score: 0, terms: [], coverage: 0, strong: true };
    },
    /**
     * A close spelling of the whole search, word by word, when it would find something: each word
     * the articles do not have becomes the nearest word they do ("metter" -> "meter").
     */
    suggest(query: string, rules: CompiledRules): string[] {
      const typed = searchWords(query, rules);
      // A spelling is offered for a short search only: more words rarely find anything together.
      if (typed.length > SPELLED_WORDS) return [];
      let changed = false;
      let tries = 0;
      const corrected = typed.map(({ term, written }) => {
        if (vocabulary.inArticles(term) || tries >= MAX_CORRECTIONS) return term;
        tries += 1;
        const nearest =
          vocabulary.correct(written) ?? (written === term ? null : vocabulary.correct(term));
        if (nearest) changed = true;
        return nearest ?? term;
      });
      if (!changed) return [];
      const found = index.search(corrected.join(' '), { ...asGiven, combineWith: 'AND' });
      return found.length ? [corrected.map(vocabulary.spell).join(' ')] : [];
    },
  };
}

interface Scored {
  result: Result;
  score: number;
  coverage: number;
  strong: boolean;
  terms: string[];
  /** The search's words the article has (as typed, corrected or begun). */
  has: Set<string>;
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
