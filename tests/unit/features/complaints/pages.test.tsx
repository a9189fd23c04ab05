import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import DetailsPage from '@/features/complaints/pages/details-page';
import QueryPage from '@/features/complaints/pages/query-page';
import ConfirmationPage from '@/features/complaints/pages/confirmation-page';
import { draftKeys } from '@/lib/drafts';
import { givenDetails } from '../../../support/leads';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';
import { addressesFor } from '../../../../server/address-book';

const details = givenDetails;

const renderFlow = (path: string) =>
  renderRoute(
    <Routes>
      <Route path="/complaints/:complaint" element={<DetailsPage />} />
      <Route path="/complaints/:complaint/query" element={<QueryPage />} />
      <Route path="/confirmation" element={<ConfirmationPage />} />
    </Routes>,
    { path },
  );

describe('details step', () => {
  it('shows the submit button only once an address is chosen', async () => {
    server.use(
      http.get('*/v1/addresses', ({ request }) =>
        HttpResponse.json({
          data: addressesFor(new URL(request.url).searchParams.get('postcode')!),
        }),
      ),
    );
    const { user } = renderFlow('/complaints/gas-and-electricity');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(
      screen.getByText('Find and select your address, or enter it manually, to continue.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Postcode'), 'ls1 4ab');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    await user.selectOptions(await screen.findByLabelText('Select your address'), 'LS14AB-1');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('sends spaces in the postcode as + to the address service', async () => {
    let asked = '';
    server.use(
      http.get('*/v1/addresses', ({ request }) => {
        asked = request.url.split('?')[1] ?? '';
        return HttpResponse.json({ data: addressesFor('SW1A 1AA') });
      }),
    );
    const { user } = renderFlow('/complaints/gas-and-electricity');
    await user.type(screen.getByLabelText('Postcode'), 'sw1a1aa');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    await screen.findByLabelText('Select your address');
    expect(asked).toBe('postcode=SW1A+1AA');
  });

  it('refuses a malformed postcode without calling the service', async () => {
    const { user } = renderFlow('/complaints/gas-and-electricity');
    await user.type(screen.getByLabelText('Postcode'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a full UK postcode, like SW1A 1AA'),
    );
  });

  it('restores a saved draft after a reload', () => {
    sessionStorage.setItem(
      draftKeys.details('gas-and-electricity'),
      JSON.stringify({ ...details, firstName: 'Restored' }),
    );
    renderFlow('/complaints/gas-and-electricity');
    expect(screen.getByLabelText('First name')).toHaveValue('Restored');
    expect(screen.getByText('1 Station Road')).toBeInTheDocument();
  });
});

describe('phone number on the details step', () => {
  const startWithout = (telephoneNumber = '') =>
    sessionStorage.setItem(
      draftKeys.details('gas-and-electricity'),
      JSON.stringify({ ...details, telephoneNumber }),
    );

  it.each([
    '+44 (0)20 7946 0958',
    '+44 (0)7700 900982',
    '020 7946 0958',
    '07700 900982',
    '+447700900982',
    '00 44 7700 900982',
    '+353 1 234 5678',
    '+353 87 123 4567',
  ])('takes %s as the customer wrote it', async (number) => {
    startWithout();
    const { user } = renderFlow('/complaints/gas-and-electricity');
    await user.type(screen.getByLabelText('Phone number'), number);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your complaint' }),
    ).toBeInTheDocument();
  });

  it('refuses nonsense beside the field and in the summary, keeping what was typed', async () => {
    startWithout();
    const { user } = renderFlow('/complaints/gas-and-electricity');
    await user.type(screen.getByLabelText('Phone number'), '+44 (0)20 7946');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const message = 'Enter a UK or Irish phone number, like 07700 900982 or +353 87 123 4567';
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByLabelText('Phone number')).toHaveValue('+44 (0)20 7946');
  });
});

describe('query step', () => {
  it('logs "No cached data found", sends nothing and goes back to the details step', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFlow('/complaints/gas-and-electricity/query');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A bit about you' }),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('No cached data found', '');
  });

  it.each([
    ['pay-as-you-go', 'How we handle complaints, and how long we take:'],
    [
      'enquiry-pay-as-you-go',
      'If you are unhappy with our answer, you can make a complaint at any time:',
    ],
  ])('ends the %s step with the procedure line that fits it', async (variant, line) => {
    sessionStorage.setItem(draftKeys.details(variant), JSON.stringify(details));
    renderFlow(`/complaints/${variant}/query`);
    const procedure = await screen.findByText(line);
    expect(within(procedure).getByRole('link', { name: 'our complaints procedure' })).toBeVisible();
    expect(screen.queryAllByText(/How we handle complaints/)).toHaveLength(
      variant.startsWith('enquiry') ? 0 : 1,
    );
  });

  it('shows the gas emergency number at once when the words are about a gas smell, and still sends', async () => {
    sessionStorage.setItem(draftKeys.details('pay-as-you-go'), JSON.stringify(details));
    server.use(
      http.post('*/v1/leads', () =>
        HttpResponse.json({ data: { type: 'leads', id: 'HS-GAS00001' } }, { status: 201 }),
      ),
    );
    const { user } = renderFlow('/complaints/pay-as-you-go/query');
    const box = screen.getByRole('textbox', { name: 'Tell us about your complaint' });
    await user.type(box, 'My meter is fine');
    expect(screen.queryByRole('link', { name: '0800 111 999' })).toBeNull();
    await user.clear(box);
    await user.type(box, "there's a strong smell of gas in the kitchen");
    const advice = await screen.findByRole('region', { name: 'If you smell gas' });
    expect(within(advice).getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    // Announced politely, and never in the way of sending.
    expect(advice.closest('[aria-live="polite"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(
      await screen.findByRole('heading', { name: 'Your complaint has been sent' }),
    ).toBeInTheDocument();
  });

  it('offers articles that answer what is being written, after a pause, and keeps the draft to come back to', async () => {
    sessionStorage.setItem(draftKeys.details('gas-and-electricity'), JSON.stringify(details));
    window.dataLayer = [];
    const { user } = renderFlow('/complaints/gas-and-electricity/query');
    const box = screen.getByRole('textbox', { name: 'Tell us about your complaint' });
    await user.type(box, 'my smart meter has stopped sending readings');

    const answers = await screen.findByRole(
      'complementary',
      { name: 'These might help straight away' },
      { timeout: 5000 },
    );
    const first = within(answers).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Smart meter not sending readings');
    expect(first).toHaveAttribute('href', '/meters/smart-meter-not-sending-readings');
    // The words are in the draft already: opening the article loses nothing.
    expect(
      JSON.parse(sessionStorage.getItem(draftKeys.query('gas-and-electricity'))!),
    ).toMatchObject({ query: 'my smart meter has stopped sending readings' });

    await user.click(first);
    const events = window.dataLayer.filter((e) => String(e.event).startsWith('suggestion_'));
    expect(events).toContainEqual({
      event: 'suggestion_shown',
      article_id: 'meters/smart-meter-not-sending-readings',
      step: '/complaints/gas-and-electricity/query',
    });
    expect(events.at(-1)).toEqual({
      event: 'suggestion_opened',
      article_id: 'meters/smart-meter-not-sending-readings',
      step: '/complaints/gas-and-electricity/query',
    });
    expect(JSON.stringify(window.dataLayer)).not.toContain('stopped sending');
  });

  it('sends the lead with an Idempotency-Key and shows the reference', async () => {
    sessionStorage.setItem(draftKeys.details('pay-as-you-go'), JSON.stringify(details));
    let key: string | null = null;
    server.use(
      http.post('*/v1/leads', ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({ data: { type: 'leads', id: 'HS-TEST1234' } }, { status: 201 });
      }),
    );
    const { user } = renderFlow('/complaints/pay-as-you-go/query');
    expect(screen.queryByLabelText('Subject')).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: 'Tell us about your complaint' }),
      'No top-up arrived',
    );
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(
      await screen.findByRole('heading', { name: 'Your complaint has been sent' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByText(/Your reference number/)).getByText('HS-TEST1234'),
    ).toBeVisible();
    expect(key).toMatch(/^[0-9a-f-]{36}:[0-9a-f]+$/);
    await waitFor(() =>
      expect(sessionStorage.getItem(draftKeys.details('pay-as-you-go'))).toBeNull(),
    );
  });
});
