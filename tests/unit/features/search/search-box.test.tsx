import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { absolute, paths } from '@/config/paths';
import { SearchBox } from '@/features/search';
import { renderRoute } from '../../../support/render';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const renderBox = (box = <SearchBox label="Search Help & Support" />, path = '/meters') =>
  renderRoute(
    <>
      {box}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path },
  );

describe('SearchBox', () => {
  it('asks for a query when submitted empty, beside the field and in a focused summary', async () => {
    const { user } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Enter what you are looking for');
    expect(summary.parentElement).toHaveFocus();
    const input = screen.getByRole('searchbox', { name: 'Search Help & Support' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^Error:\s?Enter what you are looking for$/);
    expect(screen.getByTestId('where')).toHaveTextContent('/meters');
  });

  it('refuses 2001 characters and keeps what was typed', async () => {
    const { user } = renderBox();
    const input = screen.getByRole('searchbox', { name: 'Search Help & Support' });
    await user.click(input);
    await user.paste('a'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Search must be 2000 characters or fewer');
    expect(input).toHaveValue('a'.repeat(2001));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/meters$/);
  });

  it('accepts exactly 2000 characters', async () => {
    const { user } = renderBox();
    await user.click(screen.getByRole('searchbox'));
    await user.paste('b'.repeat(2000));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('where').textContent).toMatch(/^\/search\?q=b{2000}&from=/);
  });

  it('goes to the search page with the query and where the search started', async () => {
    const { user } = renderBox();
    await user.type(screen.getByRole('searchbox'), 'meter reading');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(
      paths.search('meter reading', absolute(paths.category('meters'))),
    );
  });
});

const renderSuggesting = () =>
  renderBox(<SearchBox label="What do you need help with?" suggest />, '/');

describe('SearchBox suggestions (combobox)', () => {
  it('suggests titles as the customer types, announced, and opens one with the arrow keys and Enter', async () => {
    const { user } = renderSuggesting();
    const box = screen.getByRole('combobox', { name: 'What do you need help with?' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'boiler pressure');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    expect(options[0]).toHaveTextContent('Topping up your boiler pressure');
    expect(screen.getByRole('status')).toHaveTextContent(
      new RegExp(`^${options.length} suggestions?\\. Use the up and down arrows to choose\\.$`),
    );

    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(box).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/breakdowns/boiler-pressure');
  });

  it('wraps round with the arrow keys and closes with Escape, keeping what was typed', async () => {
    const { user } = renderSuggesting();
    const box = screen.getByRole('combobox', { name: 'What do you need help with?' });
    await user.type(box, 'meter');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await user.keyboard('{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('meter');
  });

  it('searches for what was typed when Enter is pressed with no suggestion chosen', async () => {
    const { user } = renderSuggesting();
    const box = screen.getByRole('combobox', { name: 'What do you need help with?' });
    await user.type(box, 'meter');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(
      paths.search('meter', absolute(paths.home())),
    );
  });

  it('opens a suggestion with a click', async () => {
    const { user } = renderSuggesting();
    await user.type(screen.getByRole('combobox'), 'make a complaint');
    await user.click(await screen.findByRole('option', { name: 'Make a complaint' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/make-a-complaint-select-type');
  });

  it('shows the emergency number first for a gas smell, before any title', async () => {
    const { user } = renderSuggesting();
    await user.type(screen.getByRole('combobox'), 'smel gas');
    const answer = await screen.findByRole('region', { name: 'If you smell gas' });
    expect(within(answer).getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    const list = screen.getByRole('listbox');
    expect(answer.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent(/^If you smell gas: see below\./);
    // The number is reachable by keyboard: Tab moves past the button into the answer, which stays.
    await user.tab();
    await user.tab();
    expect(within(answer).getByRole('link', { name: '0800 111 999' })).toHaveFocus();
  });

  it('closes when focus leaves the box', async () => {
    const { user } = renderSuggesting();
    const box = screen.getByRole('combobox');
    await user.type(box, 'meter');
    await screen.findByRole('listbox');
    await user.click(document.body);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
