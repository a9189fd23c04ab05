import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';

/** One QueryClient for the whole app: every QueryBoundary shares it, and so its cache. */
const queryClient = createQueryClient();

export default function QueryBoundary({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
