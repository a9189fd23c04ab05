/**
 * A reading page is on screen, and tappable, before its code has come alive (it asks for its code
 * only after its largest paint: scripts/build/after-paint.ts). Links and forms work by themselves then;
 * a button that only the code can work (Play video, Yes and No under "Is this page useful?") would
 * do nothing. So the page's inline loader notes such taps, and once the page is live they are
 * played again, in order, on the buttons still there: the tap does what it says, a moment later.
 */

/** Where the loader keeps the taps it noted, on `window`. */
export const EARLY_TAPS = '__hsEarlyTaps';
/** The buttons whose taps are held: those with no action of their own without the code. */
export const HELD_BUTTONS = 'button[type="button"]';
/**
 * The forms whose sending is held: those with no address of their own to send to (the steps of the
 * complaint, enquiry and feedback journeys, decision 039). Sent as they are, they would only put
 * what the customer typed in the page's own address; once the page is live they are sent by the
 * code, as the customer asked.
 */
export const HELD_FORMS = 'form:not([action])';

/**
 * Put on a form by the loader the moment it is sent before the page is live, so the form says at
 * once, from the style sheet alone, what it is doing: its submit button's loading text ("Loading
 * the next step…", "Sending…": components/button.tsx, forms.css). A form the browser sends itself
 * (a question's GET form to its answer address) keeps it until the next page is there, and loses
 * it if Back brings this page back from the browser's cache; a held form, until the code sends it
 * (below), or if the code never comes.
 */
export const SENT_EARLY_ATTRIBUTE = 'data-sent-early';

interface HeldTaps {
  /** Buttons tapped and forms sent, in order. */
  taps: HTMLElement[];
  stop: () => void;
}

/**
 * Stops noting taps, and gives what plays them again, once the page is live: each button (or
 * form) once, in the order first tapped, if it is still there.
 */
export function takeEarlyTaps(): () => void {
  const held = (window as unknown as Record<string, HeldTaps | undefined>)[EARLY_TAPS];
  held?.stop();
  const taps = new Set(held?.taps);
  return () =>
    taps.forEach((held) => {
      if (!held.isConnected) return;
      if (held instanceof HTMLFormElement) {
        // The code takes over saying so: sending the form sets its own loading state before the
        // browser paints again (a submit is a discrete event: React renders it in a microtask).
        held.removeAttribute(SENT_EARLY_ATTRIBUTE);
        held.requestSubmit();
      } else held.click();
    });
}
