/**
 * A server made slow on purpose: what a test does to the far side of a request (a response held
 * back past the app's timeout, a search answered late), never a wait for the page. The one place
 * a browser test may use a timer (lint holds the rest, issue 47).
 */
export const delay = (ms: number) =>
  // eslint-disable-next-line no-restricted-syntax -- the server's delay, not a wait for an outcome
  new Promise<void>((resolve) => setTimeout(resolve, ms));
