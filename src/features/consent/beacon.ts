import { env } from '@/config/env';
import { GROUPS, whenConsented } from './consent';

/** SPEC §1: the personalisation beacon loads only with targeting consent (C0004), once. */
export function loadBeaconWhenConsented() {
  if (!env.VITE_BEACON_URL) return () => {};
  return whenConsented(
    GROUPS.targeting,
    () => {
      const script = document.createElement('script');
      script.src = env.VITE_BEACON_URL;
      script.async = true;
      document.head.append(script);
    },
    (error) => console.error('Beacon consent check error', error),
  );
}
