import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import DetailsPage from '@/features/complaints/pages/details-page';
import QueryPage from '@/features/complaints/pages/query-page';
import { draftKeys, readDraft } from '@/lib/drafts';
import { addressesFor } from '../../../../server/address-book';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';

const POSTCODE_MESSAGE = 'Enter a full UK postcode, like SW1A 1AA';

/** The message beside a field, read after its hidden "Error:" prefix. */
const fieldError = (message: string) => expect.stringMatching(new RegExp(`^Error: ?${message}$`));

const renderDetails = () =>
  renderRoute(
    <Routes>
      <Route path="/complaints/:complaint" element={<DetailsPage />} />
      <Route path="/complaints/:complaint/query" element={<QueryPage />} />
    </Routes>,
    { path: '/complaints/gas-and-electricity' },
  );

const findAddresses = async (user: ReturnType<typeof renderDetails>['user'], postcode: string) => {
  const box = screen.getByLabelText('Postcode');
  await user.clear(box);
  await user.type(box, postcode);
  await user.click(screen.getByRole('button', { name: 'Find address' }));
};

beforeEach(() => {
  server.use(
    http.get('*/v1/addresses', ({ request }) =>
      HttpResponse.json({ data: addressesFor(new URL(request.url).searchParams.get('postcode')!) }),
    ),
  );
  // The error summary scrolls its field into view; jsdom has no layout to scroll.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('choosing an address from the list', () => {
  it('is done by selecting it: the submit button appears and focus stays on the list', async () => {
    const { user } = renderDetails();
    await findAddresses(user, 'ls1 4ab');
    const list = await screen.findByRole('combobox', { name: 'Select your address' });
    await user.selectOptions(list, 'LS14AB-3');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use this address' })).toBeNull();
    expect(list).toHaveFocus();
    expect(list).toHaveDisplayValue(addressesFor('LS1 4AB')[2]!.attributes.address);
    await waitFor(() =>
      expect(readDraft(draftKeys.details('gas-and-electricity'))).toMatchObject({
        addressId: 'LS14AB-3',
      }),
    );
  });

  it('is undone by going back to "Select an address"', async () => {
    const { user } = renderDetails();
    await findAddresses(user, 'ls1 4ab');
    const list = await screen.findByRole('combobox', { name: 'Select your address' });
    await user.selectOptions(list, 'LS14AB-1');
    await user.selectOptions(list, '');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('takes the old list, and the address chosen from it, away after an invalid postcode', async () => {
    const { user } = renderDetails();
    await findAddresses(user, 'ls1 4ab');
    await user.selectOptions(await screen.findByLabelText('Select your address'), 'LS14AB-1');
    await findAddresses(user, 'LS1');
    expect(screen.queryByLabelText('Select your address')).toBeNull();
    expect(screen.queryByRole('option', { name: /Station Road/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('shows the new list for a new postcode, with nothing chosen from it yet', async () => {
    const { user } = renderDetails();
    await findAddresses(user, 'ls1 4ab');
    await user.selectOptions(await screen.findByLabelText('Select your address'), 'LS14AB-1');
    await findAddresses(user, 'M1 1AE');
    await screen.findByText(/addresses found for M1 1AE/);
    expect(screen.getByRole('combobox', { name: 'Select your address' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('postcode errors', () => {
  it('are shown beside the postcode, which keeps the keyboard, and in the summary, which links to it', async () => {
    const { user } = renderDetails();
    await findAddresses(user, 'NOPE');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const link = within(summary).getByRole('link', { name: POSTCODE_MESSAGE });
    const postcode = screen.getByLabelText('Postcode');
    expect(postcode).toHaveAccessibleDescription(fieldError(POSTCODE_MESSAGE));
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    // A failed "Find address" leaves the customer at the postcode, its message beside it, not a
    // screen away at the summary (issue 50).
    await waitFor(() => expect(postcode).toHaveFocus());
    await waitFor(() => expect(document.title).toMatch(/^Error: A bit about you/));
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    await user.click(link);
    expect(postcode).toHaveFocus();
    expect(postcode).toHaveValue('NOPE');
  });

  it('go from the summary once a postcode is found', async () => {
    const { user } = renderDetails();
    await findAddresses(user, 'NOPE');
    await screen.findByRole('link', { name: POSTCODE_MESSAGE });
    await findAddresses(user, 'LS1 4AB');
    await screen.findByLabelText('Select your address');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Postcode')).not.toHaveAttribute('aria-invalid');
  });

  it('include a postcode with no addresses, beside the field and in the summary', async () => {
    server.use(http.get('*/v1/addresses', () => HttpResponse.json({ data: [] })));
    const { user } = renderDetails();
    await findAddresses(user, 'ZE9 9ZZ');
    const message =
      "We couldn't find addresses for ZE9 9ZZ. Check the postcode, or enter your address manually.";
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(fieldError(message));
  });

  it('say when the address service fails, without blaming the postcode', async () => {
    server.use(http.get('*/v1/addresses', () => new HttpResponse(null, { status: 503 })));
    const { user } = renderDetails();
    await findAddresses(user, 'LS1 4AB');
    expect(
      await screen.findByRole('link', {
        name: "We couldn't look up addresses just now. Try again in a moment, or enter your address manually.",
      }),
    ).toBeInTheDocument();
  });

  it('join the other field errors in one summary when the form is sent', async () => {
    const { user } = renderDetails();
    await findAddresses(user, 'LS1 4AB');
    await user.selectOptions(await screen.findByLabelText('Select your address'), 'LS14AB-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter your first name' })).toBeVisible();
    await findAddresses(user, 'NOPE');
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Enter your first name',
      'Enter your surname',
      'Enter your email address',
      'Enter your phone number',
      'Select yes if you would like us to record that you may need extra support, or no',
      POSTCODE_MESSAGE,
    ]);
  });
});

describe('an address typed in by hand', () => {
  it('puts its errors in the summary too', async () => {
    const { user } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    expect(screen.getByLabelText('Address line 1')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Enter the first line of your address',
      'Enter your town or city',
      POSTCODE_MESSAGE,
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Enter your town or city' }));
    expect(screen.getByLabelText('Town or city')).toHaveFocus();
  });

  it('once saved is shown back, with focus on it; Change address goes back to the postcode', async () => {
    server.use(
      http.post('*/v1/addresses', () =>
        HttpResponse.json({ data: { type: 'addresses', id: 'manual-1' } }, { status: 201 }),
      ),
    );
    const { user } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    await user.type(screen.getByLabelText('Address line 1'), '1 New Build Way');
    await user.type(screen.getByLabelText('Town or city'), 'Leeds');
    await user.type(screen.getByLabelText('Postcode'), 'LS1 4AB');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    const chosen = await screen.findByText('1 New Build Way, Leeds, LS1 4AB');
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(screen.getByLabelText('Postcode')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
