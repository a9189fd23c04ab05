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

// Offline support: precached pages (emergencies among them) open with no connection.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/help-and-support/sw.js', { scope: '/help-and-support/' })
      .catch((error: unknown) => {
        console.warn('Service worker not registered', error);
      });
  });
}
