/**
 * Offline support (src/sw/sw.ts): the app shell and prerendered pages, emergencies among them,
 * open with no connection. Registered after the page has loaded so it never competes with it. A
 * reading page asks for its code only after it has painted (scripts/build/after-paint.ts), by which
 * time the page may well have finished loading. Both entries register it (main.tsx, islands).
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
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
