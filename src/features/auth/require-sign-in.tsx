import { useEffect, useState, type ReactNode } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { IDLE_DEBOUNCE_MS } from '@/config/limits';
import { absolute } from '@/config/paths';
import { browser } from '@/lib/navigate-away';
import { readTokens } from './cookie-store';
import { useSession } from './session-provider';
import { gateFor, signInUrl } from './sign-in-state';
import './auth.css';

const WARNING_MS = 60 * 1000;

/** SPEC §4: signed-in pages sign out after 15 minutes idle, in any tab; we warn a minute before. */
function IdleLogout() {
  const [warning, setWarning] = useState(false);
  const timer = useIdleTimer({
    timeout: env.VITE_IDLE_TIMEOUT_MS,
    promptBeforeIdle: Math.min(WARNING_MS, env.VITE_IDLE_TIMEOUT_MS / 2),
    debounce: IDLE_DEBOUNCE_MS,
    crossTab: true,
    syncTimers: 200,
    onPrompt: () => setWarning(true),
    onActive: () => setWarning(false),
    onIdle: () => browser.assign(env.VITE_SIGN_OUT_URL),
  });
  if (!warning) return null;
  return (
    <div
      className="idle-warning"
      role="alertdialog"
      aria-labelledby="idle-title"
      aria-describedby="idle-text"
    >
      <h2 id="idle-title">Are you still there?</h2>
      <p id="idle-text">To keep your account safe, we&apos;ll sign you out in 1 minute.</p>
      <button
        type="button"
        className="button"
        // The dialog appears without warning; the button takes focus so the customer can answer at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onClick={() => {
          timer.activate();
          setWarning(false);
        }}
      >
        Stay signed in
      </button>
    </div>
  );
}

/** Pages that need sign-in (only deals, SPEC §6): both cookies, or off to sign in or out. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const { pathname } = useLocation();
  const t = readTokens();
  const gate = gateFor({ access: Boolean(t.accessToken), identity: Boolean(t.idToken) });
  const allowed = gate.kind === 'allow' && state === 'signed-in';
  const target =
    gate.kind === 'redirect' && gate.to === 'sign-out'
      ? env.VITE_SIGN_OUT_URL
      : signInUrl(env.VITE_SIGN_IN_URL, absolute(pathname));

  useEffect(() => {
    if (!allowed) browser.assign(target);
  }, [allowed, target]);

  if (!allowed) {
    return (
      <p role="status" className="page-width">
        Taking you to sign in…
      </p>
    );
  }
  return (
    <>
      <IdleLogout />
      {children}
    </>
  );
}
