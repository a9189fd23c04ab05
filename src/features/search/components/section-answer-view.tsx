import { paths } from '@/config/paths';
import { sectionAnchor } from '@/lib/article-sections';
import { Link } from '@/lib/routing';

/** The article section that answers a search, as the search page shows it (its HTML ready). */
export interface SectionAnswerProps {
  title: string;
  category: string;
  label: string;
  sectionId: string;
  heading: string;
  /** Sanitised and shortened (section-text.ts). */
  html: string;
}

/**
 * The section of an article that answers the search, above the results: its own words from the
 * article (its steps as a list), shortened, and a link straight to the section's heading,
 * labelled with the article's title.
 */
export function SectionAnswerView({
  title,
  category,
  label,
  sectionId,
  heading,
  html,
}: SectionAnswerProps) {
  const to = `${paths.article(category, label)}#${sectionAnchor(sectionId)}`;
  return (
    <section className="section-answer" aria-labelledby="search-section-answer">
      <p className="section-answer__from">From “{title}”</p>
      <h2 id="search-section-answer" className="section-answer__title">
        {heading}
      </h2>
      <div className="section-answer__text" dangerouslySetInnerHTML={{ __html: html }} />
      <p className="section-answer__more">
        <Link to={to}>Read more in “{title}”</Link>
      </p>
    </section>
  );
}
