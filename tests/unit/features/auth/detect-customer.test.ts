import { describe, expect, it, vi } from 'vitest';
import { detectCustomer, type CustomerApi } from '@/features/auth/detect-customer';
import { demoAddress, demoCustomer, demoSupplyAddress } from '../../../../server/demo-customer';

const account = {
  person: { firstName: 'Ada', lastName: 'Jones' },
  email: 'ada@example.com',
  mobile: '07700900111',
};

function fakeApi(liveCount: number): CustomerApi & Record<string, ReturnType<typeof vi.fn>> {
  return {
    accountStatusCount: vi.fn(async () => ({ liveCount, lostCount: 0, preLiveCount: 0 })),
    accounts: vi.fn(async () => [account]),
    customers: vi.fn(async () => [demoCustomer]),
    premisesAddresses: vi.fn(async () => [demoSupplyAddress, demoAddress]),
  };
}

describe('detectCustomer (SPEC §4)', () => {
  it('loads accounts when the identity token shows live accounts', async () => {
    const api = fakeApi(2);
    const result = await detectCustomer({ idToken: 'id', accessToken: 'access' }, api);
    expect(result).toEqual({
      firstName: 'Ada',
      surname: 'Jones',
      email: 'ada@example.com',
      telephoneNumber: '07700900111',
      address: null,
    });
    expect(api.accountStatusCount).toHaveBeenCalledWith('id');
    expect(api.customers).not.toHaveBeenCalled();
  });

  it('falls back to customers when there are no live accounts, matching the correspondence address', async () => {
    const api = fakeApi(0);
    const result = await detectCustomer({ idToken: 'id', accessToken: 'access' }, api);
    expect(api.accounts).not.toHaveBeenCalled();
    expect(api.premisesAddresses).toHaveBeenCalledWith('access', demoCustomer.id);
    expect(result?.firstName).toBe('Priya');
    expect(result?.address).toEqual({
      id: 'demo-address-1',
      label: '12 Beacon Street, Leeds, LS1 4AB',
    });
  });

  it('uses customers straight away with only an access token', async () => {
    const api = fakeApi(5);
    await detectCustomer({ idToken: null, accessToken: 'access' }, api);
    expect(api.accountStatusCount).not.toHaveBeenCalled();
    expect(api.customers).toHaveBeenCalledWith('access');
  });

  it('is nobody without tokens, or with only an identity token and no live accounts', async () => {
    expect(await detectCustomer({ idToken: null, accessToken: null }, fakeApi(1))).toBeNull();
    expect(await detectCustomer({ idToken: 'id', accessToken: null }, fakeApi(0))).toBeNull();
  });
});
