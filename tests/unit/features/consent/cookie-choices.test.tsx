import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { currentChoice, saveConsent } from '@/features/consent/consent';
import { CookieChoicesIsland } from '@/features/consent/cookie-choices';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  Cookies.remove('OptanonConsent', { path: '/' });
  Cookies.remove('OptanonAlertBoxClosed', { path: '/' });
});

/** The choices as the build writes them, then alive in the visitor's browser. */
function builtThenAlive() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CookieChoicesIsland />);
  document.body.append(container);
  const built = container.querySelector('form')!;
  act(() => {
    root = hydrateRoot(container, <CookieChoicesIsland />);
  });
  return { built, form: container.querySelector('form')! };
}

describe('the choices on the cookies page', () => {
  it('are unseen in the built page, which cannot know the choice, and keep their place', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CookieChoicesIsland />);
    const form = container.querySelector('form')!;
    expect(form).toHaveClass('cookie-choices--waiting');
    expect(form.querySelectorAll('input:disabled')).toHaveLength(4);
  });

  it('show the choice as it stands once alive, on the same elements', () => {
    saveConsent({ performance: false, targeting: true });
    const { built, form } = builtThenAlive();
    expect(form).toBe(built);
    expect(form).not.toHaveClass('cookie-choices--waiting');
    const performance = screen.getByRole('group', { name: 'Performance cookies' });
    expect(within(performance).getByLabelText('Do not use performance cookies')).toBeChecked();
    const targeting = screen.getByRole('group', { name: 'Targeting cookies' });
    expect(within(targeting).getByLabelText('Use targeting cookies')).toBeChecked();
  });

  it('save a change, which takes effect at once and is remembered', async () => {
    saveConsent({ performance: true, targeting: true });
    builtThenAlive();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Do not use performance cookies'));
    expect(currentChoice()).toEqual({ performance: true, targeting: true });
    await user.click(screen.getByRole('button', { name: 'Save cookie settings' }));
    expect(currentChoice()).toEqual({ performance: false, targeting: true });
    expect(screen.getByRole('status')).toHaveTextContent("You've saved your cookie settings.");
  });
});
