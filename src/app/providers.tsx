import type { ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/session-provider';

/** App-wide providers. The query client lives in query-boundary.tsx, loaded with the first data. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
