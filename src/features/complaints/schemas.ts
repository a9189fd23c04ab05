import * as z from 'zod/mini';
import {
  addressLine1Field,
  addressLine2Field,
  emailField,
  firstNameField,
  phoneField,
  phoneFieldWithMinimum,
  postcodeField,
  queryTextField,
  surnameField,
  textphoneField,
  townField,
} from '@/api/schemas/fields';
import { SUBJECTS } from './variants';

export const VULNERABILITY_OPTIONS = [
  { value: '', label: 'Please Select' },
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

const vulnerability = z
  .string()
  .check(
    z.refine(
      (v) => v === 'Yes' || v === 'No',
      'Select yes if you would like us to record that you may need extra support, or no',
    ),
  );

/** Where the details step's address came from: picked from the list, typed in, or prefilled. */
export interface AddressChoice {
  addressId: string | null;
  manualAddressId: string | null;
  label: string;
}

/**
 * An address typed in by hand. Values come out trimmed, the postcode canonical, ready for
 * POST /v1/addresses, whose schema (manualAddressRequestSchema) checks the same lines and postcode.
 */
export const manualAddressSchema = z.object({
  line1: addressLine1Field,
  line2: addressLine2Field,
  town: townField,
  postcode: postcodeField,
});
export type ManualAddressValues = z.infer<typeof manualAddressSchema>;

/** SPEC §5 details form (complaints and enquiries). */
export const detailsSchema = z.object({
  firstName: firstNameField,
  surname: surnameField,
  email: emailField,
  telephoneNumber: phoneFieldWithMinimum,
  textphoneNumber: textphoneField,
  vulnerabilityConsent: vulnerability,
});

/** SPEC §5 feedback details: the same without the phone minimum length and without textphone. */
export const feedbackDetailsSchema = z.extend(z.omit(detailsSchema, { textphoneNumber: true }), {
  telephoneNumber: phoneField,
});

export const querySchema = (kind: 'complaint' | 'enquiry', hasSubject: boolean) =>
  z.object({
    subject: hasSubject
      ? z
          .string()
          .check(z.refine((v) => (SUBJECTS as readonly string[]).includes(v), 'Select a subject'))
      : z.string(),
    query: queryTextField(kind === 'complaint' ? 'Enter your complaint' : 'Enter your enquiry'),
  });
export type QueryValues = z.infer<ReturnType<typeof querySchema>>;

export const creditUseSchema = z.object({
  creditUse: queryTextField('Tell us how you would like us to use your credit'),
});
export type CreditUseValues = z.infer<typeof creditUseSchema>;
