import { SmartLink } from '@/components/smart-link';
import { BASENAME } from '@/config/paths';
import type { CtaItem } from '../data/types';

const href = (path: string) => (path.startsWith('/') ? `${BASENAME}${path}` : path);

/** Call-to-action cards some categories carry (book an engineer, smart products, debt help). */
export function CtaCards({ items }: { items: CtaItem[] }) {
  return (
    <ul className="cta-cards">
      {items.map((item) => (
        <li key={item.title} className="cta-card">
          <h2 className="cta-card__title">{item.title}</h2>
          <p>{item.description}</p>
          <SmartLink className="button" href={href(item.path)}>
            {item.button}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
