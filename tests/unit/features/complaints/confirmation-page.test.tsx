import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ConfirmationPage from '@/features/complaints/pages/confirmation-page';
import DetailsPage from '@/features/complaints/pages/details-page';
import FeedbackPage from '@/features/complaints/pages/feedback-page';
import QueryPage from '@/features/complaints/pages/query-page';
import { draftKeys } from '@/lib/drafts';
import { givenDetails } from '../../../support/leads';
import { server } from '../../../support/msw';
import { renderRoute, testQueryClient } from '../../../support/render';

const details = { ...givenDetails, querySubtype: 'Pay As You Go' };

/** The browser's own Back button, which no page draws. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

/** The area's routes with a history of pages already visited, the last one open. */
const renderHistory = (entries: string[]) =>
  ({
    user: userEvent.setup(),
    ...render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <BrowserBack />
          <Routes>
            <Route path="/" element={<h1>Help &amp; Support home</h1>} />
            <Route path="/complaints/feedback" element={<FeedbackPage />} />
            <Route path="/complaints/:complaint" element={<DetailsPage />} />
            <Route path="/complaints/:complaint/query" element={<QueryPage />} />
            <Route path="/confirmation" element={<ConfirmationPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  }) as const;

describe('confirmation of a complaint', () => {
  const renderConfirmation = (origin: string) => {
    sessionStorage.setItem(
      draftKeys.confirmation(),
      JSON.stringify({ origin, reference: 'HS-TEST1234', email: 'sam@example.com' }),
    );
    return renderRoute(<ConfirmationPage />, { path: '/confirmation' });
  };

  it('links to our complaints procedure, on a line of its own under its heading', () => {
    renderConfirmation('gas-and-electricity');
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'If you are not happy with our reply',
    });
    const link = screen.getByRole('link', { name: 'Our complaints procedure' });
    expect(link).toHaveAttribute('href', '/make-a-complaint-select-type');
    expect(link.parentElement).toHaveTextContent(/^Our complaints procedure$/);
    expect(heading.nextElementSibling).toBe(link.parentElement);
  });

  it('has no complaints procedure link for an enquiry', () => {
    renderConfirmation('enquiry-gas-and-electricity');
    expect(screen.queryByRole('link', { name: 'Our complaints procedure' })).toBeNull();
  });
});

describe('confirmation opened with nothing sent in this tab', () => {
  it('says what the page is and what to do, instead of quietly going elsewhere', async () => {
    renderRoute(
      <Routes>
        <Route path="/" element={<h1>Help &amp; Support home</h1>} />
        <Route path="/confirmation" element={<ConfirmationPage />} />
      </Routes>,
      { path: '/confirmation' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: "We can't show this confirmation" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/We can only show it in the browser tab you sent your message from\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'make a complaint' })).toHaveAttribute(
      'href',
      '/make-a-complaint-select-type',
    );
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(document.title).toBe("We can't show this confirmation - Help & Support - British Gas"),
    );
    expect(screen.queryByRole('heading', { name: 'Help & Support home' })).toBeNull();
  });
});

describe('Back from the confirmation', () => {
  it('shows the complaint as sent, not an empty form, until the customer sends another', async () => {
    sessionStorage.setItem(draftKeys.details('pay-as-you-go'), JSON.stringify(details));
    let posts = 0;
    server.use(
      http.post('*/v1/leads', () => {
        posts += 1;
        return HttpResponse.json({ data: { type: 'leads', id: 'HS-TEST1234' } }, { status: 201 });
      }),
    );
    const { user } = renderHistory([
      '/complaints/pay-as-you-go',
      '/complaints/pay-as-you-go/query',
    ]);
    await user.type(
      screen.getByRole('textbox', { name: 'Tell us about your complaint' }),
      'No top-up arrived',
    );
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByRole('heading', { level: 1, name: 'Your complaint has been sent' });

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You've already sent this complaint" }),
    ).toBeInTheDocument();
    expect(screen.getByText('HS-TEST1234')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See your confirmation again' })).toHaveAttribute(
      'href',
      '/confirmation',
    );

    await user.click(screen.getByRole('button', { name: 'Send another complaint' }));
    expect(screen.getByRole('heading', { level: 1, name: 'A bit about you' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(posts).toBe(1);
  });

  it('shows the credit-use request as sent on the first feedback page', async () => {
    sessionStorage.setItem(
      draftKeys.confirmation(),
      JSON.stringify({ origin: 'feedback', reference: 'HS-FEED2345', email: 'sam@example.com' }),
    );
    renderHistory(['/complaints/feedback']);
    expect(
      screen.getByRole('heading', { level: 1, name: "You've already sent this request" }),
    ).toBeInTheDocument();
    expect(screen.getByText('HS-FEED2345')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send another request' })).toBeInTheDocument();
  });

  it('shows the form to a customer who has started typing again', () => {
    sessionStorage.setItem(
      draftKeys.confirmation(),
      JSON.stringify({ origin: 'pay-as-you-go', reference: 'HS-TEST1234', email: '' }),
    );
    sessionStorage.setItem(
      draftKeys.details('pay-as-you-go'),
      JSON.stringify({ ...details, firstName: 'Kim' }),
    );
    renderHistory(['/complaints/pay-as-you-go']);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Kim');
  });
});
