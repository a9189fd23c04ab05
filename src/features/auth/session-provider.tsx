import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { getServerSnapshot, getSnapshot, stateOf, subscribe } from './cookie-store';
import type { SignInState } from './sign-in-state';

interface Session {
  state: SignInState;
}

const SessionContext = createContext<Session>({ state: 'signed-out' });

/** Who is signed in (SPEC §4): the cookies decide, rechecked every 30 s. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const presence = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return (
    <SessionContext.Provider value={{ state: stateOf(presence) }}>
      {children}
    </SessionContext.Provider>
  );
}

export const useSession = () => useContext(SessionContext);
