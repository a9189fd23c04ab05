import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import DetailsPage from '@/features/complaints/pages/details-page';
import { renderRoute } from '../../../support/render';

const renderDetails = () =>
  renderRoute(
    <Routes>
      <Route path="/complaints/:complaint" element={<DetailsPage />} />
    </Routes>,
    { path: '/complaints/gas-and-electricity' },
  );

beforeEach(() => {
  // The error summary scrolls its field into view; jsdom has no layout to scroll.
  Element.prototype.scrollIntoView = vi.fn();
});

const summary = async () => {
  const alert = await screen.findByRole('alert');
  return within(alert)
    .getAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);
};

describe('Enter on the details step before an address is chosen', () => {
  it('says, in the error summary, that the address is missing, and takes focus there', async () => {
    const { user } = renderDetails();
    await user.type(await screen.findByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Surname'), 'Lee');
    await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await user.type(screen.getByLabelText('Phone number'), '07700 900982');
    await user.selectOptions(
      screen.getByLabelText('Would you like us to record that you may need extra support from us?'),
      'No',
    );
    await user.type(screen.getByLabelText('Surname'), '{Enter}');

    expect(await summary()).toEqual([
      ['Find and select your address, or enter it manually', '#address-postcode'],
    ]);
    expect(
      screen.getByRole('heading', { name: 'There is a problem' }).parentElement?.parentElement,
    ).toHaveFocus();
  });

  it('lists what else is missing too', async () => {
    const { user } = renderDetails();
    await user.type(await screen.findByLabelText('First name'), 'Ann{Enter}');
    const links = await summary();
    expect(links).toContainEqual(['Enter your surname', '#surname']);
    expect(links.at(-1)).toEqual([
      'Find and select your address, or enter it manually',
      '#address-postcode',
    ]);
  });

  it('links to the address typed by hand when that is open', async () => {
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Enter the address manually' }));
    await user.type(screen.getByLabelText('First name'), 'Ann{Enter}');
    expect((await summary()).at(-1)).toEqual([
      'Find and select your address, or enter it manually',
      '#address-line1',
    ]);
  });

  it('still finds addresses with Enter in the postcode box, saying nothing of the address', async () => {
    const { user } = renderDetails();
    await user.type(await screen.findByLabelText('Postcode'), 'LS1{Enter}');
    const links = await summary();
    expect(links.map(([text]) => text)).not.toContain(
      'Find and select your address, or enter it manually',
    );
  });
});
