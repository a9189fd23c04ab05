/**
 * Whether a line is open now, and when it next opens, on London's clock (lib/london-time.ts), from
 * its weekly hours and bank-holiday rule as content/contact.json gives them and the bank holidays
 * of content/bank-holidays.json. Pure: the moment is given, so the tests fix it.
 */
import {
  addDays,
  dateInWords,
  inLondon,
  weekdayOf,
  WEEKDAYS,
  yearOf,
  type IsoDate,
} from './london-time.ts';

/** "08:00"; "24:00" only as a closing time. */
type Clock = string;

type HoursEntry = { days: string; opens: Clock; closes: Clock } | { days: string; closed: true };

export interface WeeklyHours {
  hours: readonly HoursEntry[];
  /** On a bank holiday: closed, open as on that weekday ("usual"), or these hours. */
  bankHolidays: 'closed' | 'usual' | { opens: Clock; closes: Clock };
}

/** "08:00" -> "8am", "17:30" -> "5:30pm", "12:00" -> "midday", "24:00" -> "midnight" (GOV.UK style). */
export function clockInWords(time: Clock): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (m === 0 && h === 12) return 'midday';
  if (m === 0 && (h === 0 || h === 24)) return 'midnight';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}${h < 12 || h === 24 ? 'am' : 'pm'}`;
}

const minutesOf = (time: Clock) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * The weekdays (0 Sunday) a `days` text names: "Every day", "Saturday", "Monday to Friday"
 * (a range may wrap: "Saturday to Monday"). Null for anything else, which the schema refuses.
 */
export function weekdaysIn(days: string): number[] | null {
  if (days === 'Every day') return [0, 1, 2, 3, 4, 5, 6];
  const [from, to = from, ...rest] = days.split(' to ');
  const start = WEEKDAYS.indexOf(from as (typeof WEEKDAYS)[number]);
  const end = WEEKDAYS.indexOf(to as (typeof WEEKDAYS)[number]);
  if (rest.length > 0 || start < 0 || end < 0) return null;
  const count = ((end - start + 7) % 7) + 1;
  return Array.from({ length: count }, (_, i) => (start + i) % 7);
}

/** The hours a line keeps on a date, in minutes since midnight, or null when it is closed. */
function hoursOn(
  line: WeeklyHours,
  date: IsoDate,
  weekday: number,
  bankHolidays: ReadonlySet<IsoDate>,
): { opens: number; closes: number } | null {
  if (bankHolidays.has(date) && line.bankHolidays !== 'usual') {
    return line.bankHolidays === 'closed'
      ? null
      : { opens: minutesOf(line.bankHolidays.opens), closes: minutesOf(line.bankHolidays.closes) };
  }
  const entry = line.hours.find((h) => weekdaysIn(h.days)?.includes(weekday));
  if (!entry || 'closed' in entry) return null;
  return { opens: minutesOf(entry.opens), closes: minutesOf(entry.closes) };
}

const DAY_MINUTES = 24 * 60;
/** How far ahead to look for the next opening: past Christmas and New Year with room to spare. */
const LOOK_AHEAD_DAYS = 14;

type LineStatus =
  | { open: true; allDay: true }
  | { open: true; allDay?: false; closes: Clock; inDays: number; date: IsoDate }
  | { open: false; opens: { time: Clock; inDays: number; date: IsoDate } | null };

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether the line is open at `now`, until when, or when it opens next. */
export function lineStatus(
  line: WeeklyHours,
  now: Date,
  bankHolidays: ReadonlySet<IsoDate>,
): LineStatus {
  const { date: today, weekday, minutes } = inLondon(now);
  const on = (inDays: number) => {
    const date = addDays(today, inDays);
    return { date, hours: hoursOn(line, date, (weekday + inDays) % 7, bankHolidays) };
  };

  const todays = on(0).hours;
  if (todays && minutes >= todays.opens && minutes < todays.closes) {
    // Open through midnight into the next day's hours: it closes when the run ends.
    let inDays = 0;
    let closes = todays.closes;
    while (closes === DAY_MINUTES) {
      if (inDays === LOOK_AHEAD_DAYS) return { open: true, allDay: true };
      const next = on(inDays + 1).hours;
      if (!next || next.opens !== 0) break;
      inDays += 1;
      closes = next.closes;
    }
    return { open: true, closes: clockOf(closes), inDays, date: on(inDays).date };
  }
  if (todays && minutes < todays.opens) {
    return { open: false, opens: { time: clockOf(todays.opens), inDays: 0, date: today } };
  }
  for (let inDays = 1; inDays <= LOOK_AHEAD_DAYS; inDays += 1) {
    const { date, hours } = on(inDays);
    if (hours) return { open: false, opens: { time: clockOf(hours.opens), inDays, date } };
  }
  return { open: false, opens: null };
}

/** "today", "tomorrow", "on Monday", or a week or more ahead "on Monday 4 January". */
function whenInWords(inDays: number, date: IsoDate) {
  if (inDays === 0) return 'today';
  if (inDays === 1) return 'tomorrow';
  if (inDays < 7) return `on ${WEEKDAYS[weekdayOf(date)]!}`;
  // Two weeks ahead at most: the month and day are enough.
  return `on ${dateInWords(date, { weekday: true, thisYear: yearOf(date) })}`;
}

/** "Open now, until 8pm", "Closed now, opens at 8am tomorrow", "Open now, 24 hours a day". */
export function statusInWords(status: LineStatus): string {
  if (status.open) {
    if (status.allDay) return 'Open now, 24 hours a day';
    const until = clockInWords(status.closes);
    return status.inDays === 0
      ? `Open now, until ${until}`
      : `Open now, until ${until} ${whenInWords(status.inDays, status.date)}`;
  }
  if (!status.opens) return 'Closed now';
  const { time, inDays, date } = status.opens;
  return `Closed now, opens at ${clockInWords(time)} ${whenInWords(inDays, date)}`;
}
