import { useEffect } from 'react';
import { island } from '@/lib/island';
import { loadBeaconWhenConsented } from './beacon';
import { startMonitoringWhenConsented } from './monitoring';
import { usePageViews } from './page-views';

/** Consent-gated monitoring and personalisation, and page-view analytics, for the whole area. */
function ConsentEffects() {
  usePageViews();
  useEffect(() => {
    const stopMonitoring = startMonitoringWhenConsented();
    const stopBeacon = loadBeaconWhenConsented();
    return () => {
      stopMonitoring();
      stopBeacon();
    };
  }, []);
  return null;
}

/** The same on a reading page, where the page itself is not alive (lib/island.tsx). */
export const ConsentEffectsIsland = island('consent-effects', ConsentEffects);
