import { useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  fetchAccounts,
  fetchAccountStatusCount,
  fetchCustomers,
  fetchPremisesAddresses,
} from '@/api/customer';
import { env } from '@/config/env';
import { logger } from '@/lib/logger';
import { clearAllDrafts } from '@/lib/drafts';
import { detectCustomer, type CustomerPrefill } from './detect-customer';
import { nextState, SIGNED_IN_STORAGE_KEYS, type SignInState } from './sign-in-state';

interface Session {
  state: SignInState;
  customer: CustomerPrefill | null;
  /** True while we are still finding out who is signed in. */
  loadingCustomer: boolean;
}

const SessionContext = createContext<Session>({
  state: 'signed-out',
  customer: null,
  loadingCustomer: false,
});

export const readTokens = () => ({
  accessToken: Cookies.get(env.VITE_ACCESS_TOKEN_COOKIE) ?? null,
  idToken: Cookies.get(env.VITE_ID_TOKEN_COOKIE) ?? null,
});

const present = () => {
  const t = readTokens();
  return { access: Boolean(t.accessToken), identity: Boolean(t.idToken) };
};

/** Everything a signed-out customer must not leave behind in this browser. */
export function forgetSignedInData() {
  for (const key of SIGNED_IN_STORAGE_KEYS) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
  clearAllDrafts();
}

const api = {
  accountStatusCount: fetchAccountStatusCount,
  accounts: fetchAccounts,
  customers: fetchCustomers,
  premisesAddresses: fetchPremisesAddresses,
};

/**
 * Who is signed in (SPEC §4): the cookies decide, rechecked every 30 s; the customer's details
 * come from the detection chain. Failures of identity or account calls are only logged.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SignInState>(() => nextState('signed-out', present()));

  useEffect(() => {
    let current = nextState('signed-out', present());
    const timer = setInterval(() => {
      const next = nextState(current, present());
      if (next === 'signing-out') {
        setState('signing-out');
        forgetSignedInData();
        current = nextState(next, present());
      } else {
        current = next;
      }
      setState(current);
    }, env.VITE_COOKIE_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);

  const signedIn = state === 'signed-in';
  const customer = useQuery({
    queryKey: ['session', 'customer', signedIn],
    queryFn: async () => {
      try {
        return await detectCustomer(readTokens(), api);
      } catch (error) {
        logger.error('Failed to load customer details: ', error);
        return null;
      }
    },
    enabled: signedIn,
    staleTime: Infinity,
    retry: false,
  });

  const value: Session = {
    state,
    customer: signedIn ? (customer.data ?? null) : null,
    loadingCustomer: signedIn && customer.isPending,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);
