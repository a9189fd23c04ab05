import { toDocument } from '@/api/jsonapi';
import type { MeterReadLeadAttributes } from '@/api/schemas/leads';
import { hasElectricity, hasGas, normaliseCustomerNumber, type MeterReadValues } from './rules';

/** SPEC §3: Dual is sent as 'Gas and Electricity'. */
const FUEL_NAMES = { Dual: 'Gas and Electricity', Gas: 'Gas', Electricity: 'Electricity' } as const;

/** SPEC §7: price-cap leads go with MPRN, MPAN, marketing preferences and query fields cleared. */
export const PRICE_CAP_CLEARED = {
  MPRN: null,
  MPAN: null,
  'marketing-preferences': null,
  query: null,
  'query-type': null,
  'query-subtype': null,
} as const;

/** The price-cap meter-read lead of SPEC §3 from the form's values. */
export function buildPriceCapLead(v: MeterReadValues) {
  const fuel = v.fuel as keyof typeof FUEL_NAMES;
  const e7 = hasElectricity(fuel) && v.is_economy_7_radio === 'yes';
  const info: Record<string, unknown> = {
    Telephone: v.telephone.trim(),
    Fuel: FUEL_NAMES[fuel],
    Company: 'Price-cap',
    ReadingDate: v.date,
  };
  if (hasElectricity(fuel)) {
    info.ElecAccountNumber = normaliseCustomerNumber(v.elec_account_number);
    info.IsEconomy7 = e7;
    if (e7) {
      info.Economy7NormalReading = v.elec7_reading_normal.trim();
      info.Economy7LowReading = v.elec7_reading_low.trim();
    } else {
      info.ElecReading = v.elec_reading.trim();
    }
  }
  if (hasGas(fuel)) {
    info.GasAccountNumber = normaliseCustomerNumber(v.gas_account_number);
    info.GasReading = v.gas_reading.trim();
  }
  const attributes = {
    ...PRICE_CAP_CLEARED,
    title: v.title || 'NA',
    topic: 'PriceCapMeterRead',
    'first-name': v.first_name.trim(),
    surname: v.last_name.trim(),
    email: v.email.trim() || null,
    'additional-information': info,
  } as MeterReadLeadAttributes;
  return toDocument('leads', attributes);
}
