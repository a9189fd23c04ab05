import { hydrateRoot } from 'react-dom/client';
import { OpeningStatusIsland } from '@/features/contact/components/opening-status';

/** Contact us's status line as the build wrote it: an empty line, claiming nothing about now. */
function builtPage() {
  document.body.innerHTML =
    '<div class="island" data-island="opening-status" data-island-props="{&quot;line&quot;:&quot;customer-services&quot;}"><p class="opening-status"></p></div>';
  return document.body.firstElementChild as HTMLElement;
}

describe('the opening-status island on Preact', () => {
  afterEach(() => vi.useRealTimers());

  it('fills the built line in place once alive, and moves on with the clock', async () => {
    vi.useFakeTimers();
    // Wednesday 25 November 2026, 7:59pm in London.
    vi.setSystemTime(new Date('2026-11-25T19:59:30Z'));
    const element = builtPage();
    const line = element.querySelector('p')!;
    const Status = OpeningStatusIsland.inner;
    const root = hydrateRoot(element, <Status line="customer-services" />);
    try {
      await vi.advanceTimersByTimeAsync(10);
      expect(element.querySelector('p')).toBe(line);
      expect(line).toHaveTextContent('Open now, until 8pm');

      await vi.advanceTimersByTimeAsync(30_000);
      expect(line).toHaveTextContent('Closed now, opens at 8am tomorrow');
    } finally {
      // Its clock stopped with it, not left to tick into the next test's document.
      root.unmount();
    }
  });
});
