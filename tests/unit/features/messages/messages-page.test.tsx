import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/config/api-paths';
import { SessionProvider } from '@/features/auth';
import MessagesPage from '@/features/messages/pages/messages-page';
import { aMessage, signIn, signOut } from '../../../support/messages';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';

const NOW = '2026-11-24T12:00:00.000Z';
const list = (data: ReturnType<typeof aMessage>[], now = NOW) =>
  http.get(`*${API_PATHS.leads}`, () => HttpResponse.json({ data, meta: { now } }));

const renderPage = () =>
  renderRoute(
    <SessionProvider>
      <MessagesPage />
    </SessionProvider>,
    { path: '/messages' },
  );

describe('Your messages', () => {
  beforeEach(signIn);
  afterEach(signOut);

  it('lists each message with its reference, status in words, dates and what was sent', async () => {
    server.use(
      list([
        aMessage('HS-NEWER222', {
          'query-type': 'Enquiry',
          'case-type': 'Enquiry',
          'query-subtype': 'Moving House',
          status: 'replied',
        }),
        aMessage('HS-OLDER222'),
      ]),
    );
    renderPage();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Enquiry: Moving House',
      'Complaint: Dispute Bill/Balance',
    ]);
    const complaint = items[1]!;
    expect(
      within(complaint).getByRole('link', { name: 'Complaint: Dispute Bill/Balance' }),
    ).toHaveAttribute('href', '/messages/HS-OLDER222');
    const facts = Object.fromEntries(
      within(complaint)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Status: 'Received',
      Reference: 'HS-OLDER222',
      Sent: '24 November 2026',
      'Reply promised by': '15 December 2026 at the latest',
      '8 weeks': '19 January 2027',
    });
    expect(within(complaint).getByText('24 November 2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-11-24',
    );
    expect(within(items[0]!).getByText('We replied')).toBeInTheDocument();
    expect(within(complaint).getByText('What you sent')).toBeInTheDocument();
    expect(within(complaint).getByText(aMessage('x').attributes.query)).toBeInTheDocument();
  });

  it('asks with the customer’s access token and the client id', async () => {
    let asked: Headers | undefined;
    server.use(
      http.get(`*${API_PATHS.leads}`, ({ request }) => {
        asked = request.headers;
        return HttpResponse.json({ data: [], meta: { now: NOW } });
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: "You haven't sent us any messages yet" });
    expect(asked?.get('authorization')).toBe('Bearer access-123');
    expect(asked?.get('x-client-id')).toBe('help-and-support-local');
  });

  it('says how to get help when there is nothing yet', async () => {
    server.use(list([]));
    renderPage();
    await screen.findByRole('heading', { name: "You haven't sent us any messages yet" });
    expect(screen.getByRole('region', { name: 'Other ways to get help' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Check a message with its reference number' }),
    ).toHaveAttribute('href', '/check-a-message');
  });

  it('says an open complaint 8 weeks old can go to the Energy Ombudsman, with the date and the link', async () => {
    server.use(list([aMessage('HS-OLDER222', { status: 'replied' })], '2027-01-19T09:00:00.000Z'));
    renderPage();
    const item = await screen.findByRole('listitem');
    expect(
      within(item).getByText('8 weeks reached: you can go to the Energy Ombudsman'),
    ).toBeInTheDocument();
    expect(
      within(item).getByRole('link', { name: 'Contact the Energy Ombudsman' }),
    ).toHaveAttribute('href', 'https://www.energyombudsman.org/');
  });

  it('says the messages could not be loaded, with a way to try again', async () => {
    let fail = true;
    server.use(
      http.get(`*${API_PATHS.leads}`, () =>
        fail
          ? HttpResponse.json({ errors: [{ status: '503', title: 'Down' }] }, { status: 503 })
          : HttpResponse.json({ data: [], meta: { now: NOW } }),
      ),
    );
    const { user, queryClient } = renderPage();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, we couldn't load your messages just now.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: "You haven't sent us any messages yet" });
  });
});
