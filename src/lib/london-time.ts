/**
 * Dates and times as a customer in Great Britain reads them: on the clock in London (GMT in
 * winter, BST in summer), whatever the device's own time zone. Calendar dates are ISO strings
 * ("2026-12-25"), counted on UTC midnights so no clock change can shift a day.
 */

/** A calendar date, "YYYY-MM-DD". */
export type IsoDate = string;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The wall clock in London at an instant: its date, weekday (0 Sunday) and minutes since midnight. */
interface LondonMoment {
  date: IsoDate;
  weekday: number;
  minutes: number;
}

let londonParts: Intl.DateTimeFormat | undefined;

export function inLondon(instant: Date): LondonMoment {
  londonParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(
    londonParts.formatToParts(instant).map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
  const date = `${part.year}-${part.month}-${part.day}`;
  return {
    date,
    weekday: weekdayOf(date),
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}

const utc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (date: IsoDate) => utc(date).getUTCDay();

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday to Friday, and not a bank holiday. */
const isWorkingDay = (date: IsoDate, bankHolidays: ReadonlySet<IsoDate>) =>
  weekdayOf(date) % 6 !== 0 && !bankHolidays.has(date);

/** The working day `days` working days after `date` (the day itself does not count). */
export function addWorkingDays(
  date: IsoDate,
  days: number,
  bankHolidays: ReadonlySet<IsoDate>,
): IsoDate {
  let day = date;
  for (let left = days; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day, bankHolidays)) left -= 1;
  }
  return day;
}

/**
 * "Tuesday 1 December", "15 December", "19 January 2027" (GOV.UK's style): the year only when it
 * is not `thisYear`, so a date that crosses into the next year says so.
 */
export function dateInWords(
  date: IsoDate,
  { weekday = false, thisYear }: { weekday?: boolean; thisYear?: number } = {},
): string {
  const d = utc(date);
  const year = d.getUTCFullYear();
  return [
    weekday ? WEEKDAYS[d.getUTCDay()] : '',
    String(d.getUTCDate()),
    MONTHS[d.getUTCMonth()],
    year === thisYear ? '' : String(year),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The year of a date, as a number. */
export const yearOf = (date: IsoDate) => Number(date.slice(0, 4));
