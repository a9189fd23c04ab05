import type { NavigateFunction } from 'react-router-dom';
import { BASENAME } from '@/config/paths';
import { browser } from '@/lib/navigate-away';

/** A destination outside this area (another site, or another part of the provider's site). */
export const leavesArea = (destination: string) => !destination.startsWith(`${BASENAME}/`);

/** A destination from settings: inside the area by the router, anywhere else by the browser. */
export function goTo(
  destination: string,
  navigate: NavigateFunction,
  { replace = false }: { replace?: boolean } = {},
) {
  if (!leavesArea(destination)) {
    navigate(destination.slice(BASENAME.length), { replace });
  } else if (replace) browser.replace(destination);
  else browser.assign(destination);
}
