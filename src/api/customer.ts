import { endpointUrl } from './endpoints';
import { getJson } from './http';
import { addressResourceSchema } from './schemas/addresses';
import {
  accountStatusCountSchema,
  accountsSchema,
  customersSchema,
  premisesSchema,
} from './schemas/customers';

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

export const customerKeys = {
  session: (idToken: string | null, accessToken: string | null) =>
    ['session', Boolean(idToken), Boolean(accessToken)] as const,
};

/** GET Customer/Accounts/AccountStatusCount with the identity token (SPEC §7). */
export const fetchAccountStatusCount = (idToken: string) =>
  getJson(endpointUrl('accountStatusCount'), accountStatusCountSchema, bearer(idToken));

/** GET /v1/accounts with the identity token, when liveCount is above 0 (SPEC §7). */
export const fetchAccounts = async (idToken: string) =>
  (await getJson(endpointUrl('accounts'), accountsSchema, bearer(idToken))).data;

/** GET /v1/customers with the access token (SPEC §7). */
export const fetchCustomers = async (accessToken: string) =>
  (await getJson(endpointUrl('customers'), customersSchema, bearer(accessToken))).data;

/** GET customers/{id}/premises: the included addresses (SPEC §7). */
export const fetchPremisesAddresses = async (accessToken: string, customerId: string) => {
  const url = `${endpointUrl('customers')}/${encodeURIComponent(customerId)}/premises`;
  const { included } = await getJson(url, premisesSchema, bearer(accessToken));
  return included.flatMap((item) => {
    const parsed = addressResourceSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
};
