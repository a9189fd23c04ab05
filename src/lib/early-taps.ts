/**
 * A reading page is on screen, and tappable, before its code has come alive (it asks for its code
 * only after its largest paint: scripts/after-paint.ts). Links and forms work by themselves then;
 * a button that only the code can work (Play video, Yes and No under "Is this page useful?") would
 * do nothing. So the page's inline loader notes such taps, and once the page is live they are
 * played again, in order, on the buttons still there: the tap does what it says, a moment later.
 */

/** Where the loader keeps the taps it noted, on `window`. */
export const EARLY_TAPS = '__hsEarlyTaps';
/** The buttons whose taps are held: those with no action of their own without the code. */
export const HELD_BUTTONS = 'button[type="button"]';

interface HeldTaps {
  taps: Element[];
  stop: () => void;
}

/** Stops noting taps and hands over those noted, each button once, in the order first tapped. */
export function takeEarlyTaps(): Element[] {
  const store = window as unknown as Record<string, HeldTaps | undefined>;
  const held = store[EARLY_TAPS];
  if (!held) return [];
  held.stop();
  store[EARLY_TAPS] = undefined;
  return [...new Set(held.taps)];
}

/** Taps again, now that the page is live, the buttons tapped before it was that are still there. */
export function replayTaps(taps: Element[]) {
  for (const button of taps) {
    if (button.isConnected && button instanceof HTMLButtonElement && !button.disabled) {
      button.click();
    }
  }
}
