import { z } from 'zod';
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

/** Address attributes (SPEC §3). */
const addressAttributesSchema = z.object({
  'house-name': z.string().max(100).nullable().default(null),
  address: z.string().min(1).max(ADDRESS_LABEL_MAX),
  'flat-number': z.string().max(30).nullable().default(null),
  'house-number': z.string().max(30).nullable().default(null),
  county: z.string().max(100).nullable().default(null),
  postcode: postcodeOnWire,
  'address-line1': z.string().min(1).max(ADDRESS_LINE_MAX),
  'address-line2': z.string().max(ADDRESS_LINE_MAX).nullable().default(null),
  'postal-town': z.string().min(1).max(TOWN_MAX),
  'pes-region': z.string().max(30).nullable().default(null),
  country: z.string().max(60).default('United Kingdom'),
});

export const addressResourceSchema = resourceSchema('addresses', addressAttributesSchema);
export type Address = z.infer<typeof addressResourceSchema>;

export const addressListSchema = listDocumentSchema(addressResourceSchema);

/** POST /v1/addresses body for a manually entered address. */
export const manualAddressRequestSchema = createDocumentSchema(
  'addresses',
  addressAttributesSchema.partial().extend({
    // The form's own rules for what a customer types in (complaints/schemas.ts).
    'address-line1': addressLine1Field,
    'postal-town': townField,
    postcode: postcodeOnWire,
  }),
);
export type ManualAddressRequest = z.infer<typeof manualAddressRequestSchema>;

export const addressCreatedSchema = createdSchema('addresses');
