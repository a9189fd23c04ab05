import type * as z from 'zod/mini';
import type { supportLeadRequestSchema } from '@/api/schemas/leads';
import { buildPriceCapLead } from '@/features/meter-read/price-cap-lead';
import { emptyMeterRead } from '@/features/meter-read/rules';

/** A complete, valid complaint lead body, for tests to vary one field at a time. */
export function validLeadBody(): z.infer<typeof supportLeadRequestSchema> {
  return {
    data: {
      type: 'leads',
      attributes: {
        title: 'Complaint',
        topic: 'help-&-support',
        'query-type': 'Complaint',
        'query-subtype': 'Dispute Bill/Balance',
        query: 'My last bill used an estimate that is far too high.',
        'first-name': 'Sam',
        surname: 'Taylor',
        email: 'sam.taylor@example.com',
        'vulnerability-consent': false,
        // As the forms send it: the number in international form (internationalPhone in src/api/schemas/fields.ts).
        'contact-number': { number: '+447700900456', type: 'mobile' },
        'additional-information': {
          caseType: 'Complaint',
          accountPrefix: '',
          textphoneNumber: null,
        },
        account: null,
        'alternate-contact-number': null,
        'chat-history': null,
        'customer-references': null,
        'contact-preference': null,
      },
      relationships: { address: { data: { type: 'addresses', id: 'LS14AB-1' } } },
    },
  };
}

/** A valid price-cap meter-read lead, as the (switched-off) form builds it. */
export const validMeterReadLeadBody = () =>
  buildPriceCapLead({
    ...emptyMeterRead(),
    first_name: 'Sam',
    last_name: 'Taylor',
    telephone: '07700900456',
    fuel: 'Gas',
    gas_account_number: '850000000001',
    gas_reading: '012345',
    date: '2026-11-20',
  });

/** A customer's details as the details step keeps them for the next step (a draft). */
export const givenDetails = {
  firstName: 'Sam',
  surname: 'Taylor',
  email: 'sam@example.com',
  telephoneNumber: '07700900982',
  textphoneNumber: '',
  vulnerabilityConsent: 'No',
  queryType: 'Complaint',
  querySubtype: '',
  manualAddressId: null,
  addressId: 'LS14AB-1',
  addressLabel: '1 Station Road',
};
