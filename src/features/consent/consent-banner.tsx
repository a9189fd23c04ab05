import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { useLocation } from '@/lib/routing';
import { env } from '@/config/env';
import { island } from '@/lib/island';
import { whenMainHeading } from '@/lib/main-heading';
import {
  CONSENT_EVENT,
  consentDecided,
  COOKIE_SETTINGS_ATTRIBUTE,
  currentChoice,
  saveConsent,
} from './consent';
import { BANNER_HEIGHT_PROPERTY, CONSENT_PENDING_CLASS } from './consent-pending';
import './consent.css';

const decided = {
  subscribe(listener: () => void) {
    window.addEventListener(CONSENT_EVENT, listener);
    return () => window.removeEventListener(CONSENT_EVENT, listener);
  },
  get: () => consentDecided(),
  // Prerendered pages carry the banner, shown before any code only to a visitor who has not
  // chosen (consent-pending.ts); once alive it stays or goes by the cookie.
  server: () => false,
};

type Outcome = 'accepted' | 'rejected' | 'chosen';

/** What the banner says once the visitor has chosen (GOV.UK's confirmation message). */
const CONFIRMATION: Record<Outcome, string> = {
  accepted: "You've accepted additional cookies.",
  rejected: "You've rejected additional cookies.",
  chosen: "You've saved your cookie choices.",
};

/** The page's main heading takes focus when the banner goes, so focus is never lost to the page. */
const focusMainHeading = () =>
  whenMainHeading((h1) => {
    if (!h1) return;
    h1.tabIndex = -1;
    h1.focus();
  });

/**
 * The built-in consent banner for when no consent platform is configured (local mode). It stores
 * the choice as OneTrust would and fires the same event, so everything downstream behaves the same.
 * The layout renders it first in the page, after the skip link, so keyboard and screen-reader users
 * meet it before the page rather than after the footer. Once the visitor chooses, a confirmation
 * takes its place and focus, until they hide it or move to another page. With `inFlow` (the
 * Emergencies pages) it sits below the footer instead, so it never covers the advice.
 */
