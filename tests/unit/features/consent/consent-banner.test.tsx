import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { ConsentBanner, COOKIE_SETTINGS_ATTRIBUTE } from '@/features/consent';
import { currentChoice, saveConsent } from '@/features/consent/consent';
import { renderRoute } from '../../../support/render';

beforeEach(() => {
  // jsdom has no layout, so no ResizeObserver; the banner only reports its height with it.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  Cookies.remove('OptanonConsent', { path: '/' });
  Cookies.remove('OptanonAlertBoxClosed', { path: '/' });
});

/** The banner as the layout places it: before the page, whose main holds the page's heading. */
const renderBanner = () =>
  renderRoute(
    <>
      <ConsentBanner />
      <main id="main-content" tabIndex={-1}>
        <h1>Meters</h1>
        <Link to="/emergencies">Emergencies</Link>
      </main>
      <footer>
        <Link to="/cookies" {...{ [COOKIE_SETTINGS_ATTRIBUTE]: '' }}>
          Cookie settings
        </Link>
      </footer>
    </>,
  );
const banner = () => screen.queryByRole('region', { name: 'Cookies on Help & Support' });

describe('consent banner', () => {
  it('moves focus to the confirmation after "Reject all cookies"', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Reject all cookies' }));
    expect(screen.getByText("You've rejected additional cookies.")).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Accept all cookies' })).not.toBeInTheDocument();
  });

  it('moves focus to the confirmation after "Accept all cookies"', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(screen.getByText("You've accepted additional cookies.")).toHaveFocus();
  });

  it('moves focus to the confirmation after saving chosen cookies', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    await user.click(screen.getByLabelText(/^Performance cookies/));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(screen.getByText("You've saved your cookie choices.")).toHaveFocus();
  });

  it('hands focus to the page heading when the confirmation is hidden', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Reject all cookies' }));
    await user.click(screen.getByRole('button', { name: 'Hide cookie message' }));
    expect(
      screen.queryByRole('region', { name: 'Cookies on Help & Support' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('drops the confirmation on the next page', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(screen.getByRole('region', { name: 'Cookies on Help & Support' })).toHaveTextContent(
      "You've accepted additional cookies.",
    );
    await user.click(screen.getByRole('link', { name: 'Emergencies' }));
    expect(
      screen.queryByRole('region', { name: 'Cookies on Help & Support' }),
    ).not.toBeInTheDocument();
  });

  it('moves focus to the first choice when "Choose cookies" opens the choices', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    expect(screen.getByLabelText(/^Performance cookies/)).toHaveFocus();
    // The next Tab is the second choice, still inside the banner.
    await user.tab();
    expect(screen.getByLabelText(/^Targeting cookies/)).toHaveFocus();
  });
});

describe('cookie settings, after a choice was made', () => {
  it('opens the choices again from the footer, as they stand, with focus on the first', async () => {
    saveConsent({ performance: true, targeting: false });
    const { user } = renderBanner();
    expect(banner()).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cookie settings' }));
    // Not followed: the choices open where the visitor is.
    expect(screen.getByRole('heading', { level: 1, name: 'Meters' })).toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByLabelText(/^Performance cookies/)).toBeChecked();
    expect(screen.getByLabelText(/^Targeting cookies/)).not.toBeChecked();
    expect(screen.getByLabelText(/^Performance cookies/)).toHaveFocus();
  });

  it('withdraws a category at once, and remembers it', async () => {
    saveConsent({ performance: true, targeting: true });
    const { user } = renderBanner();
    await user.click(screen.getByRole('link', { name: 'Cookie settings' }));
    await user.click(screen.getByLabelText(/^Performance cookies/));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(screen.getByText("You've saved your cookie choices.")).toHaveFocus();
    expect(currentChoice()).toEqual({ performance: false, targeting: true });
  });

  it('closes unchanged on Escape, and gives the keyboard back to the link', async () => {
    saveConsent({ performance: false, targeting: false });
    const { user } = renderBanner();
    await user.click(screen.getByRole('link', { name: 'Cookie settings' }));
    expect(banner()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookie settings' })).toHaveFocus();
    expect(currentChoice()).toEqual({ performance: false, targeting: false });
  });

  it("opens OneTrust's own preference centre with the provider's consent platform", async () => {
    const toggle = vi.fn();
    env.VITE_CONSENT_PLATFORM = 'onetrust';
    window.OneTrust = { ToggleInfoDisplay: toggle };
    try {
      const { user } = renderBanner();
      await user.click(screen.getByRole('link', { name: 'Cookie settings' }));
      expect(toggle).toHaveBeenCalledTimes(1);
      expect(banner()).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Meters' })).toBeInTheDocument();
    } finally {
      env.VITE_CONSENT_PLATFORM = 'builtin';
      delete window.OneTrust;
    }
  });
});
