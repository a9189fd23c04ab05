import { firstWords } from './highlight';

/** About this many words of the section are shown, then "Read more". */
const ANSWER_WORDS = 60;
/** Whole paragraphs and steps are kept up to this many words, rather than cut mid-step. */
const ANSWER_WORDS_MOST = 75;

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** What is shown of a section, one by one: each paragraph, and each step of a list. */
const partsOf = (root: Element) =>
  [...root.children].flatMap((el) =>
    el.tagName === 'UL' || el.tagName === 'OL' ? [...el.children] : [el],
  );

/** Cuts an element's text after `max` words (never inside a number), dropping what follows. */
function cutText(el: Element, max: number) {
  // NodeFilter.SHOW_TEXT, by its value: the server's document (jsdom) has no global for it.
  const walker = el.ownerDocument.createTreeWalker(el, 4);
  let left = max;
  let node = walker.nextNode() as Text | null;
  const after: Node[] = [];
  while (node) {
    if (left <= 0) after.push(node);
    else {
      const n = countWords(node.data);
      if (n > left) node.data = firstWords(node.data, left).text;
      left -= n;
    }
    node = walker.nextNode() as Text | null;
  }
  after.forEach((n) => n.parentNode?.removeChild(n));
}

/**
 * The first paragraphs and steps of a section, whole, up to about ANSWER_WORDS words: a step that
 * would go past ANSWER_WORDS_MOST is left for "Read more"; a first paragraph longer than that is
 * cut with an ellipsis. Lists stay lists.
 */
function shorten(root: Element) {
  let total = 0;
  let full = true;
  for (const part of partsOf(root)) {
    const n = countWords(part.textContent ?? '');
    if (!full) part.remove();
    else if (total + n <= ANSWER_WORDS_MOST) total += n;
    else if (total === 0) {
      cutText(part, ANSWER_WORDS);
      full = false;
    } else {
      part.remove();
      full = false;
    }
  }
  root.querySelectorAll('ul, ol').forEach((list) => {
    if (list.children.length === 0) list.remove();
  });
}

/**
 * What the search page shows of a section that answers the search: its HTML sanitised (the
 * hardened configuration, at the page's address), then shortened. In the browser, and on the
 * server that answers the search before the page's code runs (server/search-page.ts).
 */
export function sectionAnswerHtml(
  html: string,
  sanitize: (html: string) => string,
  doc: Document,
): string {
  const box = doc.createElement('div');
  box.innerHTML = sanitize(html);
  shorten(box);
  return box.innerHTML;
}
