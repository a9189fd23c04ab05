import Cookies from 'js-cookie';
import { env } from '@/config/env';
import { MONITORING_SESSION_SAMPLE_RATE } from '@/config/limits';
import { GROUPS, whenConsented } from './consent';
import { scrubEvent } from '@/lib/scrub';

type DatadogRum = (typeof import('@datadog/browser-rum'))['datadogRum'];

/**
 * What the Datadog RUM SDK keeps in the visitor's browser: its session cookie (`_dd_s_v2`, and
 * `_dd_s` from its earlier versions), or the same in localStorage where cookies are refused.
 */
export const DATADOG_SESSION_KEYS = ['_dd_s_v2', '_dd_s'] as const;

let sdk: Promise<DatadogRum | null> | null = null;

/** Loads and starts Datadog RUM, once a page. The SDK is its own chunk, fetched only now. */
async function load(): Promise<DatadogRum | null> {
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
    return datadogRum;
  } catch (error) {
    console.error('Datadog initialization error', error);
    return null;
  }
}

/** Consent given again on the same page: the SDK already started takes up a new session. */
const resume = () => {
  if (!sdk) {
    sdk = load();
    return;
  }
  void sdk.then((rum) => rum?.setTrackingConsent('granted'));
};

/**
 * Consent withdrawn: the SDK (started on this page) stops collecting and sending at once and
 * ends its session, and what it kept in the browser goes. On the next page it is not loaded.
 */
const withdraw = () => {
  forgetSession();
  void sdk?.then((rum) => {
    if (!rum) return;
    rum.setTrackingConsent('not-granted');
    // The SDK then writes its session as expired, under a Web Lock named after its cookie; ours,
    // asked for next, is granted once that write is done (without locks: a task later).
    if (navigator.locks) {
      void navigator.locks.request(DATADOG_SESSION_KEYS[0], forgetSession).catch(forgetSession);
    } else {
      setTimeout(forgetSession, 0);
    }
  });
};

function forgetSession() {
  for (const key of DATADOG_SESSION_KEYS) {
    Cookies.remove(key, { path: '/' });
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage refused: nothing was kept there either.
    }
  }
}

/**
 * SPEC §1: monitoring starts only with performance consent (C0002); otherwise it waits for a
 * consent update and starts once. A withdrawal stops it at once. Without Datadog ids (local
 * default) it never starts.
 */
export function startMonitoringWhenConsented() {
  if (!env.VITE_DATADOG_APPLICATION_ID || !env.VITE_DATADOG_CLIENT_TOKEN) return () => {};
  return whenConsented(
    GROUPS.performance,
    resume,
    (error) => console.error('Datadog consent check error', error),
    withdraw,
  );
}
