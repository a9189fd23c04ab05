import { Fragment } from 'react';

/** A UK number written in its groups ("0800 111 999", "03069 990192"), as the pages show them. */
const GROUPED_NUMBER = /\b0\d{2,4}(?:[ \u00a0]\d{3,6}){1,2}\b/g;

/**
 * Text in which each phone number is kept as one (base.css's `.phone-number`): whole on one line
 * wherever a line can hold it, not split between its groups at a line's end as plain words are
 * (a search result's words, issue 50).
 */
export function WholeNumbers({ text }: { text: string }) {
  const parts: (string | { number: string })[] = [];
  let from = 0;
  for (const match of text.matchAll(GROUPED_NUMBER)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ number: match[0] });
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return text || null;
  if (from < text.length) parts.push(text.slice(from));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <span key={i} className="phone-number">
            {part.number}
          </span>
        ),
      )}
    </>
  );
}
