import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenPageLive } from './app/layout/layout';
import { preloadRoute } from './app/app-routes';
import { takeEarlyTaps } from './lib/early-taps';
import { APP_LIVE_ATTRIBUTE } from './lib/island';
import { registerServiceWorker } from './lib/register-service-worker';

const root = document.getElementById('root')!;

// Each path change starts at the top (SPEC §2, app/layout/use-route-change.ts), Back and Forward
// too: left to the browser, it puts a page back where it was left after the app has drawn it, so
// Back to a form that now says "You've already sent this" opened at the foot of the long form it
// replaced, off the notice. Reading pages (their own documents) keep the browser's way.
history.scrollRestoration = 'manual';

/** Taps again, once the page is live, buttons tapped and forms sent before it was (early-taps.ts). */
let replayTaps = () => {};
whenPageLive(() => {
  if (root.hasAttribute(APP_LIVE_ATTRIBUTE)) return;
  // In a task of its own: React hydrates a part still to hydrate when it is tapped, but not
  // while it is running effects.
  setTimeout(replayTaps);
  root.setAttribute(APP_LIVE_ATTRIBUTE, '');
});
const app = (
  <StrictMode>
    <App />
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
