import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AddressFinder } from '@/features/complaints/components/address-finder';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';

/** The message beside a field, read after its hidden "Error:" prefix. */
const error = (message: string) =>
  expect.stringMatching(new RegExp(`^Error: ?${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

const openManual = async () => {
  const onChange = vi.fn();
  const view = renderRoute(<AddressFinder value={null} onChange={onChange} onErrors={() => {}} />);
  await view.user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
  return { ...view, onChange };
};

describe('address typed in by hand', () => {
  it('says beside each field what is missing and sends nothing', async () => {
    let posted = false;
    server.use(
      http.post('*/v1/addresses', () => {
        posted = true;
        return HttpResponse.json({ data: { type: 'addresses', id: 'manual-1' } }, { status: 201 });
      }),
    );
    const { user, onChange } = await openManual();
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription(
      error('Enter the first line of your address'),
    );
    expect(screen.getByLabelText('Town or city')).toHaveAccessibleDescription(
      error('Enter your town or city'),
    );
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      error('Enter a full UK postcode, like SW1A 1AA'),
    );
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
    expect(posted).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a malformed postcode but keeps what was typed', async () => {
    const { user } = await openManual();
    await user.type(screen.getByLabelText('Address line 1'), '1 New Build Way');
    await user.type(screen.getByLabelText('Town or city'), 'Leeds');
    await user.type(screen.getByLabelText('Postcode'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      error('Enter a full UK postcode, like SW1A 1AA'),
    );
    expect(screen.getByLabelText('Postcode')).toHaveValue('NOPE');
    expect(screen.getByLabelText('Address line 1')).not.toHaveAttribute('aria-invalid');
  });

  it('saves the address trimmed, with the postcode in capitals and spaced, and chooses it', async () => {
    let body: unknown;
    server.use(
      http.post('*/v1/addresses', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { type: 'addresses', id: 'manual-1' } }, { status: 201 });
      }),
    );
    const { user, onChange } = await openManual();
    await user.type(screen.getByLabelText('Address line 1'), ' 1 New Build Way ');
    await user.type(screen.getByLabelText('Town or city'), 'Leeds');
    await user.type(screen.getByLabelText('Postcode'), ' ls14ab ');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(body).toEqual({
      data: {
        type: 'addresses',
        attributes: {
          address: '1 New Build Way, Leeds, LS1 4AB',
          'address-line1': '1 New Build Way',
          'address-line2': null,
          'postal-town': 'Leeds',
          postcode: 'LS1 4AB',
          country: 'United Kingdom',
        },
      },
    });
    expect(onChange).toHaveBeenCalledWith({
      addressId: null,
      manualAddressId: 'manual-1',
      label: '1 New Build Way, Leeds, LS1 4AB',
    });
  });

  it('starts with the postcode already typed in the finder', async () => {
    const onChange = vi.fn();
    const { user } = renderRoute(
      <AddressFinder value={null} onChange={onChange} onErrors={() => {}} />,
    );
    await user.type(screen.getByLabelText('Postcode'), 'LS1 4AB');
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    expect(screen.getByLabelText('Postcode')).toHaveValue('LS1 4AB');
  });
});
