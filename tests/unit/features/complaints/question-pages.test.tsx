import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import SelectEnergyPage from '@/features/complaints/pages/select-energy-page';
import SelectTypePage from '@/features/complaints/pages/select-type-page';
import {
  complaintAnswerAddresses,
  SELECT_ENERGY,
  SELECT_TYPE,
} from '@/features/complaints/questions';
import { answerRedirect } from '@/lib/answer-address';
import { SENT_EARLY_ATTRIBUTE } from '@/lib/early-taps';
import { browser } from '@/lib/navigate-away';
import { renderRoute } from '../../../support/render';
import { BASENAME } from '@/config/paths';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const renderQuestions = (path: string) =>
  renderRoute(
    <Routes>
      <Route path="/make-a-complaint-select-type" element={<SelectTypePage />} />
      <Route path="/make-a-complaint-select-energy" element={<SelectEnergyPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );

describe('complaint selection questions', () => {
  it('asks for an answer, beside the options and in the summary, when none is chosen', async () => {
    const { user } = renderQuestions('/make-a-complaint-select-type');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Select what your complaint is about');
    expect(screen.getByRole('group', { name: 'What is your complaint about?' })).toHaveTextContent(
      'Select what your complaint is about',
    );
    await waitFor(() => expect(document.title).toMatch(/^Error: /));
  });

  it('goes from energy to the payment question, and from Pay As You Go to its form', async () => {
    const { user } = renderQuestions('/make-a-complaint-select-type');
    await user.click(screen.getByRole('radio', { name: 'Energy' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'How do you pay for your energy?' });
    await user.click(screen.getByRole('radio', { name: 'Pay As You Go' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/complaints/pay-as-you-go');
  });

  it('sends other kinds of complaint to their teams’ forms', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderQuestions('/make-a-complaint-select-type');
    await user.click(screen.getByRole('radio', { name: 'Home services' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith('https://www.britishgas.co.uk/home-services/complaints');
  });

  it('says, beside each answer that leaves Help & Support, where it goes', () => {
    renderQuestions('/make-a-complaint-select-type');
    expect(screen.getByRole('radio', { name: 'Home services' })).toHaveAccessibleDescription(
      'Boiler and home cover, repairs and servicing. This takes you away from Help & Support to the home services complaints page.',
    );
    expect(screen.getByRole('radio', { name: 'Installations' })).toHaveAccessibleDescription(
      /This takes you away from Help & Support to the installations complaints page\.$/,
    );
    expect(
      screen.getByRole('radio', { name: 'Electric Vehicle charge point' }),
    ).toHaveAccessibleDescription(
      'This takes you away from Help & Support to the electric vehicle charge point complaints page.',
    );
    expect(screen.getByRole('radio', { name: 'Energy' })).toHaveAccessibleDescription(
      'Your gas or electricity supply, bills, meters or account',
    );
  });

  it('says nothing of leaving for answers that stay in Help & Support', () => {
    renderQuestions('/make-a-complaint-select-energy');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).not.toHaveAccessibleDescription(/takes you away/);
    }
  });

  it('is a real form to its answer address, so Continue works before the page is alive', async () => {
    const { container } = renderQuestions('/make-a-complaint-select-energy');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(`${BASENAME}/make-a-complaint-select-energy-answer`);
    const radio = screen.getByRole('radio', { name: 'I pay by Direct Debit' });
    expect(radio).toHaveAttribute('name', 'customerType');
    // Before the page is alive the browser asks for an answer; alive, the app does.
    expect(radio).toBeRequired();
    await waitFor(() => expect(form.noValidate).toBe(true));
  });

  it('leaves a form already on its way to the browser, which sends the newer answer', async () => {
    const { container, user } = renderQuestions('/make-a-complaint-select-energy');
    const form = container.querySelector('form')!;
    // Sent before the page was alive (the loader marked it), and a newer answer pressed now.
    form.setAttribute(SENT_EARLY_ATTRIBUTE, '');
    let sentByTheBrowser = false;
    // After the app's own handler (on its root), as the browser would go on to send it.
    const afterTheApp = (event: Event) => {
      sentByTheBrowser = !event.defaultPrevented;
      event.preventDefault(); // jsdom sends no form
    };
    document.addEventListener('submit', afterTheApp);
    onTestFinished(() => document.removeEventListener('submit', afterTheApp));
    await user.click(screen.getByRole('radio', { name: 'Pay As You Go' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sentByTheBrowser).toBe(true);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('gives each answer a Continue of its own: straight to its step, or by the answer address', () => {
    const { container } = renderQuestions('/make-a-complaint-select-type');
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('button[type="submit"]')];
    // The first (Enter, no answer chosen) to the form's own address; the others shown only for
    // their answer, by the style sheet.
    expect(buttons.map((b) => [b.getAttribute('formaction'), b.hidden])).toEqual([
      [null, false],
      [`${BASENAME}/make-a-complaint-select-energy`, true],
      [null, true],
      [null, true],
      [null, true],
    ]);
    // The style sheet chooses among up to six.
    for (const question of [SELECT_TYPE, SELECT_ENERGY]) {
      expect(question.options.length).toBeLessThanOrEqual(6);
    }
  });

  it('sends each answer’s address on to where it leads, the answer kept within the site', () => {
    const addresses = complaintAnswerAddresses();
    const send = (path: string, query: string) =>
      answerRedirect(addresses, `${BASENAME}${path}`, new URLSearchParams(query));
    expect(send('/make-a-complaint-select-type-answer', 'complaintType=energy')).toBe(
      `${BASENAME}/make-a-complaint-select-energy?complaintType=energy`,
    );
    // Another team's page as the settings give it: nothing of ours added.
    expect(send('/make-a-complaint-select-type-answer', 'complaintType=home-services')).toBe(
      'https://www.britishgas.co.uk/home-services/complaints',
    );
    expect(send('/make-a-complaint-select-energy-answer', 'customerType=payAsYouGo')).toBe(
      `${BASENAME}/complaints/pay-as-you-go?customerType=payAsYouGo`,
    );
    expect(send('/make-a-complaint-select-energy-answer', 'customerType=directDebit')).toBe(
      `${BASENAME}/complaints/gas-and-electricity?customerType=directDebit`,
    );
    for (const query of ['', 'customerType=', 'customerType=bitcoin', 'complaintType=energy']) {
      expect(send('/make-a-complaint-select-energy-answer', query), query).toBe(
        `${BASENAME}/make-a-complaint-select-energy${query ? `?${query}` : ''}`,
      );
    }
  });
});
