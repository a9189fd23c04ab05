import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { preloadContentFetchers } from '@/api/content';
import { createQueryClient } from '@/api/query-client';

/** One QueryClient for the whole app: every QueryBoundary shares it, and so its cache. */
const queryClient = createQueryClient();
preloadContentFetchers();

// React Query assumes a connection until the browser says otherwise; a page opened offline (from
// the service worker) starts offline, so its queries wait for the connection instead of failing.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export default function QueryBoundary({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
