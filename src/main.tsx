import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/routes';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// In a transition React renders in slices and gives the browser its turn between them, instead of
// holding the main thread for the whole page: taps and scrolling stay responsive meanwhile.
if (root.hasChildNodes() && !root.hasAttribute('data-shell')) {
  // A prerendered page arrives with its content in place: bring it to life without re-rendering
  // it. Parts whose code is still loading stay as the HTML shows them until it arrives.
  startTransition(() => {
    hydrateRoot(root, app);
  });
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
