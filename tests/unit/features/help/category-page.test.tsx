import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import CategoryPage from '@/features/help/pages/category-page';
import { parseCmsDocument } from '@/lib/cms-document';
import { browser } from '@/lib/navigate-away';
import { sanitizeHtml } from '@/lib/sanitize';
import { articleHtml } from '../../../support/fixtures';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';
import { CONTENT_PATHS } from '@/config/content-paths';

const renderCategory = (id: string) =>
  renderRoute(<CategoryPage />, { path: `/${id}`, route: '/:category' });

describe('category page', () => {
  it('shows bills-and-payments with common questions, grouped links, campaign, Energy Trust and back to top', async () => {
    renderCategory('bills-and-payments');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bills and payments' }),
    ).toBeInTheDocument();
    const common = screen.getByRole('heading', { name: 'Common questions' }).closest('section')!;
    expect(
      within(common).getByRole('link', { name: 'How to read your energy bill' }),
    ).toHaveAttribute('href', '/bills-and-payments/understanding-your-bill');
    expect(screen.getByRole('region', { name: 'Paying' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Worried about energy bills? Three things that help' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Help from the British Gas Energy Trust' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to top' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await waitFor(() =>
      expect(document.title).toBe('Bills and payments - Help & Support - British Gas'),
    );
  });

  it('shows pay-as-you-go with the campaign panel but not the Energy Trust promotion', () => {
    renderCategory('pay-as-you-go');
    expect(
      screen.getByRole('heading', { name: 'Worried about energy bills? Three things that help' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Help from the British Gas Energy Trust' }),
    ).toBeNull();
  });

  it('shows meters as cards ending with the extra last-article card', () => {
    renderCategory('meters');
    const cards = screen
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('article-card'));
    expect(cards).toHaveLength(8);
    expect(
      within(cards.at(-1)!).getByRole('link', { name: 'Think your meter is faulty?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to top' })).toBeNull();
  });

  it('shows other categories as a bullet list with their call-to-action cards', () => {
    renderCategory('breakdowns');
    expect(screen.getByRole('link', { name: 'Topping up your boiler pressure' })).toHaveAttribute(
      'href',
      '/breakdowns/boiler-pressure',
    );
    expect(screen.getByRole('link', { name: 'Book a repair' })).toHaveAttribute(
      'href',
      '/appliances-and-engineers/book-an-engineer',
    );
  });

  it('shows the emergency numbers as phone links', () => {
    renderCategory('emergencies');
    expect(screen.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    expect(screen.getByRole('link', { name: '105' })).toHaveAttribute('href', 'tel:105');
    expect(screen.getByRole('link', { name: '0330 808 3880' })).toHaveAttribute(
      'href',
      'tel:03308083880',
    );
    expect(screen.getByRole('heading', { name: 'Electrical safety advice' })).toBeInTheDocument();
    for (const card of [
      'Boiler breakdown',
      'No supply on Pay As You Go',
      'Turning off your gas',
      'No heating or hot water',
      'Leaking pipes',
      'Power cut',
    ]) {
      expect(screen.getByRole('link', { name: card })).toBeInTheDocument();
    }
  });

  it('leads each emergency card to the section of its article that answers it', () => {
    renderCategory('emergencies');
    const card = (name: string) => screen.getByRole('link', { name }).getAttribute('href')!;
    expect(card('Turning off your gas')).toBe(
      '/emergencies/gas-leak#user-content-how-to-turn-off-your-gas',
    );
    expect(card('Boiler breakdown')).toBe(
      '/breakdowns/boiler-not-working#user-content-checks-to-try',
    );
    // Each fragment is the id the article's page gives that heading (sanitised, as built).
    for (const name of [
      'Boiler breakdown',
      'Turning off your gas',
      'No heating or hot water',
      'Power cut',
    ]) {
      const [path, fragment] = card(name).split('#');
      const [category, label] = path!.slice(1).split('/');
      const page = document.createElement('div');
      page.innerHTML = sanitizeHtml(parseCmsDocument(articleHtml(category!, label!)).bodyHtml);
      expect(page.querySelector(`[id="${fragment}"]`)?.tagName, name).toBe('H2');
    }
  });

  it('leads from Emergencies to the Priority Services Register', () => {
    renderCategory('emergencies');
    expect(
      screen.getByRole('link', { name: 'About the Priority Services Register' }),
    ).toHaveAttribute('href', '/my-account/priority-services-register');
  });

  it('sets the description meta from the category metadata', async () => {
    renderCategory('meters');
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
        /meter readings/,
      ),
    );
  });

  it('sends a category the metadata does not return to page-not-found', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    server.use(
      http.get(`*${CONTENT_PATHS.categoryMetadata}`, () =>
        HttpResponse.json({
          data: [{ id: 'bills-and-payments', attributes: { 'meta-description': 'Bills' } }],
        }),
      ),
    );
    renderCategory('meters');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/page-not-found.html'));
  });

  it('sends an unknown category to page-not-found', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderCategory('gardening');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/page-not-found.html'));
  });

  it('sends an external category to its own site', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderCategory('peaksave');
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('https://www.britishgas.co.uk/energy/peaksave.html'),
    );
  });
});
