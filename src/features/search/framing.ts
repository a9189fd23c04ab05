import { withinOneEdit } from './words';

/**
 * How a search speaks of a danger it names (issue 49): the customer is in it **now**; says it is
 * **over** (past time, fixed, came back); asks **in general** (how often, is it safe to, what
 * should I do if); or it is happening to **someone else** now (a neighbour, my mum's house).
 * Now and someone else: the emergency number comes first. Over and in general: the answer comes
 * first, and a calm line with the number below it.
 */
export type Framing = 'now' | 'someone-else' | 'over' | 'general';

/** Whether a framing puts the emergency number above everything else. */
export const numberFirst = (framing: Framing) => framing === 'now' || framing === 'someone-else';

/**
 * A phrase as normalised words, small words included; `*` stands for one to eight words, and at
 * the end for the next one to six ("what to do if *": the case the "if" puts).
 */
type FramingPhrase = string[];

/** content/search-synonyms.json's `framing`, as normalised phrases. */
export interface CompiledFraming {
  now: FramingPhrase[];
  over: FramingPhrase[];
  general: FramingPhrase[];
  someoneElse: FramingPhrase[];
  /** The customer is in it too ("the neighbours are off too"): not only someone else's. */
  us: FramingPhrase[];
  /** Words that turn to another matter ("but"): the clause after them may not be the danger's. */
  turns: FramingPhrase[];
  /** How the customer feels ("dizzy", "headache"): always the danger's, wherever it stands. */
  body: FramingPhrase[];
}

/** A danger's own words for now, over and in general (its rule's `framing`). */
export interface OwnFraming {
  now: FramingPhrase[];
  over: FramingPhrase[];
  general: FramingPhrase[];
  /** The words of its rule's phrases ("burst", "pipe", "flooded"). */
  words?: ReadonlySet<string>;
}

// A slip of one letter is forgiven in longer words ("smeell", "monixide"). Five-letter words
// are too close to other words ("lower", "power"; "small", "smell") to be changed or swapped,
// so the rules list their common misspellings instead.
export const sameWord = (typed: string, rule: string) =>
  typed === rule ||
  (Math.max(typed.length, rule.length) >= 6 &&
    Math.min(typed.length, rule.length) >= 5 &&
    withinOneEdit(typed, rule));

const GAP = '*';
const LONGEST_GAP = 8;
const LONGEST_CLAUSE = 6;

/** Where a phrase ends when it begins at `at` in the sequence, or -1 (inner gaps take the fewest). */
function endOf(sequence: string[], phrase: FramingPhrase, at: number, from = 0): number {
  if (from === phrase.length) return at;
  const word = phrase[from]!;
  if (word === GAP && from === phrase.length - 1) {
    // A gap at the end takes the words it can: the clause an "if" opens ("what to do if *").
    const end = Math.min(sequence.length, at + LONGEST_CLAUSE);
    return end > at ? end : -1;
  }
  if (word === GAP) {
    for (let gap = 1; gap <= LONGEST_GAP && at + gap <= sequence.length; gap++) {
      const end = endOf(sequence, phrase, at + gap, from + 1);
      if (end >= 0) return end;
    }
    return -1;
  }
  if (at >= sequence.length || !sameWord(sequence[at]!, word)) return -1;
  return endOf(sequence, phrase, at + 1, from + 1);
}

/** Where these phrases stand in the sequence word for word, small words included: [from, to). */
export function spansOf(sequence: string[], phrases: FramingPhrase[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const phrase of phrases) {
    for (let start = 0; start < sequence.length; start++) {
      const end = endOf(sequence, phrase, start);
      if (end > start) spans.push([start, end]);
    }
  }
  return spans;
}

const within = ([from, to]: [number, number], spans: [number, number][]) =>
  spans.some(([outerFrom, outerTo]) => outerFrom <= from && to <= outerTo);

/**
 * A word that says something is happening, in a clause after the danger is said to be over that
 * turns to another matter ("the plumber fixed it but the boiler pressure keeps dropping"): that
 * clause has none of the danger's words and nothing of how the customer feels, so what keeps
 * happening is the other matter. "Fixed last week but I can still smell it" is the danger's.
 */
function aboutAnotherMatter(
  sequence: string[],
  [from]: [number, number],
  over: [number, number][],
  framing: CompiledFraming,
  words: ReadonlySet<string> | undefined,
): boolean {
  if (!words) return false;
  const turn = spansOf(sequence, framing.turns)
    .filter(([, to]) => to <= from)
    .reduce((last, [, to]) => Math.max(last, to), -1);
  if (turn < 0 || !over.some(([, to]) => to <= turn)) return false;
  const clause = sequence.slice(turn);
  if (spansOf(clause, framing.body).length > 0) return false;
  for (const danger of words) if (clause.some((w) => sameWord(w, danger))) return false;
  return true;
}

/**
 * How the search (its normalised words in order, small words included) frames a danger it is
 * about. Words that say it is happening ("still", "again", "but now", the danger's own such as
 * "no power since") decide for now, unless they are part of the words that say it is over or
 * general ("fine now", "if it happens again"). Else words that say it is over decide over, then
 * words that ask in general decide general. With none of them it is now: a customer who names a
 * danger and says nothing else is taken to be in it. Now, with a word for someone else's home or
 * someone else, and none that says the customer is in it too, is someone else's.
 */
export function frameOf(
  sequence: string[],
  framing: CompiledFraming,
  own: OwnFraming = { now: [], over: [], general: [] },
): Framing {
  const over = spansOf(sequence, [...framing.over, ...own.over]);
  const general = spansOf(sequence, [...framing.general, ...own.general]);
  const happening = spansOf(sequence, [...framing.now, ...own.now]).filter(
    (s) =>
      !within(s, over) &&
      !within(s, general) &&
      !aboutAnotherMatter(sequence, s, over, framing, own.words),
  );
  if (happening.length === 0 && over.length > 0) return 'over';
  if (happening.length === 0 && general.length > 0) return 'general';
  const elsewhere =
    spansOf(sequence, framing.someoneElse).length > 0 && spansOf(sequence, framing.us).length === 0;
  return elsewhere ? 'someone-else' : 'now';
}
