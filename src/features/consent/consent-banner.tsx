import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { env } from '@/config/env';
import { CONSENT_EVENT, consentDecided, saveConsent } from './consent';
import './consent.css';

const decided = {
  subscribe(listener: () => void) {
    window.addEventListener(CONSENT_EVENT, listener);
    return () => window.removeEventListener(CONSENT_EVENT, listener);
  },
  get: () => consentDecided(),
  // Prerendered pages carry no banner; it appears, if needed, once the page is live.
  server: () => true,
};

/**
 * The built-in consent banner for when no consent platform is configured (local mode). It stores
 * the choice as OneTrust would and fires the same event, so everything downstream behaves the same.
 */
export function ConsentBanner() {
  const hasDecided = useSyncExternalStore(decided.subscribe, decided.get, decided.server);
  const open = env.VITE_CONSENT_PLATFORM === 'builtin' && !hasDecided;
  const [choosing, setChoosing] = useState(false);
  const [performance, setPerformance] = useState(false);
  const [targeting, setTargeting] = useState(false);
  const ref = useRef<HTMLElement>(null);

  // The banner floats over the foot of the page, so nothing moves when it appears. The page gets
  // room below its content, and focused controls scroll clear of it (WCAG 2.2 focus not obscured).
  useEffect(() => {
    const banner = ref.current;
    if (!open || !banner) return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`),
    );
    observer.observe(banner);
    root.classList.add('has-consent-banner');
    return () => {
      observer.disconnect();
      root.classList.remove('has-consent-banner');
    };
  }, [open]);
  if (!open) return null;

  const decide = (choice: { performance: boolean; targeting: boolean }) => saveConsent(choice);

  return (
    <section className="consent-banner" aria-label="Cookies on Help & Support" ref={ref}>
      <div className="page-width">
        <h2 className="consent-banner__title">Cookies on Help &amp; Support</h2>
        {/* One short paragraph and one row of buttons: on a phone the banner takes under a
            third of the screen, so it never hides the page's own answer (an emergency number). */}
        <p>
          Essential cookies keep this site working. With your permission we&apos;d also use cookies
          to improve it and show you relevant offers.
        </p>
        {choosing && (
          <fieldset className="consent-banner__choices">
            <legend className="visually-hidden">Choose which cookies to accept</legend>
            <div className="checkbox">
              <input
                id="consent-performance"
                type="checkbox"
                checked={performance}
                onChange={(e) => setPerformance(e.target.checked)}
              />
              <label htmlFor="consent-performance">
                Performance cookies: how the site is used and how fast it is
              </label>
            </div>
            <div className="checkbox">
              <input
                id="consent-targeting"
                type="checkbox"
                checked={targeting}
                onChange={(e) => setTargeting(e.target.checked)}
              />
              <label htmlFor="consent-targeting">Targeting cookies: offers relevant to you</label>
            </div>
          </fieldset>
        )}
        <div className="consent-banner__actions">
          <button
            type="button"
            className="button"
            onClick={() => decide({ performance: true, targeting: true })}
          >
            Accept all cookies
          </button>
          <button
            type="button"
            className="button"
            onClick={() => decide({ performance: false, targeting: false })}
          >
            Reject all cookies
          </button>
          {choosing ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => decide({ performance, targeting })}
            >
              Save my choices
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setChoosing(true)}
            >
              Choose cookies
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
