import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/config/api-paths';
import CheckMessagePage from '@/features/messages/pages/check-message-page';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';

const found = {
  data: {
    type: 'lead-statuses',
    id: 'HS-7KQ2MX9P',
    attributes: {
      'query-type': 'Complaint',
      'case-type': 'Complaint',
      'sent-at': '2026-11-24T10:00:00.000Z',
      status: 'being-looked-at',
    },
  },
  meta: { now: '2026-11-24T12:00:00.000Z' },
};

const fill = async (
  user: ReturnType<typeof renderRoute>['user'],
  reference: string,
  email: string,
) => {
  await user.type(screen.getByRole('textbox', { name: 'Reference number' }), reference);
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Check' }));
};

describe('Check a message', () => {
  it('tells where a message stands, with its dates, from its reference and email', async () => {
    let sent: unknown;
    server.use(
      http.post(`*${API_PATHS.leadChecks}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(found);
      }),
    );
    const { user } = renderRoute(<CheckMessagePage />, { path: '/check-a-message' });
    await fill(user, ' hs-7kq2mx9p ', 'priya.sharma@example.com');
    const result = await screen.findByRole('region', { name: 'Your complaint' });
    expect(sent).toEqual({
      data: {
        type: 'lead-checks',
        attributes: { reference: 'HS-7KQ2MX9P', email: 'priya.sharma@example.com' },
      },
    });
    expect(within(result).getByText('Being looked at')).toBeInTheDocument();
    expect(within(result).getByText('HS-7KQ2MX9P')).toBeInTheDocument();
    expect(within(result).getByRole('heading', { name: 'Your complaint' })).toHaveFocus();
  });

  it('says nothing was found, the same way whichever of the two was wrong', async () => {
    server.use(
      http.post(`*${API_PATHS.leadChecks}`, () =>
        HttpResponse.json(
          { errors: [{ status: '404', title: 'No message found' }] },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderRoute(<CheckMessagePage />, { path: '/check-a-message' });
    await fill(user, 'HS-7KQ2MX9P', 'someone@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't find a message with that reference number and email address.",
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'someone@example.com',
    );
  });

  it('asks for both before checking, in the summary and beside each field', async () => {
    const { user } = renderRoute(<CheckMessagePage />, { path: '/check-a-message' });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Enter your reference number', 'Enter your email address']);
    expect(document.title).toMatch(/^Error: Check a message/);
  });
});
