import * as z from 'zod/mini';
import { addressResourceSchema } from './addresses';

/** Customer record (SPEC §3). */
const customerSchema = z.object({
  type: z.optional(z.literal('customers')),
  id: z.string().check(z.minLength(1)),
  attributes: z.looseObject({
    'first-name': z._default(z.string(), ''),
    surname: z._default(z.string(), ''),
    email: z._default(z.string(), ''),
    'phone-number': z.optional(z.string()),
  }),
  relationships: z.optional(
    z.object({
      'correspondence-address': z.optional(
        z.object({ data: z.nullable(z.object({ type: z.string(), id: z.string() })) }),
      ),
    }),
  ),
});
export type Customer = z.infer<typeof customerSchema>;

export const customersSchema = z.object({ data: z.array(customerSchema) });

export const premisesSchema = z.object({
  data: z._default(z.array(z.unknown()), []),
  included: z._default(
    z.array(z.union([addressResourceSchema, z.looseObject({ type: z.string() })])),
    [],
  ),
});

/** Account status count (SPEC §3). */
export const accountStatusCountSchema = z.object({
  liveCount: z.number().check(z.int(), z.nonnegative()),
  lostCount: z.number().check(z.int(), z.nonnegative()),
  preLiveCount: z.number().check(z.int(), z.nonnegative()),
});
export type AccountStatusCount = z.infer<typeof accountStatusCountSchema>;

/** Accounts: SPEC §3 reads person.firstName, person.lastName, email, mobile. */
const accountSchema = z.looseObject({
  accountNumber: z.optional(z.string()),
  person: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z._default(z.string(), ''),
  mobile: z._default(z.string(), ''),
});
export const accountsSchema = z.object({ data: z.array(accountSchema) });
export type Account = z.infer<typeof accountSchema>;
