import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { useLocation, useSearchParams } from '@/islands/document-router';
import { BASENAME } from '@/config/paths';

/** The address as an island sees it, inside the area. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

/** An island that changes the address's query, as the search box does. */
function SearchFor({ query, replace }: { query: string; replace: boolean }) {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>Searching for {params.get('q') ?? 'nothing'}</p>
      <button type="button" onClick={() => setParams({ q: query }, { replace })}>
        Search for {query}
      </button>
    </>
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('useLocation in an island', () => {
  it('follows the address when the reader goes Back', async () => {
    window.history.pushState(null, '', `${BASENAME}/search?q=gas`);
    window.history.pushState(null, '', `${BASENAME}/search?q=boiler`);
    render(<Address />);
    expect(screen.getByRole('status')).toHaveTextContent('/search?q=boiler');

    window.history.back();

    expect(await screen.findByText('/search?q=gas')).toBeInTheDocument();
  });
});

describe('useSearchParams in an island', () => {
  it('gives the query of the document’s address', () => {
    window.history.pushState(null, '', `${BASENAME}/search?q=gas`);
    render(<SearchFor query="boiler" replace />);
    expect(screen.getByText('Searching for gas')).toBeInTheDocument();
  });

  it('replaces the history entry when the query is changed with replace', async () => {
    const user = userEvent.setup();
    window.history.pushState(null, '', `${BASENAME}/search?q=gas`);
    const entries = window.history.length;
    render(<SearchFor query="boiler" replace />);

    await user.click(screen.getByRole('button', { name: 'Search for boiler' }));

    expect(screen.getByText('Searching for boiler')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=boiler');
    expect(window.history.length).toBe(entries);
  });

  it('adds a history entry when the query is changed without replace', async () => {
    const user = userEvent.setup();
    window.history.pushState(null, '', `${BASENAME}/search?q=gas`);
    const entries = window.history.length;
    render(<SearchFor query="boiler" replace={false} />);

    await user.click(screen.getByRole('button', { name: 'Search for boiler' }));

    expect(screen.getByText('Searching for boiler')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=boiler');
    expect(window.history.length).toBe(entries + 1);
  });

  it('keeps the path and the hash when the query changes', async () => {
    const user = userEvent.setup();
    window.history.pushState(null, '', `${BASENAME}/search?q=gas#results`);
    render(
      <>
        <Address />
        <SearchFor query="boiler" replace />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Search for boiler' }));

    expect(screen.getByRole('status')).toHaveTextContent('/search?q=boiler#results');
    expect(window.location.pathname).toBe(`${BASENAME}/search`);
    expect(window.location.hash).toBe('#results');
  });
});

/**
 * An island comes alive over the HTML the build made, which could not know the address's query
 * (src/entry-islands.tsx hydrates it, as here).
 */
describe('useLocation as an island comes alive', () => {
  const BUILT_HTML = '<output>/search</output>';
  let page: HTMLElement;
  let unmount = () => {};
  beforeEach(() => {
    window.history.pushState(null, '', `${BASENAME}/search?q=gas`);
    page = document.createElement('div');
    page.innerHTML = BUILT_HTML;
    document.body.append(page);
  });
  afterEach(() => {
    act(() => unmount());
    page.remove();
  });

  it('gives the address the page was built for, path only, while it comes alive', async () => {
    const seen: string[] = [];
    function Seen() {
      const { pathname, search } = useLocation();
      seen.push(`${pathname}${search}`);
      return <output>{`${pathname}${search}`}</output>;
    }

    await act(async () => {
      unmount = hydrateRoot(page, <Seen />).unmount;
    });

    expect(seen[0]).toBe('/search');
  });

  it('then shows the document’s address, in the element the build made', async () => {
    const built = page.querySelector('output');

    await act(async () => {
      unmount = hydrateRoot(page, <Address />).unmount;
    });

    expect(screen.getByRole('status')).toBe(built);
    expect(built).toHaveTextContent('/search?q=gas');
  });
});
