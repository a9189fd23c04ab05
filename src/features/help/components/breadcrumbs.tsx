import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  to?: string;
}

/** Help & Support > Category > Article. The current page is the last item, not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {items.map((c) => (
          <li key={c.label}>
            {c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
