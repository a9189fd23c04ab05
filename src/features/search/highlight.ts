import { normaliseWord, words } from './words';

export interface Segment {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}£]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * Where the words of a text that match the search stand: a word matches when it is one of the
 * matched terms as the index holds them (normalised, "readings" -> "read"; or as written), so
 * highlighting agrees with what was found, and stop words ("I", "my") are never lit.
 */
function* matches(text: string, terms: string[]) {
  const wanted = new Set(terms);
  if (wanted.size === 0) return;
  for (const m of text.matchAll(WORD)) {
    const [word] = words(m[0]);
    if (word && (wanted.has(normaliseWord(word)) || wanted.has(word.replace(/'/g, '')))) {
      yield { start: m.index, end: m.index + m[0].length };
    }
  }
}

/** Splits text into plain and matching segments, rendered as elements, never as injected HTML. */
export function highlight(text: string, terms: string[]): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const { start, end } of matches(text, terms)) {
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/**
 * A text as its plain and matching parts in turn, [plain, match, plain, …], the first plain part
 * possibly empty: highlighting worked out once, where the result is made (on the platform for a
 * page sent with its results), compact enough to travel in the page.
 */
export type Lit = string[];

export function lit(text: string, terms: string[]): Lit {
  const parts: Lit = [];
  for (const { text: part, match } of highlight(text, terms)) {
    if (match === (parts.length % 2 === 0)) parts.push('');
    parts.push(part);
  }
  return parts;
}

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const UNIT = '(?:p|pence|%|kWh|kW|MWh|am|pm)';
const PER = '(?:per|a|an|each)\\s(?:kWh|day|month|year|unit|week|hour)';
/**
 * Text a cut must never fall inside: a date ("1 December 2026", "December 2026", "01/12/2026"),
 * a price or a quantity with its unit ("£1,234.56", "24.5p per kWh") and a number written in
 * groups ("0800 111 999"). Cut in two, each reads as a complete, wrong value.
 */
const WHOLE = new RegExp(
  [
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s${MONTH}\\b(?:,?\\s\\d{4}\\b)?`,
    `\\b${MONTH}\\s\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s\\d{4})?\\b`,
    `\\b${MONTH}\\s\\d{4}\\b`,
    `[£€$]?\\d[\\d,.:/]*(?:\\s?${UNIT}\\b)?(?:\\s\\d[\\d,.:/]*(?:\\s?${UNIT}\\b)?)*(?:\\s${PER}\\b)?`,
  ].join('|'),
  'gi',
);

/**
 * Where a text may be cut: at the spaces between words, never inside a date, a price or a
 * number (WHOLE). Each point is the index of a space.
 */
function cutPoints(text: string): number[] {
  const inside = new Uint8Array(text.length);
  for (const m of text.matchAll(WHOLE)) inside.fill(1, m.index, m.index + m[0].length);
  const points: number[] = [];
  for (const m of text.matchAll(/\s+/g)) if (!inside[m.index]) points.push(m.index);
  return points;
}

/**
 * The first words of a text, at most `maxWords` or as many as end at a permitted cut, with an
 * ellipsis when something was left out. A date, price or number is never split: if the limit
 * falls inside one, the cut comes before it.
 */
export function firstWords(text: string, maxWords: number): { text: string; cut: boolean } {
  const trimmed = text.trim();
  const spaces = [...trimmed.matchAll(/\s+/g)].map((m) => m.index);
  if (spaces.length < maxWords) return { text: trimmed, cut: false };
  const limit = spaces[maxWords - 1]!;
  const at = cutPoints(trimmed)
    .filter((p) => p <= limit)
    .pop();
  // A number longer than the whole allowance is kept whole rather than dropped.
  const end = at ?? cutPoints(trimmed).find((p) => p > limit) ?? trimmed.length;
  if (end >= trimmed.length) return { text: trimmed, cut: false };
  return { text: `${trimmed.slice(0, end).replace(/[\s,;:–—-]+$/, '')}…`, cut: true };
}

/** How far beyond the extract a cut is looked for (characters). */
const CUT_MARGIN = 200;

/**
 * A short extract around the first matched word: the description when it matches, else the body
 * text around the first match, else the description. Cuts fall between words and never inside a
 * date, a price or a number; an ellipsis shows each one.
 */
export function snippet(description: string, body: string, terms: string[], length = 180): string {
  const first = (text: string) => matches(text, terms).next().value?.start ?? -1;
  if (terms.length === 0 || first(description) >= 0) return description;
  const at = first(body);
  if (at < 0) return description;
  // Where it may be cut is looked for around the match only, with a margin far wider than any
  // date, price or number: a long article's other thousands of characters cost a cheap phone
  // time for every result, for nothing (the whole body when the margin reaches an end of it).
  const from = Math.max(0, at - 60 - CUT_MARGIN);
  const to = Math.min(body.length, at + length + CUT_MARGIN);
  const points = cutPoints(body.slice(from, to))
    .map((p) => p + from)
    // Near a cut end of the window a date or price may show only in part: not trusted there.
    .filter(
      (p) =>
        (from === 0 || p >= from + CUT_MARGIN / 2) &&
        (to === body.length || p <= to - CUT_MARGIN / 2),
    );
  // Start a little before the match, at a permitted cut (or the beginning).
  const before = points.filter((p) => p < Math.max(0, at - 60)).pop();
  const start = before === undefined ? 0 : before + 1;
  let end = body.length;
  if (end - start > length) {
    const stop = points.filter((p) => p > at && p <= start + length).pop();
    end = stop ?? points.find((p) => p > at) ?? body.length;
  }
  const text = body.slice(start, end).trim();
  const lead = start > 0 ? '…' : '';
  return end < body.length ? `${lead}${text.replace(/[\s,;:–—-]+$/, '')}…` : `${lead}${text}`;
}
