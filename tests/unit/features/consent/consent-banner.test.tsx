import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from '@/features/consent';
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
    </>,
  );

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
});
