import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import type { ArticleLink, CategoryData } from '../data/types';

function ArticleAnchor({ link }: { link: ArticleLink }) {
  return link.externalLink ? (
    <a href={link.link} rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <Link to={link.link}>{link.label}</Link>
  );
}

/** bills-and-payments, my-account, pay-as-you-go: common questions, grouped link cards, back to top. */
export function GroupedLayout({ data }: { data: CategoryData }) {
  return (
    <>
      {data.commonQuestions && (
        <section aria-labelledby="common-questions">
          <h2 id="common-questions">Common questions</h2>
          <ul className="question-cards">
            {data.commonQuestions.map((q) => (
              <li key={q.link} className="question-card">
                <Icon name={q.image} size={32} className="question-card__icon" />
                <span className="pill">{q.pill}</span>
                <h3 className="question-card__title">
                  <Link to={q.link} className="card-link">
                    {q.title}
                  </Link>
                </h3>
                <p>{q.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.allArticles && (
        <section aria-labelledby="all-articles">
          <h2 id="all-articles">{data.allArticlesTitle ?? 'All articles'}</h2>
          <div className="link-groups">
            {data.allArticles.map((group) => (
              <section key={group.title} className="link-group" aria-label={group.title}>
                <h3>{group.title}</h3>
                <ul>
                  {group.articleLinks.map((l) => (
                    <li key={l.link}>
                      <ArticleAnchor link={l} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      )}
      <p className="back-to-top">
        <a href="#main-content">Back to top</a>
      </p>
    </>
  );
}

/** meters: a card per article, then the extra last-article card. */
export function CardsLayout({ data }: { data: CategoryData }) {
  return (
    <section aria-labelledby="category-articles">
      <h2 id="category-articles">{data.articlesTitle ?? 'Articles'}</h2>
      <ul className="article-cards">
        {data.articles?.map((a) => (
          <li key={a.path} className="article-card">
            <Link to={a.path} className="card-link">
              {a.label}
            </Link>
          </li>
        ))}
        {data.lastArticle && (
          <li className="article-card article-card--last">
            <Icon name={data.lastArticle.image} size={32} />
            <h3 className="article-card__title">
              <Link to={data.lastArticle.link} className="card-link">
                {data.lastArticle.title}
              </Link>
            </h3>
            <p>{data.lastArticle.description}</p>
          </li>
        )}
      </ul>
    </section>
  );
}

/** Other categories: a bullet list of articles. */
export function ListLayout({ data }: { data: CategoryData }) {
  return (
    <section aria-labelledby="category-articles">
      <h2 id="category-articles">{data.articlesTitle ?? 'Articles'}</h2>
      <ul className="article-list">
        {data.articles?.map((a) => (
          <li key={a.path}>
            {a.externalLink ? (
              <a href={a.path} rel="noopener noreferrer">
                {a.label}
              </a>
            ) : (
              <Link to={a.path}>{a.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
