import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the code; once it is in, the component renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy that can be loaded ahead of rendering. A lazy component suspends on its first render
 * even when its code is already in, and React then holds back the content for up to 300 ms after
 * showing a fallback (its Suspense throttle): main.tsx loads the current page's parts first
 * (preloadRoute), so the first render needs no fallback and the page asks for its data at once.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a later render may try again
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  // Each instance keeps the type it started with: switching from Lazy to Loaded once the code is in
  // would remount it, losing its state and the keyboard focus inside it.
  const Component = (props: P) => {
    const [Initial] = useState<ComponentType<P>>(() => Loaded ?? Lazy);
    return <Initial {...props} />;
  };
  return Object.assign(Component, { preload });
}
