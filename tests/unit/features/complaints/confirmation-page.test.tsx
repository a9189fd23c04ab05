import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  const renderConfirmation = (origin: string, sentOn = '2026-11-24') => {
    sessionStorage.setItem(
      draftKeys.confirmation(),
      JSON.stringify({ origin, reference: 'HS-TEST1234', sentOn }),
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
    expect(link).toHaveAttribute('href', '/complaints-procedure');
    // On screen the link alone (complaints.css); on paper its full address after it.
    expect(link.parentElement).toHaveTextContent(
      /^Our complaints procedure: http:\/\/[^ ]+\/help-and-support\/complaints-procedure$/,
    );
    expect(heading.nextElementSibling).toBe(link.parentElement);
  });

  it('gives the dates of the reply and of the Energy Ombudsman, counted from the day it was sent', () => {
    renderConfirmation('gas-and-electricity');
    expect(
      screen.getByText('We aim to reply by Tuesday 1 December; by 15 December at the latest.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/within 7 days on average, and 21 days at most/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /^If it isn't sorted by 19 January 2027, you can ask the Energy Ombudsman to look at it\./,
      ),
    ).toBeInTheDocument();
  });

  it('counts an enquiry in working days, past weekends and bank holidays', () => {
    // Thursday 24 December 2026: Christmas Day, the weekend and Boxing Day's Monday do not count.
    renderConfirmation('enquiry-gas-and-electricity', '2026-12-24');
    expect(screen.getByText("We'll reply by Wednesday 30 December.")).toBeInTheDocument();
    expect(screen.getByText(/That's within 2 working days\./)).toBeInTheDocument();
  });

  it('gives a Pay As You Go enquiry its 7 days as a date, into the next year', () => {
    renderConfirmation('enquiry-pay-as-you-go', '2026-12-28');
    expect(screen.getByText("We'll reply by Monday 4 January 2027.")).toBeInTheDocument();
  });

  it('keeps the durations for a confirmation kept before dates were', () => {
    sessionStorage.setItem(
      draftKeys.confirmation(),
      JSON.stringify({ origin: 'pay-as-you-go', reference: 'HS-TEST1234' }),
    );
    renderRoute(<ConfirmationPage />, { path: '/confirmation' });
    expect(
      screen.getByText("We'll reply on average within 7 days, and always within 21 days."),
    ).toBeInTheDocument();
    expect(screen.getByText(/If we haven't sorted things out within 8 weeks/)).toBeInTheDocument();
  });

  it.each(['gas-and-electricity', 'enquiry-pay-as-you-go', 'feedback'])(
    'says the same of the confirmation email after a %s message',
    (origin) => {
      renderConfirmation(origin);
      expect(
        screen.getByText(
          "We'll send a confirmation to the email address you gave us. It can take a few minutes to arrive, so check your junk folder too.",
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/We've sent you/)).toBeNull();
    },
  );

  it('has no complaints procedure link for an enquiry', () => {
    renderConfirmation('enquiry-gas-and-electricity');
    expect(screen.queryByRole('link', { name: 'Our complaints procedure' })).toBeNull();
  });
});

describe('a complaint sent just before midnight', () => {
  afterEach(() => vi.useRealTimers());

  it('counts from the day it was in Great Britain, and keeps that day and time with a copy of what was sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 11:30pm UTC on 30 June is 12:30am on Wednesday 1 July in London.
    vi.setSystemTime(new Date('2026-06-30T23:30:00Z'));
    sessionStorage.setItem(draftKeys.details('pay-as-you-go'), JSON.stringify(details));
    server.use(
      http.post('*/v1/leads', () =>
        HttpResponse.json({ data: { type: 'leads', id: 'HS-TEST1234' } }, { status: 201 }),
      ),
    );
    const { user } = renderHistory(['/complaints/pay-as-you-go/query']);
    await user.type(
      screen.getByRole('textbox', { name: 'Tell us about your complaint' }),
      'No top-up arrived',
    );
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    const copy = await screen.findByRole('region', { name: 'What you sent us' });
    expect(
      screen.getAllByText('We aim to reply by Wednesday 8 July; by 22 July at the latest.'),
    ).toHaveLength(2);
    expect(screen.getByText(/^If it isn't sorted by 26 August,/)).toBeInTheDocument();
    expect(within(copy).getByText('Wednesday 1 July 2026 at 12:30am (UK time)')).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem(draftKeys.confirmation())!)).toEqual({
      origin: 'pay-as-you-go',
      reference: 'HS-TEST1234',
      sentOn: '2026-07-01',
      copy: { email: details.email, message: 'No top-up arrived', at: '00:30' },
    });
    expect(localStorage.length).toBe(0);
  });
});

describe('a copy of what was sent', () => {
  const sentCopy = {
    origin: 'gas-and-electricity',
    reference: 'HS-COPY2345',
    sentOn: '2026-11-24',
    copy: {
      email: 'sam@example.com',
      subject: 'Dispute Bill/Balance',
      message: 'My bill is estimated.\nThe meter says 01234.',
      at: '15:04',
    },
  };

  it('says which address we reply to and shows the subject and message as typed, with when', () => {
    sessionStorage.setItem(draftKeys.confirmation(), JSON.stringify(sentCopy));
    renderRoute(<ConfirmationPage />, { path: '/confirmation' });
    expect(screen.getByText('sam@example.com', { selector: 'p strong' })).toBeVisible();
    const copy = screen.getByRole('region', { name: 'What you sent us' });
    const terms = within(copy)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([
      'Sent',
      'Reference',
      "We'll reply to",
      'When',
      'Subject',
      'Your complaint',
    ]);
    expect(within(copy).getByText('Tuesday 24 November 2026 at 3:04pm (UK time)')).toBeVisible();
    expect(within(copy).getByText('Dispute Bill/Balance')).toBeVisible();
    expect(
      within(copy).getByText((_, el) => el?.textContent === sentCopy.copy.message),
    ).toHaveClass('sent-copy__message');
    // Kept out of session replays, like anything typed.
    expect(copy).toHaveAttribute('data-dd-privacy', 'mask');
  });

  it('opens the browser’s print dialogue, where it can be saved too', async () => {
    sessionStorage.setItem(draftKeys.confirmation(), JSON.stringify(sentCopy));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderRoute(<ConfirmationPage />, { path: '/confirmation' });
    await user.click(screen.getByRole('button', { name: 'Print or save a copy' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('is not offered for a confirmation kept before copies were', () => {
    const { copy: _none, ...before } = sentCopy;
    sessionStorage.setItem(draftKeys.confirmation(), JSON.stringify(before));
    renderRoute(<ConfirmationPage />, { path: '/confirmation' });
    expect(screen.queryByRole('region', { name: 'What you sent us' })).toBeNull();
    expect(
      screen.getByText("We'll reply by email or phone using the details you gave us."),
    ).toBeVisible();
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
      JSON.stringify({ origin: 'feedback', reference: 'HS-FEED2345', sentOn: '2026-11-24' }),
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
      JSON.stringify({ origin: 'pay-as-you-go', reference: 'HS-TEST1234', sentOn: '2026-11-24' }),
    );
    sessionStorage.setItem(
      draftKeys.details('pay-as-you-go'),
      JSON.stringify({ ...details, firstName: 'Kim' }),
    );
    renderHistory(['/complaints/pay-as-you-go']);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Kim');
  });
});
