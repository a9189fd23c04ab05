import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BASENAME } from '@/config/paths';

/**
 * Sanitised CMS markup. Links within the area are followed by the router, so moving between
 * articles does not reload the page.
 */
export function ArticleContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!href.startsWith(`${BASENAME}/`) || anchor?.target === '_blank') return;
    event.preventDefault();
    navigate(href.slice(BASENAME.length));
  };
  return (
    // The handler only upgrades clicks on real links to router navigation; links stay keyboard-operable.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
