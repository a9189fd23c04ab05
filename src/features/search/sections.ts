import type { SearchDocument } from '@/api/schemas/content';
import { normaliseWord, words } from './words';

/** A section of an article (its heading and the CMS markup under it, not yet sanitised). */
export type SearchSection = NonNullable<SearchDocument['sections']>[number];

/**
 * Words that count (stop words aside) before a section is offered as the answer: "bleed
 * radiator" is a question, "gas" a topic, best answered by the list of articles.
 */
const MIN_TERMS = 2;
/** A section answers a search when its heading has at least this share of the words. */
const HEADING_SHARE = 0.5;

/** What a search asks of an article's sections: its words, and how the engine matches them. */
export interface SectionQuery {
  terms: string[];
  /** Share of the words a section must answer (as an article must, to be a strong match). */
  needed: number;
  /** The content team's synonyms found in the search: their words, and the words they answer. */
  synonyms: { add: string[]; covers: string[] }[];
  /** Whether the word also finds longer words it begins (the word being typed). */
  prefix: (term: string) => boolean;
}

interface SectionWords {
  heading: Set<string>;
  text: Set<string>;
}
const normalisedWords = (text: string) => new Set(words(text).map(normaliseWord));
// Worked out for a section the first time a search asks it, and kept with it.
const sectionWords = new WeakMap<SearchSection, SectionWords>();
const wordsOf = (section: SearchSection) => {
  let found = sectionWords.get(section);
  if (!found) {
    found = {
      heading: normalisedWords(section.heading),
      text: normalisedWords(section.html.replace(/<[^>]+>/g, ' ')),
    };
    sectionWords.set(section, found);
  }
  return found;
};

/**
 * The search's words a section's words answer: as the engine looks for them (typos already
 * corrected to the articles' words), by prefix for a word being typed, or through a synonym.
 */
function answered(query: SectionQuery, found: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const t of query.terms) {
    if (found.has(t)) {
      out.add(t);
      continue;
    }
    if (!query.prefix(t)) continue;
    for (const w of found) {
      if (w.startsWith(t)) {
        out.add(t);
        break;
      }
    }
  }
  for (const s of query.synonyms) {
    if (s.add.length > 0 && s.add.every((w) => found.has(w))) s.covers.forEach((t) => out.add(t));
  }
  return out;
}

/**
 * The section of an article that answers a search, if one does: its heading has at least half
 * of the words (it is about what was asked, not a passing mention) and, with its text, it
 * answers (nearly) all of them. The heading counts three times its text; the first section wins
 * a tie.
 */
export function bestSection(
  sections: SearchSection[] | undefined,
  query: SectionQuery,
): SearchSection | undefined {
  const n = query.terms.length;
  if (!sections?.length || n < MIN_TERMS) return undefined;
  let best: SearchSection | undefined;
  let bestScore = 0;
  for (const section of sections) {
    const { heading, text } = wordsOf(section);
    const inHeading = answered(query, heading);
    if (inHeading.size / n < HEADING_SHARE) continue;
    const inText = answered(query, text);
    const all = new Set([...inHeading, ...inText]);
    if (all.size / n < query.needed) continue;
    const score = 3 * inHeading.size + inText.size;
    if (score > bestScore) {
      best = section;
      bestScore = score;
    }
  }
  return best;
}
