/**
 * The stand-in's clock for messages (decision 052): when a lead was sent, and which of its events
 * (acknowledged, our reply, closed) have happened by now. The real time, moved on by tests only:
 * with `movable` the stand-in takes POST STAND_IN_CLOCK_PATH?forwardMinutes=N, so a browser test
 * watches a message acknowledged, replied to and 8 weeks old without waiting. Nothing else on the
 * platform reads it: sign-in tokens, limits and timeouts keep the real time.
 */
export interface Clock {
  now(): Date;
}

/** The test-only route that moves the clock on (only when the platform is built with it). */
export const STAND_IN_CLOCK_PATH = '/stand-in/clock';

/** At most a year at a time: far past every event of a message (8 weeks). */
export const MAX_FORWARD_MINUTES = 366 * 24 * 60;

export class StandInClock implements Clock {
  private offsetMs = 0;

  now() {
    return new Date(Date.now() + this.offsetMs);
  }

  /** On by so many minutes; never back (a message's events only ever come later). */
  forward(minutes: number) {
    this.offsetMs += minutes * 60_000;
  }
}
