import * as z from 'zod/mini';
import {
  createDocumentSchema,
  createdSchema,
  listDocumentSchema,
  resourceSchema,
} from '../jsonapi';
import {
  ADDRESS_LABEL_MAX,
  ADDRESS_LINE_MAX,
  addressLine1Field,
  postcodeOnWire,
  TOWN_MAX,
  townField,
} from './fields';

/** An optional line of an address: at most `max` characters, or null when there is none. */
const orNull = (max: number) => z._default(z.nullable(z.string().check(z.maxLength(max))), null);

/** Address attributes (SPEC §3). */
const addressAttributesSchema = z.object({
  'house-name': orNull(100),
  address: z.string().check(z.minLength(1), z.maxLength(ADDRESS_LABEL_MAX)),
  'flat-number': orNull(30),
  'house-number': orNull(30),
  county: orNull(100),
  postcode: postcodeOnWire,
  'address-line1': z.string().check(z.minLength(1), z.maxLength(ADDRESS_LINE_MAX)),
  'address-line2': orNull(ADDRESS_LINE_MAX),
  'postal-town': z.string().check(z.minLength(1), z.maxLength(TOWN_MAX)),
  'pes-region': orNull(30),
  country: z._default(z.string().check(z.maxLength(60)), 'United Kingdom'),
});

export const addressResourceSchema = resourceSchema('addresses', addressAttributesSchema);
export type Address = z.infer<typeof addressResourceSchema>;

export const addressListSchema = listDocumentSchema(addressResourceSchema);

/** POST /v1/addresses body for a manually entered address. */
export const manualAddressRequestSchema = createDocumentSchema(
  'addresses',
  z.extend(z.partial(addressAttributesSchema), {
    // The form's own rules for what a customer types in (complaints/schemas.ts).
    'address-line1': addressLine1Field,
    'postal-town': townField,
    postcode: postcodeOnWire,
  }),
);
export type ManualAddressRequest = z.infer<typeof manualAddressRequestSchema>;

export const addressCreatedSchema = createdSchema('addresses');
