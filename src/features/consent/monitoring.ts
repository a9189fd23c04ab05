import { env } from '@/config/env';
import { MONITORING_SESSION_SAMPLE_RATE } from '@/config/limits';
import { GROUPS, whenConsented } from './consent';
import { scrubEvent } from '@/lib/scrub';

let initialised = false;

/** Loads and starts Datadog RUM, once. The SDK is its own chunk, fetched only now. */
async function initialise() {
  if (initialised) return;
  initialised = true;
  try {
    const { datadogRum } = await import('@datadog/browser-rum');
    datadogRum.init({
      applicationId: env.VITE_DATADOG_APPLICATION_ID,
      clientToken: env.VITE_DATADOG_CLIENT_TOKEN,
      site: env.VITE_DATADOG_SITE,
      service: env.VITE_DATADOG_SERVICE,
      env: env.VITE_DATADOG_ENV,
      sessionSampleRate: MONITORING_SESSION_SAMPLE_RATE,
      sessionReplaySampleRate: env.VITE_DATADOG_REPLAY_SAMPLE_RATE,
      defaultPrivacyLevel: 'mask-user-input',
      trackUserInteractions: true,
      trackResources: true,
      trackLongTasks: true,
      ...(env.VITE_DATADOG_PROXY_URL ? { proxy: env.VITE_DATADOG_PROXY_URL } : {}),
      beforeSend: (event) => {
        scrubEvent(event as unknown as Record<string, unknown>);
        return true;
      },
    });
  } catch (error) {
    console.error('Datadog initialization error', error);
  }
}

/**
 * SPEC §1: monitoring starts only with performance consent (C0002); otherwise it waits for a
 * consent update and starts once. Without Datadog ids (local default) it never starts.
 */
export function startMonitoringWhenConsented() {
  if (!env.VITE_DATADOG_APPLICATION_ID || !env.VITE_DATADOG_CLIENT_TOKEN) return () => {};
  return whenConsented(
    GROUPS.performance,
    () => void initialise(),
    (error) => console.error('Datadog consent check error', error),
  );
}
