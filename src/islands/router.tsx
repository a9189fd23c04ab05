/**
 * What the islands have of react-router (the islands build puts this module in its place,
 * vite.islands.config.ts). On a reading page the page is the document: a link is a link and going
 * somewhere is loading that page, where the whole app takes over if the page needs it. So the
 * islands need no router, only the few parts of its API their components use, working on the
 * document's address. Anything else they import from react-router-dom fails the islands build.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { BASENAME } from '@/config/paths';
import { browser } from '@/lib/navigate-away';

/** An address inside the area (as the router writes it) as the document's. */
const inArea = (to: string) => (to === '/' ? BASENAME : `${BASENAME}${to}`);

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
}

/** react-router's Link as it renders: the same anchor, which the document follows. */
export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={inArea(to)} data-discover="true" {...rest}>
      {children}
    </a>
  );
}

/** The document's address, inside the area (what react-router's useLocation gives). */
export function useLocation() {
  const { pathname, search, hash } = window.location;
  const inside = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) : pathname;
  return { pathname: inside || '/', search, hash };
}

/** Going to an address inside the area: loading that page. */
export function useNavigate() {
  return (to: string) => browser.assign(inArea(to));
}
