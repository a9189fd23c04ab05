import { z } from 'zod';
import { NAME_MAX, QUERY_MAX, TELEPHONE_MIN } from '@/config/limits';
import { SUBJECTS } from './variants';

/** Letters in any alphabet, spaces, hyphens, apostrophes and full stops: names as people write them. */
const NAME_PATTERN = /^[\p{L}\p{M}' .’-]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spaces, brackets and hyphens are how people write numbers; only digits and a leading + count. */
export const compactPhone = (value: string) => value.replace(/[\s()-]/g, '');

/** UK (0 or +44 / 0044, 10 more digits) or Irish (0 or +353 / 00353, 7 to 9 more digits). */
export function isUkOrIrishPhone(value: string): boolean {
  const n = compactPhone(value);
  return /^(?:0|\+44|0044)[1-9]\d{9}$/.test(n) || /^(?:0|\+353|00353)[1-9]\d{6,8}$/.test(n);
}

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Enter your ${label}`, abort: true })
    .max(NAME_MAX, {
      error: `${label[0]!.toUpperCase()}${label.slice(1)} must be ${NAME_MAX} characters or fewer`,
      abort: true,
    })
    .regex(
      NAME_PATTERN,
      `${label[0]!.toUpperCase()}${label.slice(1)} must only include letters, spaces, hyphens and apostrophes`,
    );

const email = z
  .string()
  .trim()
  .min(1, { error: 'Enter your email address', abort: true })
  .regex(EMAIL_PATTERN, 'Enter an email address in the correct format, like name@example.com');

const phone = (withMinimum: boolean) =>
  z
    .string()
    .trim()
    .min(1, { error: 'Enter your phone number', abort: true })
    .refine(isUkOrIrishPhone, {
      error: 'Enter a UK or Irish phone number, like 07700 900982 or +353 87 123 4567',
      abort: true,
    })
    .refine(
      (v) => !withMinimum || compactPhone(v).length >= TELEPHONE_MIN,
      `Phone number must be at least ${TELEPHONE_MIN} digits, like 07700 900982`,
    );

export const VULNERABILITY_OPTIONS = [
  { value: '', label: 'Please Select' },
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

const vulnerability = z
  .string()
  .refine(
    (v) => v === 'Yes' || v === 'No',
    'Select yes if you would like us to record that you may need extra support, or no',
  );

/** Where the details step's address came from: picked from the list, typed in, or prefilled. */
export const addressChoiceSchema = z.object({
  addressId: z.string().nullable(),
  manualAddressId: z.string().nullable(),
  label: z.string(),
});
export type AddressChoice = z.infer<typeof addressChoiceSchema>;

/** SPEC §5 details form (complaints and enquiries). */
export const detailsSchema = z.object({
  firstName: name('first name'),
  surname: name('surname'),
  email,
  telephoneNumber: phone(true),
  textphoneNumber: z
    .string()
    .trim()
    .regex(/^(?:\+?[\d ]+)?$/, 'Textphone or international number must only include numbers'),
  vulnerabilityConsent: vulnerability,
});
export type DetailsValues = z.infer<typeof detailsSchema>;

/** SPEC §5 feedback details: the same without the phone minimum length and without textphone. */
export const feedbackDetailsSchema = detailsSchema
  .omit({ textphoneNumber: true })
  .extend({ telephoneNumber: phone(false) });
export type FeedbackDetailsValues = z.infer<typeof feedbackDetailsSchema>;

export const overLimitMessage = (length: number) =>
  `Maximum character limit reached. You are currently ${length - QUERY_MAX} characters over.`;

const queryText = (emptyMessage: string) =>
  z
    .string()
    .refine((v) => v.trim().length > 0, { error: emptyMessage, abort: true })
    .superRefine((v, ctx) => {
      if (v.length > QUERY_MAX)
        ctx.addIssue({ code: 'custom', message: overLimitMessage(v.length) });
    });

export const querySchema = (kind: 'complaint' | 'enquiry', hasSubject: boolean) =>
  z.object({
    subject: hasSubject
      ? z.string().refine((v) => (SUBJECTS as readonly string[]).includes(v), 'Select a subject')
      : z.string(),
    query: queryText(kind === 'complaint' ? 'Enter your complaint' : 'Enter your enquiry'),
  });
export type QueryValues = z.infer<ReturnType<typeof querySchema>>;

export const creditUseSchema = z.object({
  creditUse: queryText('Tell us how you would like us to use your credit'),
});
export type CreditUseValues = z.infer<typeof creditUseSchema>;
