import Cookies from 'js-cookie';
import { CLOSED_COOKIE } from './consent-pending';

/** OneTrust's cookie and event names; the built-in banner writes and fires the same. */
const CONSENT_COOKIE = 'OptanonConsent';
export const CONSENT_EVENT = 'OneTrustGroupsUpdated';

declare global {
  interface Window {
    /** OneTrust's script, in production (VITE_CONSENT_PLATFORM=onetrust): its preference centre. */
    OneTrust?: { ToggleInfoDisplay?: () => void };
  }
}

export const GROUPS = {
  necessary: 'C0001',
  performance: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
} as const;

/**
 * Active consent groups, read from OneTrust's own cookie ("groups=C0001:1,C0002:0,..."), never
 * from a page global that injected markup could clobber.
 */
export function parseConsentGroups(cookieValue: string | undefined): Set<string> {
  if (!cookieValue) return new Set();
  const params = new URLSearchParams(cookieValue);
  const groups = params.get('groups') ?? '';
  return new Set(
    groups
      .split(',')
      .map((g) => g.split(':'))
      .filter(([id, on]) => id && on === '1')
      .map(([id]) => id!),
  );
}

const activeGroups = () => parseConsentGroups(Cookies.get(CONSENT_COOKIE));
const hasConsent = (group: string) => activeGroups().has(group);
export const consentDecided = () => Boolean(Cookies.get(CLOSED_COOKIE));

/** The choice as it stands (nothing chosen yet: nothing beyond essential cookies). */
export function currentChoice(): { performance: boolean; targeting: boolean } {
  const groups = activeGroups();
  return { performance: groups.has(GROUPS.performance), targeting: groups.has(GROUPS.targeting) };
}

/**
 * Whether analytics (OneTrust's performance group, C0002) has consent now: what the app keeps
 * or sends about how the area is used (search gaps, issue 28) waits for it. A cookie that cannot
 * be read is no consent.
 */
export function analyticsConsented() {
  try {
    return hasConsent(GROUPS.performance);
  } catch {
    return false;
  }
}

/** Stores a choice the way OneTrust does and tells listeners, as OneTrust's event would. */
export function saveConsent(choice: { performance: boolean; targeting: boolean }) {
  const groups = [
    `${GROUPS.necessary}:1`,
    `${GROUPS.performance}:${choice.performance ? 1 : 0}`,
    `${GROUPS.functional}:0`,
    `${GROUPS.targeting}:${choice.targeting ? 1 : 0}`,
  ].join(',');
  const value = new URLSearchParams({ groups, datestamp: new Date().toISOString() }).toString();
  const options = { expires: 365, sameSite: 'lax' as const, path: '/' };
  Cookies.set(CONSENT_COOKIE, value, options);
  Cookies.set(CLOSED_COOKIE, new Date().toISOString(), options);
  const active = [...parseConsentGroups(value)];
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: active }));
}

/**
 * Runs `start` once, as soon as `group` has consent: now, or after a consent update. With `stop`,
 * consent is followed for as long as the page is open: a withdrawal runs `stop` at once (UK GDPR:
 * as easy to withdraw as to give), and consent given again runs `start` again.
 */
export function whenConsented(
  group: string,
  start: () => void,
  onError: (e: unknown) => void,
  stop?: () => void,
) {
  let started = false;
  const check = () => {
    let consented: boolean;
    try {
      consented = hasConsent(group);
    } catch (error) {
      onError(error);
      return;
    }
    if (consented === started) return;
    started = consented;
    if (consented) {
      if (!stop) window.removeEventListener(CONSENT_EVENT, check);
      start();
    } else {
      stop?.();
    }
  };
  window.addEventListener(CONSENT_EVENT, check);
  check();
  return () => window.removeEventListener(CONSENT_EVENT, check);
}

/**
 * "Cookie settings" in every footer: a link to the cookies page (which explains, and offers the
 * choices once alive), taken over once the page is alive to open the choices where the visitor is
 * (the built-in banner, or OneTrust's own). Links carrying this attribute.
 */
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings';
