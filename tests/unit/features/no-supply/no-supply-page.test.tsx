import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import NoSupplyPage from '@/features/no-supply/pages/no-supply-page';
import { renderRoute } from '../../../support/render';
import { BASENAME } from '@/config/paths';

const AREA = BASENAME;
const renderStep = (path: string) =>
  renderRoute(
    <Routes>
      <Route path="/emergencies/no-supply" element={<NoSupplyPage />} />
      <Route path="/emergencies/no-supply/:step" element={<NoSupplyPage />} />
    </Routes>,
    { path },
  );

/** The Continue button the page shows for an answer (no-supply.css shows only that one). */
const continueFor = (answerIndex: number | 'none') =>
  screen.getAllByRole('button', { name: 'Continue' })[
    answerIndex === 'none' ? 0 : answerIndex + 1
  ]!;

describe('a question of the "No power or no gas?" check', () => {
  it('is a GOV.UK question page: the question as legend and heading, radios, Continue', async () => {
    renderStep('/emergencies/no-supply');
    const group = screen.getByRole('group', { name: 'What has gone off?' });
    expect(within(group).getByRole('heading', { level: 1 })).toHaveTextContent(
      'What has gone off?',
    );
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('name')),
    ).toEqual(['supply', 'supply', 'supply']);
    expect(screen.getByRole('radio', { name: 'Gas' })).toHaveAccessibleDescription(
      /hob will not light/,
    );
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('What has gone off? - Help & Support - British Gas'),
    );
  });

  it('sends each answer in the address to the page it leads to, and none to its error page', () => {
    renderStep('/emergencies/no-supply/electricity-others');
    const form = screen
      .getByRole('group', { name: "Is anyone else's power off?" })
      .closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('radio', { name: 'Yes, theirs is off too' })).toHaveAttribute(
      'value',
      'yes',
    );
    expect(continueFor('none')).toHaveAttribute(
      'formaction',
      `${AREA}/emergencies/no-supply/electricity-others-unanswered`,
    );
    expect(continueFor(0)).toHaveAttribute('formaction', `${AREA}/emergencies/no-supply/power-cut`);
    expect(continueFor(1)).toHaveAttribute(
      'formaction',
      `${AREA}/emergencies/no-supply/electricity-credit`,
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `${AREA}/emergencies/no-supply`,
    );
  });

  it('gives the urgent numbers under every question', () => {
    renderStep('/emergencies/no-supply/gas-credit');
    const urgent = screen.getByRole('complementary', { name: 'Call now if' });
    expect(within(urgent).getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    expect(within(urgent).getByRole('link', { name: '105' })).toHaveAttribute('href', 'tel:105');
  });

  it('on its error page, says what is missing in a focused summary and beside the answers', async () => {
    renderStep('/emergencies/no-supply/electricity-switch-unanswered');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    const link = within(summary).getByRole('link', {
      name: 'Select yes if a switch in your fuse box has tripped',
    });
    expect(link).toHaveAttribute('href', '#switch');
    expect(screen.getByRole('radio', { name: 'Yes, a switch has tripped' })).toHaveAttribute(
      'id',
      'switch',
    );
    expect(
      screen.getByRole('group', { name: 'Has a switch in your fuse box tripped?' }),
    ).toHaveTextContent('Error: Select yes if a switch in your fuse box has tripped');
    expect(summary.closest('.error-summary')).toHaveFocus();
    await waitFor(() => expect(document.title).toMatch(/^Error: Has a switch in your fuse box/));
  });

  it('sends an unknown step to page-not-found', () => {
    renderStep('/emergencies/no-supply/water');
    expect(screen.getByRole('status')).toHaveTextContent('Page not found');
  });
});

describe('an outcome of the check', () => {
  it('gives 105 for a power cut, with why', () => {
    renderStep('/emergencies/no-supply/power-cut');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "It's probably a power cut: call 105",
    );
    expect(screen.getByRole('link', { name: '105' })).toHaveAttribute('href', 'tel:105');
    expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    expect(screen.getByText(/local power network/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `${AREA}/emergencies/no-supply/electricity-others`,
    );
  });

  it('gives the National Gas Emergency Service for a smell of gas, with what to do now', () => {
    renderStep('/emergencies/no-supply/gas-emergency');
    expect(screen.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    expect(screen.getByText('National Gas Emergency Service')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Do this now' })).toBeInTheDocument();
  });

  it('links topping up and emergency credit when a prepayment meter has run out', () => {
    renderStep('/emergencies/no-supply/top-up-gas');
    expect(screen.getByRole('link', { name: 'Ways to top up' })).toHaveAttribute(
      'href',
      `${AREA}/pay-as-you-go/topping-up`,
    );
    expect(screen.getByRole('link', { name: 'Using emergency credit' })).toHaveAttribute(
      'href',
      `${AREA}/pay-as-you-go/emergency-credit`,
    );
  });

  it('says how to reset a tripped switch safely', () => {
    renderStep('/emergencies/no-supply/reset-switch');
    const steps = screen.getByRole('list');
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent(/wet hands/);
    expect(steps).toHaveTextContent('Push the tripped switch back to ON.');
  });

  it('gives the meter line that is set for a meter fault, never a placeholder', () => {
    renderStep('/emergencies/no-supply/meter-fault-electricity');
    expect(screen.getByRole('link', { name: '0330 808 3880' })).toHaveAttribute(
      'href',
      'tel:03308083880',
    );
    expect(document.body.textContent).not.toMatch(/0808 157|03069|local value|\[/);
    expect(screen.getByRole('link', { name: 'Start the check again' })).toHaveAttribute(
      'href',
      `${AREA}/emergencies/no-supply`,
    );
  });
});
