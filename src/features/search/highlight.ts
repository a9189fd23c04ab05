export interface Segment {
  text: string;
  match: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits text into plain and matching segments for the matched terms (whole words that start with
 * a term), so highlighting is rendered as elements, never as injected HTML.
 */
export function highlight(text: string, terms: string[]): Segment[] {
  const words = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`\\b(${words.map(escape).join('|')})`, 'gi');
  const segments: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: m[0], match: true });
    last = start + m[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/**
 * A short extract around the first matched term: the description when it matches, else the body
 * text around the first match, else the description.
 */
export function snippet(description: string, body: string, terms: string[], length = 180): string {
  const lowered = terms.map((t) => t.toLowerCase());
  const firstIn = (text: string) => {
    const lower = text.toLowerCase();
    const positions = lowered
      .map((t) => lower.search(new RegExp(`\\b${escape(t)}`)))
      .filter((i) => i >= 0);
    return positions.length ? Math.min(...positions) : -1;
  };
  if (firstIn(description) >= 0 || lowered.length === 0) return description;
  const at = firstIn(body);
  if (at < 0) return description;
  const start = Math.max(0, body.lastIndexOf(' ', Math.max(0, at - 60)) + 1);
  const end = Math.min(body.length, start + length);
  const cut = body.slice(start, end).replace(/\s+\S*$/, '');
  return `${start > 0 ? '…' : ''}${cut}${end < body.length ? '…' : ''}`;
}
