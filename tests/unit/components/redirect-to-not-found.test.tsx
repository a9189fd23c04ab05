import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedirectToNotFound } from '@/components/redirect-to-not-found';
import { CONNECTION_RECHECK_MS } from '@/config/limits';
import { BASENAME } from '@/config/paths';
import { browser } from '@/lib/navigate-away';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

describe('unknown paths', () => {
  afterEach(() => setOnline(true));

  it('go to the page-not-found page', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderRoute(<RedirectToNotFound />, { path: '/no-such-page' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/page-not-found.html'));
  });

  it('with no connection give the emergency numbers here, and go on once back online', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    setOnline(false);
    renderRoute(<RedirectToNotFound />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: "You're offline" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    expect(replace).not.toHaveBeenCalled();
    setOnline(true);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/page-not-found.html'));
  });

  it('where the browser says it is online but the network does not answer, give the numbers here too', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    let answers = false;
    server.use(
      http.head(`*${BASENAME}/`, () =>
        answers ? new HttpResponse(null, { status: 200 }) : HttpResponse.error(),
      ),
    );
    renderRoute(<RedirectToNotFound />, { path: '/no-such-page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're offline" }),
    ).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    // The network answers again: on, at the next check.
    answers = true;
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/page-not-found.html'), {
      timeout: CONNECTION_RECHECK_MS * 2,
    });
  }, 20_000);
});
