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
 * A short extract around the first matched word: the description when it matches, else the body
 * text around the first match, else the description.
 */
export function snippet(description: string, body: string, terms: string[], length = 180): string {
  const first = (text: string) => matches(text, terms).next().value?.start ?? -1;
  if (terms.length === 0 || first(description) >= 0) return description;
  const at = first(body);
  if (at < 0) return description;
  const start = Math.max(0, body.lastIndexOf(' ', Math.max(0, at - 60)) + 1);
  const end = Math.min(body.length, start + length);
  const cut = body.slice(start, end).replace(/\s+\S*$/, '');
  return `${start > 0 ? '…' : ''}${cut}${end < body.length ? '…' : ''}`;
}
