import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactSchema } from '@/api/schemas/built-in-content';
import { bankHolidays } from '@/content/bank-holidays';
import { confirmationContent } from '@/features/complaints/confirmation';
import { ComplaintDatesIsland } from '@/features/statements/components/complaint-dates';
import AccessibilityStatementPage from '@/features/statements/pages/accessibility-statement-page';
import ComplaintsProcedurePage from '@/features/statements/pages/complaints-procedure-page';
import { contactJson } from '../../../support/fixtures';
import { renderRoute } from '../../../support/render';

const contact = contactSchema.parse(contactJson);

describe('our complaints procedure', () => {
  const renderPage = () =>
    renderRoute(<ComplaintsProcedurePage />, { path: '/complaints-procedure' });

  it('says how to complain: online, and every way content/contact.json gives', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Our complaints procedure' }));
    expect(screen.getByRole('link', { name: 'Make a complaint online' })).toHaveAttribute(
      'href',
      '/make-a-complaint-select-type',
    );
    const other = screen.getByRole('region', { name: 'Other ways to complain' });
    for (const line of contact.phoneLines) {
      expect(within(other).getByRole('link', { name: line.number })).toBeInTheDocument();
    }
    expect(within(other).getByRole('region', { name: 'Relay UK' })).toBeInTheDocument();
  });

  it('names the 8 weeks, the deadlock letter and the Energy Ombudsman, free, independent and binding', () => {
    renderPage();
    const ombudsman = screen.getByRole('region', { name: /the Energy Ombudsman/ });
    expect(ombudsman).toHaveTextContent(/within 8 weeks/);
    expect(ombudsman).toHaveTextContent(/deadlock letter/);
    expect(ombudsman).toHaveTextContent(/free and independent/);
    expect(ombudsman).toHaveTextContent(/we must do what it decides if you accept its decision/);
    expect(
      within(ombudsman).getByRole('link', { name: "The Energy Ombudsman's website" }),
    ).toHaveAttribute('href', contact.ombudsman.website);
  });

  it('links the Citizens Advice rating, with no number while the provider has not set one', () => {
    renderPage();
    const rating = screen.getByRole('region', { name: 'How Citizens Advice rates us' });
    expect(
      within(rating).getByRole('link', { name: /star rating on the Citizens Advice website/ }),
    ).toHaveAttribute('href', contact.citizensAdvice.ratingPage);
    expect(rating).not.toHaveTextContent(/out of 5/);
  });

  it('sends for the annual complaints report to us while its address is not set, never a made-up link', () => {
    renderPage();
    const report = screen.getByRole('region', { name: 'Our annual complaints report' });
    expect(
      within(report)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/contact-us']);
  });

  it('leads to the Priority Services Register for help to complain', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Priority Services Register' })).toHaveAttribute(
      'href',
      '/my-account/priority-services-register',
    );
  });
});

describe('the dates on our complaints procedure', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    vi.useRealTimers();
  });

  it('say the days in the built page, and once alive the dates a confirmation sent today gives', () => {
    // Friday 18 December 2026 in London: the reply dates cross Christmas and the new year.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-18T10:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ComplaintDatesIsland />);
    expect(container).toHaveTextContent(/We aim to replywithin 7 days/);
    expect(container).toHaveTextContent(/We always replywithin 21 days/);
    expect(container).toHaveTextContent(/Energy Ombudsmanafter 8 weeks/);
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <ComplaintDatesIsland />);
    });
    const confirmation = confirmationContent('gas-and-electricity', '2026-12-18', bankHolidays);
    expect(confirmation.reply).toBe(
      'We aim to reply by Friday 25 December; by 8 January 2027 at the latest.',
    );
    expect(container).toHaveTextContent(/We aim to replyby Friday 25 December/);
    expect(container).toHaveTextContent(/We always replyby Friday 8 January 2027/);
    expect(confirmation.ombudsman).toMatch(/^If it isn't sorted by 12 February 2027,/);
    expect(container).toHaveTextContent(/Energy Ombudsmanfrom Friday 12 February 2027/);
    container.remove();
  });
});

describe('the accessibility statement', () => {
  const renderPage = () =>
    renderRoute(<AccessibilityStatementPage />, { path: '/accessibility-statement' });

  it('names the standard, how we test, what does not work yet, and is dated', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' }));
    expect(document.body).toHaveTextContent(/WCAG\) version 2\.2 at level AA/);
    expect(screen.getByRole('heading', { name: 'How we test these pages' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(
      /from 320 to 1280 pixels, with and\s+without Larger text/,
    );
    expect(
      screen.getByRole('heading', { name: 'What does not work well yet' }),
    ).toBeInTheDocument();
    expect(document.body).toHaveTextContent(/wrote this statement on 27 November 2026/);
  });

  it('says how to ask for another format, and where to go if we do not put it right', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { name: 'Ask for another format or report a problem' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our complaints procedure' })).toHaveAttribute(
      'href',
      '/complaints-procedure',
    );
    expect(
      screen.getByRole('link', { name: 'Equality and Human Rights Commission (EHRC)' }),
    ).toHaveAttribute('href', 'https://www.equalityhumanrights.com/');
    expect(
      screen.getByRole('link', { name: 'Equality Advisory and Support Service (EASS)' }),
    ).toHaveAttribute('href', 'https://www.equalityadvisoryservice.com/');
  });
});
