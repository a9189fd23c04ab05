import type { NavigateFunction } from 'react-router-dom';
import { BASENAME } from '@/config/paths';
import { browser } from '@/lib/navigate-away';

/** A destination from settings: inside the area by the router, anywhere else by the browser. */
export function goTo(
  destination: string,
  navigate: NavigateFunction,
  { replace = false }: { replace?: boolean } = {},
) {
  if (destination.startsWith(`${BASENAME}/`)) {
    navigate(destination.slice(BASENAME.length), { replace });
  } else if (replace) browser.replace(destination);
  else browser.assign(destination);
}
