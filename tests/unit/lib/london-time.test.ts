import { describe, expect, it } from 'vitest';
import { bankHolidays } from '@/content/bank-holidays';
import { addDays, addWorkingDays, dateInWords, inLondon } from '@/lib/london-time';

describe('dates as counted in Great Britain', () => {
  it("reads London's calendar day, not the device's or UTC's", () => {
    // 11:30pm UTC on 30 June is 12:30am on 1 July in London (BST); in winter they agree.
    expect(inLondon(new Date('2026-06-30T23:30:00Z')).date).toBe('2026-07-01');
    expect(inLondon(new Date('2026-12-31T23:30:00Z')).date).toBe('2026-12-31');
  });

  it('counts calendar days across the end of a month and a year', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2026-11-24', 56)).toBe('2027-01-19');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('counts working days without weekends and bank holidays', () => {
    // Wednesday to Friday.
    expect(addWorkingDays('2026-11-25', 2, bankHolidays)).toBe('2026-11-27');
    // Friday to Tuesday: the weekend does not count.
    expect(addWorkingDays('2026-11-27', 2, bankHolidays)).toBe('2026-12-01');
    // Sent on Christmas Eve: Christmas Day, the weekend and Boxing Day's substitute are not
    // working days, so Tuesday 29th and Wednesday 30th.
    expect(addWorkingDays('2026-12-24', 2, bankHolidays)).toBe('2026-12-30');
    // Across the year's end: New Year's Day 2027 is a bank holiday.
    expect(addWorkingDays('2026-12-31', 1, bankHolidays)).toBe('2027-01-04');
    // Easter 2027: Good Friday and Easter Monday.
    expect(addWorkingDays('2027-03-25', 1, bankHolidays)).toBe('2027-03-30');
  });

  it('writes a date as GOV.UK does, with the year when it is not this year', () => {
    expect(dateInWords('2026-12-01', { weekday: true, thisYear: 2026 })).toBe('Tuesday 1 December');
    expect(dateInWords('2026-12-15', { thisYear: 2026 })).toBe('15 December');
    expect(dateInWords('2027-01-19', { thisYear: 2026 })).toBe('19 January 2027');
  });
});
