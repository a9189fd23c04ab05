import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedirectToNotFound } from '@/components/redirect-to-not-found';
import { browser } from '@/lib/navigate-away';
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
});
