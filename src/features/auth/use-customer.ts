import { useQuery } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { readTokens } from './cookie-store';
import { detectCustomer } from './detect-customer';
import { useSession } from './session-provider';

const api = () => import('@/api/customer');

/**
 * The signed-in customer's details for prefill (SPEC §4 detection chain). Failures of the identity
 * or account calls are only logged; the forms then simply start empty.
 */
export function useCustomer() {
  const { state } = useSession();
  const signedIn = state === 'signed-in';
  const query = useQuery({
    queryKey: ['session', 'customer', signedIn],
    queryFn: async () => {
      try {
        const m = await api();
        return await detectCustomer(readTokens(), {
          accountStatusCount: m.fetchAccountStatusCount,
          accounts: m.fetchAccounts,
          customers: m.fetchCustomers,
          premisesAddresses: m.fetchPremisesAddresses,
        });
      } catch (error) {
        logger.error('Failed to load customer details: ', error);
        return null;
      }
    },
    enabled: signedIn,
    staleTime: Infinity,
    retry: false,
  });
  return { customer: signedIn ? (query.data ?? null) : null, loading: signedIn && query.isPending };
}
