import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const tree = (Component: ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Loading…</p>}>
    <Component name="Sam" />
  </Suspense>
);

describe('lazyWithPreload', () => {
  it('renders at once, with no loading state, once its code is preloaded', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = lazyWithPreload(load);
    await Lazy.preload();
    render(tree(Lazy));
    expect(screen.getByText('Hello Sam')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on first render like React.lazy when not preloaded, and loads only once', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = lazyWithPreload(load);
    render(tree(Lazy));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the state and focus of parts that loaded while on screen when their parent renders again', async () => {
    const Counter = ({ onPress }: { onPress: () => void }) => {
      const [count, setCount] = useState(0);
      return (
        <button
          type="button"
          onClick={() => {
            setCount(count + 1);
            onPress();
          }}
        >
          Pressed {count}
        </button>
      );
    };
    const Passthrough = ({ children }: { children: ReactNode }) => <>{children}</>;
    // A lazy part inside another, both loaded on first render, as the header is.
    const Outer = lazyWithPreload(async () => ({ default: Passthrough }));
    const Inner = lazyWithPreload(async () => ({ default: Counter }));
    const Parent = () => {
      const [presses, setPresses] = useState(0);
      return (
        <Suspense fallback={<p>Loading…</p>}>
          <p>Parent saw {presses}</p>
          <Outer>
            <Inner onPress={() => setPresses(presses + 1)} />
          </Outer>
        </Suspense>
      );
    };
    render(<Parent />);
    const button = await screen.findByRole('button', { name: 'Pressed 0' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('Parent saw 1')).toBeInTheDocument();
    // The same element, with its count and the focus: not remounted as the loaded type.
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBe(button);
    expect(button).toHaveFocus();
  });

  it('tries again after code that failed to load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    render(tree(Lazy));
    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
