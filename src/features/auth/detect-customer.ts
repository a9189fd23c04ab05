import type { Address } from '@/api/schemas/addresses';
import type { Account, AccountStatusCount, Customer } from '@/api/schemas/customers';

/** What a signed-in customer's forms are prefilled with (SPEC §1, §4). */
export interface CustomerPrefill {
  firstName: string;
  surname: string;
  email: string;
  telephoneNumber: string;
  address: { id: string; label: string } | null;
}

export interface CustomerApi {
  accountStatusCount: (idToken: string) => Promise<AccountStatusCount>;
  accounts: (idToken: string) => Promise<Account[]>;
  customers: (accessToken: string) => Promise<Customer[]>;
  premisesAddresses: (accessToken: string, customerId: string) => Promise<Address[]>;
}

const fromAccount = (a: Account): CustomerPrefill => ({
  firstName: a.person.firstName,
  surname: a.person.lastName,
  email: a.email,
  telephoneNumber: a.mobile,
  address: null,
});

const fromCustomer = (c: Customer, addresses: Address[]): CustomerPrefill => {
  const correspondenceId = c.relationships?.['correspondence-address']?.data?.id;
  const match = addresses.find((a) => a.id === correspondenceId);
  return {
    firstName: c.attributes['first-name'],
    surname: c.attributes.surname,
    email: c.attributes.email,
    telephoneNumber: c.attributes['phone-number'] ?? '',
    address: match ? { id: match.id, label: match.attributes.address } : null,
  };
};

/**
 * SPEC §4 signed-in detection: with an identity token, ask how many live accounts there are; more
 * than none, load accounts. Otherwise, with an access token, load customers (and the premises, to
 * find the correspondence address). Otherwise nobody. Failures are logged by the caller only.
 */
export async function detectCustomer(
  tokens: { idToken: string | null; accessToken: string | null },
  api: CustomerApi,
): Promise<CustomerPrefill | null> {
  if (tokens.idToken) {
    const count = await api.accountStatusCount(tokens.idToken);
    if (count.liveCount > 0) {
      const [first] = await api.accounts(tokens.idToken);
      return first ? fromAccount(first) : null;
    }
  }
  if (tokens.accessToken) {
    const [first] = await api.customers(tokens.accessToken);
    if (!first) return null;
    const addresses = await api.premisesAddresses(tokens.accessToken, first.id);
    return fromCustomer(first, addresses);
  }
  return null;
}
