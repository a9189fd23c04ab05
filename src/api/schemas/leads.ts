import * as z from 'zod/mini';
import { createDocumentSchema, createdSchema, relationshipSchema } from '../jsonapi';
import {
  anyPhoneOnWire,
  emailOnWire,
  firstNameField,
  internationalPhone,
  isUkOrIrishPhone,
  nameField,
  queryTextField,
  surnameField,
  textphoneOnWire,
} from './fields';

// The forms' own rule (a UK or Irish number), so the platform refuses exactly what they refuse;
// kept in international form however it came, as the app sends it, so every stored lead reads
// the same way (+447700900982, +353871234567).
const contactNumber = z.object({
  number: z.pipe(
    z.string().check(z.refine(isUkOrIrishPhone, 'Enter a UK or Irish phone number')),
    z.transform((number: string) => internationalPhone(number) ?? number),
  ),
  type: z.literal('mobile'),
});

/**
 * Extra case details are flat: known fields plus plain values (a short text, a number, yes/no or
 * nothing), never nested objects, so no request can hide a huge or deeply nested structure in a
 * stored lead (a 20,000-deep object once overflowed the stack when it was stored). And few, with
 * short names: a lead once kept 10,000 details, or one named in 200,000 characters. The forms
 * send at most 13 (pay as you go), the longest named in 41 characters.
 */
export const DETAILS_MAX = 20;
export const DETAIL_NAME_MAX = 64;
const flatValue = z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean(), z.null()]);
const fewShortNames = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return true;
  const names = Object.keys(value);
  return names.length <= DETAILS_MAX && names.every((name) => name.length <= DETAIL_NAME_MAX);
};
// Names are checked first, so a flood of details is one error, not one per detail.
const additionalInformation = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.pipe(
    z.custom<unknown>(fewShortNames, {
      error: `At most ${DETAILS_MAX} details, each named in ${DETAIL_NAME_MAX} characters or fewer`,
    }),
    z.catchall(z.object(shape), flatValue),
  );

/** Complaint, enquiry and feedback lead attributes (SPEC §3, §7). */
const supportLeadAttributesSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(20)),
  topic: z.enum(['help-&-support', 'help-&-support-feedback']),
  'query-type': z.enum(['Complaint', 'Enquiry', 'Feedback']),
  'query-subtype': z.string().check(z.minLength(1), z.maxLength(100)),
  query: queryTextField('Enter the query'),
  // The complaint forms' own name rules (letters, spaces, hyphens, apostrophes).
  'first-name': firstNameField,
  surname: surnameField,
  email: emailOnWire,
  'vulnerability-consent': z.boolean(),
  'contact-number': contactNumber,
  'additional-information': additionalInformation({
    caseType: z.string().check(z.minLength(1), z.maxLength(100)),
    accountPrefix: z.enum(['A', '']),
    textphoneNumber: z.nullable(textphoneOnWire),
  }),
  account: z.optional(z.null()),
  'alternate-contact-number': z.optional(z.null()),
  'chat-history': z.optional(z.null()),
  'customer-references': z.optional(z.null()),
  'contact-preference': z.optional(z.null()),
});
export type SupportLeadAttributes = z.infer<typeof supportLeadAttributesSchema>;

/** Price-cap meter-read lead attributes (SPEC §3). */
const meterReadLeadAttributesSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(20)),
  topic: z.literal('PriceCapMeterRead'),
  'first-name': nameField('first name'),
  surname: nameField('surname'),
  email: z.nullable(emailOnWire),
  'additional-information': additionalInformation({
    Telephone: anyPhoneOnWire,
    Fuel: z.enum(['Gas and Electricity', 'Gas', 'Electricity']),
    Company: z.literal('Price-cap'),
    ReadingDate: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
  MPRN: z.optional(z.null()),
  MPAN: z.optional(z.null()),
  'marketing-preferences': z.optional(z.null()),
  query: z.optional(z.null()),
  'query-type': z.optional(z.null()),
  'query-subtype': z.optional(z.null()),
});
export type MeterReadLeadAttributes = z.infer<typeof meterReadLeadAttributesSchema>;

const addressRelationship = z.object({ address: relationshipSchema('addresses') });

export const supportLeadRequestSchema = createDocumentSchema(
  'leads',
  supportLeadAttributesSchema,
  addressRelationship,
);
// The meter-read lead may carry an address but need not (SPEC §3).
export const meterReadLeadRequestSchema = createDocumentSchema(
  'leads',
  meterReadLeadAttributesSchema,
  z.optional(z.partial(addressRelationship)),
);

/** The POST /v1/leads body: the client builds it, the platform checks it (leadRequestSchemaFor). */
export type LeadRequest =
  z.infer<typeof supportLeadRequestSchema> | z.infer<typeof meterReadLeadRequestSchema>;

/**
 * The schema for a body by its topic, so validation errors point at the field that is wrong
 * rather than at the union as a whole.
 */
export function leadRequestSchemaFor(body: unknown) {
  const topic = (body as { data?: { attributes?: { topic?: unknown } } } | null)?.data?.attributes
    ?.topic;
  return topic === 'PriceCapMeterRead' ? meterReadLeadRequestSchema : supportLeadRequestSchema;
}

/** The platform's reply: the new lead's id is the customer's reference number. */
export const leadCreatedSchema = createdSchema('leads');
export type LeadCreated = z.infer<typeof leadCreatedSchema>;
