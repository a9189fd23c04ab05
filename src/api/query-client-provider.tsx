import {
  onlineManager,
  QueryClientProvider,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { preloadContentFetchers } from '@/api/content';
import { createQueryClient } from '@/api/query-client';

/** One QueryClient for the whole app: every QueryBoundary shares it, and so its cache. */
const queryClient = createQueryClient();
preloadContentFetchers();

// React Query assumes a connection until the browser says otherwise; a page opened offline (from
// the service worker) starts offline, so its queries wait for the connection instead of failing.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/**
 * Asks for data before the component that shows it is alive (the islands' entry): the component's
 * own query then finds it in the cache, or on its way.
 */
export function prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) {
  void queryClient.prefetchQuery(options);
}

export default function QueryBoundary({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
