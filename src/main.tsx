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

// Prerendered pages arrive with their content already in place: bring it to life without
// re-rendering it. Other pages arrive as the shell (header, footer, loading), marked data-shell,
// and are rendered here over it.
// In a transition, React renders in slices and gives the browser its turn between them, instead
// of holding the main thread for the whole page: taps and scrolling stay responsive meanwhile.
const start = () =>
  startTransition(() => {
    if (root.hasChildNodes() && !root.hasAttribute('data-shell')) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
// The page's own code first, so its first render is the page itself and it asks for its data at
// once (lazy-with-preload.tsx). Code that fails to load is the page's error boundary's to report.
preloadRoute(window.location.pathname).then(start, start);

// Offline support (src/sw/sw.ts): the app shell and prerendered pages, emergencies among them,
// open with no connection. Registered after the page has loaded so it never competes with it.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, {
        scope: import.meta.env.BASE_URL,
        updateViaCache: 'none',
      })
      .catch((error: unknown) => {
        console.warn('Offline support is not available: ', error);
      });
  });
}
