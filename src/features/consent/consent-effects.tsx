import { useEffect } from 'react';
import { loadBeaconWhenConsented } from './beacon';
import { startMonitoringWhenConsented } from './monitoring';
import { usePageViews } from './page-views';

/** Consent-gated monitoring and personalisation, and page-view analytics, for the whole area. */
export function ConsentEffects() {
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
