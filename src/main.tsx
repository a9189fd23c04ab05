import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import { takeEarlyTaps } from './lib/early-taps';
import { APP_LIVE_ATTRIBUTE } from './lib/island';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root')!;

/** Taps again, once the page is live, buttons tapped before it was (early-taps.ts). */
let replayTaps = () => {};
function WhenLive() {
  useEffect(() => {
    // In a task of its own: React hydrates a part still to hydrate when it is tapped, but not
    // while it is running effects.
    setTimeout(replayTaps);
    root.setAttribute(APP_LIVE_ATTRIBUTE, '');
  }, []);
  return null;
}
const app = (
  <StrictMode>
    <App />
    <WhenLive />
  </StrictMode>
);

// A prerendered page arrives with its content in place: it is brought to life without being
// re-rendered. Any other page arrives as the shell (header, footer, loading; data-shell) and is
// rendered over it. Either way only once the code of what it shows is in (its page, the header's
// parts; lazy-with-preload.tsx): a prerendered page comes alive in one go, and a shell's first
// render is the page itself, asking for its data at once. Code that fails to load is the error
// boundary's to report. Buttons tapped on a prerendered page before then (noted by its loader) are
// tapped again once it is live. In a transition React renders in slices and gives the browser its
// turn between them, instead of holding the main thread for the whole page.
const prerendered = root.hasChildNodes() && !root.hasAttribute('data-shell');
const start = () => {
  replayTaps = takeEarlyTaps();
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
};
preloadRoute(window.location.pathname).then(start, start);

registerServiceWorker();
