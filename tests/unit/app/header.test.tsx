import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_PATHS } from '@/config/content-paths';
import { headerJson } from '../../support/fixtures';
import { server } from '../../support/msw';
import { BASENAME } from '@/config/paths';

// The app keeps one query cache for the page's life: each test loads the header afresh.
beforeEach(() => {
  vi.resetModules();
});
const renderHeader = async () => {
  const { Header } = await import('@/app/layout/header');
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Header />
    </MemoryRouter>,
  );
  return user;
};
const quickLinks = () =>
  within(screen.getByRole('navigation', { name: 'Quick links' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the header', () => {
  it('has its quick links and menu from the built-in configuration when the published one cannot be fetched (offline)', async () => {
    server.use(http.get(`*${CONTENT_PATHS.header}`, () => HttpResponse.error()));
    const user = await renderHeader();
    await waitFor(
      () => expect(quickLinks()).toEqual(['Emergencies', 'Bills', 'Meter readings', 'Contact us']),
      { timeout: 5000 },
    );
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
        name: 'Boiler breakdowns',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Larger text' })).toBeInTheDocument();
  });

  it('takes the published configuration when it arrives', async () => {
    server.use(
      http.get(`*${CONTENT_PATHS.header}`, () =>
        HttpResponse.json({
          sections: [],
          'quick-links': [{ title: 'Winter advice', link: `${BASENAME}/emergencies` }],
        }),
      ),
    );
    await renderHeader();
    await waitFor(() => expect(quickLinks()).toEqual(['Winter advice']), { timeout: 5000 });
    // No sections published: no Menu button to open an empty menu.
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('goes from the Menu button straight into the menu, and Escape closes it back onto the button', async () => {
    server.use(
      http.get(`*${CONTENT_PATHS.header}`, () =>
        HttpResponse.json({ ...(headerJson as object), 'quick-links': [] }),
      ),
    );
    const user = await renderHeader();
    // Once the published configuration (no quick links) has taken over from the built-in one.
    await waitFor(() => expect(quickLinks()).toEqual([]), { timeout: 5000 });
    const menuButton = () => screen.getByRole('button', { name: 'Menu' });
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveFocus();
    await user.tab();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('Energy');
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(menuButton()).toHaveFocus();
  });
});
