import { env } from '@/config/env';
import { GROUPS, whenConsented } from './consent';

/**
 * SPEC §1: the personalisation beacon loads only with targeting consent (C0004), once. Withdrawn,
 * its script is taken out of the page (what it already ran cannot be undone), and it is not
 * loaded again, on this page or the next, until consent is given again.
 */
export function loadBeaconWhenConsented() {
  if (!env.VITE_BEACON_URL) return () => {};
  let script: HTMLScriptElement | null = null;
  return whenConsented(
    GROUPS.targeting,
    () => {
      script = document.createElement('script');
      script.src = env.VITE_BEACON_URL;
      script.async = true;
      document.head.append(script);
    },
    (error) => console.error('Beacon consent check error', error),
    () => {
      script?.remove();
      script = null;
    },
  );
}
