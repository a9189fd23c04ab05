import Cookies from 'js-cookie';
import { env } from '@/config/env';
import { clearAllDrafts } from '@/lib/drafts';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { nextState, SIGNED_IN_STORAGE_KEYS, type SignInState } from './sign-in-state';

type Presence = 'both' | 'access' | 'identity' | 'none';

export const readTokens = () => ({
  accessToken: Cookies.get(env.VITE_ACCESS_TOKEN_COOKIE) ?? null,
  idToken: Cookies.get(env.VITE_ID_TOKEN_COOKIE) ?? null,
});

function read(): Presence {
  const { accessToken, idToken } = readTokens();
  if (accessToken && idToken) return 'both';
  if (accessToken) return 'access';
  return idToken ? 'identity' : 'none';
}

const cookiesOf = (p: Presence) => ({
  access: p === 'both' || p === 'access',
  identity: p === 'both' || p === 'identity',
});
export const stateOf = (p: Presence): SignInState => (p === 'both' ? 'signed-in' : 'signed-out');

/** Everything a signed-out customer must not leave behind in this browser. */
function forgetSignedInData() {
  for (const key of SIGNED_IN_STORAGE_KEYS) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
  clearAllDrafts();
  // Which help pages were rated can say what someone was dealing with (debt, a bereavement).
  sessionStorage.removeItem(STORAGE_KEYS.feedbackGiven);
  // So can what they searched for.
  sessionStorage.removeItem(STORAGE_KEYS.searchLedHere);
  sessionStorage.removeItem(STORAGE_KEYS.signedInHere);
}

/**
 * Signing out is usually a full page load (the sign-out address, then back here), so this page
 * never saw it happen: a tab that had the customer signed in and now finds no sign-in cookies
 * clears what they left before anything is shown. Runs once, when the app first reads the
 * cookies.
 */
function settleSignedInData(presence: Presence) {
  try {
    if (presence === 'both') sessionStorage.setItem(STORAGE_KEYS.signedInHere, '1');
    else if (sessionStorage.getItem(STORAGE_KEYS.signedInHere)) forgetSignedInData();
  } catch {
    // Storage blocked: nothing was kept, so nothing is left behind.
  }
}

/**
 * The sign-in cookies as an external store for useSyncExternalStore: read once, then rechecked
 * every 30 s (SPEC §9). Going from signed in to missing a cookie passes through signing-out,
 * which clears the stored keys and drafts before the customer is shown as signed out.
 */
let snapshot: Presence | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function recheck() {
  const previous = snapshot ?? read();
  const current = read();
  if (current === previous) return;
  if (nextState(stateOf(previous), cookiesOf(current)) === 'signing-out') forgetSignedInData();
  snapshot = current;
  settleSignedInData(current);
  listeners.forEach((l) => l());
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(recheck, env.VITE_COOKIE_RECHECK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
      snapshot = null;
    }
  };
}

export const getSnapshot = (): Presence => {
  if (snapshot === null) {
    snapshot = read();
    settleSignedInData(snapshot);
  }
  return snapshot;
};
/** Prerendered pages are built signed out; the browser's cookies take over on hydration. */
export const getServerSnapshot = (): Presence => 'none';

// At start, before any page reads a draft (the app's providers import this module).
if (typeof document !== 'undefined') settleSignedInData(read());
