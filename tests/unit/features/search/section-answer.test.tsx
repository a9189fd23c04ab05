import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SearchIsland } from '@/features/search/components/search';
import { searchIndexJson } from '../../../support/fixtures';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';
import { CONTENT_PATHS } from '@/config/content-paths';

const renderSearch = (q: string) =>
  renderRoute(<SearchIsland />, {
    path: `/search?${new URLSearchParams({ q, from: '' }).toString()}`,
    route: '/search',
  });

/** The search index with one article's sections replaced. */
const withSections = (id: string, sections: { id: string; heading: string; html: string }[]) => {
  const index = searchIndexJson();
  const doc = index.documents.find((d) => d.id === id)!;
  doc.sections = sections;
  server.use(http.get(`*${CONTENT_PATHS.searchIndex}`, () => HttpResponse.json(index)));
};

/** The index is built in the page first: a cap on the wait for the outcome, on a busy machine. */
const WAIT = { timeout: 10_000 };

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('an answer from the articles', () => {
  it('shows the bleeding steps for "how do i bleed a radiator", above the results, linking to the section', async () => {
    renderSearch('how do i bleed a radiator');
    const answer = await screen.findByRole('region', { name: 'How to bleed a radiator' }, WAIT);
    expect(within(answer).getByRole('heading', { level: 2 })).toHaveTextContent(
      'How to bleed a radiator',
    );
    expect(within(answer).getByText('From “Radiators cold at the top or bottom”')).toBeVisible();
    // The article's own steps, as a list.
    const steps = within(answer).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/^Turn your heating off and let the radiators cool\./);
    expect(steps.length).toBeGreaterThanOrEqual(2);
    const text = answer.querySelector('.section-answer__text')!.textContent!;
    expect(countWords(text)).toBeLessThanOrEqual(75);
    const more = within(answer).getByRole('link', {
      name: 'Read more in “Radiators cold at the top or bottom”',
    });
    expect(more).toHaveAttribute(
      'href',
      '/breakdowns/radiators-cold#user-content-how-to-bleed-a-radiator',
    );
    // Above the other results.
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(answer.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(results).getAllByRole('link')[0]).toHaveTextContent(
      'Radiators cold at the top or bottom',
    );
  }, 30_000);

  it('puts the emergency answer first when the search is about one', async () => {
    renderSearch('water leak near electrics');
    await screen.findByRole('link', { name: /^Read more in “/ }, WAIT);
    // The emergency's answer (the number to call), then the article's own section.
    const [urgent, answer] = screen.getAllByRole('region', { name: 'If water is near electrics' });
    expect(within(urgent!).getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    expect(within(answer!).getByRole('link', { name: /^Read more in “/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/emergencies\/water-leak#user-content-/),
    );
  }, 30_000);

  it('shows no answer for a single word: a topic, best answered by the list', async () => {
    renderSearch('radiator');
    await screen.findByText(/^\d+ results? for “radiator”$/, {}, WAIT);
    expect(screen.queryByRole('region', { name: /radiator/i })).toBeNull();
  });

  it('shows only what the sanitiser keeps of the section', async () => {
    withSections('breakdowns/radiators-cold', [
      {
        id: 'how-to-bleed-a-radiator',
        heading: 'How to bleed a radiator',
        html:
          '<p>Turn the key <img src="x" onerror="alert(1)">slowly.</p><script>alert(2)</script>' +
          '<form action="https://evil.example"><input name="card"></form>' +
          '<ol><li>Bleed it <a href="javascript:alert(3)">now</a></li></ol>',
      },
    ]);
    renderSearch('how do i bleed a radiator');
    const answer = await screen.findByRole('region', { name: 'How to bleed a radiator' }, WAIT);
    expect(answer.querySelector('script, form, input')).toBeNull();
    expect(answer.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(answer).getByText('now')).not.toHaveAttribute('href', 'javascript:alert(3)');
    expect(within(answer).getByRole('listitem')).toHaveTextContent('Bleed it now');
  });

  it('cuts a long section at about 60 words, never inside a number, with an ellipsis', async () => {
    const before = 'Bleed the radiator with care and patience. '.repeat(8).trim(); // 56 words
    withSections('breakdowns/radiators-cold', [
      {
        id: 'how-to-bleed-a-radiator',
        heading: 'How to bleed a radiator',
        html: `<p>${before} Then call 0800 111 999 and we will help you straight away with more words after that, and more words to read here.</p><ol><li>Not shown.</li></ol>`,
      },
    ]);
    renderSearch('how do i bleed a radiator');
    const answer = await screen.findByRole('region', { name: 'How to bleed a radiator' }, WAIT);
    const text = answer.querySelector('.section-answer__text')!.textContent!.trim();
    expect(text.endsWith('…')).toBe(true);
    // The 60th word is inside the number: the cut comes before it.
    expect(text.endsWith('Then call…')).toBe(true);
    expect(countWords(text)).toBeLessThanOrEqual(60);
    expect(within(answer).queryByRole('listitem')).toBeNull();
    expect(within(answer).getByRole('link', { name: /^Read more/ })).toBeVisible();
  });
});
