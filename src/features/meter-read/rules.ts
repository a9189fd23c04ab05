import * as z from 'zod/mini';
import { anyPhoneField, nameField, optionalEmailField } from '@/api/schemas/fields';
import { METER_DATE_WINDOW_MONTHS, METER_READING_MAX } from '@/config/limits';

/** SPEC §5: '85' and ten digits, 'A' and 4 to 8 digits, or 'BGX' and 4 or 5 digits. */
const CUSTOMER_NUMBER = /^(?:85\d{10}|A\d{4,8}|BGX\d{4,5})$/;
export const normaliseCustomerNumber = (v: string) => v.replace(/\s+/g, '').toUpperCase();
export const isCustomerNumber = (v: string) => CUSTOMER_NUMBER.test(normaliseCustomerNumber(v));

/** SPEC §5: readings are required, numeric and at most 6 characters. */
const READING = new RegExp(`^\\d{1,${METER_READING_MAX}}$`);

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** One calendar month before `today` (31 March -> 28 or 29 February), as yyyy-mm-dd. */
export function earliestReadingDate(today: Date): string {
  const y = today.getFullYear();
  const m = today.getMonth() - METER_DATE_WINDOW_MONTHS;
  const lastDay = new Date(y, m + 1, 0).getDate();
  return isoDate(new Date(y, m, Math.min(today.getDate(), lastDay)));
}

/** SPEC §5/§9: the reading date must be from one month ago to today. */
export function readingDateError(value: string, today: Date): string | null {
  if (!value) return 'Enter the date you took the readings';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    return 'Enter a real date, like 27 3 2026';
  }
  if (value > isoDate(today)) return 'The date of your readings must be today or in the past';
  if (value < earliestReadingDate(today))
    return 'The date of your readings must be within the last month';
  return null;
}

export const FUELS = ['Dual', 'Gas', 'Electricity'] as const;
export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;

export const hasGas = (fuel: string) => fuel === 'Dual' || fuel === 'Gas';
export const hasElectricity = (fuel: string) => fuel === 'Dual' || fuel === 'Electricity';

/** The disabled form's fields (SPEC §3), named as the query string that can prefill them. */
export const METER_FIELDS = [
  'title',
  'first_name',
  'last_name',
  'telephone',
  'email',
  'fuel',
  'gas_account_number',
  'elec_account_number',
  'is_economy_7_radio',
  'gas_reading',
  'elec_reading',
  'elec7_reading_normal',
  'elec7_reading_low',
  'date',
] as const;

export type MeterReadValues = Record<(typeof METER_FIELDS)[number], string>;

export const emptyMeterRead = (): MeterReadValues => ({
  title: '',
  first_name: '',
  last_name: '',
  telephone: '',
  email: '',
  fuel: 'Dual',
  gas_account_number: '',
  elec_account_number: '',
  is_economy_7_radio: 'no',
  gas_reading: '',
  elec_reading: '',
  elec7_reading_normal: '',
  elec7_reading_low: '',
  date: '',
});

/** Values from a query string: only the form's own fields, and only known choices. */
export function prefillFromQuery(search: string): Partial<MeterReadValues> {
  const params = new URLSearchParams(search);
  const out: Partial<MeterReadValues> = {};
  for (const field of METER_FIELDS) {
    const value = params.get(field) ?? (field === 'date' ? params.get('reading_date') : null);
    if (value !== null) out[field] = value.slice(0, 200);
  }
  if (out.fuel && !(FUELS as readonly string[]).includes(out.fuel)) delete out.fuel;
  if (out.is_economy_7_radio && !['yes', 'no'].includes(out.is_economy_7_radio))
    delete out.is_economy_7_radio;
  return out;
}

/** SPEC §5 meter read rules; which fields apply follows the fuel and Economy 7 answer. */
export const meterReadSchema = (today: Date) =>
  z
    .object({
      title: z.string(),
      // This form has always taken names with any characters and numbers from any country.
      first_name: nameField('first name'),
      last_name: nameField('last name'),
      telephone: anyPhoneField,
      email: optionalEmailField,
      fuel: z.enum(FUELS, { error: 'Select which readings you are giving us' }),
      gas_account_number: z.string(),
      elec_account_number: z.string(),
      is_economy_7_radio: z.enum(['yes', 'no']),
      gas_reading: z.string(),
      elec_reading: z.string(),
      elec7_reading_normal: z.string(),
      elec7_reading_low: z.string(),
      date: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        const account = (path: 'gas_account_number' | 'elec_account_number', label: string) => {
          if (!v[path].trim()) issue(path, `Enter your ${label} customer number`);
          else if (!isCustomerNumber(v[path])) {
            issue(
              path,
              `Enter a ${label} customer number that starts 85 and has 12 digits, starts A and has 4 to 8 digits, or starts BGX and has 4 or 5 digits`,
            );
          }
        };
        const reading = (path: keyof MeterReadValues, label: string) => {
          const value = v[path].trim();
          if (!value) issue(path, `Enter your ${label}`);
          else if (!/^\d+$/.test(value))
            issue(path, `${label[0]!.toUpperCase()}${label.slice(1)} must only include numbers`);
          else if (!READING.test(value))
            issue(
              path,
              `${label[0]!.toUpperCase()}${label.slice(1)} must be ${METER_READING_MAX} digits or fewer`,
            );
        };
        if (hasGas(v.fuel)) {
          account('gas_account_number', 'gas');
          reading('gas_reading', 'gas reading');
        }
        if (hasElectricity(v.fuel)) {
          account('elec_account_number', 'electricity');
          if (v.is_economy_7_radio === 'yes') {
            reading('elec7_reading_normal', 'normal (day) reading');
            reading('elec7_reading_low', 'low (night) reading');
          } else {
            reading('elec_reading', 'electricity reading');
          }
        }
        const dateError = readingDateError(v.date, today);
        if (dateError) issue('date', dateError);
      }),
    );
