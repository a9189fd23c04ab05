/**
 * What the islands have of react-router (the islands build puts this module in its place,
 * vite.islands.config.ts; code reaches it through lib/routing.ts). On a reading page the page is
 * the document: a link is a link and going somewhere is loading that page, where the whole app
 * takes over if the page needs it. So the islands need no router, only the few parts of its API
 * their components use, working on the document's address. Anything else imported from
 * react-router-dom fails the islands build.
 */
import {
  useCallback,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
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

/**
 * The address changes without a page load only by Back and Forward (popstate) and by an island
 * replacing its query (setSearchParams below, which says so with this event).
 */
const ADDRESS_CHANGED = 'islands:address';
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
};

type Location = { pathname: string; search: string; hash: string };
let last: { href: string; location: Location } | null = null;
/** The document's address inside the area, the same object while it does not change. */
function currentLocation(): Location {
  const { href, pathname, search, hash } = window.location;
  if (last?.href !== href) {
    const inside = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) : pathname;
    last = { href, location: { pathname: inside || '/', search, hash } };
  }
  return last.location;
}
/**
 * What the page was built for: its path, with no query or hash (the build cannot know them). An
 * island comes alive with this, so it matches its HTML, then renders again with the address.
 */
let built: Location | null = null;
function builtLocation(): Location {
  const { pathname } = currentLocation();
  if (built?.pathname !== pathname) built = { pathname, search: '', hash: '' };
  return built;
}

/** The document's address, inside the area (what react-router's useLocation gives). */
export function useLocation(): Location {
  return useSyncExternalStore(subscribe, currentLocation, builtLocation);
}

/** Going to an address inside the area: loading that page. */
export function useNavigate() {
  return (to: string) => browser.assign(inArea(to));
}

type SearchParamsInit = string | Record<string, string> | URLSearchParams;

/**
 * The query of the document's address, and a way to change it without loading the page (as
 * react-router's useSearchParams): `replace` replaces the history entry, else one is added.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit, options?: { replace?: boolean }) => void,
] {
  const { search } = useLocation();
  const set = useCallback((next: SearchParamsInit, options: { replace?: boolean } = {}) => {
    const query = new URLSearchParams(next).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (options.replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
    window.dispatchEvent(new Event(ADDRESS_CHANGED));
  }, []);
  return [new URLSearchParams(search), set];
}
