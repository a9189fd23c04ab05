import { CONNECTION_RECHECK_MS } from '@/config/limits';
import { BASENAME } from '@/config/paths';

/**
 * Whether the area can reach its servers: the browser's word (`navigator.onLine`), corrected by
 * what the area's own requests meet. A browser can say it is online with no way through: a weak
 * signal, Wi-Fi with nothing behind it, and (Chromium 150) a page opened with no connection,
 * whose `navigator.onLine` is true. So a request that fails for want of a network (api/http.ts)
 * makes the area offline until the network answers again: the browser says it is back, or a
 * HEAD request for the area's address (which the service worker lets through to the network)
 * gets an answer, asked every CONNECTION_RECHECK_MS. A request answered from the service
 * worker's copies proves nothing, so only those two bring it back.
 */
let unreachable = false;
let recheck: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** One rule for the whole area: the browser's word, and what its requests met. */
export const isOnline = () => typeof window === 'undefined' || (navigator.onLine && !unreachable);

/** Asks the network itself, past the service worker's copies: any answer is a yes. */
async function networkAnswers() {
  try {
    const res = await fetch(`${BASENAME}/`, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(CONNECTION_RECHECK_MS),
    });
    // Until the request is over, so that a page leaving now (page-not-found) cuts off less of it.
    // Chromium still now and then reports that page's load as aborted; the redirect goes again
    // (RedirectToNotFound).
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function reachable() {
  if (!unreachable) return;
  unreachable = false;
  clearInterval(recheck);
  recheck = undefined;
  window.removeEventListener('online', reachable);
  notify();
}

/** A request met no network (not a slow one: a timeout says nothing of the connection). */
export function noteUnreachable() {
  if (unreachable) return;
  unreachable = true;
  window.addEventListener('online', reachable);
  recheck = setInterval(() => {
    void networkAnswers().then((yes) => yes && reachable());
  }, CONNECTION_RECHECK_MS);
  notify();
}

/**
 * Before something that needs the network and cannot come back if it has none (a whole-page
 * navigation): asks it now, and says what it found.
 */
export async function checkConnection() {
  if (!navigator.onLine) return false;
  const yes = await networkAnswers();
  if (yes) reachable();
  else noteUnreachable();
  return yes;
}

/**
 * Whether a request failed because the customer has no connection, rather than because of us: it
 * met no network, and the network does not answer now either. A connection dropped on the way
 * (the request may even have reached us) is ours to say sorry for; no network at all is theirs to
 * know, so they can send again once back.
 */
export async function failedForWantOfNetwork(error: unknown) {
  return error instanceof TypeError && !(await checkConnection());
}

/** Called when the area goes on or off line, by the browser's word or by its requests'. */
export function subscribeConnection(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
