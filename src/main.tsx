import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages arrive with their content already in place: bring it to life without
// re-rendering it. Other pages are rendered here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

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
