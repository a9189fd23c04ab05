import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import type { CategorySummary } from '../data/types';

function TileBody({ category }: { category: CategorySummary }) {
  return (
    <>
      <Icon name={category.decoration} size={36} className="tile__icon" />
      <span className="tile__title">
        {category.title}
        {category.externalLink && (
          <>
            <Icon name="external" size={18} className="tile__external" />
            <span className="visually-hidden"> (opens another of our websites)</span>
          </>
        )}
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
