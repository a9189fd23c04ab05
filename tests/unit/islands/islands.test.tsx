import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { island } from '@/lib/island';
import { Link, useLocation, useNavigate } from '@/islands/document-router';
import { browser } from '@/lib/navigate-away';
import { BASENAME } from '@/config/paths';

describe('island()', () => {
  function Greeting({ name }: { name: string }) {
    return <p>Hello {name}</p>;
  }
  const GreetingIsland = island('page-feedback', Greeting);

  it('renders the component inside a marker naming the island and carrying its props', () => {
    const { container } = render(<GreetingIsland name="Priya" />);
    const marker = container.firstElementChild!;
    expect(marker).toHaveAttribute('data-island', 'page-feedback');
    expect(JSON.parse(marker.getAttribute('data-island-props')!)).toEqual({ name: 'Priya' });
    expect(marker).toHaveClass('island');
    expect(screen.getByText('Hello Priya')).toBeInTheDocument();
    expect(GreetingIsland.inner).toBe(Greeting);
  });

  it('carries no props attribute when there are none', () => {
    const Empty = island('consent-effects', () => null);
    const { container } = render(<Empty />);
    expect(container.firstElementChild).not.toHaveAttribute('data-island-props');
  });
});

describe('the islands’ router (src/islands/document-router.tsx)', () => {
  it('writes links as react-router does under the area’s basename', () => {
    render(
      <>
        <Link to="/">Home</Link>
        <Link to="/meters/faulty-meter" className="card-link">
          Faulty meter
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', BASENAME);
    const article = screen.getByRole('link', { name: 'Faulty meter' });
    expect(article).toHaveAttribute('href', `${BASENAME}/meters/faulty-meter`);
    expect(article).toHaveClass('card-link');
  });

  it('gives the document’s address inside the area, and goes somewhere by loading it', async () => {
    window.history.pushState(null, '', `${BASENAME}/emergencies?x=1`);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    function Here() {
      const { pathname, search } = useLocation();
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/search?q=gas')}>
          {pathname}
          {search}
        </button>
      );
    }
    render(<Here />);
    const button = screen.getByRole('button', { name: '/emergencies?x=1' });
    await userEvent.click(button);
    expect(assign).toHaveBeenCalledWith(`${BASENAME}/search?q=gas`);
    window.history.pushState(null, '', '/');
  });
});
