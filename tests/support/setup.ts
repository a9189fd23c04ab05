import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './msw';

// findBy* and waitFor wait for the outcome, not for a fixed second: on a busy machine (CI beside
// other jobs) a search index or a lazy component can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom resolves relative URLs against this; the app's API calls are same-origin paths.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/**
 * Unexpected console errors and warnings fail the test (epic-stack). A test that expects one
 * spies on console itself, which replaces this guard for that test.
 */
let unexpected: string[] = [];
beforeEach(() => {
  unexpected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  if (typeof window !== 'undefined') {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  }
  if (unexpected.length) {
    const messages = unexpected.join('\n');
    unexpected = [];
    throw new Error(`Unexpected console output:\n${messages}`);
  }
});

if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}
