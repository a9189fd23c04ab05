import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '@/features/search';
import { renderRoute } from '../../../support/render';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const renderBox = () =>
  renderRoute(
    <>
      <SearchBox label="Search Help & Support" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path: '/meters' },
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
      '/search?q=meter+reading&from=%2Fhelp-and-support%2Fmeters',
    );
  });
});
