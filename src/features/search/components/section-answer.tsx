import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';
import type { SearchHit, SearchSection } from '../engine';
import { sectionAnswerHtml } from '../section-text';
import { SectionAnswerView } from './section-answer-view';

/**
 * The section that answers the search, sanitised and shortened here in the browser: loaded, with
 * the sanitiser, only when a search has one.
 */
export default function SectionAnswer({ hit }: { hit: SearchHit & { section: SearchSection } }) {
  const { section } = hit;
  const html = useMemo(
    () => sectionAnswerHtml(section.html, sanitizeHtml, document),
    [section.html],
  );
  return (
    <SectionAnswerView
      title={hit.title}
      category={hit.category}
      label={hit.label}
      sectionId={section.id}
      heading={section.heading}
      html={html}
    />
  );
}
