/**
 * content/bank-holidays.json (England and Wales), built in and checked at build time
 * (scripts/built-in-content.ts): the days the lines keep bank-holiday hours, and the days that are
 * not working days when a reply date is counted.
 */
import type { IsoDate } from '@/lib/london-time';

declare const __BANK_HOLIDAYS__: readonly { date: IsoDate; name: string }[];

/** Each bank holiday, in date order, with its name ("Boxing Day (substitute day)"). */
export const bankHolidayList = __BANK_HOLIDAYS__;

export const bankHolidays: ReadonlySet<IsoDate> = new Set(__BANK_HOLIDAYS__.map((d) => d.date));
