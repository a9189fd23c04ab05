import { z } from 'zod';
import { addressResourceSchema } from './addresses';

/** Customer record (SPEC §3). */
const customerSchema = z.object({
  type: z.literal('customers').optional(),
  id: z.string().min(1),
  attributes: z.looseObject({
    'first-name': z.string().default(''),
    surname: z.string().default(''),
    email: z.string().default(''),
    'phone-number': z.string().optional(),
  }),
  relationships: z
    .object({
      'correspondence-address': z
        .object({ data: z.object({ type: z.string(), id: z.string() }).nullable() })
        .optional(),
    })
    .optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customersSchema = z.object({ data: z.array(customerSchema) });

export const premisesSchema = z.object({
  data: z.array(z.unknown()).default([]),
  included: z
    .array(z.union([addressResourceSchema, z.looseObject({ type: z.string() })]))
    .default([]),
});

/** Account status count (SPEC §3). */
export const accountStatusCountSchema = z.object({
  liveCount: z.number().int().nonnegative(),
  lostCount: z.number().int().nonnegative(),
  preLiveCount: z.number().int().nonnegative(),
});
export type AccountStatusCount = z.infer<typeof accountStatusCountSchema>;

/** Accounts: SPEC §3 reads person.firstName, person.lastName, email, mobile. */
const accountSchema = z.looseObject({
  accountNumber: z.string().optional(),
  person: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.string().default(''),
  mobile: z.string().default(''),
});
export const accountsSchema = z.object({ data: z.array(accountSchema) });
export type Account = z.infer<typeof accountSchema>;
