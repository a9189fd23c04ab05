import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import DetailsPage from '@/features/complaints/pages/details-page';
import FeedbackPage from '@/features/complaints/pages/feedback-page';
import QueryPage from '@/features/complaints/pages/query-page';
import SelectEnergyPage from '@/features/complaints/pages/select-energy-page';
import { draftKeys } from '@/lib/drafts';
import { givenDetails } from '../../../support/leads';
import { testQueryClient } from '../../../support/render';

const page = (path: string) => (
  <QueryClientProvider client={testQueryClient()}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/make-a-complaint-select-energy" element={<SelectEnergyPage />} />
        <Route path="/complaints/feedback" element={<FeedbackPage />} />
        <Route path="/complaints/:complaint" element={<DetailsPage />} />
        <Route path="/complaints/:complaint/query" element={<QueryPage />} />
      </Routes>
    </MemoryRouter>
  </QueryClientProvider>
);

/**
 * The step's HTML as the build writes it, every lazy part in: drawn once to start loading them,
 * then again once they are in (as src/entry-server.tsx does with React's static renderer, which
 * cannot share a test's page with the browser's renderer).
 */
async function built(ui: ReactElement) {
  // A part still loading is left for the browser to draw, marked <!--$!-->.
  for (let tries = 0; tries < 100; tries += 1) {
    const html = renderToString(ui);
    if (!html.includes('<!--$!-->')) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('A lazy part of the page never loaded');
}

/**
 * A step as the build drew it (decision 039), typed into before its code arrived, then brought to
 * life over that HTML as the browser does. Any mismatch React reports fails the test (setup.ts).
 */
async function typedBeforeCode(ui: ReactElement, typed: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = await built(ui);
  document.body.append(container);
  typed(container);
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(ui, { container, hydrate: true });
  });
  return result;
}

const type = (container: HTMLElement, id: string, value: string) => {
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!;
  field.value = value;
};

describe('a step typed into before its code arrives', () => {
  it('is drawn empty by the build, with nothing of the tab in it', async () => {
    sessionStorage.setItem(
      draftKeys.details('gas-and-electricity'),
      JSON.stringify({ ...givenDetails, firstName: 'Restored' }),
    );
    const html = await built(page('/complaints/gas-and-electricity'));
    expect(html).toContain('id="firstName"');
    expect(html).not.toContain('Restored');
    expect(html).not.toContain(givenDetails.email);
  });

  it('keeps what was typed, and fills the other fields from the draft', async () => {
    sessionStorage.setItem(
      draftKeys.details('gas-and-electricity'),
      JSON.stringify({ ...givenDetails, firstName: 'Restored', surname: 'Kept' }),
    );
    await typedBeforeCode(page('/complaints/gas-and-electricity'), (c) => {
      type(c, 'firstName', 'Typed');
      type(c, 'address-postcode', 'ls1 4ab');
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Typed');
    expect(screen.getByLabelText('Surname')).toHaveValue('Kept');
    expect(screen.getByLabelText('Email address')).toHaveValue(givenDetails.email);
    // A postcode being looked for wins over the address kept from before.
    expect(screen.getByLabelText('Postcode')).toHaveValue('ls1 4ab');
    // And the draft now holds what is on screen.
    const draft = JSON.parse(sessionStorage.getItem(draftKeys.details('gas-and-electricity'))!);
    expect(draft).toMatchObject({ firstName: 'Typed', surname: 'Kept' });
  });

  it('takes the kept address back when no postcode was typed', async () => {
    sessionStorage.setItem(draftKeys.details('gas-and-electricity'), JSON.stringify(givenDetails));
    await typedBeforeCode(page('/complaints/gas-and-electricity'), (c) =>
      type(c, 'surname', 'Typed'),
    );
    expect(screen.getByLabelText('Surname')).toHaveValue('Typed');
    expect(screen.getByText(givenDetails.addressLabel)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('keeps a postcode typed before the code, and looks it up once alive', async () => {
    const result = await typedBeforeCode(page('/complaints/pay-as-you-go'), (c) =>
      type(c, 'address-postcode', 'SW1A 1AA'),
    );
    const user = userEvent.setup();
    // The next change keeps it: React's value is the typed one.
    await user.type(screen.getByLabelText('First name'), 'Jo');
    expect(screen.getByLabelText('Postcode')).toHaveValue('SW1A 1AA');
    result.unmount();
  });

  it('keeps words written on the text step, with the subject chosen before', async () => {
    sessionStorage.setItem(draftKeys.details('gas-and-electricity'), JSON.stringify(givenDetails));
    sessionStorage.setItem(
      draftKeys.query('gas-and-electricity'),
      JSON.stringify({ subject: 'Faulty meter', query: 'Written before' }),
    );
    await typedBeforeCode(page('/complaints/gas-and-electricity/query'), (c) =>
      type(c, 'query', 'Written as the page painted'),
    );
    expect(screen.getByRole('textbox', { name: 'Tell us about your complaint' })).toHaveValue(
      'Written as the page painted',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Faulty meter');
    expect(screen.getByText(/You have 29,973 characters remaining/)).toBeInTheDocument();
  });

  it('keeps the credit-use words typed before the code', async () => {
    sessionStorage.setItem(draftKeys.creditUse(), JSON.stringify({ creditUse: 'Old words' }));
    await typedBeforeCode(page('/complaints/feedback'), (c) =>
      type(c, 'creditUse', 'Refund it please'),
    );
    expect(
      screen.getByRole('textbox', { name: 'How would you like us to use your credit?' }),
    ).toHaveValue('Refund it please');
  });
});

describe('a complaint question reloaded', () => {
  it('has the answer chosen before the reload chosen again', async () => {
    sessionStorage.setItem(draftKeys.choice('customerType'), JSON.stringify('directDebit'));
    await typedBeforeCode(page('/make-a-complaint-select-energy'), () => {});
    expect(screen.getByRole('radio', { name: 'I pay by Direct Debit' })).toBeChecked();
  });

  it('keeps an answer chosen since the page painted', async () => {
    sessionStorage.setItem(draftKeys.choice('customerType'), JSON.stringify('directDebit'));
    await typedBeforeCode(page('/make-a-complaint-select-energy'), (c) => {
      c.querySelector<HTMLInputElement>('input[value="payAsYouGo"]')!.checked = true;
    });
    expect(screen.getByRole('radio', { name: 'Pay As You Go' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'I pay by Direct Debit' })).not.toBeChecked();
    // And that newer answer is the one kept in the tab: the older never comes back on a reload.
    expect(JSON.parse(sessionStorage.getItem(draftKeys.choice('customerType'))!)).toBe(
      'payAsYouGo',
    );
  });

  it('keeps each answer chosen in the tab', async () => {
    const user = userEvent.setup();
    render(page('/make-a-complaint-select-energy'));
    await user.click(screen.getByRole('radio', { name: 'Other or not sure' }));
    expect(JSON.parse(sessionStorage.getItem(draftKeys.choice('customerType'))!)).toBe('other');
  });
});
