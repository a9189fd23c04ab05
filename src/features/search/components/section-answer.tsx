import { useMemo } from 'react';
import { paths } from '@/config/paths';
import { sectionAnchor } from '@/lib/article-sections';
import { Link } from '@/lib/router';
import { sanitizeHtml } from '@/lib/sanitize';
import type { SearchHit, SearchSection } from '../engine';
import { firstWords } from '../highlight';

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
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
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
 * The section of an article that answers the search, above the results: its own words from the
 * article (sanitised with the hardened configuration, its steps as a list), shortened, and a link
 * straight to the section's heading, labelled with the article's title.
 */
export default function SectionAnswer({ hit }: { hit: SearchHit & { section: SearchSection } }) {
  const { section } = hit;
  const html = useMemo(() => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(section.html);
    shorten(box);
    return box.innerHTML;
  }, [section.html]);
  const to = `${paths.article(hit.category, hit.label)}#${sectionAnchor(section.id)}`;
  return (
    <section className="section-answer" aria-labelledby="search-section-answer">
      <p className="section-answer__from">From “{hit.title}”</p>
      <h2 id="search-section-answer" className="section-answer__title">
        {section.heading}
      </h2>
      <div className="section-answer__text" dangerouslySetInnerHTML={{ __html: html }} />
      <p className="section-answer__more">
        <Link to={to}>Read more in “{hit.title}”</Link>
      </p>
    </section>
  );
}
