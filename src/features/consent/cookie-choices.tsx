import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { env } from '@/config/env';
import { island } from '@/lib/island';
import { CONSENT_EVENT, currentChoice, saveConsent } from './consent';

type Choice = ReturnType<typeof currentChoice>;
const NOTHING: Choice = { performance: false, targeting: false };

/** The choice as stored, kept in step with any change (the banner, OneTrust, another form). */
const stored = {
  subscribe(listener: () => void) {
    window.addEventListener(CONSENT_EVENT, listener);
    return () => window.removeEventListener(CONSENT_EVENT, listener);
  },
  // A string, so the same choice is the same snapshot.
  get: () => JSON.stringify(currentChoice()),
  // The built page cannot know the visitor's choice: the form waits, unseen, until it is alive.
  server: () => null,
};

/**
 * The choices on the cookies page, as they stand: change either and save. In the built page the
 * form holds its place unseen (no choice could be shown or saved without the page's code), so
 * nothing moves when it comes alive; without JavaScript the page says how else to choose.
 */
function BuiltInChoices() {
  const current = useSyncExternalStore(stored.subscribe, stored.get, stored.server);
  const [draft, setDraft] = useState<Choice | null>(null);
  const [saved, setSaved] = useState(false);
  const alive = current !== null;
  const shown: Choice = draft ?? (alive ? (JSON.parse(current) as Choice) : NOTHING);
  const change = (part: Partial<Choice>) => {
    setDraft({ ...shown, ...part });
    setSaved(false);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    saveConsent(shown);
    setDraft(null);
    setSaved(true);
  };
  return (
    <form
      className={alive ? 'cookie-choices' : 'cookie-choices cookie-choices--waiting'}
      onSubmit={save}
    >
      <Choices
        legend="Performance cookies"
        hint="How the site is used and how fast it is, so we can improve it."
        name="performance"
        on={shown.performance}
        disabled={!alive}
        onChange={(on) => change({ performance: on })}
      />
      <Choices
        legend="Targeting cookies"
        hint="Offers relevant to you."
        name="targeting"
        on={shown.targeting}
        disabled={!alive}
        onChange={(on) => change({ targeting: on })}
      />
      <button type="submit" className="button" disabled={!alive}>
        Save cookie settings
      </button>
      <p className="cookie-choices__saved" role="status">
        {saved ? "You've saved your cookie settings." : ''}
      </p>
    </form>
  );
}

/** Use or do not use one kind of cookie: two radios (the classes of components/fields.tsx). */
function Choices({
  legend,
  hint,
  name,
  on,
  disabled,
  onChange,
}: {
  legend: string;
  hint: string;
  name: string;
  on: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const hintId = `cookies-${name}-hint`;
  return (
    <fieldset className="fieldset cookie-choices__group" aria-describedby={hintId}>
      <legend className="fieldset__legend">{legend}</legend>
      <span className="field__hint" id={hintId}>
        {hint}
      </span>
      <div className="radios">
        {[true, false].map((value) => {
          const id = `cookies-${name}-${value ? 'yes' : 'no'}`;
          return (
            <div className="radio" key={id}>
              <input
                className="radio__input"
                id={id}
                type="radio"
                name={name}
                checked={on === value}
                disabled={disabled}
                onChange={() => onChange(value)}
              />
              <label className="radio__label" htmlFor={id}>
                {value ? `Use ${name} cookies` : `Do not use ${name} cookies`}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * With the provider's consent platform the choices are OneTrust's: a button opens its preference
 * centre (held unseen until the page is alive, like the form above).
 */
function OneTrustChoices() {
  const alive = useSyncExternalStore(
    stored.subscribe,
    () => true,
    () => false,
  );
  return (
    <p className={alive ? undefined : 'cookie-choices--waiting'}>
      <button
        type="button"
        className="button"
        disabled={!alive}
        onClick={() => window.OneTrust?.ToggleInfoDisplay?.()}
      >
        Change your cookie settings
      </button>
    </p>
  );
}

const CookieChoices = () =>
  env.VITE_CONSENT_PLATFORM === 'builtin' ? <BuiltInChoices /> : <OneTrustChoices />;

/** The choices, alive on their own on the cookies page (lib/island.tsx). */
export const CookieChoicesIsland = island('cookie-choices', CookieChoices);
