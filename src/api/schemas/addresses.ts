import { z } from 'zod';
import {
  createDocumentSchema,
  createdSchema,
  listDocumentSchema,
  resourceSchema,
} from '../jsonapi';
import { postcodeOnWire } from './fields';

/** Address attributes (SPEC §3). */
const addressAttributesSchema = z.object({
  'house-name': z.string().max(100).nullable().default(null),
  address: z.string().min(1).max(500),
  'flat-number': z.string().max(30).nullable().default(null),
  'house-number': z.string().max(30).nullable().default(null),
  county: z.string().max(100).nullable().default(null),
  postcode: postcodeOnWire,
  'address-line1': z.string().min(1).max(200),
  'address-line2': z.string().max(200).nullable().default(null),
  'postal-town': z.string().min(1).max(100),
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
    'address-line1': z.string().trim().min(1).max(200),
    'postal-town': z.string().trim().min(1).max(100),
    postcode: postcodeOnWire,
  }),
);
export type ManualAddressRequest = z.infer<typeof manualAddressRequestSchema>;

export const addressCreatedSchema = createdSchema('addresses');
