import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
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
