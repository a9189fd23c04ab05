import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bankHolidays } from '@/content/bank-holidays';
import { contactDetails } from '@/content/contact';
import { lineStatus, statusInWords, weekdaysIn, type WeeklyHours } from '@/lib/opening-hours';

/** Customer Services as content/contact.json has it: weekdays 8 to 8, Saturday 8 to 5. */
const customerServices: WeeklyHours = {
  hours: [
    { days: 'Monday to Friday', opens: '08:00', closes: '20:00' },
    { days: 'Saturday', opens: '08:00', closes: '17:00' },
    { days: 'Sunday', closed: true },
  ],
  bankHolidays: 'closed',
};
const payAsYouGo: WeeklyHours = {
  hours: [
    { days: 'Monday to Saturday', opens: '08:00', closes: '20:00' },
    { days: 'Sunday', opens: '09:00', closes: '17:00' },
  ],
  bankHolidays: { opens: '09:00', closes: '17:00' },
};
const allDay: WeeklyHours = {
  hours: [{ days: 'Every day', opens: '00:00', closes: '24:00' }],
  bankHolidays: 'usual',
};

/** The line's words at a moment the device's clock reads (the test fixes it). */
function wordsAt(instant: string, line: WeeklyHours = customerServices) {
  vi.setSystemTime(new Date(instant));
  return statusInWords(lineStatus(line, new Date(), bankHolidays));
}

describe('open now or closed, on London time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says a line closed at 3am on a Sunday opens on Monday morning', () => {
    // Sunday 29 November 2026, 3am GMT.
    expect(wordsAt('2026-11-29T03:00:00Z')).toBe('Closed now, opens at 8am tomorrow');
    expect(wordsAt('2026-11-29T03:00:00Z', payAsYouGo)).toBe('Closed now, opens at 9am today');
  });

  it('says a line open on a weekday morning is open until the evening', () => {
    expect(wordsAt('2026-11-25T10:00:00Z')).toBe('Open now, until 8pm');
  });

  it('says a line is closed on Christmas Day and when it opens next', () => {
    // Friday 25 December 2026, a bank holiday: Customer Services opens on Saturday 26th.
    expect(wordsAt('2026-12-25T10:00:00Z')).toBe('Closed now, opens at 8am tomorrow');
    // Pay As You Go keeps its bank-holiday hours.
    expect(wordsAt('2026-12-25T10:00:00Z', payAsYouGo)).toBe('Open now, until 5pm');
    // Saturday 26th at 6pm: Sunday closed, Monday 28th a bank holiday, so Tuesday.
    expect(wordsAt('2026-12-26T18:00:00Z')).toBe('Closed now, opens at 8am on Tuesday');
  });

  it('says it is open up to the last minute, and closed at closing time', () => {
    expect(wordsAt('2026-11-25T19:59:00Z')).toBe('Open now, until 8pm');
    expect(wordsAt('2026-11-25T20:00:00Z')).toBe('Closed now, opens at 8am tomorrow');
    expect(wordsAt('2026-11-27T20:00:00Z')).toBe('Closed now, opens at 8am tomorrow');
    expect(wordsAt('2026-11-28T17:00:00Z')).toBe('Closed now, opens at 8am on Monday');
  });

  it('reads the clock in London across the change to and from British Summer Time', () => {
    // Sunday 28 March 2027: clocks go forward at 1am GMT. 08:30 GMT is 9:30am in London.
    expect(wordsAt('2027-03-28T07:59:00Z', payAsYouGo)).toBe('Closed now, opens at 9am today');
    expect(wordsAt('2027-03-28T08:00:00Z', payAsYouGo)).toBe('Open now, until 5pm');
    // Monday 29 March 2027 (Easter Monday): 7:30 GMT is 8:30am BST, but a bank holiday.
    expect(wordsAt('2027-03-29T07:30:00Z')).toBe('Closed now, opens at 8am tomorrow');
    // Tuesday 30 March, 7:30 GMT = 8:30am BST: open; in GMT it would not yet be.
    expect(wordsAt('2027-03-30T07:30:00Z')).toBe('Open now, until 8pm');
    expect(wordsAt('2027-03-30T18:59:00Z')).toBe('Open now, until 8pm');
    expect(wordsAt('2027-03-30T19:00:00Z')).toBe('Closed now, opens at 8am tomorrow');
    // Sunday 25 October 2026: clocks go back at 2am BST; 9am GMT is 9am in London.
    expect(wordsAt('2026-10-25T08:30:00Z', payAsYouGo)).toBe('Closed now, opens at 9am today');
    expect(wordsAt('2026-10-26T07:30:00Z')).toBe('Closed now, opens at 8am today');
  });

  it('names the date when the next opening is a week or more away', () => {
    const closedAWeek: WeeklyHours = {
      hours: [
        { days: 'Monday', opens: '10:00', closes: '12:00' },
        { days: 'Tuesday to Sunday', closed: true },
      ],
      bankHolidays: 'closed',
    };
    // Monday 21 December 2026 at 1pm: the next Monday is a bank holiday (28th).
    expect(wordsAt('2026-12-21T13:00:00Z', closedAWeek)).toBe(
      'Closed now, opens at 10am on Monday 4 January',
    );
  });

  it('says a line open round the clock is open 24 hours a day', () => {
    expect(wordsAt('2026-12-25T03:00:00Z', allDay)).toBe('Open now, 24 hours a day');
  });
});

describe('days in content', () => {
  it('reads a day, a range (also across the weekend) and every day', () => {
    expect(weekdaysIn('Saturday')).toEqual([6]);
    expect(weekdaysIn('Monday to Friday')).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysIn('Saturday to Monday')).toEqual([6, 0, 1]);
    expect(weekdaysIn('Every day')).toHaveLength(7);
    expect(weekdaysIn('Sunday and bank holidays')).toBeNull();
  });

  it('gives every line of content/contact.json hours for each day of the week', () => {
    for (const line of contactDetails.phoneLines) {
      expect(line.hours.flatMap((h) => weekdaysIn(h.days)!).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
  });
});
