import { startTransition, StrictMode, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import { replayTaps, takeEarlyTaps } from './lib/early-taps';

const root = document.getElementById('root')!;

/** Runs `then` once, when the tree it is rendered beside has come alive (renders nothing). */
function WhenLive({ then }: { then: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    then();
  }, [then]);
  return null;
}
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// In a transition React renders in slices and gives the browser its turn between them, instead of
// holding the main thread for the whole page: taps and scrolling stay responsive meanwhile.
if (root.hasChildNodes() && !root.hasAttribute('data-shell')) {
  // A prerendered page arrives with its content in place: bring it to life without re-rendering
  // it, once the code of what it shows is in (its page, the header's parts), so it comes alive in
  // one go. Buttons tapped before then (noted by the page's loader) are tapped again once it has.
  const hydrate = () => {
    const taps = takeEarlyTaps();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App />
          {/* In a task of its own: React hydrates a part still to hydrate when it is tapped, but not
              while it is running effects. */}
          <WhenLive then={() => setTimeout(() => replayTaps(taps))} />
        </StrictMode>,
      );
    });
  };
  preloadRoute(window.location.pathname).then(hydrate, hydrate);
} else {
  // Any other page arrives as the shell (header, footer, loading; data-shell) and is rendered over
  // it, after its own parts' code, so the first render is the page itself and it asks for its data
  // at once (lazy-with-preload.tsx). Code that fails to load is the error boundary's to report.
  const render = () =>
    startTransition(() => {
      createRoot(root).render(app);
    });
  preloadRoute(window.location.pathname).then(render, render);
}

// Offline support (src/sw/sw.ts): the app shell and prerendered pages, emergencies among them,
// open with no connection. Registered after the page has loaded so it never competes with it. A
// reading page asks for this code only after it has painted (scripts/after-paint.ts), by which
// time the page may well have finished loading.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, {
        scope: import.meta.env.BASE_URL,
        updateViaCache: 'none',
      })
      .catch((error: unknown) => {
        console.warn('Offline support is not available: ', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
