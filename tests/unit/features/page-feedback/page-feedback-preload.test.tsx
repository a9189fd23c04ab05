import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageFeedback } from '@/features/page-feedback';
import { renderRoute } from '../../../support/render';

// Whether the "No" form's code (with its checks) has been asked for.
const form = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/features/page-feedback/feedback-form', async (original) => {
  form.loaded = true;
  return original();
});

/** A screen the test scrolls: the question comes near it when the test says so. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  comeNear() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    if (entries.length) this.callback(entries as never, this as never);
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  form.loaded = false;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Is this page useful? on a long page', () => {
  it('asks for the "No" form only as the question comes near the screen', async () => {
    renderRoute(
      <PageFeedback
        page-type="article"
        page-id="your-bill/understanding-your-bill"
        page-title="Understanding your bill"
      />,
      { path: '/your-bill/understanding-your-bill' },
    );
    expect(screen.getByRole('heading', { name: 'Is this page useful?' })).toBeInTheDocument();
    await waitFor(() => expect(FakeObserver.all.some((o) => o.targets.length > 0)).toBe(true));
    expect(form.loaded).toBe(false);

    for (const observer of FakeObserver.all) observer.comeNear();
    await waitFor(() => expect(form.loaded).toBe(true));
  });
});
