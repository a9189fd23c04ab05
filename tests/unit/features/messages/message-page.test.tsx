import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@/config/api-paths';
import { SessionProvider } from '@/features/auth';
import { ADD_FAILED_MESSAGE } from '@/features/messages/components/add-to-message';
import MessagePage from '@/features/messages/pages/message-page';
import { draftKeys } from '@/lib/drafts';
import { aMessage, anEvent, signIn, signOut } from '../../../support/messages';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';

const REF = 'HS-7KQ2MX9P';
const NOW = '2026-11-24T12:00:00.000Z';
const hostileReply =
  '<p>We have looked into it.</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';

const document = (
  status: 'replied' | 'closed' = 'replied',
  extra: ReturnType<typeof anEvent>[] = [],
) => ({
  data: aMessage(REF, { status }),
  included: [
    anEvent('e1', 'sent', '2026-11-24T10:00:00.000Z'),
    anEvent('e2', 'acknowledged', '2026-11-24T10:01:00.000Z'),
    anEvent('e3', 'reply', '2026-11-24T11:00:00.000Z', hostileReply),
    ...extra,
  ],
  meta: { now: NOW },
});

const renderPage = () =>
  renderRoute(
    <SessionProvider>
      <MessagePage />
    </SessionProvider>,
    { path: `/messages/${REF}`, route: '/messages/:reference' },
  );

describe('one message', () => {
  beforeEach(signIn);
  afterEach(signOut);

  it('shows its timeline as a list, each event with its time, and our reply made safe', async () => {
    server.use(http.get(`*${API_PATHS.leads}/${REF}`, () => HttpResponse.json(document())));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Complaint: Dispute Bill/Balance' });
    const timeline = within(screen.getByRole('region', { name: 'What has happened' })).getAllByRole(
      'listitem',
    );
    expect(timeline.map((event) => event.querySelector('strong')?.textContent)).toEqual([
      'You sent your complaint',
      'We got it, and an adviser is looking at it',
      'We replied',
    ]);
    expect(within(timeline[0]!).getByText(/Tuesday 24 November 2026 at 10am/)).toHaveAttribute(
      'datetime',
      '2026-11-24T10:00:00.000Z',
    );
    expect(await within(timeline[2]!).findByText('We have looked into it.')).toBeInTheDocument();
    expect(timeline[2]!.querySelector('script, [onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('adds a line to the same reference, once, and shows it has been added', async () => {
    const keys: (string | null)[] = [];
    let added = false;
    server.use(
      http.get(`*${API_PATHS.leads}/${REF}`, () =>
        HttpResponse.json(
          document(
            'replied',
            added ? [anEvent('e4', 'addition', NOW, 'The bill came today.')] : [],
          ),
        ),
      ),
      http.post(`*${API_PATHS.leads}/${REF}/additions`, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        expect(request.headers.get('authorization')).toBe('Bearer access-123');
        expect(await request.json()).toEqual({
          data: { type: 'lead-additions', attributes: { text: 'The bill came today.' } },
        });
        added = true;
        return HttpResponse.json(
          { data: anEvent('e4', 'addition', NOW, 'The bill came today.') },
          { status: 201 },
        );
      }),
    );
    const { user } = renderPage();
    const box = await screen.findByRole('textbox', { name: 'What do you want to add?' });
    await user.type(box, 'The bill came today.');
    await user.click(screen.getByRole('button', { name: 'Add to this complaint' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added to your complaint.');
    expect(box).toHaveValue('');
    expect(keys).toHaveLength(1);
    const timeline = screen.getByRole('region', { name: 'What has happened' });
    expect(await within(timeline).findByText('You added')).toBeInTheDocument();
    expect(within(timeline).getByText('The bill came today.')).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKeys.addition(REF))).toBeNull();
  });

  it('keeps what was typed when adding fails, and sends it again with the same key', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys: (string | null)[] = [];
    let fail = true;
    server.use(
      http.get(`*${API_PATHS.leads}/${REF}`, () => HttpResponse.json(document())),
      http.post(`*${API_PATHS.leads}/${REF}/additions`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return fail
          ? HttpResponse.json({ errors: [{ status: '500', title: 'Down' }] }, { status: 500 })
          : HttpResponse.json(
              { data: anEvent('e4', 'addition', NOW, 'A new fact') },
              { status: 201 },
            );
      }),
    );
    const { user } = renderPage();
    const box = await screen.findByRole('textbox', { name: 'What do you want to add?' });
    await user.type(box, 'A new fact');
    await user.click(screen.getByRole('button', { name: 'Add to this complaint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADD_FAILED_MESSAGE);
    expect(box).toHaveValue('A new fact');
    expect(JSON.parse(sessionStorage.getItem(draftKeys.addition(REF))!)).toEqual({
      text: 'A new fact',
    });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Add to this complaint' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added to your complaint.');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The failure is logged without what was typed.
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(logged.mock.calls)).not.toContain('A new fact');
  });

  it('asks for something to add, beside the box and in the summary', async () => {
    server.use(http.get(`*${API_PATHS.leads}/${REF}`, () => HttpResponse.json(document())));
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: 'What do you want to add?' });
    await user.click(screen.getByRole('button', { name: 'Add to this complaint' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Enter what you want to add' }),
    ).toHaveAttribute('href', '#addition');
    expect(
      screen.getByRole('textbox', { name: 'What do you want to add?' }),
    ).toHaveAccessibleDescription(/Error:\s*Enter what you want to add/);
  });

  it('offers no way to add to a closed message', async () => {
    server.use(http.get(`*${API_PATHS.leads}/${REF}`, () => HttpResponse.json(document('closed'))));
    renderPage();
    await screen.findByText(/This complaint is closed/);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says it cannot find a message that is not the customer’s', async () => {
    server.use(
      http.get(`*${API_PATHS.leads}/${REF}`, () =>
        HttpResponse.json(
          { errors: [{ status: '404', title: 'Message not found' }] },
          { status: 404 },
        ),
      ),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We can't find this message" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'all your messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});
