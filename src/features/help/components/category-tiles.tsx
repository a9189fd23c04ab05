import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import type { CategorySummary } from '../data/types';

/** An external tile's title: its last word keeps the external-link mark beside it. */
function ExternalTitle({ title }: { title: string }) {
  const at = title.lastIndexOf(' ') + 1;
  return (
    <>
      {title.slice(0, at)}
      <span className="tile__last-word">
        {title.slice(at)}
        <Icon name="external" size={18} className="tile__external" />
      </span>
      <span className="visually-hidden"> (opens another of our websites)</span>
    </>
  );
}

function TileBody({ category }: { category: CategorySummary }) {
  return (
    <>
      <Icon name={category.decoration} size={36} className="tile__icon" />
      <span className="tile__title">
        {category.externalLink ? <ExternalTitle title={category.title} /> : category.title}
      </span>
      <span className="tile__description">{category.description}</span>
    </>
  );
}

/** SPEC §2: help-category tiles; external categories are marked and are plain links out. */
export function CategoryTiles({ categories }: { categories: CategorySummary[] }) {
  return (
    <ul className="tiles">
      {categories.map((c) => (
        <li key={c.id}>
          {c.externalLink ? (
            <a className="tile" href={c.link} rel="noopener noreferrer">
              <TileBody category={c} />
            </a>
          ) : (
            <Link className="tile" to={c.link}>
              <TileBody category={c} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
