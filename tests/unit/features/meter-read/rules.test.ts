import { describe, expect, it } from 'vitest';
import { meterReadLeadRequestSchema } from '@/api/schemas/leads';
import { buildPriceCapLead, PRICE_CAP_CLEARED } from '@/features/meter-read/price-cap-lead';
import {
  earliestReadingDate,
  emptyMeterRead,
  isCustomerNumber,
  meterReadSchema,
  prefillFromQuery,
  readingDateError,
  type MeterReadValues,
} from '@/features/meter-read/rules';

describe('customer number (SPEC §5)', () => {
  it("takes 'A' and 4 to 8 digits", () => {
    expect(['A123', 'A1234', 'A12345678', 'A123456789'].map(isCustomerNumber)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
  it("takes '85' and exactly ten digits", () => {
    expect(['85123456789', '851234567890', '8512345678901'].map(isCustomerNumber)).toEqual([
      false,
      true,
      false,
    ]);
  });
  it("takes 'BGX' and 4 or 5 digits", () => {
    expect(['BGX123', 'BGX1234', 'BGX12345', 'BGX123456'].map(isCustomerNumber)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
  it('forgives lower case and spaces as typed', () => {
    expect(isCustomerNumber(' bgx 1234 ')).toBe(true);
  });
  it('refuses anything else', () => {
    expect(['B1234', '123456', 'A12a4'].map(isCustomerNumber)).toEqual([false, false, false]);
  });
});

describe('reading date (SPEC §5, §9)', () => {
  const today = new Date(2026, 10, 21); // 21 November 2026
  it('accepts today and exactly one month ago, refuses a day earlier and tomorrow', () => {
    expect(readingDateError('2026-11-21', today)).toBeNull();
    expect(readingDateError('2026-10-21', today)).toBeNull();
    expect(readingDateError('2026-10-20', today)).toBe(
      'The date of your readings must be within the last month',
    );
    expect(readingDateError('2026-11-22', today)).toBe(
      'The date of your readings must be today or in the past',
    );
  });
  it('is required', () => {
    expect(readingDateError('', today)).toBe('Enter the date you took the readings');
  });
  it('clamps to the end of a shorter month', () => {
    expect(earliestReadingDate(new Date(2026, 2, 31))).toBe('2026-02-28');
    expect(earliestReadingDate(new Date(2028, 2, 31))).toBe('2028-02-29');
    expect(earliestReadingDate(new Date(2026, 0, 15))).toBe('2025-12-15');
  });
});

const today = new Date(2026, 10, 21);
const dual: MeterReadValues = {
  ...emptyMeterRead(),
  title: 'Ms',
  first_name: 'Ann',
  last_name: 'Lee',
  telephone: '07700 900321',
  email: '',
  fuel: 'Dual',
  gas_account_number: 'a12345',
  elec_account_number: '851234567890',
  is_economy_7_radio: 'yes',
  gas_reading: '01234',
  elec7_reading_normal: '123456',
  elec7_reading_low: '654321',
  date: '2026-11-20',
};
const issues = (v: MeterReadValues) =>
  Object.fromEntries(
    (meterReadSchema(today).safeParse(v).error?.issues ?? []).map((i) => [
      String(i.path[0]),
      i.message,
    ]),
  );

describe('meter read form rules', () => {
  it('accepts a complete dual-fuel Economy 7 form', () => {
    expect(issues(dual)).toEqual({});
  });

  it('says which personal detail is missing or wrong, in this form’s words', () => {
    expect(
      issues({
        ...dual,
        first_name: ' ',
        last_name: 'a'.repeat(101),
        telephone: '',
        email: 'ann@x',
      }),
    ).toEqual({
      first_name: 'Enter your first name',
      last_name: 'Last name must be 100 characters or fewer',
      telephone: 'Enter your phone number',
      email: 'Enter an email address in the correct format, like name@example.com',
    });
    expect(issues({ ...dual, telephone: '0770 900' })).toEqual({
      telephone: 'Enter a phone number, like 07700 900982',
    });
  });

  it('takes names with any characters and numbers from any country', () => {
    expect(issues({ ...dual, first_name: 'Ann 2', telephone: '+1 (202) 555-0100' })).toEqual({});
  });

  it('requires readings, numbers only, at most 6 characters', () => {
    expect(
      issues({
        ...dual,
        gas_reading: '',
        elec7_reading_normal: '12a',
        elec7_reading_low: '1234567',
      }),
    ).toEqual({
      gas_reading: 'Enter your gas reading',
      elec7_reading_normal: 'Normal (day) reading must only include numbers',
      elec7_reading_low: 'Low (night) reading must be 6 digits or fewer',
    });
  });

  it('asks only for the fields of the fuel chosen', () => {
    const gasOnly = {
      ...dual,
      fuel: 'Gas',
      elec_account_number: '',
      elec7_reading_low: '',
      elec7_reading_normal: '',
    };
    expect(issues(gasOnly)).toEqual({});
    const elecNoE7 = {
      ...dual,
      fuel: 'Electricity',
      is_economy_7_radio: 'no',
      gas_account_number: '',
      gas_reading: '',
      elec_reading: '',
    };
    expect(issues(elecNoE7)).toEqual({ elec_reading: 'Enter your electricity reading' });
  });

  it('defaults Economy 7 to no', () => {
    expect(emptyMeterRead().is_economy_7_radio).toBe('no');
  });

  it('checks customer numbers', () => {
    expect(issues({ ...dual, gas_account_number: 'A123' }).gas_account_number).toMatch(
      /^Enter a gas customer number that starts 85/,
    );
  });
});

describe('prefillFromQuery', () => {
  it('reads every field of the form from the query string, and nothing else', () => {
    const v = prefillFromQuery(
      '?first_name=Ann&last_name=Lee&fuel=Gas&gas_account_number=A12345&gas_reading=123&reading_date=2026-11-20&evil=1',
    );
    expect(v).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      fuel: 'Gas',
      gas_account_number: 'A12345',
      gas_reading: '123',
      date: '2026-11-20',
    });
  });
  it('drops choices the form does not offer', () => {
    expect(prefillFromQuery('?fuel=Oil&is_economy_7_radio=maybe')).toEqual({});
  });
});

describe('buildPriceCapLead (SPEC §3, §7)', () => {
  it('sends dual fuel as Gas and Electricity with the Economy 7 readings and both accounts', () => {
    const lead = buildPriceCapLead(dual);
    expect(meterReadLeadRequestSchema.safeParse(lead).success).toBe(true);
    expect(lead.data.attributes).toMatchObject({
      topic: 'PriceCapMeterRead',
      title: 'Ms',
      'first-name': 'Ann',
      surname: 'Lee',
      email: null,
      ...PRICE_CAP_CLEARED,
    });
    expect(lead.data.attributes['additional-information']).toEqual({
      Telephone: '07700 900321',
      Fuel: 'Gas and Electricity',
      Company: 'Price-cap',
      ReadingDate: '2026-11-20',
      ElecAccountNumber: '851234567890',
      IsEconomy7: true,
      Economy7NormalReading: '123456',
      Economy7LowReading: '654321',
      GasAccountNumber: 'A12345',
      GasReading: '01234',
    });
  });

  it('sends one electricity reading without Economy 7, and the email when given', () => {
    const lead = buildPriceCapLead({
      ...dual,
      fuel: 'Electricity',
      is_economy_7_radio: 'no',
      elec_reading: '4321',
      email: 'ann@example.com',
    });
    expect(lead.data.attributes.email).toBe('ann@example.com');
    expect(lead.data.attributes['additional-information']).toEqual({
      Telephone: '07700 900321',
      Fuel: 'Electricity',
      Company: 'Price-cap',
      ReadingDate: '2026-11-20',
      ElecAccountNumber: '851234567890',
      IsEconomy7: false,
      ElecReading: '4321',
    });
  });
});