export function ConsentBanner({ inFlow = false }: { inFlow?: boolean }) {
  const hasDecided = useSyncExternalStore(decided.subscribe, decided.get, decided.server);
  const builtin = env.VITE_CONSENT_PLATFORM === 'builtin';
  // Opened again from a "Cookie settings" link, after a choice was made.
  const [reopened, setReopened] = useState(false);
  const open = builtin && (!hasDecided || reopened);
  const { pathname } = useLocation();
  const [choosing, setChoosing] = useState(false);
  const [performance, setPerformance] = useState(false);
  const [targeting, setTargeting] = useState(false);
  const [confirmed, setConfirmed] = useState<{ outcome: Outcome; on: string } | null>(null);
  const outcome = confirmed?.on === pathname ? confirmed.outcome : null;
  const visible = open || outcome !== null;
  const ref = useRef<HTMLElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  // Each time the choices open, the keyboard goes to the first of them.
  const [choicesOpened, setChoicesOpened] = useState(0);
  const openedFrom = useRef<HTMLElement | null>(null);

  // Before the next paint, in either runtime (entry-islands.tsx): the keyboard is never left on
  // the button that has just gone.
  useLayoutEffect(() => {
    if (outcome) messageRef.current?.focus();
  }, [outcome]);
  // Shown by the class on <html> (consent-pending.ts), kept in step with the visitor's choice;
  // before the focus moves into it (a hidden choice cannot take focus).
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(CONSENT_PENDING_CLASS, open);
  }, [open]);
  useLayoutEffect(() => {
    if (choicesOpened) firstChoiceRef.current?.focus();
  }, [choicesOpened]);

  // "Cookie settings" (every footer): a link to the cookies page, which once the page is alive
  // opens the choices here, as they stand, or OneTrust's own. Caught before the router's link.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>(`[${COOKIE_SETTINGS_ATTRIBUTE}]`)
          : null;
      if (!link) return;
      if (!builtin) {
        // OneTrust's preference centre; without its script the link goes to the cookies page.
        const toggle = window.OneTrust?.ToggleInfoDisplay;
        if (!toggle) return;
        event.preventDefault();
        toggle.call(window.OneTrust);
        return;
      }
      event.preventDefault();
      const choice = currentChoice();
      setPerformance(choice.performance);
      setTargeting(choice.targeting);
      setConfirmed(null);
      setChoosing(true);
      setReopened(true);
      openedFrom.current = link;
      setChoicesOpened((n) => n + 1);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [builtin]);

  // The banner floats over the foot of the page, so nothing moves when it appears. The page gets
  // room below its content, and focused controls scroll clear of it (WCAG 2.2 focus not obscured).
  useEffect(() => {
    const banner = ref.current;
    if (!visible || !banner) return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${banner.offsetHeight}px`),
    );
    observer.observe(banner);
    root.classList.add('has-consent-banner');
    return () => {
      observer.disconnect();
      root.classList.remove('has-consent-banner');
    };
  }, [visible]);
  if (!visible) return null;

  const decide = (choice: { performance: boolean; targeting: boolean }, result: Outcome) => {
    setConfirmed({ outcome: result, on: pathname });
    setReopened(false);
    saveConsent(choice);
  };
  // Opened again and closed unchanged (Escape): the choice stands, the keyboard goes back.
  const close = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !reopened) return;
    setReopened(false);
    setChoosing(false);
    openedFrom.current?.focus();
  };

  if (outcome) {
    return (
      <section
        className={inFlow ? 'consent-banner consent-banner--in-flow' : 'consent-banner'}
        aria-label="Cookies on Help & Support"
        ref={ref}
      >
        <div className="page-width consent-banner__confirmation">
          <p className="consent-banner__message" tabIndex={-1} ref={messageRef}>
            {CONFIRMATION[outcome]}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setConfirmed(null);
              focusMainHeading();
            }}
          >
            Hide cookie message
          </button>
        </div>
      </section>
    );
  }

  return (
    // Escape is a convenience: every choice has its button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={`consent-banner consent-banner--question${inFlow ? ' consent-banner--in-flow' : ''}`}
      aria-label="Cookies on Help & Support"
      ref={ref}
      onKeyDown={close}
    >
      <div className="page-width">
        <h2 className="consent-banner__title">Cookies on Help &amp; Support</h2>
        {/* One short paragraph and one row of buttons: on a phone the banner takes under a
            fifth of the screen, clear of the page's own answer (an emergency number). On a short
            screen (a small phone, 200% zoom, a phone on its side) the question alone, and the
            buttons' first words: at most a quarter of a 320x568 screen, with Larger text too. */}
        <p>
          <span className="consent-banner__long">
            Essential cookies keep this site working. With your permission we&apos;d also use
            cookies to improve it and show you relevant offers.
          </span>
          <span className="consent-banner__short">
            Can we use cookies for statistics and offers?
          </span>
        </p>
        {choosing && (
          <fieldset className="consent-banner__choices">
            <legend className="visually-hidden">Choose which cookies to accept</legend>
            <div className="checkbox">
              <input
                id="consent-performance"
                ref={firstChoiceRef}
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
            onClick={() => decide({ performance: true, targeting: true }, 'accepted')}
            aria-label="Accept all cookies"
          >
            {/* One run of text: the button lays out its children side by side. */}
            <span>
              Accept all
              <span className="consent-banner__long"> cookies</span>
            </span>
          </button>
          <button
            type="button"
            className="button"
            onClick={() => decide({ performance: false, targeting: false }, 'rejected')}
            aria-label="Reject all cookies"
          >
            {/* One run of text: the button lays out its children side by side. */}
            <span>
              Reject all
              <span className="consent-banner__long"> cookies</span>
            </span>
          </button>
          {choosing ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => decide({ performance, targeting }, 'chosen')}
            >
              Save my choices
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setChoosing(true);
                setChoicesOpened((n) => n + 1);
              }}
            >
              Choose cookies
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/** The banner, alive on its own on a reading page (lib/island.tsx). */
export const ConsentBannerIsland = island('consent-banner', ConsentBanner);
